/**
 * Raising traits (rules 1.4): "An individual trait can only be raised one level per session. A
 * trait that has not been used since the last time it was raised may not be raised. All trait
 * adjustments by players are subject to GM approval." — the one plan every raise goes through
 * (the sheet, a player's request, the GM's acceptance), and the request card decided on the
 * designated GM's client with fake ports: who may ask and decide, the re-check from the actor,
 * one raise however often Accept is clicked, and what the card says.
 */
import { describe, expect, it } from "vitest";
import { planRaise, parseRaiseTarget, type RaiseTarget } from "../../src/play/raises/plan";
import { raiseCardContext } from "../../src/play/raises/card";
import { handleRaiseRequest, parseRaiseCard } from "../../src/play/raises/decide";
import { GM, GM2, OWNER, SESSION, STRANGER, UUID, ask, facts, sword, world } from "./raise-world";
import { compile, i18n } from "./render";

const opts = { session: SESSION, allowDebt: false };

describe("the raise plan (rules 1.4 through the rules core's checkRaise)", () => {
  it("raises a trained skill one level for the table's EP and marks it raised this session, not used since", () => {
    const r = planRaise(facts(), sword, opts);
    if (!r.ok) throw new Error(JSON.stringify(r.problems));
    expect(r.plan).toMatchObject({ kind: "skill", from: 1, to: 2, cost: 8, balanceAfter: 22, itemName: "Sword" });
    expect(r.plan.actor).toEqual({ ep: { spent: 18 } });
    expect(r.plan.item).toEqual({
      id: "sword00000000001",
      system: { level: 2, advancement: { raisedInSession: 4, used: false } },
    });
    expect(r.plan.learn).toBeNull();
  });

  it("raises an attribute at the attribute price, in one actor update", () => {
    const r = planRaise(facts(), { kind: "attribute", key: "strength" }, opts);
    if (!r.ok) throw new Error("refused");
    expect(r.plan).toMatchObject({ kind: "attribute", from: 1, to: 2, cost: 24, balanceAfter: 6, item: null, learn: null });
    expect(r.plan.actor).toEqual({
      ep: { spent: 34 },
      attributes: { strength: 2 },
      attributeAdvancement: { strength: { raisedInSession: 4, used: false } },
    });
  });

  it("finds a per-subject skill by key and subject when the row names no item, and learns an untrained catalog skill", () => {
    const byName = planRaise(facts(), { kind: "skill", key: "language", specialization: " jarinese ", itemId: null }, opts);
    expect(byName.ok && byName.plan.item?.id).toBe("lang000000000001");
    // Awareness is untrained (default Poor): learning it at Mediocre costs 2 EP and creates the item.
    const learn = planRaise(facts(), { kind: "skill", key: "awareness", specialization: "", itemId: null }, opts);
    if (!learn.ok) throw new Error("refused");
    expect(learn.plan).toMatchObject({ from: -2, to: -1, cost: 2, item: null });
    expect(learn.plan.learn).toEqual({
      key: "awareness",
      specialization: "",
      level: -1,
      advancement: { raisedInSession: 4, used: false },
    });
    // A None-default skill is learned at Terrible for 2 EP.
    const none = planRaise(facts(), { kind: "skill", key: "alchemy", specialization: "", itemId: null }, opts);
    expect(none.ok && [none.plan.from, none.plan.to, none.plan.cost]).toEqual([null, -3, 2]);
  });

  it("refuses with every reason the rules give: raised this session, not used since, not enough EP, already Superb", () => {
    const reasons = (target: RaiseTarget, allowDebt = false) => {
      const r = planRaise(facts(), target, { session: SESSION, allowDebt });
      return r.ok ? [] : r.problems.map((p) => p.code);
    };
    expect(reasons({ kind: "attribute", key: "agility" })).toEqual(["HARNFUDGE.Advancement.AlreadyRaisedThisSession"]);
    expect(reasons({ kind: "attribute", key: "health" })).toEqual(["HARNFUDGE.Advancement.NotUsedSinceLastRaise"]);
    expect(reasons({ kind: "attribute", key: "willpower" })).toEqual(["HARNFUDGE.Advancement.AtMaximum"]);
    expect(reasons({ kind: "attribute", key: "aura" })).toEqual(["HARNFUDGE.Advancement.NotEnoughEp"]);
    // The GM's leave (rules 1.4: "players may spend more EP than they have available") lifts only the EP reason.
    expect(reasons({ kind: "attribute", key: "aura" }, true)).toEqual([]);
    expect(reasons({ kind: "attribute", key: "health" }, true)).toEqual(["HARNFUDGE.Advancement.NotUsedSinceLastRaise"]);
  });

  it("a row id that names another skill, or an unknown custom key, is no trait to raise", () => {
    const wrong = planRaise(facts(), { ...sword, itemId: "lang000000000001" }, opts);
    expect(wrong.ok ? null : wrong.problems[0]?.code).toBe("HARNFUDGE.RaiseRequest.UnknownTrait");
    const unknown = planRaise(facts(), { kind: "skill", key: "nonsense", specialization: "", itemId: null }, opts);
    expect(unknown.ok).toBe(false);
    // A custom skill the character has is raised like any other.
    const custom = planRaise(facts(), { kind: "skill", key: "custom-lore", specialization: "", itemId: null }, opts);
    expect(custom.ok && custom.plan.cost).toBe(4);
  });

  it("reads targets from the wire strictly", () => {
    expect(parseRaiseTarget({ kind: "attribute", key: "strength" })).toEqual({ kind: "attribute", key: "strength" });
    expect(parseRaiseTarget({ kind: "attribute", key: "luck" })).toBeNull();
    expect(parseRaiseTarget({ kind: "skill", key: "sword", specialization: "", itemId: "" })).toBeNull();
    expect(parseRaiseTarget({ kind: "skill", key: "sword", itemId: null })).toBeNull();
    expect(parseRaiseTarget("sword")).toBeNull();
  });
});

