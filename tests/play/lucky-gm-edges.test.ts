/**
 * Lucky (rules 4: reroll a bad roll, keep the better) on the GM's cards, the edges of the GM's
 * decision: what a request may name, a healer's roll read with its modifiers (rules 3.4.7), a gas
 * roll (rules 6.1) whose card alone shows the kept roll, a patient whose wounds changed or who is
 * gone, an infected box changed since the check (rules 3.4.8), a finished reroll no other player may
 * complete, the hour counted from the reroll, and the write queues a request runs in. Fake ports.
 */
import { describe, expect, it } from "vitest";
import { REASONS } from "../../src/play/gm/policy";
import { createLockQueue } from "../../src/play/gm/locks";
import { recordingQueue } from "./recording-queue";
import { emptyRecords, type ActorRecords } from "../../src/play/gm/records";
import {
  handleGmLucky,
  handleGmLuckyInQueue,
  keptDegree,
  parseGmLuckyRequest,
  type GmLuckyPorts,
} from "../../src/play/lucky/decide-gm-card";
import { luckyMarkDecision, luckyOutcome } from "../../src/play/lucky/decide";
import type { GasLine, HealingLine, LuckyLine } from "../../src/play/services/lucky-lines";
import { handleHealRequest } from "../../src/play/healing/decide";
import { healingLine } from "../../src/play/healing/lucky";
import { strenuousOutcome } from "../../src/play/strenuous/decide";
import { strenuousLine } from "../../src/play/strenuous/card";
import { infectionLines } from "../../src/play/end-combat/card";
import { LUCKY_COOLDOWN_MS, emptyWoundTrack, markWound, type WoundTrack } from "../../src/rules";
import { GM, healRequest, healWorld, outcomeOf } from "./heal-world";

const NOW = 10 * LUCKY_COOLDOWN_MS;
const BAD = [-1, -1, -1, 0];
const GOOD = [1, 1, 1, 0];
const OWNER = "aldric-player";
const HEALER = "Actor.healer";
const ALDRIC = "Actor.aldric";

/** Aldric's Health roll of a round of gas, failed (BAD), affected. */
const gas: GasLine = {
  kind: "gas",
  actorUuid: ALDRIC,
  actorName: "Aldric",
  health: 0,
  faces: BAD,
  lucky: null,
  difficulty: 0,
  affected: true,
};

interface Actor {
  hasLucky: boolean;
  lastUsed: number | null;
  wounds: WoundTrack;
  records: ActorRecords;
}

/** A card of the given lines; the actors by uuid; every write noted. */
function world(lines: LuckyLine[], actors: Record<string, Actor>) {
  const w = {
    lines,
    actors,
    now: NOW,
    tray: [GOOD],
    failActor: false,
    writes: [] as { to: string; wounds: WoundTrack | null; lastUsed?: number }[],
  };
  const ports: GmLuckyPorts = {
    isGM: (id) => id === GM,
    isOwner: (id, uuid) => id === OWNER && uuid === ALDRIC,
    message: (id) => (id === "card" ? { authorIsGM: true, lines: structuredClone(w.lines) } : null),
    actor: (uuid) => (w.actors[uuid] ? structuredClone(w.actors[uuid]) : null),
    now: () => w.now,
    reroll: async () => {
      const faces = w.tray.shift();
      if (!faces) throw new Error("no dice left");
      return { faces, roll: null };
    },
    writeCard: async (_id, next) => {
      w.lines = structuredClone(next);
    },
    writeActor: async (uuid, data) => {
      if (w.failActor) throw new Error("actor write failed");
      w.writes.push({ to: uuid, wounds: data.wounds, lastUsed: data.lastUsed });
      const actor = w.actors[uuid];
      if (actor)
        w.actors[uuid] = { ...actor, lastUsed: data.lastUsed, records: data.records, wounds: data.wounds ?? actor.wounds };
    },
    writePatient: async (uuid, data) => {
      w.writes.push({ to: uuid, wounds: data.wounds });
    },
  };
  return Object.assign(w, { ports });
}

const lucky = (): Actor => ({ hasLucky: true, lastUsed: null, wounds: emptyWoundTrack(), records: emptyRecords() });
const ask = (line = 0) => ({ kind: "lucky", messageId: "card", line });

/** Hana (Herblore, level 1) treats Aldric and rolls −2: Poor, nothing treated. */
async function failedTreatment(): Promise<{ line: HealingLine; patient: Actor }> {
  const w = healWorld();
  w.tray.push([-1, -1, 0, 0]);
  const line = healingLine(outcomeOf(await handleHealRequest(healRequest(), GM, w.ports)), HEALER);
  if (line?.kind !== "healing") throw new Error("no healing line");
  return { line, patient: { hasLucky: false, lastUsed: null, wounds: w.patient.wounds, records: w.patient.records } };
}

