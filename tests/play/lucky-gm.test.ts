/**
 * Lucky (rules 4: "roughly once per hour (real time) you may reroll a bad dice roll, and choose the
 * better of the two rolls") on rolls the GM's client made for a character: the Health roll after
 * strenuous activity (rules 3.4.7), an infection check at the end of a combat (rules 3.4.8: a Hurt
 * wound infects on Terrible or worse, Very Hurt on Poor, Incapacitated and Near Death on Mediocre),
 * and an initiative roll (rules 3.1.1: the sort key follows the kept roll). Decided with fake ports.
 */
import { REASONS } from "../../src/play/gm/policy";
import { describe, expect, it } from "vitest";
import {
  LUCKY_COOLDOWN_MS,
  decodeInitiativeSortKey,
  emptyWoundTrack,
  initiativeSortKey,
  markWound,
  tendWound,
  type WoundTrack,
} from "../../src/rules";
import { createLockQueue } from "../../src/play/gm/locks";
import { emptyRecords, type ActorRecords } from "../../src/play/gm/records";
import { infectionAfterLucky, rerolledInitiativeKey, strenuousAfterLucky } from "../../src/play/lucky/effects";
import {
  gmLuckyRequestId,
  handleGmLucky,
  handleGmLuckyInQueue,
  parseGmLuckyRequest,
  type GmLuckyPorts,
} from "../../src/play/lucky/decide-gm-card";
import { keptFaces, parseLuckyLines, wentBadly, type InfectionLine, type LuckyLine } from "../../src/play/services/lucky-lines";
import { strenuousOutcome } from "../../src/play/strenuous/decide";
import { strenuousCardContext, strenuousLine, strenuousOutcomeOfLine } from "../../src/play/strenuous/card";
import { endCombatCardContext, infectionLines } from "../../src/play/end-combat/card";
import { i18n } from "./render";

const GM = "gm";
const PLAYER = "player";
/** The owner of Aldric: may ask for his Lucky (the policy's gmLucky row: an owner of the rolling actor, or a GM). */
const OWNER = "aldric-player";
const UUID = "Actor.aldric";
const NOW = 10 * LUCKY_COOLDOWN_MS;
const BAD: number[] = [-1, -1, -1, 0]; // −3
const GOOD: number[] = [1, 1, 0, 0]; // +2

/** A Hurt wound treated (one level at the treated rate), 3 days rested. */
function healingTrack(): WoundTrack {
  const track = markWound(emptyWoundTrack(), "hurt").track;
  return {
    ...track,
    boxes: track.boxes.map((b) =>
      b.severity === "hurt" ? { ...tendWound(b, { kind: "roll", resultDegree: 1 }), daysRested: 3 } : b,
    ),
  };
}

/** A strenuous line: Health Fair, Fair difficulty, the first roll −3 (failed: the treatment lost). */
function strenuous(faces: number[] = BAD): LuckyLine {
  const facts = { uuid: UUID, name: "Aldric", health: 0, wounds: healingTrack(), records: emptyRecords(), rapidHealing: false };
  return strenuousLine(strenuousOutcome(facts, faces, 0, null));
}

/** An open Very Hurt wound checked for infection with Health Fair: −3 (Terrible) is Poor or worse, infected. */
function infection(faces: number[] = BAD): { line: InfectionLine; track: WoundTrack } {
  const marked = markWound(emptyWoundTrack(), "veryHurt", { open: true });
  const index = marked.boxIndex ?? -1;
  const infected = faces.reduce((s, f) => s + f, 0) <= -2; // Poor or worse
  const track = {
    ...marked.track,
    boxes: marked.track.boxes.map((b, i) => (i === index ? { ...b, infectionChecked: true, infected } : b)),
  };
  const [line] = infectionLines(UUID, {
    name: "Aldric",
    health: 0,
    checks: [
      { index, severity: "veryHurt", roll: { level: 0, modifier: 0, diceTotal: -3, rolledDegree: -3, critical: null }, infected },
    ],
    faces: { [index]: faces },
    rolls: [],
    wounds: track,
  });
  if (!line) throw new Error("no line");
  return { line, track };
}

interface World {
  ports: GmLuckyPorts;
  lines: LuckyLine[];
  authorIsGM: boolean;
  actor: { hasLucky: boolean; lastUsed: number | null; wounds: WoundTrack; records: ActorRecords };
  tray: number[][];
  log: string[];
  failCard: boolean;
  failActor: boolean;
}

