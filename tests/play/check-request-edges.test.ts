/**
 * Checks the GM asks for (issue 26, item 5; rules 2.1), the edges the GM's client decides on: the
 * traits and difficulties an ask may name, the characters asked, a row of the card, what a roll
 * records, and what happens when a character or the GMs' card is gone between the ask and the roll.
 */
import { describe, expect, it } from "vitest";
import { handleCheckRequest, type CheckPorts } from "../../src/play/check-request/decide";
import { MAX_ASKED } from "../../src/play/check-request/state";
import { createLockQueue } from "../../src/play/gm/locks";
import { LADDER_MAX, LADDER_MIN, getSkill } from "../../src/rules";
import { ALICE, CHOICES, GM, askRequest, checkWorld } from "./check-request-world";

const roll = (messageId: string, row: unknown, extra: Record<string, unknown> = {}) => ({
  kind: "roll",
  messageId,
  row,
  choices: CHOICES,
  ...extra,
});
const BAD = { ok: false, reason: "HARNFUDGE.Notify.BadRequest" };

/** The fake world with some of its ports replaced; asks go through one queue, as on the GM's client. */
function worldWith(change: (ports: CheckPorts) => Partial<CheckPorts>) {
  const w = checkWorld();
  const ports: CheckPorts = { ...w.ports, ...change(w.ports) };
  const locks = createLockQueue();
  return { ...w, ports, ask: (request: unknown, user: string) => handleCheckRequest(request, user, ports, locks) };
}

async function asked(w: { ask: (r: unknown, u: string) => Promise<unknown> }, extra: Record<string, unknown> = {}) {
  const result = (await w.ask(askRequest(extra), GM)) as { ok: boolean; messageId?: string; reason?: string };
  if (!result.ok || !result.messageId) throw new Error(result.reason ?? "refused");
  return result.messageId;
}

describe("what a GM may ask for (rules 2.1)", () => {
  it("an attribute check: the trait kept, the dice 4dF labelled with the attribute's name", async () => {
    const w = worldWith((p) => ({ traitLevel: (uuid, kind, key) => (kind === "attribute" ? 1 : p.traitLevel(uuid, kind, key)) }));
    const id = await asked(w, { trait: { kind: "attribute", key: "willpower" }, actorUuids: ["Actor.aldric"] });
    expect(w.ports.card(id)?.state.trait).toEqual({ kind: "attribute", key: "willpower" });
    w.tray.push([1, 0, 0, 0]);
    const done = await w.ask(roll(id, 0), ALICE);
    expect(done.ok && done.state.rows[0]?.outcome).toEqual({ success: true, margin: 1, degree: 2 });
    expect(w.specs.map((s) => [s.formula, s.label, s.level])).toEqual([["4dF", "HARNFUDGE.Attribute.willpower", 1]]);
  });

  it("a skill check's dice are labelled with the skill's name", async () => {
    const w = checkWorld();
    const id = await asked(w, { actorUuids: ["Actor.aldric"] });
    await w.ask(roll(id, 0), ALICE);
    expect(w.specs.map((s) => [s.formula, s.label])).toEqual([["4dF", getSkill("awareness").labelKey]]);
  });

  it("refuses a trait that is no attribute's or skill's", async () => {
    const w = checkWorld();
    const noTrait = { ok: false, reason: "HARNFUDGE.CheckRequest.NoTrait" };
    for (const trait of [
      null,
      "awareness",
      { key: "awareness" },
      { kind: "talent", key: "awareness" },
      { kind: "attribute", key: "luck" },
      { kind: "attribute", key: 5 },
      { kind: "skill", key: ["awareness"] },
    ])
      expect(await w.ask(askRequest({ trait }), GM)).toEqual(noTrait);
    expect(w.writes.creates).toBe(0);
  });

  it("takes any difficulty on the ladder, ends included, and nothing off it", async () => {
    const w = checkWorld();
    for (const difficulty of [LADDER_MIN, LADDER_MAX]) {
      const id = await asked(w, { requestId: `ask-${difficulty}`, difficulty });
      expect(w.ports.card(id)?.state.difficulty).toBe(difficulty);
    }
    for (const difficulty of [LADDER_MIN - 1, LADDER_MAX + 1, "1", null])
      expect(await w.ask(askRequest({ requestId: "ask-off", difficulty }), GM)).toEqual(BAD);
  });

  it("needs a request id and characters named by uuid strings", async () => {
    const w = checkWorld();
    expect(await w.ask(null, GM)).toEqual(BAD);
    const noId: Record<string, unknown> = askRequest();
    delete noId["requestId"];
    expect(await w.ask(noId, GM)).toEqual(BAD);
    expect(await w.ask(askRequest({ requestId: 5 }), GM)).toEqual(BAD);
    expect(await w.ask(askRequest({ actorUuids: ["Actor.aldric", ""] }), GM)).toEqual(BAD);
    expect(await w.ask(askRequest({ actorUuids: ["Actor.aldric", 7] }), GM)).toEqual(BAD);
    expect(w.writes.creates).toBe(0);
  });

  it("asks up to twelve characters, each once however often named", async () => {
    const w = worldWith((p) => ({
      actor: (uuid) => p.actor("Actor.guard") && { ...(p.actor("Actor.guard") ?? fail()), uuid, name: uuid },
    }));
    const uuids = Array.from({ length: MAX_ASKED }, (_, i) => `Actor.x${i}`);
    const id = await asked(w, { actorUuids: [...uuids, uuids[0]] });
    expect(w.ports.card(id)?.state.rows.map((r) => r.actorUuid)).toEqual(uuids);
  });

  it("refuses the whole ask when one character named is gone", async () => {
    const w = checkWorld();
    expect(await w.ask(askRequest({ actorUuids: ["Actor.aldric", "Actor.gone"] }), GM)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.NoTarget",
    });
    expect(w.writes.creates).toBe(0);
  });

  it("answers with the card it built when the new message cannot be read back yet", async () => {
    const w = worldWith(() => ({ card: () => null }));
    const result = await w.ask(askRequest({ actorUuids: ["Actor.aldric"] }), GM);
    expect(result).toMatchObject({ ok: true, state: { requestId: "ask-1", difficulty: 1, rows: [{ name: "Aldric" }] } });
  });

  it("posts one card for the same ask sent twice while the first is still being posted", async () => {
    const w = worldWith((p) => ({
      createCards: async (state, ledger) => {
        await new Promise((r) => setTimeout(r, 5));
        return p.createCards(state, ledger);
      },
    }));
    const [first, again] = await Promise.all([w.ask(askRequest(), GM), w.ask(askRequest(), GM)]);
    expect(again).toEqual(first);
    expect(w.writes.creates).toBe(1);
  });
});

