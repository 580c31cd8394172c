/**
 * The roll dialog's "who sees the roll" select (issue 12): core's list of modes and the user's
 * current mode preselected, on v13 (roll modes) and v14 (message modes); the choice read back from
 * the form as a neutral mode, with v13's key kept for callers not yet on the compatibility module.
 */
import { Window } from "happy-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { RollDialogInput } from "../../src/rolls/dialog";
import { stubFoundry } from "./stubs";

// dialog.ts imports roll.ts, whose HarnFudgeRoll extends core's Roll when the module loads.
vi.hoisted(() => vi.stubGlobal("Roll", function Roll() {}));
const { defaultDialogState, dialogContext, dialogResult, readDialogState } = await import("../../src/rolls/dialog");

const input: RollDialogInput = {
  title: "Sword",
  label: "Sword",
  level: 1,
  woundPenalty: 0,
  talentBonuses: [],
  difficulty: 0,
  chance: { kind: "difficulty" },
  showOpponents: false,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The select's options as the template receives them: value, label key, selected. */
function modes() {
  return dialogContext(input, defaultDialogState(input)).rollModes.map((o) => `${o.value} ${o.label}${o.selected ? " *" : ""}`);
}

describe("the roll dialog's mode select", () => {
  it("v13: core's roll modes, the user's core.rollMode preselected", () => {
    stubFoundry(13, "gmroll");
    expect(modes()).toEqual(["public CHAT.RollPublic", "gm CHAT.RollPrivate *", "blind CHAT.RollBlind", "self CHAT.RollSelf"]);
  });

  it("v14: core's message modes without in-character, the user's core.messageMode preselected", () => {
    stubFoundry(14, "blind");
    expect(modes()).toEqual(["public CHAT.MODES.public", "gm CHAT.MODES.gm", "blind CHAT.MODES.blind *", "self CHAT.MODES.self"]);
  });

  it("v14: a user speaking in character rolls publicly by default", () => {
    stubFoundry(14, "ic");
    expect(modes()).toEqual(["public CHAT.MODES.public *", "gm CHAT.MODES.gm", "blind CHAT.MODES.blind", "self CHAT.MODES.self"]);
  });

  it("a shift-click roll (no dialog) uses the user's current mode", () => {
    stubFoundry(14, "self");
    expect(dialogResult(input, defaultDialogState(input))).toMatchObject({
      messageMode: "self",
      choices: { visibility: "self" },
    });
  });
});

describe("reading the chosen mode from the form", () => {
  function formWith(value: string) {
    const window = new Window();
    vi.stubGlobal("document", window.document);
    vi.stubGlobal("HTMLInputElement", window.HTMLInputElement);
    vi.stubGlobal("HTMLSelectElement", window.HTMLSelectElement);
    const form = document.createElement("form");
    form.innerHTML = `<select name="rollMode"><option value="public">p</option><option value="${value}" selected>x</option></select>`;
    return form;
  }

  it("v13 and v14 alike: the select's neutral value, sent to the GM's client as the roll's visibility", () => {
    for (const generation of [13, 14] as const) {
      stubFoundry(generation, generation === 13 ? "publicroll" : "public");
      const form = formWith("blind");
      const result = dialogResult(input, readDialogState(form, input));
      expect(result.messageMode).toBe("blind");
      expect(result.choices.visibility).toBe("blind");
    }
  });

  it("an unknown value falls back to the user's current mode", () => {
    stubFoundry(13, "selfroll");
    expect(readDialogState(formWith("everyone"), input).messageMode).toBe("self");
  });
});
