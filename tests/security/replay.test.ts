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
  const memory = nonceMemory(() => w.clock);
  return async (envelope: object) => {
    const proof = verifyRequest(envelope, { readStamps: (id) => w.users.get(id)?.stamps, now: () => w.clock, ...memory });
    return proof.ok ? client.act(proof.request, proof.requesterId) : proof;
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

describe("a flood of requests (issue 17, item 7)", () => {
  it("cannot push a victim's used nonce out of the GM's memory while her stamp is still valid", async () => {
    const w = new FakeWorld();
    const id = await readyCard(w);
    const memory = nonceMemory(() => w.clock);
    const ports = { readStamps: (uid: string) => w.users.get(uid)?.stamps, now: () => w.clock, ...memory };
    const victim = stamp(w, BOB, { kind: "apply", messageId: id }, "victim-nonce-1");
    expect(verifyRequest(victim, ports).ok).toBe(true);
    // The attacker sends 6000 requests of its own (more than any count-bounded memory kept).
    for (let i = 0; i < 6000; i++)
      expect(verifyRequest(stamp(w, ALICE, { kind: "noop", i }, `flood-${i}-xxxx`), ports).ok).toBe(true);
    expect(verifyRequest(victim, ports)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.Replayed" });
    // Once the stamp's validity has ended the memory forgets it, and the stamp is refused as stale instead.
    w.clock += 3 * 60 * 1000;
    expect(verifyRequest(victim, ports)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.Stale" });
    verifyRequest(stamp(w, ALICE, { kind: "noop", i: -1 }, "after-expiry-1"), ports);
    expect(memory.size()).toBe(1);
  });

  it("limits each user's requests per minute and their size, apart from other users", () => {
    let now = 1_000_000;
    const budget = requestBudget(() => now);
    for (let i = 0; i < REQUESTS_PER_MINUTE; i++) expect(budget.take(ALICE, { i })).toBeNull();
    expect(budget.take(ALICE, { i: "one more" })).toBe("HARNFUDGE.Notify.TooManyRequests");
    expect(budget.take(BOB, { i: 0 })).toBeNull();
    now += 60_001;
    expect(budget.take(ALICE, { i: "a minute later" })).toBeNull();
    expect(budget.take(BOB, { big: "x".repeat(MAX_REQUEST_CHARS) })).toBe("HARNFUDGE.Notify.BadRequest");
  });
});