describe("raise requests decided on the GM's client (rules 1.4: subject to GM approval)", () => {
  it("the owner's request posts a GM-authored pending card holding what was asked", async () => {
    const w = world();
    expect(await handleRaiseRequest(ask(), OWNER, w.ports, w.locks)).toEqual({ ok: true });
    expect([...w.cards.values()]).toEqual([
      {
        authorIsGM: true,
        state: {
          requestId: "raise-request-1",
          actorUuid: UUID,
          requesterId: OWNER,
          target: sword,
          from: 1,
          to: 2,
          cost: 8,
          status: "pending",
          decidedBy: null,
        },
      },
    ]);
    expect(w.raises).toBe(0); // asking raises nothing
  });

  it("refuses a stranger, a raise the rules refuse now, and the same request twice", async () => {
    const w = world();
    expect(await handleRaiseRequest(ask(), STRANGER, w.ports, w.locks)).toEqual({
      ok: false,
      reason: "HARNFUDGE.RaiseRequest.NotAllowed",
    });
    expect(await handleRaiseRequest(ask({ target: { kind: "attribute", key: "agility" } }), OWNER, w.ports, w.locks)).toEqual({
      ok: false,
      reason: "HARNFUDGE.RaiseRequest.Refused",
    });
    expect(await handleRaiseRequest(ask({ target: "sword" }), OWNER, w.ports, w.locks)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.BadRequest",
    });
    await handleRaiseRequest(ask(), OWNER, w.ports, w.locks);
    expect(await handleRaiseRequest(ask(), OWNER, w.ports, w.locks)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.Replayed" });
    expect(w.cards.size).toBe(1);
  });

  it("one request per trait waits at a time: a second ask (another click) is refused until the first is decided", async () => {
    const w = world();
    await handleRaiseRequest(ask(), OWNER, w.ports, w.locks);
    const again = ask({ requestId: "raise-request-2", target: { ...sword, itemId: null } });
    expect(await handleRaiseRequest(again, OWNER, w.ports, w.locks)).toEqual({
      ok: false,
      reason: "HARNFUDGE.RaiseRequest.AlreadyAsked",
    });
    // Another trait may be asked for meanwhile; after a decline the trait may be asked for again.
    expect(
      await handleRaiseRequest(
        ask({ requestId: "raise-request-3", target: { kind: "attribute", key: "memory" } }),
        OWNER,
        w.ports,
        w.locks,
      ),
    ).toEqual({ ok: true });
    await handleRaiseRequest({ kind: "decline", messageId: "msg1" }, GM, w.ports, w.locks);
    expect(await handleRaiseRequest(again, OWNER, w.ports, w.locks)).toEqual({ ok: true });
    expect(w.cards.size).toBe(3);
  });

  it("lets a player ask beyond their EP: the GM decides on the debt (rules 1.4)", async () => {
    const w = world();
    expect(await handleRaiseRequest(ask({ target: { kind: "attribute", key: "aura" } }), OWNER, w.ports, w.locks)).toEqual({
      ok: true,
    });
    expect([...w.cards.values()][0]?.state).toMatchObject({ from: 2, to: 3, cost: 48 });
  });

  it("accepting raises once, recorded on the actor; a second click or a second GM finds it decided", async () => {
    const w = world();
    await handleRaiseRequest(ask(), OWNER, w.ports, w.locks);
    const accept = { kind: "accept", messageId: "msg1" };
    const answers = await Promise.all([
      handleRaiseRequest(accept, GM, w.ports, w.locks),
      handleRaiseRequest(accept, GM2, w.ports, w.locks),
      handleRaiseRequest(accept, GM, w.ports, w.locks),
    ]);
    expect(answers).toEqual([
      { ok: true },
      { ok: false, reason: "HARNFUDGE.RaiseRequest.AlreadyDecided" },
      { ok: false, reason: "HARNFUDGE.RaiseRequest.AlreadyDecided" },
    ]);
    expect(w.raises).toBe(1);
    expect(w.facts.skills[0]).toMatchObject({ level: 2, advancement: { raisedInSession: SESSION, used: false } });
    expect(w.facts.ep.spent).toBe(18);
    expect(w.records.requests).toEqual(["raise-request-1"]);
    expect(w.cards.get("msg1")?.state).toMatchObject({ status: "accepted", decidedBy: GM });
  });

  it("even with the card reset to pending, the request recorded on the actor blocks a second raise", async () => {
    const w = world();
    await handleRaiseRequest(ask(), OWNER, w.ports, w.locks);
    await handleRaiseRequest({ kind: "accept", messageId: "msg1" }, GM, w.ports, w.locks);
    const card = w.cards.get("msg1");
    if (card) card.state.status = "pending";
    // The trait already stands at the card's level: Accept only closes the card again.
    expect(await handleRaiseRequest({ kind: "accept", messageId: "msg1" }, GM, w.ports, w.locks)).toEqual({ ok: true });
    expect(w.raises).toBe(1);
    expect(w.itemWrites).toBe(0);
    expect(w.facts.ep.spent).toBe(18);
    expect(w.facts.skills[0]?.level).toBe(2);
  });

  it("an accept interrupted between the actor's update and the skill's (a GM reload) is finished by the next Accept, EP spent once (issue 17, item 11)", async () => {
    const w = world();
    await handleRaiseRequest(ask(), OWNER, w.ports, w.locks);
    // The GM's client writes the actor (EP spent, request recorded) and stops before the item's write.
    w.ports.writeRaise = async (_uuid, plan, records) => {
      w.records = structuredClone(records);
      w.facts.ep.spent = plan.actor.ep.spent;
      throw new Error("the GM's client reloaded");
    };
    await expect(handleRaiseRequest({ kind: "accept", messageId: "msg1" }, GM, w.ports, w.locks)).rejects.toThrow();
    expect(w.cards.get("msg1")?.state.status).toBe("pending");
    expect(w.facts.skills[0]?.level).toBe(1);
    expect(await handleRaiseRequest({ kind: "accept", messageId: "msg1" }, GM, w.ports, w.locks)).toEqual({ ok: true });
    expect(w.itemWrites).toBe(1);
    expect(w.facts.skills[0]).toMatchObject({ level: 2, advancement: { raisedInSession: SESSION, used: false } });
    expect(w.facts.ep.spent).toBe(18);
    expect(w.cards.get("msg1")?.state).toMatchObject({ status: "accepted", decidedBy: GM });
    // A further click finds it decided.
    expect(await handleRaiseRequest({ kind: "accept", messageId: "msg1" }, GM, w.ports, w.locks)).toEqual({
      ok: false,
      reason: "HARNFUDGE.RaiseRequest.AlreadyDecided",
    });
    expect(w.itemWrites).toBe(1);
  });

  it("re-checks from the actor: a trait changed since the request, or a raise no longer allowed, raises nothing", async () => {
    const w = world();
    await handleRaiseRequest(ask(), OWNER, w.ports, w.locks);
    const swordNow = w.facts.skills[0];
    if (swordNow) swordNow.level = 2; // raised by hand meanwhile
    expect(await handleRaiseRequest({ kind: "accept", messageId: "msg1" }, GM, w.ports, w.locks)).toEqual({
      ok: false,
      reason: "HARNFUDGE.RaiseRequest.Changed",
    });
    if (swordNow) Object.assign(swordNow, { level: 1, advancement: { used: true, raisedInSession: SESSION } });
    expect(await handleRaiseRequest({ kind: "accept", messageId: "msg1" }, GM, w.ports, w.locks)).toEqual({
      ok: false,
      reason: "HARNFUDGE.RaiseRequest.NoLongerAllowed",
    });
    expect(w.raises).toBe(0);
    expect(w.cards.get("msg1")?.state.status).toBe("pending");
  });

  it("only a GM accepts or declines, and only a GM-authored card counts (a player's forged card is no request)", async () => {
    const w = world();
    await handleRaiseRequest(ask(), OWNER, w.ports, w.locks);
    for (const kind of ["accept", "decline"])
      expect(await handleRaiseRequest({ kind, messageId: "msg1" }, OWNER, w.ports, w.locks)).toEqual({
        ok: false,
        reason: "HARNFUDGE.Notify.GMOnly",
      });
    const forged = structuredClone(w.cards.get("msg1"));
    if (!forged) throw new Error("no card");
    w.cards.set("forged", { ...forged, authorIsGM: false, state: { ...forged.state, requestId: "raise-request-2", cost: 0 } });
    expect(await handleRaiseRequest({ kind: "accept", messageId: "forged" }, GM, w.ports, w.locks)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.NoCard",
    });
    expect(w.raises).toBe(0);
  });

  it("declining closes the card and changes nothing else; it cannot be accepted afterwards", async () => {
    const w = world();
    await handleRaiseRequest(ask(), OWNER, w.ports, w.locks);
    expect(await handleRaiseRequest({ kind: "decline", messageId: "msg1" }, GM2, w.ports, w.locks)).toEqual({ ok: true });
    expect(w.cards.get("msg1")?.state).toMatchObject({ status: "declined", decidedBy: GM2 });
    expect(await handleRaiseRequest({ kind: "accept", messageId: "msg1" }, GM, w.ports, w.locks)).toEqual({
      ok: false,
      reason: "HARNFUDGE.RaiseRequest.AlreadyDecided",
    });
    expect([w.raises, w.facts.ep.spent, w.records.requests]).toEqual([0, 10, []]);
  });

  it("reads a card's state strictly (a malformed flag is no card)", () => {
    const good = {
      requestId: "raise-request-1",
      actorUuid: UUID,
      requesterId: OWNER,
      target: sword,
      from: 1,
      to: 2,
      cost: 8,
      status: "pending",
      decidedBy: null,
    };
    expect(parseRaiseCard(good)).toEqual(good);
    for (const bad of [{ ...good, status: "done" }, { ...good, cost: -1 }, { ...good, to: 2.5 }, { ...good, target: null }, null])
      expect(parseRaiseCard(bad)).toBeNull();
  });
});

