/**
 * The property behind the write queue: 10,000 random interleavings of apply, undo, heal (the GM's
 * set result and an owner healing their own character through the GM's queue), rest, end of
 * combat and an owner's hand edits of a wound box on the sheet (through the GM's queue too) on a
 * few actors lose no wound and never apply a card twice, also across a GM hand-over.
 *
 * Each run builds a world with three actors and six cards ready to apply (two on each), then starts
 * a random list of operations all at once on the designated GM's client, with every write yielding
 * a random number of times so the operations interleave. The write queue orders the operations on
 * each document in the order they were started, so the result must be exactly what running them
 * one after another gives: every actor's wounds, stun, records and every card the same, every
 * operation's answer the same. And no card is ever applied twice: at most one live hit record per
 * card, and it is there exactly when its card says it is applied.
 *
 * In half the runs the designated GM changes part-way, usually while the old GM's client is in the
 * middle of a write: the first operations were sent to the old GM's client, which stops being
 * designated after a random number of ticks; the rest go to the new GM's client, which holds its
 * write queue until the old one says it is idle (gm/hand-over.ts: its answer to
 * `harnfudge.drain`), so the old client's running writes finish first. Every task still queued on
 * the old client is refused at its turn and asked again on the new one (the asker's retry), so:
 * the old client starts no task after the hand-over, every operation is carried out exactly once,
 * and the result is what running them one after another in the order they were carried out gives.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { handleCardRequest } from "../../src/play/attack/decide";
import { endCombatInQueue } from "../../src/play/end-combat/decide";
import { HandedOver, createLockQueue, type LockQueue } from "../../src/play/gm/locks";
import { handleHealInQueue, type HealPorts } from "../../src/play/healing/decide";
import { activeHit } from "../../src/play/gm/records";
import {
  BOB,
  FakeWorld,
  GM,
  PLAIN,
  attackRequest,
  dodge,
  endCombatPortsFor,
  fakeActor,
  healPortsFor,
  trackEditPortsFor,
} from "../play/world";
import { handleTrackEditInQueue } from "../../src/play/track-edit/decide";

const TARGETS = ["Actor.t0", "Actor.t1", "Actor.t2"] as const;

/** Each target's own Herblore (rules 3.4.7: Good heals, Poor fails and marks the wound "failed"). */
const HERBLORE = [1, -1, 2] as const;

type Op =
  | { kind: "apply" | "undo"; card: number }
  | { kind: "heal"; actor: number; result: number }
  | { kind: "selfHeal"; actor: number }
  | { kind: "rest"; actor: number; days: number }
  | { kind: "endCombat"; actor: number; combat: number }
  | { kind: "sheetEdit"; actor: number; index: number; marked: boolean };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constantFrom("apply" as const, "undo" as const), card: fc.integer({ min: 0, max: 5 }) }),
  fc.record({
    kind: fc.constant("heal" as const),
    actor: fc.integer({ min: 0, max: 2 }),
    result: fc.integer({ min: -1, max: 3 }),
  }),
  fc.record({ kind: fc.constant("selfHeal" as const), actor: fc.integer({ min: 0, max: 2 }) }),
  fc.record({
    kind: fc.constant("rest" as const),
    actor: fc.integer({ min: 0, max: 2 }),
    days: fc.constantFrom(1, 2.5, 5, 10, 30),
  }),
  fc.record({
    kind: fc.constant("endCombat" as const),
    actor: fc.integer({ min: 0, max: 2 }),
    combat: fc.integer({ min: 0, max: 1 }),
  }),
  fc.record({
    kind: fc.constant("sheetEdit" as const),
    actor: fc.integer({ min: 0, max: 2 }),
    index: fc.integer({ min: 0, max: 6 }),
    marked: fc.boolean(),
  }),
);

/** Health dice by actor and roll number, the same in every execution. */
function healthFaces(uuid: string, n: number): number[] {
  const seed = [...uuid].reduce((s, c) => s + c.charCodeAt(0), n * 7);
  return [0, 1, 2, 3].map((i) => ((seed + i * 5) % 3) - 1);
}

