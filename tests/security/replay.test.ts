/**
 * Attack class 5, replays: the nonce memory is one GM client's, so a stamp replayed to a second GM
 * or after the GM reloads passes the proof again. What stops it is recorded in the documents the
 * GM's client wrote: the actor's hit record (Apply), the card's own state (defence, damage), the
 * created card's request id (posting), the patient's request record (healing). Each replay is
 * refused — or finds what it already made — with nothing written twice.
 */
import { describe, expect, it } from "vitest";
import {
  MAX_REQUEST_CHARS,
  NONCES_PER_USER,
  REQUESTS_PER_MINUTE,
  nonceMemory,
  requestBudget,
  stampRequest,
  verifyRequest,
} from "../../src/play/gm/proof";
import { handleHealRequest } from "../../src/play/healing/decide";
import { ALICE, BOB, FakeWorld, GM, GM2, attackRequest, dodge, gmClient, readyCard, snapshot } from "./helpers";
import { CONSENTED, HEALER_PLAYER, healRequest, healWorld } from "../play/heal-world";

/** A GM client that has just started (or reloaded): a fresh nonce memory and write queue. */
function freshGM(w: FakeWorld, gmId: string) {
  const client = gmClient(w, gmId);
  const ports = proofPorts(w);
  return async (envelope: object) => {
    const proof = verifyRequest(envelope, ports);
    return proof.ok ? client.act(proof.request, proof.requesterId) : proof;
  };
}

/** A GM client's proof ports over the world's users: a fresh nonce memory and budget. */
function proofPorts(w: FakeWorld) {
  return {
    readStamps: (id: string) => w.users.get(id)?.stamps,
    now: () => w.clock,
    memory: nonceMemory(() => w.clock),
    budget: requestBudget(() => w.clock),
  };
}

function stamp(w: FakeWorld, user: string, request: Record<string, unknown>, nonce: string) {
  const built = stampRequest(request, user, nonce, w.clock);
  const u = w.users.get(user);
  if (u) u.stamps["s0"] = built.stamp;
  return built.envelope;
}

describe("replays on a second GM and after a GM reload", () => {
  it("applies a replayed Apply once: the hit's record on the actor refuses the second", async () => {
    const w = new FakeWorld();
    const id = await readyCard(w);
    const envelope = stamp(w, ALICE, { kind: "apply", messageId: id }, "nonce-apply-1");
    expect((await freshGM(w, GM)(envelope)).ok).toBe(true);
    const after = snapshot(w);
    for (const gm of [GM, GM2])
      expect(await freshGM(w, gm)(envelope)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.AlreadyApplied" });
    expect(snapshot(w).actors).toEqual(after.actors);
    expect(w.actor("Actor.target").records.hits).toHaveLength(1);
  });

  it("posts a replayed attack once (the card carries its request id) and defends once", async () => {
    const w = new FakeWorld();
    w.tray.push([1, 1, 0, 0], [0, 0, 0, 0]);
    const attack = stamp(w, ALICE, attackRequest("req-replay"), "nonce-attack-1");
    const first = await freshGM(w, GM)(attack);
    const again = await freshGM(w, GM2)(attack);
    expect(first.ok && again.ok && first.messageId === again.messageId).toBe(true);
    expect(w.writes.creates).toBe(1);
    if (!first.ok) throw new Error(first.reason);
    const defend = stamp(w, BOB, dodge(first.messageId), "nonce-defend-1");
    expect((await freshGM(w, GM)(defend)).ok).toBe(true);
    expect(await freshGM(w, GM)(defend)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.AlreadyDefended" });
    expect(w.writes.dice).toBe(2);
  });

  it("heals once: the patient's request record refuses a replayed treatment", async () => {
    const w = healWorld();
    expect((await handleHealRequest(healRequest(), HEALER_PLAYER, w.ports, CONSENTED)).ok).toBe(true);
    const after = structuredClone(w.patient);
    expect(await handleHealRequest(healRequest(), HEALER_PLAYER, w.ports, CONSENTED)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.Replayed",
    });
    expect(w.patient).toEqual(after);
  });

  it("refuses a stamp replayed for another request, another user, or too late", async () => {
    const w = new FakeWorld();
    const id = await readyCard(w);
    const envelope = stamp(w, BOB, { kind: "apply", messageId: id }, "nonce-bob-1");
    const run = freshGM(w, GM);
    expect(await run({ ...envelope, request: { kind: "undo", messageId: id } })).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.Unverified",
    });
    expect(await run({ ...envelope, requesterId: ALICE })).toMatchObject({ ok: false, reason: "HARNFUDGE.Notify.Unverified" });
    w.clock += 3 * 60 * 1000;
    expect(await run(envelope)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.Stale" });
    expect(w.actor("Actor.target").wounds.boxes.some((b) => b.marked)).toBe(false);
  });
});

describe("a flood of requests (issue 17, item 7; issue 28, item 4)", () => {
  it("cannot push a victim's used nonce out of the GM's memory while her stamp is still valid", async () => {
    const w = new FakeWorld();
    const id = await readyCard(w);
    const ports = proofPorts(w);
    const victim = stamp(w, BOB, { kind: "apply", messageId: id }, "victim-nonce-1");
    const start = w.clock;
    expect(verifyRequest(victim, ports).ok).toBe(true);
    // The attacker sends 6000 requests of its own, 20 a second: the budget lets 120 a minute through.
    let through = 0;
    for (let i = 0; i < 6000; i++) {
      w.clock += 50;
      if (verifyRequest(stamp(w, ALICE, { kind: "noop", i }, `flood-${i}-xxxx`), ports).ok) through += 1;
      if (w.clock - start <= 120_000)
        expect(verifyRequest(victim, ports)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.Replayed" });
    }
    expect(through).toBe(5 * REQUESTS_PER_MINUTE);
    // Once the stamp's validity has ended it is refused as stale instead.
    expect(verifyRequest(victim, ports)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.Stale" });
    // The memory holds no more of Alice's nonces than her budget let through while they were valid.
    expect(ports.memory.size()).toBeLessThanOrEqual(NONCES_PER_USER + 1);
  });

  it("refuses a flood's requests beyond the budget before they reach the nonce memory", () => {
    const w = new FakeWorld();
    const ports = proofPorts(w);
    for (let i = 0; i < 3000; i++) verifyRequest(stamp(w, ALICE, { kind: "noop", i }, `flood-${i}-xxxx`), ports);
    // All 3000 within one minute: only the budget's 120 are remembered.
    expect(ports.memory.size()).toBe(REQUESTS_PER_MINUTE);
    expect(verifyRequest(stamp(w, BOB, { kind: "noop" }, "bob-nonce-1"), ports).ok).toBe(true);
  });

  it("limits each user's requests per minute apart from other users, and their size", () => {
    let now = 1_000_000;
    const budget = requestBudget(() => now);
    for (let i = 0; i < REQUESTS_PER_MINUTE; i++) expect(budget.take(ALICE)).toBe(true);
    expect(budget.take(ALICE)).toBe(false);
    expect(budget.take(BOB)).toBe(true);
    now += 60_001;
    expect(budget.take(ALICE)).toBe(true);
    const w = new FakeWorld();
    expect(verifyRequest(stamp(w, BOB, { big: "x".repeat(MAX_REQUEST_CHARS) }, "big-nonce-1"), proofPorts(w))).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.BadRequest",
    });
  });
});