function world(lines: LuckyLine[], wounds: WoundTrack): World {
  const w: World = {
    lines,
    authorIsGM: true,
    actor: { hasLucky: true, lastUsed: null, wounds, records: emptyRecords() },
    tray: [GOOD],
    log: [],
    failCard: false,
    failActor: false,
    ports: {
      isGM: (id) => id === GM,
      isOwner: (id, uuid) => id === OWNER && uuid === UUID,
      message: (id) => (id === "card" ? { authorIsGM: w.authorIsGM, lines: structuredClone(w.lines) } : null),
      actor: (uuid) => (uuid === UUID ? structuredClone(w.actor) : null),
      now: () => NOW,
      reroll: async () => {
        const faces = w.tray.shift();
        if (!faces) throw new Error("no dice left");
        w.log.push("roll");
        return { faces, roll: { faces } };
      },
      writeCard: async (_id, next) => {
        if (w.failCard) throw new Error("card write failed");
        w.log.push("card");
        w.lines = structuredClone(next);
      },
      writeActor: async (_uuid, data) => {
        if (w.failActor) throw new Error("actor write failed");
        w.log.push("actor");
        w.actor = { ...w.actor, lastUsed: data.lastUsed, records: data.records, wounds: data.wounds ?? w.actor.wounds };
      },
      writePatient: async () => {
        throw new Error("no patient on these cards");
      },
    },
  };
  return w;
}

const ask = (line = 0) => ({ kind: "lucky", messageId: "card", line });

function strenuousWorld(faces: number[] = BAD): World {
  const line = strenuous(faces);
  if (line.kind !== "strenuous") throw new Error("not strenuous");
  return world([line], line.after);
}

