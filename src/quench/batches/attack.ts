/**
 * Batch `harnfudge.attack`: an attack round played through the real Foundry on the designated GM's
 * client, as its clicks would play it. The attack goes through `game.harnfudge.attackWithWeapon`
 * with the defender's token targeted (what a sheet's Attack does); every later step is the request
 * the card's button sends (`askGM("card", …)`, run on this client because it is the designated
 * GM's): the defender's Dodge, then on a second card an unaware defender at Terrible, its damage,
 * Apply and Undo. It checks what the stand-in tests assume: a GM-authored card with real 4dF, the
 * box marked on the target's sheet and the hit recorded in the same update, the hooks, and Undo
 * taking it off again.
 */
import type { QuenchBatchContext } from "@ethaks/fvtt-quench";
import type { PlayableActor } from "../../documents/guards";
import { isWeaponItem } from "../../documents/guards";
import { HOOKS } from "../../hooks";
import { foundryCardPorts } from "../../play/attack/foundry-ports";
import { cardStage, type AttackCard } from "../../play/attack/state";
import { askGM, type AnswerWith } from "../../play/gm/transport";
import { activeHit } from "../../play/gm/records";
import { SETTINGS } from "../../play/settings";
import { DEFAULT_CHOICES } from "../../rolls/choices";
import { ladderValue } from "../../rules";
import { SCRATCH_ACTORS, Scratch, designatedGM, eventually } from "./scratch";

/** The newest attack card of `attacker`, as the GM's client reads it (a GM-authored message). */
function newestCard(attacker: PlayableActor): { id: string; state: AttackCard } | null {
  const ports = foundryCardPorts();
  for (const message of [...game.messages.contents].reverse()) {
    const card = message.id ? ports.card(message.id) : null;
    if (card?.state.attacker.actorUuid === attacker.uuid) return card;
  }
  return null;
}

/** A card request as the card's button sends it; fails the test with the GM's reason when refused. */
async function step(request: Record<string, unknown>): Promise<AttackCard> {
  const answer: AnswerWith = await askGM("card", request);
  if (!answer.ok) throw new Error(`${String(request["kind"])} refused: ${answer.reason}`);
  const id = String(request["messageId"] ?? answer["messageId"]);
  const card = foundryCardPorts().card(id);
  if (!card) throw new Error(`no card ${id} after ${String(request["kind"])}`);
  return card.state;
}

/** The payloads the wound hooks announce while `body` runs. */
async function announced(
  hook: typeof HOOKS.applyWound | typeof HOOKS.undoWound,
  body: () => Promise<unknown>,
): Promise<unknown[]> {
  const seen: unknown[] = [];
  const id = Hooks.on(hook, (payload) => {
    seen.push(payload);
  });
  try {
    await body();
  } finally {
    Hooks.off(hook, id);
  }
  return seen;
}

