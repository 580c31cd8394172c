/**
 * The property behind the write queue: 10,000 random interleavings of apply, undo, heal, rest and
 * end of combat on a few actors lose no wound and never apply a card twice.
 *
 * Each run builds a world with three actors and six cards ready to apply (two on each), then starts
 * a random list of operations all at once on the designated GM's client, with every write yielding
 * a random number of times so the operations interleave. The write queue orders the operations on
 * each document in the order they were started, so the result must be exactly what running them
 * one after another gives: every actor's wounds, stun, records and every card the same, every
 * operation's answer the same. And no card is ever applied twice: at most one live hit record per
 * card, and it is there exactly when its card says it is applied.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { handleCardRequest } from "../../src/play/attack/decide";
import { endCombatInQueue } from "../../src/play/end-combat/decide";
import { createLockQueue, type LockQueue } from "../../src/play/gm/locks";
import { handleHealInQueue } from "../../src/play/healing/decide";
import { activeHit } from "../../src/play/gm/records";
import { FakeWorld, GM, attackRequest, dodge, endCombatPortsFor, fakeActor, healPortsFor } from "../play/world";

const TARGETS = ["Actor.t0", "Actor.t1", "Actor.t2"] as const;

type Op =
  | { kind: "apply" | "undo"; card: number }
  | { kind: "heal"; actor: number; result: number }
  | { kind: "rest"; actor: number; days: number }
  | { kind: "endCombat"; actor: number; combat: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constantFrom("apply" as const, "undo" as const), card: fc.integer({ min: 0, max: 5 }) }),
  fc.record({
    kind: fc.constant("heal" as const),
    actor: fc.integer({ min: 0, max: 2 }),
    result: fc.integer({ min: -1, max: 3 }),
  }),
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
    const target = fakeActor(uuid, `Target ${i}`, "bob", { dodge: 0 });
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

function start(op: Op, w: FakeWorld, cards: readonly string[], locks: LockQueue): Promise<{ ok: boolean; reason?: string }> {
  const actor = "actor" in op ? (TARGETS[op.actor] ?? TARGETS[0]) : TARGETS[0];
  switch (op.kind) {
    case "apply":
    case "undo":
      return handleCardRequest({ kind: op.kind, messageId: cards[op.card] ?? "" }, GM, w.portsFor(GM), locks);
    case "heal": {
      const request = {
        kind: "heal",
        requestId: `heal-${w.id("h")}`,
        patientUuid: actor,
        healerUuid: null,
        skill: null,
        choices: null,
        result: op.result,
        treatment: "treated",
        magicalDaysPerLevel: 2,
      };
      return handleHealInQueue(request, GM, healPortsFor(w), locks);
    }
    case "rest":
      return handleHealInQueue(
        { kind: "rest", requestId: `rest-${w.id("r")}`, patientUuid: actor, days: op.days },
        GM,
        healPortsFor(w),
        locks,
      );
    case "endCombat":
      return endCombatInQueue(actor, `combat-${op.combat}`, true, endCombatPortsFor(w, healthFaces), locks).then(() => ({
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

describe("the write queue under random interleavings", () => {
  it("loses no wound and applies no card twice (10,000 interleavings)", async () => {
    const base = await setUp();
    await fc.assert(
      fc.asyncProperty(
        fc.array(opArb, { minLength: 1, maxLength: 10 }),
        fc.integer({ min: 0, max: 2 ** 30 }),
        async (ops, seed) => {
          // One after another: what the queue must reproduce.
          const serial = copyOf(base);
          const serialLocks = createLockQueue();
          const serialAnswers = [];
          for (const op of ops) serialAnswers.push(await start(op, serial.w, serial.cards, serialLocks));
          // All at once, with writes yielding at random.
          const together = copyOf(base);
          together.w.delay = jitter(seed);
          const locks = createLockQueue();
          const answers = await Promise.all(ops.map((op) => start(op, together.w, together.cards, locks)));
          expect(answers).toEqual(serialAnswers);
          expect(outcome(together.w, together.cards)).toEqual(outcome(serial.w, serial.cards));
          // Never applied twice: at most one live hit per card, there exactly when the card says so.
          for (const uuid of TARGETS) {
            const records = together.w.actor(uuid).records;
            const live = records.hits.filter((h) => !h.undone).map((h) => h.card);
            expect(new Set(live).size).toBe(live.length);
          }
          for (const id of together.cards) {
            const card = together.w.card(id);
            const hit = activeHit(together.w.actor(card.target.actorUuid).records, id);
            expect(hit !== null).toBe(card.applied !== null);
          }
        },
      ),
      { numRuns: 10_000 },
    );
  }, 240_000);
});
