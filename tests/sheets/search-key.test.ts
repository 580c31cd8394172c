import { describe, expect, it } from "vitest";
import { SEARCH_KEY_DEFAULTS, pressMeansSearch } from "../../src/sheets/search-key";

describe("the key that focuses the skill search", () => {
  it("defaults to the keys that type '/' on US/UK, German-style and French keyboards", () => {
    expect(SEARCH_KEY_DEFAULTS).toEqual([
      { code: "Slash", shift: false },
      { code: "Digit7", shift: true },
      { code: "Period", shift: true },
    ]);
  });

  it("takes each layout's own '/'", () => {
    expect(pressMeansSearch({ code: "Slash", key: "/", shiftKey: false })).toBe(true); // US, UK
    expect(pressMeansSearch({ code: "Digit7", key: "/", shiftKey: true })).toBe(true); // German
    expect(pressMeansSearch({ code: "Period", key: "/", shiftKey: true })).toBe(true); // French AZERTY
  });

  it("leaves a default key alone where it types something else", () => {
    expect(pressMeansSearch({ code: "Slash", key: "-", shiftKey: false })).toBe(false); // German "-"
    expect(pressMeansSearch({ code: "Digit7", key: "&", shiftKey: true })).toBe(false); // US Shift+7
    expect(pressMeansSearch({ code: "Period", key: ">", shiftKey: true })).toBe(false); // US Shift+.
  });

  it("always honours a binding the user chose", () => {
    expect(pressMeansSearch({ code: "KeyK", key: "k", shiftKey: false })).toBe(true);
    expect(pressMeansSearch({ code: "Period", key: ".", shiftKey: false })).toBe(true);
  });
});