/** Three actors, each the target of two cards ready to apply (a Hurt-ish and an Incapacitated-ish hit). */
async function setUp(): Promise<{ w: FakeWorld; cards: string[] }> {
  const w = new FakeWorld();
  const cards: string[] = [];
  const locks = createLockQueue();
  for (const [i, uuid] of TARGETS.entries()) {
    const target = fakeActor(uuid, `Target ${i}`, BOB, { dodge: 0, herblore: HERBLORE[i] ?? 0 });
    w.actors.set(uuid, target);
    w.tokens.set(`Scene.s.Token.${i}`, uuid);
    for (const fudge of [-1, 1]) {
      w.tray.push([1, 1, 0, 0], [0, 0, 0, -1], [fudge]);
      const posted = await handleCardRequest(
        { ...attackRequest(`req-${i}-${fudge}`), targetTokenUuid: `Scene.s.Token.${i}` },
        "alice",
        w.portsFor(GM),
        locks,
      );
      if (!posted.ok) throw new Error(posted.reason);
      await handleCardRequest(dodge(posted.messageId), "bob", w.portsFor(GM), locks);
      await handleCardRequest({ kind: "damage", messageId: posted.messageId }, "alice", w.portsFor(GM), locks);
      cards.push(posted.messageId);
    }
  }
  return { w, cards };
}

type Answer = { ok: boolean; reason?: string };

/** The healing ports of the GM's client, where each target can treat itself (its owner's self-heal). */
function healPorts(w: FakeWorld): HealPorts {
  return {
    ...healPortsFor(w),
    healer: (uuid) => {
      const a = w.actors.get(uuid);
      return a ? { uuid, name: a.name, woundPenalty: 0, talents: [], refused: null, modifiers: [] } : null;
    },
  };
}

/**
 * One operation, made ready to send (its request, with its request id, made once): sending it
 * again — the asker's retry after a hand-over — sends the very same request.
 */
function prepare(op: Op, w: FakeWorld, cards: readonly string[]): (locks: LockQueue) => Promise<Answer> {
  const actor = "actor" in op ? (TARGETS[op.actor] ?? TARGETS[0]) : TARGETS[0];
  switch (op.kind) {
    case "apply":
    case "undo": {
      const request = { kind: op.kind, messageId: cards[op.card] ?? "" };
      return (locks) => handleCardRequest(request, GM, w.portsFor(GM), locks);
    }
    case "heal":
    case "selfHeal": {
      const self = op.kind === "selfHeal";
      const request = {
        kind: "heal",
        requestId: `heal-${w.id("h")}`,
        patientUuid: actor,
        healerUuid: self ? actor : null,
        skill: self ? "herblore" : null,
        choices: self ? PLAIN : null,
        result: self ? null : op.result,
        treatment: "treated",
        magicalDaysPerLevel: 2,
      };
      // The owner's own request goes through the GM's queue like the GM's.
      return (locks) => handleHealInQueue(request, self ? BOB : GM, healPorts(w), locks);
    }
    case "rest": {
      const request = { kind: "rest", requestId: `rest-${w.id("r")}`, patientUuid: actor, days: op.days };
      return (locks) => handleHealInQueue(request, GM, healPortsFor(w), locks);
    }
    case "sheetEdit": {
      // The target's owner marks or clears a box by hand: the same edit through the GM's queue.
      const request = {
        actorUuid: actor,
        requestId: `edit-${w.id("e")}`,
        edit: { kind: "box", index: op.index, marked: op.marked },
      };
      return (locks) => handleTrackEditInQueue(request, BOB, trackEditPortsFor(w), locks);
    }
    case "endCombat":
      return (locks) =>
        endCombatInQueue(actor, `combat-${op.combat}`, true, endCombatPortsFor(w, healthFaces), locks).then(() => ({
          ok: true,
        }));
  }
}

function outcome(w: FakeWorld, cards: readonly string[]) {
  return {
    actors: TARGETS.map((uuid) => {
      const a = w.actor(uuid);
      return { wounds: a.wounds, stun: a.stun, hits: a.records.hits, combats: a.records.combats };
    }),
    cards: cards.map((id) => ({ applied: w.card(id).applied, undone: w.card(id).undone })),
  };
}

/** Yields a random number of times (0–3 microtasks), drawn from the run's own seed. */
function jitter(seed: number): () => Promise<void> {
  let s = seed;
  return async () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    for (let i = 0; i < s % 4; i++) await Promise.resolve();
  };
}

/** A copy of a set-up world (the set-up is made once; each execution starts from a copy). */
function copyOf(base: { w: FakeWorld; cards: string[] }): { w: FakeWorld; cards: string[] } {
  const w = new FakeWorld();
  w.actors = structuredClone(base.w.actors);
  w.messages = structuredClone(base.w.messages);
  w.tokens = structuredClone(base.w.tokens);
  return { w, cards: base.cards };
}

/** A queue that notes each task's turn: which operation ran, in what order, and how many are running. */
interface Tally {
  order: number[];
  /** Tasks running on the old GM's client now. */
  runningOld: number;
  /** Tasks the old GM's client started after the hand-over. */
  late: number;
  /** Tasks the new GM's client started while one of the old client's still ran. */
  overlapped: number;
}