export function attackBatch(context: QuenchBatchContext): void {
  const { describe, it, before, after, expect, assert } = context;

  describe("an attack round on the designated GM's client", function () {
    const scratch = new Scratch();
    let attacker: PlayableActor;
    let defender: PlayableActor;
    let weaponId = "";

    before(async function () {
      this.timeout(60_000);
      if (!designatedGM()) this.skip();
      scratch.begin();
      attacker = await scratch.importActor(SCRATCH_ACTORS.attacker, "Sir Tarvin");
      defender = await scratch.importActor(SCRATCH_ACTORS.defender, "Bandit");
      await scratch.sceneWith([attacker, defender]);
      // Every step by its request, as with the defaults off: nothing happens by itself.
      await scratch.set(SETTINGS.autoDamage, false);
      await scratch.setAutoApply("never");
      await scratch.set(SETTINGS.npcDefence, false);
      const weapon = attacker.items.find((i) => isWeaponItem(i) && i.system.equipped && i.system.melee.enabled);
      weaponId = weapon?.id ?? "";
    });

    after(async function () {
      this.timeout(60_000);
      await scratch.clear();
    });

    it("attackWithWeapon posts a GM-authored card against the targeted token, with 4dF rolled by Foundry", async function () {
      this.timeout(20_000);
      const target = scratch.tokens[1]?.object;
      assert.ok(target, "the defender's token is drawn on the viewed scratch scene");
      target?.setTarget(true, { releaseOthers: true, groupSelection: false });
      const weapon = attacker.items.get(weaponId);
      assert.ok(weapon, "Sir Tarvin holds a melee weapon ready");
      if (!weapon) return;
      expect(await game.harnfudge.attackWithWeapon(attacker, weapon, { skipDialog: true })).to.equal(true);
      const card = await eventually("the attack card", () => newestCard(attacker));
      expect(card.state.target.actorUuid).to.equal(scratch.tokenActor(1).uuid);
      expect(card.state.attack.faces).to.have.length(4);
      expect(cardStage(card.state)).to.equal("awaitingDefence");
      expect(game.messages.get(card.id)?.author?.isGM).to.equal(true);
    });

    it("the defender's Dodge is rolled on the GM's client and the card resolves hit or miss", async function () {
      this.timeout(20_000);
      const card = newestCard(attacker);
      assert.ok(card);
      if (!card) return;
      const choices = { ...DEFAULT_CHOICES, talents: [] };
      const after = await step({
        kind: "defend",
        messageId: card.id,
        defence: "opposed",
        skill: "dodge",
        choices,
        difficulty: null,
      });
      expect(after.defence?.roll?.faces).to.have.length(4);
      assert.ok(after.resolution);
      expect(["miss", "awaitingDamage", "ready"]).to.include(cardStage(after));
    });

    it("damage, Apply and Undo: the box is marked with its record in one update, the hooks fire, Undo clears it", async function () {
      this.timeout(30_000);
      const request = {
        kind: "attack",
        requestId: foundry.utils.randomID(16),
        attackerUuid: attacker.uuid,
        weaponId,
        mode: "melee",
        attackerTokenUuid: scratch.tokens[0]?.uuid ?? null,
        targetTokenUuid: scratch.tokens[1]?.uuid ?? null,
        targetActorUuid: null,
        choices: { ...DEFAULT_CHOICES, talents: [] },
        stun: false,
        pullTo: null,
      };
      const posted = await askGM("card", request);
      expect(posted.ok, String(posted["reason"])).to.equal(true);
      const id = String(posted["messageId"]);
      // Unaware at Terrible: Superb Sword misses only on −4 (1 in 81).
      await step({ kind: "defend", messageId: id, defence: "unaware", skill: null, choices: null, difficulty: null });
      let card = await step({ kind: "difficulty", messageId: id, difficulty: ladderValue("terrible") });
      expect(card.resolution?.hit, "a Superb attack against Terrible hits").to.equal(true);
      if (cardStage(card) === "awaitingDamage") card = await step({ kind: "damage", messageId: id });
      expect(cardStage(card)).to.equal("ready");
      const applied = await announced(HOOKS.applyWound, () => step({ kind: "apply", messageId: id }));
      card = foundryCardPorts().card(id)?.state ?? card;
      assert.ok(card.applied);
      expect(applied).to.have.length(1);
      // The bandit's token is unlinked: the card targets, and Apply writes to, the token's own actor.
      const target = scratch.tokenActor(1);
      const hit = activeHit(target.system.records, id);
      assert.ok(hit, "the hit is recorded on the target");
      const box = card.applied?.boxIndex ?? null;
      if (box !== null) expect(target.system.wounds.boxes[box]?.marked, "the box Apply names is marked").to.equal(true);
      const undone = await announced(HOOKS.undoWound, () => step({ kind: "undo", messageId: id }));
      expect(undone).to.have.length(1);
      card = foundryCardPorts().card(id)?.state ?? card;
      expect(card.undone).to.equal(1);
      expect(activeHit(target.system.records, id)).to.equal(null);
      if (box !== null) expect(target.system.wounds.boxes[box]?.marked, "Undo clears the box").to.equal(false);
    });
  });
}
