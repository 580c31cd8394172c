/**
 * The attack card's request handler (src/play/attack/decide.ts): malformed requests and missing
 * cards are refused, and each request runs in the write queues of what it writes, so requests
 * that arrive together (double clicks, two players) are decided one after the other: one defence
 * per card, one card per attack request, one Lucky per hour across two cards.
 */
import { describe, expect, it } from "vitest";
import { handleCardRequest } from "../../src/play/attack/decide";
import { createLockQueue } from "../../src/play/gm/locks";
import { ALICE, BOB, FakeWorld, GM, attackRequest, dodge, fakeActor } from "./world";
import { attacked, cardWorld } from "./card-world";

/** Every write yields to the event loop, so requests started together interleave without the queues. */
const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 1));

describe("the card request handler", () => {
  it("refuses a malformed request, a card that is not there, and a closed card", async () => {
    const t = cardWorld();
    const bad = { ok: false, reason: "HARNFUDGE.Notify.BadRequest" };
    expect(await t.act({ kind: "defend" }, BOB)).toEqual(bad);
    expect(await t.act({ kind: "damage", messageId: "m404" }, ALICE)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.NoCard" });
    const id = await attacked(t);
    const message = t.w.messages.get(id);
    if (message) message.flags.attack = { ...t.w.card(id), closed: true };
    expect(await t.act(dodge(id), BOB)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.CardClosed" });
    expect(t.w.writes).toMatchObject({ creates: 1, cardUpdates: 0, dice: 1 });
  });

  it("refuses a request whose card is gone by the time its turn comes", async () => {
    const t = cardWorld();
    const id = await attacked(t);
    const { card } = t.ports;
    let reads = 0;
    t.ports.card = (messageId) => (++reads > 1 ? null : card(messageId));
    expect(await t.act(dodge(id), BOB)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.NoCard" });
    expect(t.w.writes.dice).toBe(1);
  });

  it("decides two defences sent together one after the other: one roll, one defence", async () => {
    const t = cardWorld();
    const id = await attacked(t);
    t.w.delay = tick;
    t.w.tray.push([0, 0, 0, 0], [1, 1, 1, 1]);
    const answers = await Promise.all([t.act(dodge(id), BOB), t.act(dodge(id), BOB)]);
    expect(answers[0]?.ok).toBe(true);
    expect(answers[1]).toEqual({ ok: false, reason: "HARNFUDGE.Notify.AlreadyDefended" });
    expect(t.w.card(id).defence?.roll?.faces).toEqual([0, 0, 0, 0]);
    expect(t.w.writes).toMatchObject({ dice: 2, cardUpdates: 1 });
  });

  it("posts one card for one attack request sent twice at once", async () => {
    const w = new FakeWorld();
    w.delay = tick;
    const locks = createLockQueue();
    const ports = w.portsFor();
    const answers = await Promise.all([
      handleCardRequest(attackRequest("req-twice"), ALICE, ports, locks),
      handleCardRequest(attackRequest("req-twice"), ALICE, ports, locks),
    ]);
    expect(w.writes.creates).toBe(1);
    // The second is answered with the card the first made, marked as found (no second announcement).
    expect(answers[1]).toEqual({ ...answers[0], found: true });
  });

  it("spends an attacker's Lucky once when it is asked on two of its cards at once", async () => {
    const t = cardWorld();
    t.w.actor("Actor.attacker").luckyLastUsed = null;
    // Two cards against two targets: only the attacker's queue keeps the two rerolls apart.
    t.w.actors.set("Actor.second", fakeActor("Actor.second", "Second", BOB, { dodge: 0 }));
    t.w.tokens.set("Scene.s.Token.second", "Actor.second");
    const first = await attacked(t, [-1, -1, 0, 0]);
    const second = await attacked(t, [-1, -1, 0, 0], { targetTokenUuid: "Scene.s.Token.second" });
    t.w.delay = tick;
    t.w.tray.push([1, 1, 0, 0], [1, 1, 0, 0]);
    const answers = await Promise.all([
      t.act({ kind: "lucky", messageId: first, roll: "attack" }, ALICE),
      t.act({ kind: "lucky", messageId: second, roll: "attack" }, ALICE),
    ]);
    expect(answers.map((a) => a.ok)).toEqual([true, false]);
    expect(answers[1]).toEqual({ ok: false, reason: "HARNFUDGE.Lucky.NotAvailable" });
    expect(t.w.writes.lucky).toBe(1);
  });

  it("carries two cards on the same NPC on by themselves one after the other: both hits land", async () => {
    const run = async (together: boolean) => {
      const t = cardWorld();
      t.w.automation = { damage: true, apply: "always", npcDefence: true };
      t.w.actor("Actor.target").owners = new Set([GM]);
      t.w.delay = tick;
      const attacks = [attackRequest("req-auto1"), attackRequest("req-auto2")];
      const answers = together
        ? await Promise.all(attacks.map((a) => t.act(a, ALICE)))
        : [await t.act(attacks[0] ?? {}, ALICE), await t.act(attacks[1] ?? {}, ALICE)];
      expect(answers.map((a) => a.ok && a.state.applied !== null)).toEqual([true, true]);
      const target = t.w.actor("Actor.target");
      return { wounds: target.wounds, hits: target.records.hits.length };
    };
    const together = await run(true);
    expect(together.hits).toBe(2);
    expect(together).toEqual(await run(false));
  });
});
