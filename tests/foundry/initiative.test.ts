/**
 * The initiative path's plain decisions (issue 12, rules 3.1.1): what a tracker row shows for a
 * combatant's initiative, decoded per row and tolerantly, and how one roll of several combatants
 * posts its messages (core's Combat#rollInitiative: one batch, one dice sound, hidden → GM).
 */
import { describe, expect, it } from "vitest";
import { distinctActors, initiativeDisplay, initiativeMessagePlan } from "../../src/documents/initiative";
import { initiativeSortKey } from "../../src/rules";

describe("a tracker row's initiative", () => {
  const good = initiativeSortKey(1, 2, 417);
  const poor = initiativeSortKey(-1, -1, 3);

  it("our roll (the key our flag recorded) shows its rolled degree", () => {
    expect(initiativeDisplay(good, good)).toEqual({ kind: "degree", degree: 1 });
    expect(initiativeDisplay(poor, poor)).toEqual({ kind: "degree", degree: -1 });
  });

  it("a number a GM typed stays as typed, even one that would decode as a sort key", () => {
    // 7 decodes as degree 0 (Fair), Terrible skill, tiebreak 7 — but our roll never wrote it.
    expect(initiativeDisplay(7, good)).toEqual({ kind: "raw", value: 7 });
    expect(initiativeDisplay(7, undefined)).toEqual({ kind: "raw", value: 7 });
    expect(initiativeDisplay(12.5, null)).toEqual({ kind: "raw", value: 12.5 });
  });

  it("a flag that matches a number no roll could give is still shown raw, never thrown", () => {
    expect(initiativeDisplay(2_000_000, 2_000_000)).toEqual({ kind: "raw", value: 2_000_000 });
    expect(initiativeDisplay(7.5, 7.5)).toEqual({ kind: "raw", value: 7.5 });
  });

  it("not rolled yet shows nothing of ours", () => {
    expect(initiativeDisplay(null, good)).toEqual({ kind: "none" });
    expect(initiativeDisplay(undefined, undefined)).toEqual({ kind: "none" });
    expect(initiativeDisplay(Number.NaN, Number.NaN)).toEqual({ kind: "none" });
  });

  it("each row is read on its own: an odd row leaves the others decoded", () => {
    const rows = [
      { initiative: good, flag: good },
      { initiative: 7, flag: poor },
      { initiative: poor, flag: poor },
      { initiative: null, flag: undefined },
    ];
    expect(rows.map((r) => initiativeDisplay(r.initiative, r.flag).kind)).toEqual(["degree", "raw", "degree", "none"]);
  });
});

describe("posting one roll of several combatants", () => {
  const three = [{ hidden: false }, { hidden: true }, { hidden: false }];

  it("one dice sound, on the first message only", () => {
    expect(initiativeMessagePlan(three, null, "public").map((p) => p.sound)).toEqual([true, false, false]);
  });

  it("hidden combatants roll for the GMs, the others in the user's current mode", () => {
    expect(initiativeMessagePlan(three, null, "self").map((p) => p.mode)).toEqual(["self", "gm", "self"]);
  });

  it("a mode the caller asks for (messageOptions) applies to every visible combatant's message", () => {
    expect(initiativeMessagePlan(three, "blind", "public").map((p) => p.mode)).toEqual(["blind", "blind", "blind"]);
    expect(initiativeMessagePlan(three, "self", "public").map((p) => p.mode)).toEqual(["self", "gm", "self"]);
  });

  it("a hidden combatant's roll goes to the GMs whatever mode was asked or current (issue 19)", () => {
    expect(initiativeMessagePlan(three, "public", "gm").map((p) => p.mode)).toEqual(["public", "gm", "public"]);
    expect(initiativeMessagePlan(three, null, "public").map((p) => p.mode)).toEqual(["public", "gm", "public"]);
    expect(initiativeMessagePlan(three, "public", "public").map((p) => p.whisperToGMs)).toEqual([false, true, false]);
  });

  it("nothing to post for nobody", () => {
    expect(initiativeMessagePlan([], null, "public")).toEqual([]);
  });

  it("the Initiative skill is marked once per actor, however many of its tokens rolled", () => {
    const a = { name: "a" };
    const b = { name: "b" };
    expect(distinctActors([a, null, b, a, undefined, b])).toEqual([a, b]);
  });
});