describe("what a Lucky request on a GM's card may name (rules 4)", () => {
  it("a line from 0 to 200", () => {
    expect(parseGmLuckyRequest({ kind: "lucky", messageId: "m", line: 200 })).toEqual({
      kind: "lucky",
      messageId: "m",
      line: 200,
    });
    expect(parseGmLuckyRequest({ kind: "lucky", messageId: "m", line: 0 })).toEqual({ kind: "lucky", messageId: "m", line: 0 });
    expect(parseGmLuckyRequest({ kind: "lucky", messageId: "m", line: 201 })).toBeNull();
    expect(parseGmLuckyRequest({ kind: "lucky", messageId: "m", line: -1 })).toBeNull();
  });

  it("a line whose character is gone is refused as no target", async () => {
    const w = world([{ ...gas, actorUuid: "Actor.gone", actorName: "Bran" }], {});
    expect(await handleGmLucky(ask(), GM, w.ports)).toEqual({ ok: false, reason: REASONS.noActor });
    expect(w.writes).toEqual([]);
  });
});

describe("a healer's roll rerolled with Lucky (rules 3.4.7, rules 4)", () => {
  it("is read at the skill's level plus its modifiers", async () => {
    const { line } = await failedTreatment();
    const modified: HealingLine = {
      ...line,
      faces: [0, 0, 0, 0],
      modifiers: [
        { label: "Herbs", value: 1 },
        { label: "Light", value: 2 },
      ],
    };
    expect(keptDegree(modified)).toBe(line.health + 3);
    expect(keptDegree({ ...modified, modifiers: [] })).toBe(line.health);
  });

  it("a worse reroll leaves the patient as the first roll left him; wounds changed since are left alone and said so", async () => {
    const { line, patient } = await failedTreatment();
    const worse = world([line], { [HEALER]: lucky(), "Actor.patient": patient });
    worse.tray = [[-1, -1, -1, -1]];
    expect(await handleGmLucky(ask(), GM, worse.ports)).toEqual({ ok: true, effect: "unchanged" });
    expect(worse.writes).toEqual([{ to: HEALER, wounds: null, lastUsed: NOW }]);

    const changed = world([line], { [HEALER]: lucky(), "Actor.patient": { ...patient, wounds: emptyWoundTrack() } });
    expect(await handleGmLucky(ask(), GM, changed.ports)).toEqual({ ok: true, effect: "woundsChanged" });
    expect(changed.writes).toEqual([{ to: HEALER, wounds: null, lastUsed: NOW }]);
  });

  it("a patient who is gone: the healer's hour is spent, nothing else is written, and the GM is told", async () => {
    const { line } = await failedTreatment();
    const w = world([line], { [HEALER]: lucky() });
    expect(await handleGmLucky(ask(), GM, w.ports)).toEqual({ ok: true, effect: "woundsChanged" });
    expect(w.writes).toEqual([{ to: HEALER, wounds: null, lastUsed: NOW }]);
  });
});

describe("a gas roll rerolled with Lucky (rules 6.1, rules 4)", () => {
  it("changes no wounds: the card shows the kept roll, the hour is spent", async () => {
    const w = world([gas], { [ALDRIC]: lucky() });
    expect(await handleGmLucky(ask(), OWNER, w.ports)).toEqual({ ok: true, effect: "unchanged" });
    expect(w.writes).toEqual([{ to: ALDRIC, wounds: null, lastUsed: NOW }]);
    expect(w.lines[0]?.lucky).toEqual({ original: BAD, reroll: GOOD, kept: "reroll", by: OWNER, at: NOW });
  });
});

/** An open Very Hurt wound found infected on −3 (Health Fair). */
function infectedWound() {
  const marked = markWound(emptyWoundTrack(), "veryHurt", { open: true });
  const index = marked.boxIndex ?? -1;
  const track = {
    ...marked.track,
    boxes: marked.track.boxes.map((b, i) => (i === index ? { ...b, infectionChecked: true, infected: true } : b)),
  };
  const [line] = infectionLines(ALDRIC, {
    name: "Aldric",
    health: 0,
    checks: [
      {
        index,
        severity: "veryHurt",
        roll: { level: 0, modifier: 0, diceTotal: -3, rolledDegree: -3, critical: null },
        infected: true,
      },
    ],
    faces: { [index]: BAD },
    rolls: [],
    wounds: track,
  });
  if (!line) throw new Error("no line");
  return { line, track, index };
}

