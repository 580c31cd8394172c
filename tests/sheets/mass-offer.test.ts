// @vitest-environment happy-dom
/**
 * Edit mode's body mass box (src/sheets/behaviour/mass-scale.ts, attached with the sheet's
 * behaviour): typing a mass shows the Mass Scale it offers on a button (rules 1.2), a click or
 * Enter puts it into the Mass Scale field and lets the form save it; the mass box itself is never
 * submitted.
 */
import { describe, expect, it } from "vitest";
import { attachActorSheetBehaviour, type SheetHost } from "../../src/sheets/behaviour/actor-sheet";
import { initialViewState } from "../../src/sheets/view-state";

function sheet() {
  const root = document.createElement("form");
  root.innerHTML = `<input type="number" name="system.scale.mass" value="0">
<span class="hf-mass-offer"><input type="text" data-hf-mass><button type="button" data-hf-mass-use data-hf-mass-label="Use {scale}" hidden></button></span>`;
  document.body.append(root);
  const submitted: string[] = [];
  root.addEventListener("change", (e) =>
    submitted.push(e.target instanceof HTMLInputElement ? e.target.name || "(unnamed)" : "?"),
  );
  const host: SheetHost = {
    state: initialViewState("edit"),
    setMode: () => undefined,
    setSkillLevel: () => undefined,
    createItem: () => undefined,
    openCompendium: () => undefined,
    deleteItem: () => undefined,
    warn: () => undefined,
  };
  attachActorSheetBehaviour(root, host);
  const q = <T extends Element>(s: string, type: new () => T): T => {
    const el = root.querySelector(s);
    if (!(el instanceof type)) throw new Error(`no ${s}`);
    return el;
  };
  return {
    submitted,
    mass: q("[data-hf-mass]", HTMLInputElement),
    use: q("[data-hf-mass-use]", HTMLButtonElement),
    scale: q('input[name="system.scale.mass"]', HTMLInputElement),
  };
}

const type = (input: HTMLInputElement, value: string) => {
  input.value = value;
  input.dispatchEvent(new Event("input", { bubbles: true }));
};

describe("the body mass box", () => {
  it("offers the Mass Scale a typed mass gives, and hides the offer when it is the sheet's already or no mass", () => {
    const { mass, use } = sheet();
    expect(use.hidden).toBe(true);
    type(mass, "250 kg");
    expect(use.hidden).toBe(false);
    expect(use.textContent).toBe("Use +3");
    type(mass, "75");
    expect(use.hidden).toBe(true);
    type(mass, "heavy");
    expect(use.hidden).toBe(true);
  });

  it("puts the offer into the Mass Scale field on a click or Enter, which the form saves; the mass box is not submitted", () => {
    const { mass, use, scale, submitted } = sheet();
    type(mass, "4 kg");
    mass.dispatchEvent(new Event("change", { bubbles: true }));
    expect(submitted).toEqual([]);
    use.click();
    expect(scale.value).toBe("-7");
    expect(submitted).toEqual(["system.scale.mass"]);
    type(mass, "550 lb");
    mass.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
    expect(scale.value).toBe("3");
    expect(submitted).toEqual(["system.scale.mass", "system.scale.mass"]);
  });
});