describe("Lucky on the strenuous-activity card (rules 3.4.7, rules 4)", () => {
  it("rerolls a failed Health roll: the better roll kept, the treatment given back, the card then the actor written", async () => {
    const w = strenuousWorld();
    const before = healingTrack();
    expect(w.actor.wounds).not.toEqual(before); // the failure lost the treatment
    expect(await handleGmLucky(ask(), GM, w.ports)).toEqual({ ok: true, effect: "applied" });
    expect(w.log).toEqual(["roll", "card", "actor"]);
    // Health Fair + 2 ≥ Fair: the roll holds, the track is as it was before the first roll.
    expect(w.actor.wounds).toEqual(before);
    expect(w.actor.lastUsed).toBe(NOW);
    expect(w.actor.records.requests).toEqual([gmLuckyRequestId({ kind: "lucky", messageId: "card", line: 0 })]);
    expect(w.lines[0]?.lucky).toEqual({ original: BAD, reroll: GOOD, kept: "reroll", by: GM, at: NOW });
    const outcome = strenuousOutcomeOfLine(w.lines[0] as Extract<LuckyLine, { kind: "strenuous" }>);
    expect(outcome.failed).toBe(false);
    expect(outcome.faces).toEqual(GOOD);
    const context = strenuousCardContext(outcome, i18n);
    expect(context.failed).toBe(false);
    expect(context.offerLucky).toBe(false);
    expect(context.roll.lucky).toEqual(expect.objectContaining({ keptReroll: true }));
  });

  it("keeps the first roll when the reroll is worse: Lucky spent, the wounds left as the first roll left them", async () => {
    const w = strenuousWorld([-1, 0, 0, 0]);
    w.tray = [[-1, -1, -1, -1]];
    const after = structuredClone(w.actor.wounds);
    expect(await handleGmLucky(ask(), GM, w.ports)).toEqual({ ok: true, effect: "unchanged" });
    expect(w.actor.wounds).toEqual(after);
    expect(w.actor.lastUsed).toBe(NOW);
    expect(w.lines[0]?.lucky?.kept).toBe("original");
    expect(keptFaces(w.lines[0] as LuckyLine)).toEqual([-1, 0, 0, 0]);
  });

  it("leaves wounds that changed since the roll alone and says so", async () => {
    const w = strenuousWorld();
    w.actor.wounds = emptyWoundTrack();
    expect(await handleGmLucky(ask(), GM, w.ports)).toEqual({ ok: true, effect: "woundsChanged" });
    expect(w.actor.wounds).toEqual(emptyWoundTrack());
    expect(w.lines[0]?.lucky?.kept).toBe("reroll");
  });

  it("is refused with nothing rolled or written: a player, a player's card, a bad line, no talent, a passed roll, within the hour", async () => {
    const cases: [string, (w: World) => void, string, unknown?][] = [
      ["another player", () => {}, REASONS.notAllowed, PLAYER],
      ["player's card", (w) => void (w.authorIsGM = false), REASONS.noCard],
      ["no talent", (w) => void (w.actor.hasLucky = false), REASONS.luckyNoTalent],
      ["within the hour", (w) => void (w.actor.lastUsed = NOW - LUCKY_COOLDOWN_MS + 1), REASONS.luckyCooldown],
    ];
    for (const [name, setup, reason, requester] of cases) {
      const w = strenuousWorld();
      setup(w);
      const result = await handleGmLucky(ask(), typeof requester === "string" ? requester : GM, w.ports);
      expect({ name, result }).toEqual({ name, result: { ok: false, reason } });
      expect({ name, log: w.log }).toEqual({ name, log: [] });
    }
    const passed = strenuousWorld(GOOD);
    expect(await handleGmLucky(ask(), GM, passed.ports)).toEqual({ ok: false, reason: REASONS.luckyNotNeeded });
    const w = strenuousWorld();
    expect(await handleGmLucky(ask(1), GM, w.ports)).toEqual({ ok: false, reason: REASONS.badRequest });
    expect(await handleGmLucky({ ...ask(), messageId: "gone" }, GM, w.ports)).toEqual({
      ok: false,
      reason: REASONS.noCard,
    });
    expect(await handleGmLucky({ kind: "lucky", messageId: "card", line: -1 }, GM, w.ports)).toEqual({
      ok: false,
      reason: REASONS.badRequest,
    });
    w.actor.lastUsed = NOW - LUCKY_COOLDOWN_MS; // exactly an hour ago: allowed again
    expect((await handleGmLucky(ask(), GM, w.ports)).ok).toBe(true);
    expect(w.log).toEqual(["roll", "card", "actor"]);
  });

  it("the character's own player may ask for it, as a GM may (issue 25: Lucky where the player rolls)", async () => {
    const w = strenuousWorld();
    expect(await handleGmLucky(ask(), OWNER, w.ports)).toEqual({ ok: true, effect: "applied" });
    expect(w.lines[0]?.lucky?.by).toBe(OWNER);
  });

  it("is carried out once: a replay is refused; after a failed actor write, asking again finishes it without rolling", async () => {
    const w = strenuousWorld();
    w.failActor = true;
    await expect(handleGmLucky(ask(), GM, w.ports)).rejects.toThrow("actor write failed");
    expect(w.log).toEqual(["roll", "card"]);
    expect(w.actor.lastUsed).toBeNull();
    w.failActor = false;
    w.actor.lastUsed = NOW - 1; // even "within the hour" now: the reroll was already decided
    expect(await handleGmLucky(ask(), GM, w.ports)).toEqual({ ok: true, effect: "applied" });
    expect(w.log).toEqual(["roll", "card", "actor"]);
    expect(w.actor.wounds).toEqual(healingTrack());
    expect(w.actor.lastUsed).toBe(NOW);
    expect(await handleGmLucky(ask(), GM, w.ports)).toEqual({ ok: false, reason: REASONS.replayed });
    expect(w.log).toEqual(["roll", "card", "actor"]);
  });

  it("a card write that fails changes nothing", async () => {
    const w = strenuousWorld();
    w.failCard = true;
    await expect(handleGmLucky(ask(), GM, w.ports)).rejects.toThrow("card write failed");
    expect(w.actor.lastUsed).toBeNull();
    expect(w.lines[0]?.lucky).toBeNull();
  });

  it("two clicks at once are decided one after the other in the actor's and the card's queue", async () => {
    const w = strenuousWorld();
    w.tray = [GOOD, GOOD];
    const locks = createLockQueue();
    const [a, b] = await Promise.all([
      handleGmLuckyInQueue(ask(), GM, w.ports, locks),
      handleGmLuckyInQueue(ask(), GM, w.ports, locks),
    ]);
    expect([a, b]).toEqual([
      { ok: true, effect: "applied" },
      { ok: false, reason: REASONS.replayed },
    ]);
    expect(w.log).toEqual(["roll", "card", "actor"]);
  });
});

