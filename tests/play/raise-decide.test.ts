/**
 * Raise requests on the GM's client (src/play/raises/decide.ts), request by request: what a
 * request must carry, which waiting card blocks a second ask (the same trait: an attribute by key,
 * a skill by key and subject, whatever its case and spaces), an accept that finishes an
 * interrupted one or finds the card changed, a raise into debt, and the write queues that keep
 * requests sent together apart.
 */
import { describe, expect, it } from "vitest";
import { handleRaiseRequest, parseRaiseRequest } from "../../src/play/raises/decide";
import type { RaiseTarget } from "../../src/play/raises/plan";
import { GM, OWNER, SESSION, UUID, ask, world } from "./raise-world";

type World = ReturnType<typeof world>;
const send = (w: World, request: unknown, user = OWNER) => handleRaiseRequest(request, user, w.ports, w.locks);
const accept = (messageId = "msg1") => ({ kind: "accept", messageId });
const language = (specialization: string): RaiseTarget => ({ kind: "skill", key: "language", specialization, itemId: null });
const attribute = (key: "strength" | "memory"): RaiseTarget => ({ kind: "attribute", key });
const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 1));

/** The accept's actor update made, its skill write lost (a GM reload between the two). */
async function interrupted(w: World): Promise<void> {
  const writeRaise = w.ports.writeRaise;
  w.ports.writeRaise = async (_uuid, plan, records) => {
    w.records = structuredClone(records);
    w.facts.ep.spent = plan.actor.ep.spent;
    throw new Error("the GM's client reloaded");
  };
  await expect(send(w, accept(), GM)).rejects.toThrow();
  w.ports.writeRaise = writeRaise;
}

/** Asks for the Sword, edits the card's levels (after an interrupted accept, or not), accepts: refused as changed. */
async function acceptEdited(interrupt: boolean, from: number | undefined, to: number | undefined) {
  const w = world();
  await send(w, ask());
  if (interrupt) await interrupted(w);
  const card = w.cards.get("msg1");
  if (card) Object.assign(card.state, { from, to });
  expect(await send(w, accept(), GM)).toEqual({ ok: false, reason: "HARNFUDGE.RaiseRequest.Changed" });
  return { raises: w.raises, itemWrites: w.itemWrites };
}

