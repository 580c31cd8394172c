/**
 * Issue 28, item 4: who may ask is decided first, and only then is anything looked up. A request id
 * names a card only for the user who asked for it: another player sending it is refused (before,
 * any player was answered "ok" with another player's card, and the module hook fired again). A
 * heal request is refused by the policy before its patient is looked up.
 */
import { describe, expect, it } from "vitest";
import { handleHealRequest } from "../../src/play/healing/decide";
import { ALICE, EVE, FakeWorld, attackRequest, gmClient } from "./helpers";
import { fakeActor } from "../play/world";
import { healRequest, healWorld, STRANGER } from "../play/heal-world";

describe("posting an attack, in the order of the checks", () => {
  it("refuses another player's request id to a player who may not attack with that actor, without a look-up", async () => {
    const w = new FakeWorld();
    const client = gmClient(w);
    const first = await client.act(attackRequest("alice-0001"), ALICE);
    expect(first.ok && first.found).toBe(undefined);
    let looked = 0;
    const ports = { ...client.ports, cardByRequest: (id: string) => (looked++, client.ports.cardByRequest(id)) };
    const { handleCardRequest } = await import("../../src/play/attack/decide");
    expect(await handleCardRequest(attackRequest("alice-0001"), EVE, ports, client.locks)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.NotAllowed",
    });
    expect(looked).toBe(0);
  });

  it("refuses another player's request id with an attacker of their own: no card of someone else's is answered", async () => {
    const w = new FakeWorld();
    w.actors.set("Actor.eve", fakeActor("Actor.eve", "Eve's fighter", EVE, { sword: 0 }));
    const client = gmClient(w);
    const first = await client.act(attackRequest("alice-0001"), ALICE);
    expect(first.ok).toBe(true);
    expect(await client.act(attackRequest("alice-0001", { attackerUuid: "Actor.eve" }), EVE)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.Replayed",
    });
    expect(w.writes.creates).toBe(1);
  });

  it("answers the asker's own retry with the card it made, marked found so it is not announced again", async () => {
    const w = new FakeWorld();
    const client = gmClient(w);
    const first = await client.act(attackRequest("alice-0001"), ALICE);
    const again = await client.act(attackRequest("alice-0001"), ALICE);
    expect(again).toEqual({ ...first, found: true });
  });
});

describe("a heal request, in the order of the checks", () => {
  it("is refused by the policy before its patient is looked up", async () => {
    const w = healWorld();
    let looked = 0;
    const ports = { ...w.ports, patient: (uuid: string) => (looked++, w.ports.patient(uuid)) };
    expect(await handleHealRequest({ ...healRequest(), result: 3, healerUuid: null }, STRANGER, ports)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.GMOnly",
    });
    expect(
      await handleHealRequest({ kind: "rest", requestId: "rest-000001", patientUuid: "Actor.p", days: 1 }, STRANGER, ports),
    ).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.GMOnly",
    });
    expect(await handleHealRequest(healRequest(), STRANGER, ports)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Healing.NotAllowed",
    });
    expect(looked).toBe(0);
  });
});
