/**
 * Proof of the requester's identity for GM queries: the GM's handler accepts a request only when
 * the claimed requester's own User holds a fresh one-time stamp for exactly that request. Driven
 * through the pure handler with fake users; every refusal leaves the card and actors unchanged.
 */
import { describe, expect, it } from "vitest";
import { handleAuthenticatedCardAction, handleCardAction } from "../../src/play/attack/actions";
import {
  AUTH_REASONS,
  STAMP_MAX_AGE_MS,
  canonicalJson,
  nonceMemory,
  stampRequest,
  verifyRequest,
  type AuthPorts,
} from "../../src/play/auth";
import { ATTACKER_PLAYER, GM, STRANGER, TARGET_PLAYER, world } from "./cardWorld";

const NOW = 10_000_000;

/** Users' flags as the GM's client sees them, and the GM's nonce memory. */
function users() {
  const flags = new Map<string, unknown>();
  const auth: AuthPorts = { readStamp: (id) => flags.get(id), now: () => NOW, ...nonceMemory() };
  /** What an honest client does: stamp its own User, then send the envelope. */
  const send = (userId: string, request: object, nonce: string, at = NOW) => {
    const built = stampRequest(request, userId, nonce, at);
    if (!built) throw new Error("unstampable request");
    flags.set(userId, built.stamp);
    return built.envelope;
  };
  return { flags, auth, send };
}

const ignore = { action: "defend", messageId: "m1", targetId: "t0", kind: "ignore" };

describe("authenticated GM queries", () => {
  it("runs a request whose requester holds the stamp, as that user", async () => {
    const w = world();
    const u = users();
    const result = await handleAuthenticatedCardAction(u.send(TARGET_PLAYER, ignore, "nonce-0001"), w.ports, u.auth);
    expect(result.ok).toBe(true);
    expect(w.card.state.targets[0]?.defence).toMatchObject({ kind: "ignore", by: TARGET_PLAYER });
  });

  it("refuses a forged requester id (the nonce is not on that user) with nothing changed", async () => {
    const w = world();
    const u = users();
    // Eve stamps her own User (all she can write) but claims to be Bob, the target's owner.
    const envelope = { ...u.send(STRANGER, ignore, "nonce-eve1"), requesterId: TARGET_PLAYER };
    const result = await handleAuthenticatedCardAction(envelope, w.ports, u.auth);
    expect(result).toEqual({ ok: false, reason: AUTH_REASONS.unverified });
    expect(w.writes).toEqual({ actor: 0, card: 0 });
    expect(w.card.state.targets[0]?.defence).toBeNull();
    // Nor does copying Bob's current stamp help for a different request: the stamp binds the request.
    u.send(TARGET_PLAYER, { ...ignore, kind: "unaware" }, "nonce-bob1");
    const copied = { requesterId: TARGET_PLAYER, nonce: "nonce-bob1", request: ignore };
    expect(await handleAuthenticatedCardAction(copied, w.ports, u.auth)).toEqual({ ok: false, reason: AUTH_REASONS.unverified });
    expect(w.writes).toEqual({ actor: 0, card: 0 });
  });

  it("refuses a reused nonce", async () => {
    const w = world();
    const u = users();
    const envelope = u.send(GM, ignore, "nonce-gm01");
    expect((await handleAuthenticatedCardAction(envelope, w.ports, u.auth)).ok).toBe(true);
    // The GM undoes nothing here; a replay of the same envelope is refused before the card is read.
    const first = w.card.state.targets[0];
    if (first) first.defence = null;
    const writes = { ...w.writes };
    expect(await handleAuthenticatedCardAction(envelope, w.ports, u.auth)).toEqual({ ok: false, reason: AUTH_REASONS.replayed });
    expect(w.writes).toEqual(writes);
    expect(w.card.state.targets[0]?.defence).toBeNull();
  });

  it("refuses a stale stamp and a malformed envelope", async () => {
    const w = world();
    const u = users();
    const old = u.send(TARGET_PLAYER, ignore, "nonce-old1", NOW - STAMP_MAX_AGE_MS - 1);
    expect(await handleAuthenticatedCardAction(old, w.ports, u.auth)).toEqual({ ok: false, reason: AUTH_REASONS.stale });
    expect(await handleAuthenticatedCardAction({ ...ignore, requesterId: GM }, w.ports, u.auth)).toEqual({
      ok: false,
      reason: AUTH_REASONS.badRequest,
    });
    expect(await handleAuthenticatedCardAction(null, w.ports, u.auth)).toEqual({ ok: false, reason: AUTH_REASONS.badRequest });
    expect(w.writes).toEqual({ actor: 0, card: 0 });
  });

  it("checks permissions as the proven user: the attacker's player cannot choose the target's defence", async () => {
    const w = world();
    const u = users();
    const result = await handleAuthenticatedCardAction(u.send(ATTACKER_PLAYER, ignore, "nonce-al01"), w.ports, u.auth);
    expect(result).toEqual({ ok: false, reason: "HARNFUDGE.Notify.NotAllowed" });
    expect(w.writes).toEqual({ actor: 0, card: 0 });
  });

  it("waits briefly for a stamp still on its way, then accepts it", async () => {
    const u = users();
    const built = stampRequest(ignore, TARGET_PLAYER, "nonce-late", NOW);
    if (!built) throw new Error("unstampable");
    let waits = 0;
    const auth: AuthPorts = {
      ...u.auth,
      wait: async () => {
        waits += 1;
        u.flags.set(TARGET_PLAYER, built.stamp);
      },
    };
    const w = world();
    expect((await handleAuthenticatedCardAction(built.envelope, w.ports, auth)).ok).toBe(true);
    expect(waits).toBe(1);
  });

  it("stamps canonically: key order does not matter, values do", () => {
    expect(canonicalJson({ b: 1, a: [1, { d: 2, c: 3 }] })).toBe('{"a":[1,{"c":3,"d":2}],"b":1}');
    const auth: AuthPorts = {
      readStamp: () => stampRequest({ targetId: "t0", action: "damage", messageId: "m1" }, GM, "nonce-abcd", NOW)?.stamp,
      now: () => NOW,
      ...nonceMemory(),
    };
    expect(
      verifyRequest(
        { requesterId: GM, nonce: "nonce-abcd", request: { action: "damage", messageId: "m1", targetId: "t0" } },
        auth,
      ).ok,
    ).toBe(true);
  });
});

