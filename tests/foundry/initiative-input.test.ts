/**
 * The combat tracker's initiative input (issue 19): the row shows our roll as a ladder word, and
 * what a GM types there is read as meant: a word (English or the client's language) sets the
 * rolled degree, a delta moves it by ladder steps, both as the rules core's sort key with the same
 * Initiative skill and tiebreak; a number stays a number; nothing else writes NaN.
 */
import { Window } from "happy-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { decodeInitiativeSortKey, initiativeSortKey } from "../../src/rules";
import {
  initiativeEditUpdate,
  ladderWordTable,
  readInitiativeEdit,
  type InitiativeEditContext,
} from "../../src/documents/initiative-input";
import { stubCombatClasses } from "./combat-stubs";

await vi.hoisted(async () => {
  const stubs = await import("./combat-stubs");
  stubs.stubCombatClasses();
});
const { HarnFudgeCombatTracker } = await import("../../src/apps/combat-tracker");

const GERMAN: Record<string, string> = {
  terrible: "Fürchterlich",
  poor: "Schwach",
  mediocre: "Mäßig",
  fair: "Ordentlich",
  good: "Gut",
  great: "Großartig",
  superb: "Hervorragend",
};
const words = ladderWordTable((key) => GERMAN[key] ?? key);

/** A combatant whose roll wrote Good (1) with Great skill (2) and tiebreak 417. */
const good = initiativeSortKey(1, 2, 417);
const rolled: InitiativeEditContext = { initiative: good, writtenKey: good, skillLevel: 0, tiebreak: 5, words };
const unrolled: InitiativeEditContext = { initiative: null, writtenKey: undefined, skillLevel: -1, tiebreak: 5, words };
const typedNumber: InitiativeEditContext = { initiative: 12, writtenKey: good, skillLevel: 0, tiebreak: 5, words };

function degreeOf(typed: string, context: InitiativeEditContext) {
  const edit = readInitiativeEdit(typed, context);
  return edit.kind === "key" ? decodeInitiativeSortKey(edit.key) : edit;
}

describe("what a GM types into the initiative input", () => {
  it("a delta moves the rolled degree by ladder steps, keeping skill and tiebreak", () => {
    expect(degreeOf("+1", rolled)).toEqual({ rolledDegree: 2, skillLevel: 2, tiebreak: 417 });
    expect(degreeOf("-2", rolled)).toEqual({ rolledDegree: -1, skillLevel: 2, tiebreak: 417 });
    expect(degreeOf("\u22123", rolled)).toEqual({ rolledDegree: -2, skillLevel: 2, tiebreak: 417 });
  });

  it("a ladder word sets the rolled degree, in English or the client's language, beyond the ladder too", () => {
    expect(degreeOf("Great", rolled)).toEqual({ rolledDegree: 2, skillLevel: 2, tiebreak: 417 });
    expect(degreeOf("  mäßig ", rolled)).toMatchObject({ rolledDegree: -1 });
    expect(degreeOf("Hervorragend +2", rolled)).toMatchObject({ rolledDegree: 5 });
    expect(degreeOf("terrible \u22121", rolled)).toMatchObject({ rolledDegree: -4 });
    // Nothing rolled yet: the combatant's own Initiative skill and a fresh tiebreak.
    expect(degreeOf("Gut", unrolled)).toEqual({ rolledDegree: 1, skillLevel: -1, tiebreak: 5 });
  });

  it("a number stays a number (shown raw, as core), and a delta on it adds to it", () => {
    expect(readInitiativeEdit("14", rolled)).toEqual({ kind: "raw", value: 14 });
    expect(readInitiativeEdit("=3", rolled)).toEqual({ kind: "raw", value: 3 });
    expect(readInitiativeEdit("+2", typedNumber)).toEqual({ kind: "raw", value: 14 });
  });

  it("an empty input clears it; anything else is no initiative and writes nothing", () => {
    expect(readInitiativeEdit("  ", rolled)).toEqual({ kind: "clear" });
    for (const typed of ["Goodish", "Good +1", "+", "1e3", "NaN", "Great -1"])
      expect([typed, readInitiativeEdit(typed, rolled)]).toEqual([typed, { kind: "invalid" }]);
    expect(readInitiativeEdit("+1", unrolled)).toEqual({ kind: "invalid" });
    expect(readInitiativeEdit("+200", rolled)).toEqual({ kind: "invalid" });
  });

  it("writes our key with the flag that marks it ours, a number without, and nothing for no initiative", () => {
    const key = initiativeSortKey(2, 2, 417);
    expect(initiativeEditUpdate({ kind: "key", key })).toEqual({ initiative: key, flags: { harnfudge: { initiativeKey: key } } });
    expect(initiativeEditUpdate({ kind: "raw", value: 14 })).toEqual({ initiative: 14 });
    expect(initiativeEditUpdate({ kind: "clear" })).toEqual({ initiative: null });
    expect(initiativeEditUpdate({ kind: "invalid" })).toBeNull();
  });
});

describe("the tracker's input handler", () => {
  const window = new Window();
  const notes: unknown[] = [];

  beforeEach(() => {
    stubCombatClasses();
    notes.length = 0;
    vi.stubGlobal("HTMLInputElement", window.HTMLInputElement);
    vi.stubGlobal("HTMLElement", window.HTMLElement);
    vi.stubGlobal("game", { i18n: { localize: (key: string) => key } });
    vi.stubGlobal("ui", { notifications: { warn: (key: string, options: unknown) => notes.push([key, options]) } });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** Types into a row's input and fires the handler; returns the combatant's updates. */
  function type(text: string, render: () => void = () => undefined): object[] {
    const updates: object[] = [];
    const combatant = {
      initiative: good,
      initiativeSkillLevel: 0,
      getFlag: () => good,
      update: async (data: object) => updates.push(data),
    };
    const row = window.document.createElement("li");
    row.dataset["combatantId"] = "c1";
    const input = window.document.createElement("input");
    input.value = text;
    row.append(input);
    const tracker = Object.assign(new HarnFudgeCombatTracker(), {
      viewed: { combatants: new Map([["c1", combatant]]) },
      render,
    });
    // The handler is protected (core calls it on the input's change); the test calls it as core does.
    const handler: unknown = Reflect.get(tracker, "_onUpdateInitiative");
    if (typeof handler !== "function") throw new Error("no _onUpdateInitiative");
    handler.call(tracker, { target: input });
    return updates;
  }

  it("typing +1 on a Good row writes the Great key, flagged, so the row shows a ladder word", () => {
    const key = initiativeSortKey(2, 2, 417);
    expect(type("+1")).toEqual([{ initiative: key, flags: { harnfudge: { initiativeKey: key } } }]);
  });

  it("typing a word that is no ladder word writes nothing (never NaN), says why and shows the row again", () => {
    const render = vi.fn();
    expect(type("Goodish", render)).toEqual([]);
    expect(render).toHaveBeenCalledOnce();
    expect(notes).toEqual([["HARNFUDGE.Combat.InitiativeInputInvalid", { localize: true, format: { value: "Goodish" } }]]);
  });
});
