/**
 * The `@Check[…]` link as each client draws it (src/play/check-request/enricher.ts): the GM's link
 * names the difficulty (and marks a secret one); a player's link of a secret check leaves the
 * difficulty out of its text and its data; the label is text, never HTML.
 */
import { Window } from "happy-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadI18n } from "../../scripts/render/i18n";
import { enrichCheckLink } from "../../src/play/check-request/enricher";
import { CHECK_LINK_PATTERN } from "../../src/play/check-request/link";

const i18n = loadI18n();
let window: Window;

function as(isGM: boolean) {
  window = new Window();
  vi.stubGlobal("document", window.document);
  vi.stubGlobal("game", { user: { isGM }, i18n });
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await window?.happyDOM.close();
});

const link = (text: string) => {
  const match = [...text.matchAll(CHECK_LINK_PATTERN)][0];
  if (!match) throw new Error(`no link in ${text}`);
  return enrichCheckLink(match);
};

describe("the @Check link as drawn", () => {
  it("for the GM: the trait, the difficulty and whether it is secret", () => {
    as(true);
    const a = link("@Check[awareness|difficulty=good|secret]");
    expect(a?.textContent).toBe(" Awareness check against Good");
    const attributes = ["data-trait", "data-difficulty", "data-secret", "data-tooltip-text"].map((n) => a?.getAttribute(n));
    expect(attributes).toEqual(["skill:awareness", "1", "", "Ask the players for this check"]);
    expect(a?.querySelector("i")?.className).toBe("fa-solid fa-eye-slash");
  });

  it("for a player: a secret check's difficulty is neither in the text nor in the data", () => {
    as(false);
    const secret = link("@Check[awareness|difficulty=good|secret]");
    expect(secret?.textContent).toBe(" Awareness check");
    expect(secret?.dataset["difficulty"]).toBeUndefined();
    expect(secret?.outerHTML).not.toContain("1");
    const open = link("@Check[climbing|difficulty=mediocre]");
    expect(open?.textContent).toBe(" Climbing check against Mediocre");
    expect(open?.dataset["difficulty"]).toBe("-1");
    expect(open?.dataset["tooltipText"]).toBe("Roll this check");
  });

  it("takes its own label as text, and makes no link of a text that names no check", () => {
    as(false);
    const labelled = link("@Check[stealth]{<img src=x onerror=alert(1)>}");
    expect(labelled?.textContent).toBe(" <img src=x onerror=alert(1)>");
    expect(labelled?.querySelector("img")).toBeNull();
    expect(link("@Check[flying]")).toBeNull();
  });
});