describe("a roll on the request card", () => {
  it("names its row by a whole number: a string, a fraction or a row past the end is refused", async () => {
    const w = checkWorld();
    const id = await asked(w);
    for (const row of ["0", 0.5, -1, 2, null]) expect(await w.ask(roll(id, row), ALICE)).toEqual(BAD);
    expect(w.writes.dice).toBe(0);
  });

  it("is rolled once when a double click sends it twice while the dice are still rolling", async () => {
    const w = worldWith((p) => ({
      roll: async (spec) => {
        await new Promise((r) => setTimeout(r, 5));
        return p.roll(spec);
      },
    }));
    const id = await asked(w);
    const results = await Promise.all([w.ask(roll(id, 0), ALICE), w.ask(roll(id, 0), ALICE)]);
    expect(results.map((r) => r.ok)).toEqual([true, false]);
    expect(results[1]).toEqual({ ok: false, reason: "HARNFUDGE.CheckRequest.AlreadyRolled" });
    expect(w.writes.dice).toBe(1);
  });

  it("records only a string request id with the roll", async () => {
    const w = checkWorld();
    const id = await asked(w);
    const done = await w.ask(roll(id, 0, { requestId: 5 }), ALICE);
    expect(done.ok && done.state.rows[0]?.by).toBe(ALICE);
    expect(done.ok && done.state.requests).toBeUndefined();
  });

  it("is refused, and rolls nothing, when the character is gone or cannot act", async () => {
    let gone = false;
    const w = worldWith((p) => ({
      actor: (uuid) => {
        const a = p.actor(uuid);
        if (!a || (gone && uuid === "Actor.aldric")) return null;
        return uuid === "Actor.mirelle" ? { ...a, conditions: { refused: "HARNFUDGE.Condition.CannotAct", modifiers: [] } } : a;
      },
    }));
    const id = await asked(w);
    gone = true;
    expect(await w.ask(roll(id, 0), ALICE)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.NoTarget" });
    expect(await w.ask(roll(id, 1), GM)).toEqual({ ok: false, reason: "HARNFUDGE.Condition.CannotAct" });
    expect(w.writes.dice).toBe(0);
  });

  it("of a secret check is refused when the GMs' card is gone: nobody could learn the outcome", async () => {
    const w = checkWorld();
    const id = await asked(w, { secret: true });
    w.messages.delete(w.ports.card(id)?.state.ledgerId ?? fail());
    expect(await w.ask(roll(id, 0), ALICE)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.NoCard" });
    expect(w.writes.dice).toBe(0);
  });

  it("of a secret check notes no outcome for the GMs when its hidden dice cannot be read", async () => {
    const w = worldWith(() => ({ hiddenFaces: () => null }));
    const id = await asked(w, { secret: true });
    const done = await w.ask(roll(id, 0), ALICE);
    expect(done.ok && done.state.rows[0]?.by).toBe(ALICE);
    const ledgerId = w.ports.card(id)?.state.ledgerId ?? fail();
    expect(w.ports.ledger(ledgerId)?.state.results).toEqual([null, null]);
  });
});

function fail(): never {
  throw new Error("missing");
}