describe("Lucky on the attack roll", () => {
  const lucky = { action: "lucky", messageId: "m1", targetId: "" };

  it("rerolls once for the attacker's owner, keeps the better roll, one actor and one card update", async () => {
    const w = world();
    w.lucky.lastUsed = null;
    // Original [1,1,0,0] = +2; reroll [1,1,1,0] = +3 → the reroll is kept.
    const result = await handleCardAction(lucky, ATTACKER_PLAYER, w.ports);
    expect(result.ok).toBe(true);
    expect(w.writes).toEqual({ actor: 1, card: 1 });
    expect(w.card.state.attack.faces).toEqual([1, 1, 1, 0]);
    expect(w.card.state.lucky).toMatchObject({ original: [1, 1, 0, 0], reroll: [1, 1, 1, 0], kept: "reroll" });
    expect(w.lucky.lastUsed).toBe(10_000_000);
    // Once per card.
    expect((await handleCardAction(lucky, ATTACKER_PLAYER, w.ports)).ok).toBe(false);
  });

  it("keeps the original when the reroll is worse, and refuses without the talent, in cooldown, after a defence, or for others", async () => {
    const worse = world();
    worse.lucky = { lastUsed: null, next: [-1, -1, 0, 0] };
    expect((await handleCardAction(lucky, ATTACKER_PLAYER, worse.ports)).ok).toBe(true);
    expect(worse.card.state.attack.faces).toEqual([1, 1, 0, 0]);

    const none = world();
    expect(await handleCardAction(lucky, ATTACKER_PLAYER, none.ports)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Lucky.NotAvailable",
    });
    const recent = world();
    recent.lucky.lastUsed = 10_000_000 - 60_000;
    expect((await handleCardAction(lucky, ATTACKER_PLAYER, recent.ports)).ok).toBe(false);
    const defended = world();
    defended.lucky.lastUsed = null;
    expect(
      (
        await handleCardAction(
          { action: "defend", messageId: "m1", targetId: "t0", kind: "ignore" },
          TARGET_PLAYER,
          defended.ports,
        )
      ).ok,
    ).toBe(true);
    expect(await handleCardAction(lucky, ATTACKER_PLAYER, defended.ports)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.NotReady",
    });
    const stranger = world();
    stranger.lucky.lastUsed = null;
    expect(await handleCardAction(lucky, TARGET_PLAYER, stranger.ports)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.NotAllowed",
    });
    for (const w of [none, recent, stranger]) expect(w.writes).toEqual({ actor: 0, card: 0 });
  });
});
