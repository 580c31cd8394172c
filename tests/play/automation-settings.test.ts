/**
 * Issue 27's settings: "Apply hits automatically" as never / hits on NPCs / always, with the old
 * on/off switch migrated (a world keeps what it chose), and each user's "Roll without dialogs",
 * which Shift turns around for one click.
 */
import { describe, expect, it } from "vitest";
import { AUTO_APPLY_MODES, appliesAutomatically, isAutoApplyMode, migratedAutoApply } from "../../src/play/auto-apply";
import { skipDialogFor } from "../../src/rolls/skip-dialog-rule";

describe("Apply hits automatically (attack/auto-apply.ts)", () => {
  it("applies by itself always, never, or only on a target no player owns", () => {
    expect(AUTO_APPLY_MODES).toEqual(["never", "npcs", "always"]);
    expect([true, false].map((player) => appliesAutomatically("never", player))).toEqual([false, false]);
    expect([true, false].map((player) => appliesAutomatically("npcs", player))).toEqual([false, true]);
    expect([true, false].map((player) => appliesAutomatically("always", player))).toEqual([true, true]);
    expect(isAutoApplyMode("npcs")).toBe(true);
    expect(isAutoApplyMode(true)).toBe(false);
  });

  it("migrates the old switch once: on → always, off → never; nothing stored or already migrated → nothing", () => {
    expect(migratedAutoApply({ stored: true, value: true }, false)).toBe("always");
    expect(migratedAutoApply({ stored: true, value: false }, false)).toBe("never");
    // A world that never touched the old switch gets the new default (hits on NPCs): nothing to write.
    expect(migratedAutoApply({ stored: false, value: false }, false)).toBeNull();
    // The GM already chose the new setting: the old value no longer counts.
    expect(migratedAutoApply({ stored: true, value: true }, true)).toBeNull();
  });
});

describe("Roll without dialogs (rolls/skip-dialog-rule.ts)", () => {
  it("off: a click opens the dialog, a shift-click rolls at once; on: the other way round", () => {
    expect(skipDialogFor(false, false)).toBe(false);
    expect(skipDialogFor(false, true)).toBe(true);
    expect(skipDialogFor(true, false)).toBe(true);
    expect(skipDialogFor(true, true)).toBe(false);
  });
});
