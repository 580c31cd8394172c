/**
 * Two pure parts of the GM core the cards rely on: which track conditions to switch on and off and
 * which timed ones ran out (status-changes.ts, rules 3.4.6), and reading the Health and infection
 * lines a GM-authored card stores for a later Lucky reroll (lucky-lines.ts, rules 3.4.7, 3.4.8, 4),
 * where odd data — written by a module, say — loses only the line's Lucky button.
 */
import { describe, expect, it } from "vitest";
import { expiredStatuses, trackStatusChanges, type TimedStatus } from "../../src/play/services/status-changes";
import { LUCKY_LINES_FLAG, keptFaces, parseLuckyLines, wentBadly, type LuckyLine } from "../../src/play/services/lucky-lines";
import { emptyStunTrack, emptyWoundBox, emptyWoundTrack, type WoundBox, type WoundTrack } from "../../src/rules";

function woundsAt(index: number, dead = false): WoundTrack {
  const track = emptyWoundTrack();
  const level = (["scratch", "scratch", "scratch", "hurt", "veryHurt", "incapacitated", "nearDeath"] as const)[index];
  if (level) track.boxes[index] = { ...emptyWoundBox(), marked: true, severity: level };
  track.dead = dead;
  return track;
}

describe("track conditions", () => {
  const none = new Set<string>();

  it("switches on what the tracks say and nothing else", () => {
    expect(trackStatusChanges(none, woundsAt(5), emptyStunTrack())).toEqual({ on: ["incapacitated"], off: [] });
    expect(trackStatusChanges(none, woundsAt(6), { stuns: 0, veryStunned: false, knockedOut: true })).toEqual({
      on: ["knockedOut", "nearDeath"],
      off: [],
    });
    expect(trackStatusChanges(none, woundsAt(3), emptyStunTrack())).toEqual({ on: [], off: [] });
  });

  it("switches off only the system's own conditions the tracks no longer give", () => {
    const own = new Set(["incapacitated", "knockedOut", "stunned"]);
    expect(trackStatusChanges(own, woundsAt(3), emptyStunTrack())).toEqual({ on: [], off: ["knockedOut", "incapacitated"] });
    // A Dead that Foundry's Defeated toggle added is not the system's: it stays.
    expect(trackStatusChanges(none, woundsAt(3), emptyStunTrack(), new Set(["dead"]))).toEqual({ on: [], off: [] });
  });

  it("does not add a condition already present, whoever added it, nor one of its own", () => {
    const dead = woundsAt(6, true);
    expect(trackStatusChanges(none, dead, emptyStunTrack(), new Set(["dead"]))).toEqual({ on: [], off: [] });
    expect(trackStatusChanges(new Set(["dead"]), dead, emptyStunTrack(), none)).toEqual({ on: [], off: [] });
    expect(trackStatusChanges(new Set(["dead"]), dead, emptyStunTrack())).toEqual({ on: [], off: [] });
    expect(trackStatusChanges(none, dead, emptyStunTrack())).toEqual({ on: ["dead"], off: [] });
  });
});

describe("timed conditions running out", () => {
  const stunned = (over: Partial<TimedStatus> = {}): TimedStatus => ({
    effectId: "e1",
    combatId: "c1",
    startRound: 2,
    startTurn: 1,
    rounds: 1,
    ...over,
  });

  it("ends a one-round stun at the stunned one's next turn in the same combat", () => {
    expect(expiredStatuses([stunned()], { id: "c1", round: 3, turn: 0 })).toEqual([]);
    expect(expiredStatuses([stunned()], { id: "c1", round: 3, turn: 1 })).toEqual(["e1"]);
    expect(expiredStatuses([stunned()], { id: "c1", round: 2, turn: 4 })).toEqual([]);
  });

  it("counts rounds only when a turn is missing on either side", () => {
    expect(expiredStatuses([stunned({ startTurn: null })], { id: "c1", round: 3, turn: 0 })).toEqual(["e1"]);
    expect(expiredStatuses([stunned()], { id: "c1", round: 3, turn: null })).toEqual(["e1"]);
    expect(expiredStatuses([stunned({ startTurn: null })], { id: "c1", round: 2, turn: 5 })).toEqual([]);
  });

  it("leaves effects of another combat, without rounds, or without a start alone", () => {
    const late = { id: "c1", round: 9, turn: 9 };
    expect(expiredStatuses([stunned({ combatId: "c2" })], late)).toEqual([]);
    expect(expiredStatuses([stunned({ combatId: null })], late)).toEqual([]);
    expect(expiredStatuses([stunned({ rounds: null })], late)).toEqual([]);
    expect(expiredStatuses([stunned({ startRound: null })], late)).toEqual([]);
  });

  it("lists every expired effect, in order", () => {
    const effects = [stunned({ effectId: "a" }), stunned({ effectId: "b", rounds: 2 }), stunned({ effectId: "c" })];
    expect(expiredStatuses(effects, { id: "c1", round: 3, turn: 2 })).toEqual(["a", "c"]);
    expect(expiredStatuses(effects, { id: "c1", round: 4, turn: 2 })).toEqual(["a", "b", "c"]);
  });
});