describe("the raise request card", () => {
  it("says who asks to raise what, from and to, for how many EP, with the balance; names escaped", () => {
    const context = raiseCardContext(
      {
        actorName: "Aldric <b>",
        trait: "Sword",
        from: 1,
        to: 2,
        cost: 8,
        balance: { now: 10, after: 2 },
        status: "pending",
        decidedBy: null,
      },
      i18n,
    );
    expect(context.ask).toBe("Aldric <b> asks to raise Sword from Good to Great for 8 EP.");
    expect(context.balance).toBe("EP balance: +10 now, +2 after the raise.");
    expect(context.debt).toBeNull();
    const html = compile("templates/chat/raise.hbs")(context);
    expect(html).toContain("Aldric &lt;b&gt;");
    expect(html).toContain('data-raise-action="accept"');
  });

  it("names a debt, a learned skill, and the GM's decision; a decided card has no buttons", () => {
    const debt = raiseCardContext(
      {
        actorName: "Aldric",
        trait: "Aura",
        from: 2,
        to: 3,
        cost: 48,
        balance: { now: 30, after: -18 },
        status: "pending",
        decidedBy: null,
      },
      i18n,
    );
    // The debt in a short line, the rule's whole wording in its tooltip.
    expect(debt.debt?.line).toBe("Afterwards 18 EP in debt");
    expect(debt.debt?.full).toMatch(/leave 18 EP owed/);
    expect(debt.balance).toBe("EP balance: +30 now, \u221218 after the raise.");
    const learned = raiseCardContext(
      {
        actorName: "Aldric",
        trait: "Alchemy",
        from: null,
        to: -3,
        cost: 2,
        balance: null,
        status: "accepted",
        decidedBy: "Gamemaster",
      },
      i18n,
    );
    expect(learned.ask).toBe("Aldric asks to learn Alchemy at Terrible for 2 EP.");
    expect(learned.statusText).toBe("Accepted by Gamemaster: Alchemy is now Terrible.");
    expect(compile("templates/chat/raise.hbs")(learned)).not.toContain("data-raise-action");
    const declined = raiseCardContext({ ...learnedInput(), status: "declined", decidedBy: null }, i18n);
    expect(declined.statusText).toBe("Declined by the GM.");
  });
});

function learnedInput() {
  return { actorName: "Aldric", trait: "Alchemy", from: null, to: -3, cost: 2, balance: null } as const;
}