describe("an infection check rerolled with Lucky (rules 3.4.8, rules 4)", () => {
  it("leaves a box changed since the check alone and says so", async () => {
    const { line, track, index } = infectedWound();
    const tended = { ...track, boxes: track.boxes.map((b, i) => (i === index ? { ...b, daysRested: 2 } : b)) };
    const w = world([line], { [ALDRIC]: { ...lucky(), wounds: tended } });
    expect(await handleGmLucky(ask(), GM, w.ports)).toEqual({ ok: true, effect: "woundsChanged" });
    expect(w.writes).toEqual([{ to: ALDRIC, wounds: null, lastUsed: NOW }]);
    expect(w.lines[0]?.lucky?.kept).toBe("reroll");
  });
});

describe("a reroll interrupted between the card and the actor (rules 4)", () => {
  function strenuousWorld() {
    const facts = {
      uuid: ALDRIC,
      name: "Aldric",
      health: 0,
      wounds: markWound(emptyWoundTrack(), "hurt").track,
      records: emptyRecords(),
      rapidHealing: false,
    };
    const line = strenuousLine(strenuousOutcome(facts, BAD, 0, null));
    if (line.kind !== "strenuous") throw new Error("not strenuous");
    const w = world([line], { [ALDRIC]: { ...lucky(), wounds: line.after } });
    w.failActor = true;
    return w;
  }

  it("only its own player or a GM may finish it", async () => {
    const w = strenuousWorld();
    await expect(handleGmLucky(ask(), OWNER, w.ports)).rejects.toThrow("actor write failed");
    w.failActor = false;
    expect(await handleGmLucky(ask(), "eve", w.ports)).toEqual({ ok: false, reason: REASONS.notAllowed });
    expect(w.writes).toEqual([]);
  });

  it("finished later, the hour counts from the reroll, not from the finish", async () => {
    const w = strenuousWorld();
    await expect(handleGmLucky(ask(), OWNER, w.ports)).rejects.toThrow("actor write failed");
    w.failActor = false;
    w.now = NOW + 60_000;
    expect((await handleGmLucky(ask(), GM, w.ports)).ok).toBe(true);
    expect(w.writes.map((x) => x.lastUsed)).toEqual([NOW]);
  });
});

describe("the write queues a Lucky request on a GM's card runs in (rules 4)", () => {
  it("the rolling actor's, a healing roll's patient's and the card's; none for a request naming no line", async () => {
    const { line, patient } = await failedTreatment();
    const w = world([line, gas], { [HEALER]: lucky(), "Actor.patient": patient, [ALDRIC]: lucky() });
    w.tray = [GOOD, GOOD];
    const { locks, held: keys } = recordingQueue(createLockQueue());
    expect((await handleGmLuckyInQueue(ask(0), GM, w.ports, locks)).ok).toBe(true);
    expect((await handleGmLuckyInQueue(ask(1), GM, w.ports, locks)).ok).toBe(true);
    expect(await handleGmLuckyInQueue(ask(2), GM, w.ports, locks)).toEqual({ ok: false, reason: REASONS.badRequest });
    expect(await handleGmLuckyInQueue({ ...ask(), messageId: "gone" }, GM, w.ports, locks)).toEqual({
      ok: false,
      reason: REASONS.noCard,
    });
    expect(await handleGmLuckyInQueue({ kind: "lucky" }, GM, w.ports, locks)).toEqual({ ok: false, reason: REASONS.badRequest });
    expect(keys).toEqual([[HEALER, "Actor.patient", "message:card"], [ALDRIC, "message:card"], [], [], []]);
  });
});

describe("Lucky's outcome and the GM's mark of a use at the table (rules 4)", () => {
  it("the outcome keeps both rolls as they were", () => {
    expect(luckyOutcome([-1, -1, 0, 0], [1, 0, 0, 0])).toEqual({
      original: [-1, -1, 0, 0],
      reroll: [1, 0, 0, 0],
      kept: "reroll",
    });
  });

  it("only a GM marks a use, and only on a character with the talent", () => {
    expect(luckyMarkDecision({ gm: true, hasLucky: true })).toEqual({ ok: true });
    expect(luckyMarkDecision({ gm: true, hasLucky: false })).toEqual({ ok: false, reason: REASONS.luckyNoTalent });
    expect(luckyMarkDecision({ gm: false, hasLucky: true })).toEqual({ ok: false, reason: REASONS.gmOnly });
  });
});