const FACES = [1, 0, -1, 0];

function strenuous(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    kind: "strenuous",
    actorUuid: "Actor.a",
    actorName: "Ayla",
    health: 1,
    faces: FACES,
    lucky: null,
    difficulty: 0,
    rapidHealing: true,
    before: emptyWoundTrack(),
    after: woundsAt(3),
    failed: true,
    ...over,
  };
}

const infectedBox: WoundBox = {
  ...emptyWoundBox(),
  marked: true,
  severity: "hurt",
  open: true,
  infected: true,
  infectionChecked: true,
};

function infection(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    kind: "infection",
    actorUuid: "Actor.b",
    actorName: "Bren",
    health: 0,
    faces: FACES,
    lucky: null,
    boxIndex: 3,
    severity: "hurt",
    box: infectedBox,
    ...over,
  };
}

describe("reading a card's Lucky lines", () => {
  it("stores them under luckyLines", () => {
    expect(LUCKY_LINES_FLAG).toBe("luckyLines");
  });

  it("reads a Health line and an infection line as written", () => {
    const lucky = { original: FACES, reroll: [1, 1, 0, 0], kept: "reroll", by: "gm1", at: 500 };
    expect(parseLuckyLines([strenuous({ lucky }), infection()])).toEqual([{ ...strenuous(), lucky }, infection()]);
  });

  it("reads a line stored before Lucky's one shape: the reroll beside its time (luckyAt) reads as one reroll", () => {
    // The old shape, as cards posted before the change hold it in their flags.
    const old = { ...strenuous(), lucky: { original: FACES, reroll: [1, 1, 0, 0], kept: "reroll" }, luckyAt: 500 };
    const [line] = parseLuckyLines(structuredClone([old]));
    expect(line?.lucky).toEqual({ original: FACES, reroll: [1, 1, 0, 0], kept: "reroll", by: null, at: 500 });
    expect(line).not.toHaveProperty("luckyAt");
    expect(line && keptFaces(line)).toEqual([1, 1, 0, 0]);
    // An old line never rerolled reads as today's.
    expect(parseLuckyLines([{ ...infection(), luckyAt: null }])).toEqual([infection()]);
  });

  it("fills in the defaults of optional fields", () => {
    const [line] = parseLuckyLines([strenuous({ actorName: 7, rapidHealing: "yes", failed: "true" })]);
    expect(line).toMatchObject({ actorName: "", rapidHealing: false, failed: false });
    expect(parseLuckyLines([infection({ box: { marked: true, severity: "hurt" } })])).toEqual([
      infection({ box: { ...emptyWoundBox(), marked: true, severity: "hurt" } }),
    ]);
  });

  it("drops a Lucky time without a reroll, and a time that is no finite number", () => {
    const old = { original: FACES, reroll: FACES, kept: "original" };
    expect(parseLuckyLines([strenuous({ luckyAt: 500 })])[0]?.lucky).toBeNull();
    expect(parseLuckyLines([strenuous({ lucky: old, luckyAt: "500" })])[0]?.lucky?.at).toBeNull();
    expect(parseLuckyLines([strenuous({ lucky: old, luckyAt: Infinity })])[0]?.lucky?.at).toBeNull();
    expect(parseLuckyLines([strenuous({ lucky: old, luckyAt: 0 })])[0]?.lucky?.at).toBe(0);
    // Today's shape keeps its own time; an old `luckyAt` beside it is not read.
    expect(parseLuckyLines([strenuous({ lucky: { ...old, by: "gm1", at: 7 }, luckyAt: 500 })])[0]?.lucky?.at).toBe(7);
    expect(parseLuckyLines([strenuous({ lucky: { ...old, by: "gm1", at: "7" } })])[0]?.lucky?.at).toBeNull();
    // A reroll whose two rolls differ in size is no reroll.
    expect(parseLuckyLines([strenuous({ lucky: { ...old, reroll: [1] } })])[0]?.lucky).toBeNull();
  });

  it.each([
    ["not a list", "lines", 0],
    ["a line that is no object", ["line"], 0],
    ["no actor", [strenuous({ actorUuid: "" })], 0],
    ["an actor id too long to be one", [strenuous({ actorUuid: "A".repeat(201) })], 0],
    ["an actor that is no string", [strenuous({ actorUuid: 5 })], 0],
    ["an actor that is a list", [strenuous({ actorUuid: ["Actor.a"] })], 0],
    ["an actor that is an object with a length", [strenuous({ actorUuid: { length: 7 } })], 0],
    ["a Health level that is no integer", [strenuous({ health: 1.5 })], 0],
    ["a Health level that is a string", [strenuous({ health: "1" })], 0],
    ["three dice", [strenuous({ faces: [1, 0, 0] })], 0],
    ["an unknown kind", [strenuous({ kind: "poison" })], 0],
    ["an infection line of an unknown kind", [infection({ kind: "poison" })], 0],
    ["an infection line without a kind", [infection({ kind: undefined })], 0],
    ["a strenuous line without a difficulty", [strenuous({ difficulty: undefined })], 0],
    ["a strenuous line whose track before is not one", [strenuous({ before: { boxes: "x", dead: false } })], 0],
    ["a strenuous line whose track after has no Dead mark", [strenuous({ after: { boxes: emptyWoundTrack().boxes } })], 0],
    ["a strenuous line whose track has a bad box", [strenuous({ after: { boxes: [{ marked: "yes" }], dead: false } })], 0],
    ["a strenuous line whose track is no object", [strenuous({ before: null })], 0],
    ["an infection line without a box index", [infection({ boxIndex: null })], 0],
    ["an infection line with an unknown severity", [infection({ severity: "grave" })], 0],
    ["an infection line whose box is no object", [infection({ box: "box" })], 0],
    ["an infection line whose box does not fit its place", [infection({ boxIndex: 99 })], 0],
    ["an infection line whose box is inconsistent", [infection({ box: { marked: true, severity: null } })], 0],
    ["one good line among bad ones", [null, infection(), strenuous({ faces: null })], 1],
  ])("drops %s", (_what, value, kept) => {
    expect(parseLuckyLines(value)).toHaveLength(kept);
  });

  it("reads a track's boxes through the rules' validation", () => {
    const [line] = parseLuckyLines([strenuous({ after: { dead: true, boxes: woundsAt(5).boxes } })]);
    expect(line?.kind === "strenuous" && line.after).toEqual(woundsAt(5, true));
  });

  it("keeps the range of string lengths an actor id may have", () => {
    expect(parseLuckyLines([strenuous({ actorUuid: "A".repeat(200) })])).toHaveLength(1);
    expect(parseLuckyLines([strenuous({ actorUuid: "A" })])).toHaveLength(1);
  });
});

describe("a Lucky line's outcome", () => {
  const [health, wound] = parseLuckyLines([strenuous(), infection()]) as [LuckyLine, LuckyLine];

  it("went badly when the Health roll failed or the wound got infected", () => {
    expect(wentBadly(health)).toBe(true);
    expect(wentBadly({ ...health, kind: "strenuous", failed: false } as LuckyLine)).toBe(false);
    expect(wentBadly(wound)).toBe(true);
    expect(wentBadly({ ...wound, box: { ...infectedBox, infected: false } } as LuckyLine)).toBe(false);
  });

  it("follows the first roll, then the one Lucky kept", () => {
    const reroll = [1, 1, 1, 0];
    expect(keptFaces(health)).toEqual(FACES);
    const by = { by: "gm1", at: 1 };
    expect(keptFaces({ ...health, lucky: { original: FACES, reroll, kept: "reroll", ...by } })).toEqual(reroll);
    expect(keptFaces({ ...health, lucky: { original: [0, 0, 0, 0], reroll, kept: "original", ...by } })).toEqual([0, 0, 0, 0]);
  });
});