describe("Lucky on an infection check at the end of combat (rules 3.4.8, rules 4)", () => {
  it("a Very Hurt wound infected on −3 is clean when the reroll makes Fair + 2", async () => {
    const { line, track } = infection();
    expect(line.box.infected).toBe(true);
    expect(wentBadly(line)).toBe(true);
    const w = world([line], track);
    expect(await handleGmLucky(ask(), GM, w.ports)).toEqual({ ok: true, effect: "applied" });
    expect(w.actor.wounds.boxes[line.boxIndex]).toEqual({ ...line.box, infected: false });
    expect(w.actor.wounds.boxes.filter((b, i) => i !== line.boxIndex)).toEqual(track.boxes.filter((b, i) => i !== line.boxIndex));
    const context = endCombatCardContext(w.lines as InfectionLine[], ["Bran"], i18n);
    expect(context.lines[0]).toEqual(
      expect.objectContaining({
        index: 0,
        name: "Aldric",
        infected: false,
        offerLucky: false,
        lucky: "Lucky: the reroll is kept",
      }),
    );
    expect(context.failed).toEqual(["Bran"]);
  });

  it("on a card of two lines, each line is rerolled by itself and the other line is kept", async () => {
    const { line, track } = infection();
    const other: InfectionLine = { ...line, actorUuid: "Actor.bran", actorName: "Bran" };
    const w = world([other, line], track);
    expect(await handleGmLucky(ask(1), GM, w.ports)).toEqual({ ok: true, effect: "applied" });
    expect(w.lines[0]).toEqual(other);
    expect(w.lines[1]?.lucky?.kept).toBe("reroll");
  });

  it("the threshold: a reroll of Poor (Fair − 2) still infects a Very Hurt wound, so nothing changes", async () => {
    const { line, track } = infection();
    const w = world([line], track);
    w.tray = [[-1, -1, 0, 0]];
    expect(await handleGmLucky(ask(), GM, w.ports)).toEqual({ ok: true, effect: "unchanged" });
    expect(w.actor.wounds).toEqual(track);
    expect(endCombatCardContext(w.lines as InfectionLine[], [], i18n).lines[0]?.infected).toBe(true);
  });

  it("offers Lucky only for infected lines not rerolled", () => {
    const clean = infection(GOOD).line;
    const bad = infection().line;
    expect(wentBadly(clean)).toBe(false);
    const context = endCombatCardContext([clean, bad], [], i18n);
    expect(context.lines.map((l) => [l.infected, l.offerLucky, l.lucky])).toEqual([
      [false, false, ""],
      [true, true, ""],
    ]);
  });
});

describe("What a kept reroll changes", () => {
  it("initiative: the kept degree, the same skill level and tiebreak; nothing when the key is not ours", () => {
    const old = initiativeSortKey(-2, 1, 37);
    const key = rerolledInitiativeKey({ initiative: old, writtenKey: old }, 2, 1);
    expect(key).not.toBeNull();
    expect(decodeInitiativeSortKey(key ?? 0)).toEqual({ rolledDegree: 2, skillLevel: 1, tiebreak: 37 });
    expect(rerolledInitiativeKey({ initiative: 7, writtenKey: old }, 2, 1)).toBeNull();
    expect(rerolledInitiativeKey({ initiative: null, writtenKey: old }, 2, 1)).toBeNull();
    expect(rerolledInitiativeKey({ initiative: 0.5, writtenKey: 0.5 }, 2, 1)).toBeNull();
  });

  it("strenuous: null when the reroll fails as well or the track changed", () => {
    const line = strenuous();
    if (line.kind !== "strenuous") throw new Error("not strenuous");
    expect(strenuousAfterLucky(line, line.after, -1)).toBeNull();
    expect(strenuousAfterLucky(line, line.before, 2)).toBeNull();
    expect(strenuousAfterLucky(line, line.after, 0)).toEqual(line.before);
  });

  it("infection: null when the box changed since the check", () => {
    const { line } = infection();
    expect(infectionAfterLucky(line, { ...line.box, daysRested: 1 }, 2)).toBeNull();
    expect(infectionAfterLucky(line, undefined, 2)).toBeNull();
    expect(infectionAfterLucky(line, line.box, -2)).toBeNull();
    expect(infectionAfterLucky(line, line.box, -1)).toEqual({ ...line.box, infected: false });
  });
});

describe("The lines stored on a card", () => {
  it("round-trip, and drop what cannot be read", () => {
    const { line } = infection();
    const good = strenuous();
    expect(parseLuckyLines(structuredClone([good, line]))).toEqual([good, line]);
    expect(parseLuckyLines("nope")).toEqual([]);
    expect(
      parseLuckyLines([
        { ...line, faces: [2, 0, 0, 0] },
        { ...line, severity: "bruise" },
        { ...line, box: { ...line.box, severity: "nearDeath" } },
        { ...good, before: { dead: false, boxes: [] } },
        { ...good, kind: "other" },
        { ...line, actorUuid: "" },
      ]),
    ).toEqual([]);
    expect(parseGmLuckyRequest({ kind: "lucky", messageId: "x".repeat(65), line: 0 })).toBeNull();
    expect(parseGmLuckyRequest({ kind: "lucky", messageId: "m", line: 1.5 })).toBeNull();
    expect(parseGmLuckyRequest({ kind: "lucky", messageId: "m", line: 2 })).toEqual({ kind: "lucky", messageId: "m", line: 2 });
  });
});