describe("reading raise requests", () => {
  it("takes an ask with request id, actor and target, and an accept or decline with a message id", () => {
    const target = { kind: "attribute", key: "strength" };
    expect(parseRaiseRequest({ kind: "ask", requestId: "raise-r1", actorUuid: UUID, target })).toEqual({
      kind: "ask",
      requestId: "raise-r1",
      actorUuid: UUID,
      target,
    });
    for (const bad of [
      { kind: "ask", actorUuid: UUID, target },
      { kind: "ask", requestId: "raise-r1", target },
      { kind: "ask", requestId: "raise-r1", actorUuid: UUID, target: null },
      { kind: "accept", messageId: "" },
      { kind: "decline", messageId: 3 },
      { kind: "approve", messageId: "m" },
      null,
      "ask",
    ])
      expect(parseRaiseRequest(bad)).toBeNull();
    expect(parseRaiseRequest({ kind: "decline", messageId: "m" })).toEqual({ kind: "decline", messageId: "m" });
    expect(parseRaiseRequest({ kind: "accept", messageId: "m" })).toEqual({ kind: "accept", messageId: "m" });
  });

  it("refuses a malformed request, an unknown character, and an unknown card", async () => {
    const w = world();
    expect(await send(w, null)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.BadRequest" });
    expect(await send(w, ask({ actorUuid: "Actor.nobody" }))).toEqual({ ok: false, reason: "HARNFUDGE.RaiseRequest.NoActor" });
    expect(await send(w, accept("msg404"), GM)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.NoCard" });
    expect(w.cards.size).toBe(0);
  });
});

describe("one waiting request per trait", () => {
  it("an attribute's waiting card blocks that attribute only", async () => {
    const w = world();
    expect(await send(w, ask({ target: attribute("memory") }))).toEqual({ ok: true });
    expect(await send(w, ask({ requestId: "raise-r2", target: attribute("memory") }))).toEqual({
      ok: false,
      reason: "HARNFUDGE.RaiseRequest.AlreadyAsked",
    });
    expect(await send(w, ask({ requestId: "raise-r3", target: attribute("strength") }))).toEqual({ ok: true });
    expect(await send(w, ask({ requestId: "raise-r4" }))).toEqual({ ok: true });
    expect(w.cards.size).toBe(3);
  });

  it("a skill's waiting card blocks the same skill and subject, whatever the case and spaces", async () => {
    const w = world();
    expect(await send(w, ask({ target: language("Jarinese") }))).toEqual({ ok: true });
    expect(await send(w, ask({ requestId: "raise-r2", target: language(" jarinese ") }))).toEqual({
      ok: false,
      reason: "HARNFUDGE.RaiseRequest.AlreadyAsked",
    });
    expect(await send(w, ask({ requestId: "raise-r3", target: language("JARINESE") }))).toEqual({
      ok: false,
      reason: "HARNFUDGE.RaiseRequest.AlreadyAsked",
    });
    // Another subject of the same skill is another trait (learned from its default).
    expect(await send(w, ask({ requestId: "raise-r4", target: language("Harbaal") }))).toEqual({ ok: true });
    expect(w.cards.size).toBe(2);
  });

  it("a skill's waiting card blocks no other skill, and compares its own subject trimmed too", async () => {
    const w = world();
    expect(await send(w, ask())).toEqual({ ok: true });
    const awareness: RaiseTarget = { kind: "skill", key: "awareness", specialization: "", itemId: null };
    expect(await send(w, ask({ requestId: "raise-r2", target: awareness }))).toEqual({ ok: true });
    expect(await send(w, ask({ requestId: "raise-r3", target: language(" Jarinese ") }))).toEqual({ ok: true });
    expect(await send(w, ask({ requestId: "raise-r4", target: language("jarinese") }))).toEqual({
      ok: false,
      reason: "HARNFUDGE.RaiseRequest.AlreadyAsked",
    });
  });

  it("passes over a malformed waiting card", async () => {
    const w = world();
    const pending = w.ports.pendingCards;
    w.ports.pendingCards = (uuid) => [null, { status: "pending" }, ...pending(uuid)];
    expect(await send(w, ask())).toEqual({ ok: true });
  });

  it("decides two asks for one trait sent together one after the other", async () => {
    const w = world();
    const post = w.ports.postCard;
    w.ports.postCard = async (...args) => {
      await tick();
      return post(...args);
    };
    const answers = await Promise.all([send(w, ask()), send(w, ask({ requestId: "raise-r2" }))]);
    expect(answers).toEqual([{ ok: true }, { ok: false, reason: "HARNFUDGE.RaiseRequest.AlreadyAsked" }]);
    expect(w.cards.size).toBe(1);
  });
});

describe("accepting", () => {
  it("raises into debt when the GM accepts (rules 1.4)", async () => {
    const w = world();
    await send(w, ask({ target: { kind: "attribute", key: "aura" } }));
    expect(await send(w, accept(), GM)).toEqual({ ok: true });
    expect(w.facts.ep.spent).toBe(58);
    expect(w.facts.attributes.aura).toBe(3);
    expect(w.cards.get("msg1")?.state).toMatchObject({ status: "accepted", cost: 48 });
  });

  it("refuses when the character is gone", async () => {
    const w = world();
    await send(w, ask());
    const card = w.cards.get("msg1");
    if (card) card.state.actorUuid = "Actor.nobody";
    expect(await send(w, accept(), GM)).toEqual({ ok: false, reason: "HARNFUDGE.RaiseRequest.NoActor" });
    expect(w.raises).toBe(0);
  });

  it("refuses a card whose levels are not what the character would be raised from and to now", async () => {
    for (const [from, to] of [
      [0, 2],
      [1, 3],
    ])
      expect(await acceptEdited(false, from, to)).toEqual({ raises: 0, itemWrites: 0 });
  });

  it("accepts two cards of one character sent together one after the other: both raises spent", async () => {
    const w = world();
    await send(w, ask());
    await send(w, ask({ requestId: "raise-r2", target: attribute("strength") }));
    const answers = await Promise.all([send(w, accept("msg1"), GM), send(w, accept("msg2"), GM)]);
    expect(answers).toEqual([{ ok: true }, { ok: true }]);
    // Sword 8 EP and Strength 24 EP on top of the 10 spent.
    expect(w.facts.ep.spent).toBe(42);
    expect(w.records.requests).toEqual(["raise-request-1", "raise-r2"]);
  });
});

describe("finishing an interrupted accept", () => {
  it("finishes a skill's raise whose EP the interrupted accept spent, even when nothing is left", async () => {
    const w = world();
    w.facts.ep.earned = 18; // 8 EP left: exactly the Sword's raise
    await send(w, ask());
    await interrupted(w);
    expect(await send(w, accept(), GM)).toEqual({ ok: true });
    expect(w.facts.skills[0]).toMatchObject({ level: 2, advancement: { raisedInSession: SESSION, used: false } });
    expect([w.facts.ep.spent, w.itemWrites, w.raises]).toEqual([18, 1, 0]);
  });

  it("closes an attribute's card whose raise was written, and refuses one changed by hand since", async () => {
    const w = world();
    await send(w, ask({ target: attribute("strength") }));
    expect(await send(w, accept(), GM)).toEqual({ ok: true });
    const card = w.cards.get("msg1");
    if (card) card.state.status = "pending";
    expect(await send(w, accept(), GM)).toEqual({ ok: true });
    expect([w.raises, w.itemWrites, w.facts.attributes.strength]).toEqual([1, 0, 2]);
    if (card) card.state.status = "pending";
    w.facts.attributes.strength = 1;
    expect(await send(w, accept(), GM)).toEqual({ ok: false, reason: "HARNFUDGE.RaiseRequest.Changed" });
    expect(card?.state.status).toBe("pending");
  });

  it("refuses to finish a skill changed since, or one the rules no longer let be raised", async () => {
    const changed = world();
    await send(changed, ask());
    await interrupted(changed);
    const sword = changed.facts.skills[0];
    if (sword) sword.level = 3;
    expect(await send(changed, accept(), GM)).toEqual({ ok: false, reason: "HARNFUDGE.RaiseRequest.Changed" });
    const refused = world();
    await send(refused, ask());
    await interrupted(refused);
    const swordNow = refused.facts.skills[0];
    if (swordNow) swordNow.advancement = { used: true, raisedInSession: SESSION };
    expect(await send(refused, accept(), GM)).toEqual({ ok: false, reason: "HARNFUDGE.RaiseRequest.Changed" });
    expect([changed.itemWrites, refused.itemWrites]).toEqual([0, 0]);
  });

  it("refuses to finish when the card's levels are not the raise the character stands at", async () => {
    for (const [from, to] of [
      [0, 2],
      [1, 3],
    ])
      expect(await acceptEdited(true, from, to)).toEqual({ raises: 0, itemWrites: 0 });
  });
});
