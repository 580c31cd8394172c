/**
 * Attack class 6, veto by editing: the facts of a hit are read and frozen when its damage is
 * worked out. After that, the target's owner changing armour (or the attacker changing anything)
 * neither blocks Apply nor changes what it marks: the GM (or anyone who may apply) applies what the
 * card shows.
 */
import { describe, expect, it } from "vitest";
import { ALICE, FakeWorld, GM, gmClient, readyCard } from "./helpers";

describe("veto by editing", () => {
  it("applies the result shown on the card after the target's owner puts on better armour", async () => {
    const w = new FakeWorld();
    const client = gmClient(w);
    const id = await readyCard(w, client);
    const shown = w.card(id).damage;
    w.actor("Actor.target").defender = { damageCapacity: 3, massScale: 5, armorValue: 10, mysticalShield: true };
    w.actor("Actor.target").skills["dodge"] = 3;
    const applied = await client.act({ kind: "apply", messageId: id }, GM);
    expect(applied.ok && applied.state.applied?.level).toBe("incapacitated");
    expect(w.card(id).damage).toEqual(shown);
    expect(w.actor("Actor.target").wounds.boxes[5]).toMatchObject({ marked: true, severity: "incapacitated" });
  });

  it("applies it after the attacker lowers their skill or drops the weapon", async () => {
    const w = new FakeWorld();
    const client = gmClient(w);
    const id = await readyCard(w, client);
    w.actor("Actor.attacker").skills["sword"] = -3;
    w.actor("Actor.attacker").weapons = {};
    expect((await client.act({ kind: "apply", messageId: id }, ALICE)).ok).toBe(true);
  });
});
