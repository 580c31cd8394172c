/**
 * The steps the GM's client takes by itself (src/play/attack/decide-auto.ts): an NPC defends with
 * the best defence it can attempt, never one it has no level in.
 */
import { describe, expect, it } from "vitest";
import { GM } from "./world";
import { attacked, cardWorld } from "./card-world";

describe("an NPC's own defence", () => {
  it("skips a defence skill the NPC cannot attempt and defends with the one it can", async () => {
    const t = cardWorld();
    t.w.automation = { damage: false, apply: "never", npcDefence: true };
    const target = t.w.actor("Actor.target");
    target.owners = new Set([GM]);
    target.skills = { dodge: null, sword: 0 };
    const id = await attacked(t);
    expect(t.w.card(id).defence).toMatchObject({ kind: "opposed", skill: "sword", by: GM });
  });
});