function noting(queue: LockQueue, op: number, tally: Tally, onOld: boolean, isLate: () => boolean): LockQueue {
  return {
    ...queue,
    run: (keys, task) =>
      queue.run(keys, async () => {
        tally.order.push(op);
        if (isLate()) tally.late += 1;
        if (!onOld && tally.runningOld > 0) tally.overlapped += 1;
        if (onOld) tally.runningOld += 1;
        try {
          return await task();
        } finally {
          if (onOld) tally.runningOld -= 1;
        }
      }),
  };
}

/** Runs `ops` one after another, in `order`, on a copy of the set-up world. */
async function serially(base: { w: FakeWorld; cards: string[] }, ops: readonly Op[], order: readonly number[]) {
  const serial = copyOf(base);
  const sends = ops.map((op) => prepare(op, serial.w, serial.cards));
  const locks = createLockQueue();
  const answers: Answer[] = new Array<Answer>(ops.length);
  for (const i of order) answers[i] = await (sends[i] ?? (() => Promise.reject(new Error("no op"))))(locks);
  return { world: serial, answers };
}

/**
 * Sends `ops` all at once: the first `handOver.split` to the old GM's client, which stops being
 * designated after `handOver.ticks` ticks, the rest (and the old client's refusals, again) to the
 * new one at once, whose queue holds them until the old one is idle. Without a hand-over, all to one client.
 */
async function together(
  base: { w: FakeWorld; cards: string[] },
  ops: readonly Op[],
  seed: number,
  handOver: { split: number; ticks: number } | null,
) {
  const world = copyOf(base);
  world.w.delay = jitter(seed);
  const sends = ops.map((op) => prepare(op, world.w, world.cards));
  const tally: Tally = { order: [], runningOld: 0, late: 0, overlapped: 0 };
  let designated = true;
  const old = createLockQueue();
  old.mayRun = () => designated;
  const split = handOver ? Math.min(handOver.split, ops.length) : ops.length;
  const send = (i: number, queue: LockQueue, onOld: boolean) =>
    (sends[i] ?? (() => Promise.reject(new Error("no op"))))(noting(queue, i, tally, onOld, () => onOld && !designated));
  const first = ops.slice(0, split).map((_, i) =>
    send(i, old, true).catch((error: unknown) => {
      if (error instanceof HandedOver) return null;
      throw error;
    }),
  );
  if (!handOver) return { world, answers: await Promise.all(first), tally };
  for (let t = 0; t < handOver.ticks; t++) await Promise.resolve();
  designated = false;
  const fresh = createLockQueue();
  fresh.hold(old.idle());
  const rest = ops.slice(split).map((_, j) => send(split + j, fresh, false));
  const retried = first.map((answer, i) => answer.then((a) => a ?? send(i, fresh, false)));
  return { world, answers: await Promise.all([...retried, ...rest]), tally };
}

describe("the write queue under random interleavings", () => {
  it("loses no wound and applies no card twice, across a GM hand-over too (10,000 interleavings)", async () => {
    const base = await setUp();
    await fc.assert(
      fc.asyncProperty(
        fc.array(opArb, { minLength: 1, maxLength: 10 }),
        fc.integer({ min: 0, max: 2 ** 30 }),
        fc.option(fc.record({ split: fc.integer({ min: 0, max: 10 }), ticks: fc.integer({ min: 0, max: 40 }) }), {
          nil: null,
          freq: 2,
        }),
        async (ops, seed, handOver) => {
          const run = await together(base, ops, seed, handOver);
          // Each operation carried out exactly once, none by the old GM's client after the hand-over.
          expect([...run.tally.order].sort((a, b) => a - b)).toEqual(ops.map((_, i) => i));
          expect(run.tally.late).toBe(0);
          // No task of the new GM's client ran while a write of the old one's was still running.
          expect(run.tally.overlapped).toBe(0);
          // Without a hand-over the queue keeps the order the operations were started in; across
          // one, the order they were carried out in. Either way: as if one after another.
          const order = handOver ? run.tally.order : ops.map((_, i) => i);
          const serial = await serially(base, ops, order);
          expect(run.answers).toEqual(serial.answers);
          expect(outcome(run.world.w, run.world.cards)).toEqual(outcome(serial.world.w, serial.world.cards));
          // Never applied twice: at most one live hit per card, there exactly when the card says so.
          const w = run.world.w;
          for (const uuid of TARGETS) {
            const live = w
              .actor(uuid)
              .records.hits.filter((h) => !h.undone)
              .map((h) => h.card);
            expect(new Set(live).size).toBe(live.length);
          }
          for (const id of run.world.cards) {
            const card = w.card(id);
            const hit = activeHit(w.actor(card.target.actorUuid).records, id);
            expect(hit !== null).toBe(card.applied !== null);
          }
        },
      ),
      { numRuns: 10_000 },
    );
  }, 240_000);
});
