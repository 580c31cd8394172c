/**
 * Rules 1.4 (raising an attribute or a skill with EP), the edges of the GM's decision: an accept
 * or decline must name its card by a message id that is text; an attribute's waiting card and a
 * skill of the same key (a custom skill may be keyed like an attribute) are different traits; and
 * a decision runs in the write queue of its card and of the card's actor, so two GMs' clicks on one
 * card, or a card and an ask for the same character, never interleave.
 */
import { describe, expect, it } from "vitest";
import { createLockQueue } from "../../src/play/gm/locks";
import { recordingQueue } from "./recording-queue";
import { handleRaiseRequest, parseRaiseRequest } from "../../src/play/raises/decide";
import type { RaiseTarget } from "../../src/play/raises/plan";
import { GM, OWNER, UUID, ask, world } from "./raise-world";

describe("reading an accept or a decline (rules 1.4)", () => {
  it("takes only a message id that is text", () => {
    expect(parseRaiseRequest({ kind: "accept", messageId: "m" })).toEqual({ kind: "accept", messageId: "m" });
    expect(parseRaiseRequest({ kind: "accept", messageId: ["msg1"] })).toBeNull();
    expect(parseRaiseRequest({ kind: "decline", messageId: { length: 4 } })).toBeNull();
  });
});

describe("an attribute and a skill of the same key (rules 1.4)", () => {
  it("are different traits: a waiting card for one does not block an ask for the other", async () => {
    const palace = {
      id: "mem0000000000001",
      name: "Memory palace",
      key: "memory",
      specialization: "",
      level: 0,
      default: null,
      advancement: { used: true, raisedInSession: null },
    };
    const w = world();
    w.facts = { ...w.facts, skills: [...w.facts.skills, structuredClone(palace)] };
    const skill: RaiseTarget = { kind: "skill", key: "memory", specialization: "", itemId: "mem0000000000001" };
    const send = (request: unknown) => handleRaiseRequest(request, OWNER, w.ports, w.locks);
    expect(await send(ask({ target: { kind: "attribute", key: "memory" } }))).toEqual({ ok: true });
    expect(await send(ask({ requestId: "raise-r2", target: skill }))).toEqual({ ok: true });
    expect(w.cards.size).toBe(2);
    const v = world();
    v.facts = { ...v.facts, skills: [...v.facts.skills, structuredClone(palace)] };
    const sendV = (request: unknown) => handleRaiseRequest(request, OWNER, v.ports, v.locks);
    expect(await sendV(ask({ target: skill }))).toEqual({ ok: true });
    expect(await sendV(ask({ requestId: "raise-r2", target: { kind: "attribute", key: "memory" } }))).toEqual({ ok: true });
  });
});

describe("the write queues a raise request runs in (rules 1.4)", () => {
  it("an ask in its actor's, a decision in its card's and the card's actor's, an unknown card's in the card's alone", async () => {
    const w = world();
    const { locks, held: keys } = recordingQueue(createLockQueue());
    expect(await handleRaiseRequest(ask(), OWNER, w.ports, locks)).toEqual({ ok: true });
    expect(await handleRaiseRequest({ kind: "decline", messageId: "msg1" }, GM, w.ports, locks)).toEqual({ ok: true });
    expect((await handleRaiseRequest({ kind: "accept", messageId: "nomsg" }, GM, w.ports, locks)).ok).toBe(false);
    expect(keys).toEqual([[UUID], ["ChatMessage.msg1", UUID], ["ChatMessage.nomsg"]]);
  });
});
