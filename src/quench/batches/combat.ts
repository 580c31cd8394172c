/**
 * Batch `harnfudge.combat`: the end of a combat through Foundry's own Combat documents, and the
 * status effects on v13 and v14, on the designated GM's client.
 * - End of combat: a started combat with the scratch tokens is deleted; the GM's client (the
 *   `deleteCombat` hook) rolls Health for the open wound, clears the scratches and records the
 *   combat on the actor (rules 3.4.6–3.4.8).
 * - Status effects: `CONFIG.statusEffects` in the running generation's shape (an array on v13, an
 *   object keyed by id on v14) holds every condition; a stun started in a combat carries that
 *   generation's duration data and the rules' rounds, and the system's sweep removes it when the
 *   rounds are over; a wound track's condition follows the track.
 */
import type { QuenchBatchContext } from "@ethaks/fvtt-quench";
import { coreGeneration, statusEffectList } from "../../compat";
import { RULES_EXPIRY_EVENT, conditionTiming } from "../../compat/effect-duration";
import type { PlayableActor } from "../../documents/guards";
import { startCondition } from "../../play/services/status";
import { SETTINGS } from "../../play/settings";
import { CONDITION_IDS, emptyWoundTrack, markWound } from "../../rules";
import { SCRATCH_ACTORS, Scratch, designatedGM, eventually } from "./scratch";

/** A started combat of the scratch tokens, recorded for clean-up. */
async function startedCombat(scratch: Scratch): Promise<Combat.Implementation> {
  const sceneId = scratch.scene?.id ?? null;
  const combat = await Combat.implementation.create({ scene: sceneId, active: true });
  if (!combat?.id) throw new Error("HârnFudge Quench: no combat was created");
  scratch.combats.push(combat.id);
  const combatants = scratch.tokens.map((t) => ({ tokenId: t.id, sceneId, actorId: t.actorId }));
  await combat.createEmbeddedDocuments("Combatant", combatants);
  await combat.startCombat();
  return combat;
}

/** A field of an effect's stored data, read without the v13 types (v14's `start` is not in them). */
const field = (value: unknown, path: string): unknown =>
  path
    .split(".")
    .reduce<unknown>((node, key) => (typeof node === "object" && node !== null ? Reflect.get(node, key) : undefined), value);

export function combatBatch(context: QuenchBatchContext): void {
  const { describe, it, before, after, expect, assert } = context;

  describe("combats and conditions on the designated GM's client", function () {
    const scratch = new Scratch();
    let knight: PlayableActor;
    /** The bandit's token's own actor (the token is unlinked): what the combat and the conditions act on. */
    let bandit: PlayableActor;

    before(async function () {
      this.timeout(60_000);
      if (!designatedGM()) this.skip();
      scratch.begin();
      knight = await scratch.importActor(SCRATCH_ACTORS.attacker, "Sir Tarvin");
      const creature = await scratch.importActor(SCRATCH_ACTORS.defender, "Bandit");
      await scratch.sceneWith([knight, creature]);
      bandit = scratch.tokenActor(1);
      await scratch.set(SETTINGS.infection, true);
    });

    after(async function () {
      this.timeout(60_000);
      await scratch.clear();
    });

    it("the end of a combat rolls for the open wound, clears the scratches and records the combat", async function () {
      this.timeout(30_000);
      const wounds = markWound(markWound(emptyWoundTrack(), "scratch").track, "hurt", { open: true }).track;
      await bandit.update({ system: { wounds } });
      const combat = await startedCombat(scratch);
      const combatId = combat.id ?? "";
      await combat.delete();
      await eventually("the end of combat on the bandit", () => bandit.system.records.combats.includes(combatId));
      const boxes = bandit.system.wounds.boxes;
      expect(
        boxes.some((b) => b.marked && b.severity === "scratch"),
        "scratches cleared",
      ).to.equal(false);
      expect(boxes.find((b) => b.marked && b.severity === "hurt")?.infectionChecked, "the open wound rolled").to.equal(true);
    });

    it("CONFIG.statusEffects holds every condition, in this generation's shape", function () {
      const ids = statusEffectList().map((e) => e.id);
      for (const id of CONDITION_IDS) expect(ids, id).to.include(id);
      expect(Array.isArray(CONFIG.statusEffects)).to.equal(coreGeneration() < 14);
    });

    it("a stun in a combat carries this generation's duration data and ends when its rounds are over", async function () {
      this.timeout(30_000);
      const combat = await startedCombat(scratch);
      await startCondition(bandit, "stunned", 1);
      const effect = await eventually("the Stunned effect", () => bandit.effects.find((e) => e.statuses.has("stunned")));
      expect(bandit.statuses.has("stunned")).to.equal(true);
      expect(conditionTiming(effect)).to.include({ combatId: combat.id, rounds: 1 });
      if (coreGeneration() >= 14) {
        assert.ok(field(effect, "start.combat"));
        expect(field(effect, "duration.units")).to.equal("rounds");
        expect(field(effect, "duration.expiry")).to.equal(RULES_EXPIRY_EVENT);
      } else expect(field(effect, "duration.rounds")).to.equal(1);
      await combat.nextRound();
      await combat.nextRound();
      await eventually("the sweep to end the stun", () => !bandit.statuses.has("stunned"));
    });

    it("a wound track's condition follows the track: Incapacitated on, then off", async function () {
      this.timeout(30_000);
      await bandit.update({ system: { wounds: markWound(emptyWoundTrack(), "incapacitated").track } });
      await eventually("Incapacitated to be on", () => bandit.statuses.has("incapacitated"));
      await bandit.update({ system: { wounds: emptyWoundTrack() } });
      await eventually("Incapacitated to be off", () => !bandit.statuses.has("incapacitated"));
    });
  });
}
