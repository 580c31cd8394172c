/**
 * The attack card's ports on Foundry, on the designated GM's client (ports.ts says what the
 * decisions need): reads through ../services/actors.ts, dice through ../services/roll-dice.ts, the
 * card as a GM-authored ChatMessage whose content is rendered from its state (render.ts), the
 * target's tracks and records written in one actor update, the round's cards from the index
 * (card-index.ts). The "card" request domain (domain.ts) and the quench batches use them. Loaded
 * on first use.
 */
import {
  attackerTokenOnScene,
  fromUuid,
  isGMUser,
  actorFromUuid,
  attackerFacts,
  defenderFacts,
  luckyLastUsedOf,
  ownsActor,
  tokenActorFromUuid,
  tokenDistanceFeet,
  traitLevelOf,
} from "../services/actors";
import { rollerFacts, trackFacts } from "../services/actor-facts";
import { equippedMeleeSkills } from "./equipped";
import { markTraitUsedOn } from "../../rolls/mark-used";
import { isWeaponItem, type PlayableActor } from "../../documents/guards";
import { startCondition } from "../services/status";
import { conditionModifiersOf } from "../../rolls/actor-conditions";
import { rollDice, showDice, type PendingRolls } from "../services/roll-dice";
import { writeCounter } from "../services/writes";
import type { CardPorts, WeaponFacts } from "./ports";
import { parseCard } from "./state-parse";
import { cardIndex } from "./card-index";
import { FLAG_KEY, FLAG_SCOPE, type AttackCard, type AttackMode } from "./state";
import { battlefieldOf, tokenOfActor } from "./battlefield";
import { gmLastLuckyUse, recordLuckyUse } from "../gm/lucky-record-store";
import { SETTINGS } from "../settings";
import { distinctTokenName } from "../token-names";
import { renderAttackCard } from "./render";

function weaponFacts(actorUuid: string, weaponId: string): WeaponFacts | null {
  const actor = actorFromUuid(actorUuid);
  const weapon = actor?.items.get(weaponId) ?? null;
  if (!actor || !isWeaponItem(weapon)) return null;
  const modes: WeaponFacts["modes"] = {};
  for (const mode of ["melee", "ranged"] as const satisfies readonly AttackMode[]) {
    const figures = weapon.system[mode];
    if (figures.enabled)
      modes[mode] = {
        skill: figures.skill,
        attacker: attackerFacts(actor, weapon, mode),
        rangeFeet: mode === "ranged" ? weapon.system.ranged.range : null,
      };
  }
  return { uuid: weapon.uuid, name: weapon.name, wounding: weapon.system.wounding, modes };
}

function gmCardMessage(messageId: string): ChatMessage.Implementation | null {
  const message = game.messages.get(messageId);
  return message && message.author?.isGM ? message : null;
}

export function foundryCardPorts(): CardPorts {
  const pending: PendingRolls = [];
  const ports: CardPorts = {
    card(messageId) {
      const message = gmCardMessage(messageId);
      const state = message ? parseCard(message.getFlag(FLAG_SCOPE, FLAG_KEY)) : null;
      return message && state ? { id: message.id ?? messageId, state } : null;
    },
    cardByRequest: (requestId) => cardIndex().byRequest(requestId),
    actor(uuid) {
      const actor = actorFromUuid(uuid);
      if (!actor) return null;
      return {
        ...rollerFacts(actor),
        luckyLastUsed: gmLastLuckyUse(actor.uuid, luckyLastUsedOf(actor)),
        defender: defenderFacts(actor),
        equippedSkills: equippedMeleeSkills(actor),
        conditionModifiers: (kind, skill) => conditionModifiersOf(actor, kind, { skill }),
      };
    },
    tokenActor(tokenUuid) {
      const found = tokenActorFromUuid(tokenUuid);
      return found ? { actorUuid: found.actor.uuid, name: nameOnScene(tokenUuid, found.name), img: found.img } : null;
    },
    weapon: weaponFacts,
    traitLevel: traitLevelOf,
    isGM: isGMUser,
    isOwner: ownsActor,
    selfId: () => game.user.id ?? "",
    hasPlayerOwner: (uuid) => actorFromUuid(uuid)?.hasPlayerOwner ?? false,
    automation: () => ({
      damage: game.settings.get("harnfudge", SETTINGS.autoDamage),
      apply: game.settings.get("harnfudge", SETTINGS.autoApplyMode),
      npcDefence: game.settings.get("harnfudge", SETTINGS.npcDefence),
    }),
    hiddenFaces(messageId) {
      const message = gmCardMessage(messageId);
      const roll = message?.rolls[0];
      return roll ? roll.dice.flatMap((d) => d.results.filter((r) => r.active !== false).map((r) => r.result)) : null;
    },
    tracks(uuid) {
      const actor = actorFromUuid(uuid);
      if (!actor) return null;
      const { wounds, stun, records } = trackFacts(actor);
      return { wounds, stun, records };
    },
    roll: (spec) => rollDice(spec, pending),
    markUsed: (uuid, skill) => markTraitUsedOn(actorFromUuid(uuid), "skill", skill),
    async createCard(state) {
      const actor = actorFromUuid(state.attacker.actorUuid);
      const content = await renderAttackCard(state, "", ports);
      const rolls = pending.splice(0);
      writeCounter.creates += 1;
      const message = await ChatMessage.create({
        // The attacker is the speaker, named as its token is (told apart from namesakes): the card names it nowhere else.
        speaker: { ...ChatMessage.getSpeaker(actor ? { actor } : {}), alias: state.attacker.name },
        content,
        rolls,
        flags: { [FLAG_SCOPE]: { [FLAG_KEY]: state, requestId: state.requestId } },
      });
      if (!message?.id) throw new Error("the attack card was not created");
      return message.id;
    },
    async updateCard(messageId, state: AttackCard) {
      const message = gmCardMessage(messageId);
      if (!message) throw new Error(`no card ${messageId}`);
      const added = pending.splice(0);
      const content = await renderAttackCard(state, messageId, ports);
      writeCounter.messageUpdates += 1;
      await message.update({
        content,
        flags: { [FLAG_SCOPE]: { [FLAG_KEY]: state } },
        ...(added.length ? { rolls: [...message.rolls, ...added].map((r) => JSON.stringify(r)) } : {}),
      });
      for (const roll of added) showDice(roll);
    },
    async writeTracks(uuid, data) {
      const actor = actorFromUuid(uuid);
      if (!actor) throw new Error(`no actor ${uuid}`);
      writeCounter.actorUpdates += 1;
      await actor.update({ system: { wounds: data.wounds, stun: data.stun, records: data.records } });
    },
    async useLucky(uuid, at) {
      const actor = actorFromUuid(uuid);
      if (!actor || actor.type !== "character") throw new Error(`no character ${uuid}`);
      writeCounter.actorUpdates += 1;
      await recordLuckyUse(uuid, at);
      await actor.update({ system: { lucky: { lastUsed: at } } });
    },
    async startCondition(uuid, id, rounds) {
      const actor = actorFromUuid(uuid);
      if (actor) await startCondition(actor, id, rounds);
    },
    async entangle(uuid, cardId) {
      const actor = actorFromUuid(uuid);
      if (!actor) throw new Error(`no actor ${uuid}`);
      if (entanglementOf(actor, cardId)) return false;
      const effect = await ActiveEffect.implementation.fromStatusEffect("entangled");
      await ActiveEffect.implementation.create(
        { ...effect.toObject(), flags: { harnfudge: { card: cardId } } },
        { parent: actor },
      );
      return true;
    },
    async freeEntangled(uuid, cardId) {
      const actor = actorFromUuid(uuid);
      const effect = actor ? entanglementOf(actor, cardId) : null;
      if (!actor || !effect?.id) return false;
      await actor.deleteEmbeddedDocuments("ActiveEffect", [effect.id]);
      return true;
    },
    now: () => game.time.serverTime,
    currentRound() {
      const combat = game.combat;
      return combat?.started && combat.id ? { combat: combat.id, round: combat.round } : null;
    },
    // Indexed (round-index.ts): no look-up scans the chat log.
    attacksInRound: (targetUuid, round) => cardIndex().attacksInRound(targetUuid, round),
    cardsInRound: (targetUuid, round) => cardIndex().cardsInRound(targetUuid, round),
    battlefield: battlefieldOf,
    tokenOfActor,
    distanceFeet: tokenDistanceFeet,
    attackerToken: attackerTokenOnScene,
  };
  return ports;
}

/** A token's name on the cards, told apart from the scene's other tokens of that name ("Brigand (2)"). */
function nameOnScene(tokenUuid: string, name: string): string {
  const token = fromUuid(tokenUuid);
  if (!(token instanceof foundry.documents.TokenDocument) || !token.parent || !token.id) return name;
  const namesakes = token.parent.tokens.filter((t) => t.name === token.name).flatMap((t) => (t.id ? [t.id] : []));
  return distinctTokenName(name, namesakes, token.id);
}

/** The Entangled effect a card's Net put on the actor (marked with the card's id), if any. */
function entanglementOf(actor: PlayableActor, cardId: string): ActiveEffect.Implementation | null {
  return actor.effects.find((e) => e.statuses.has("entangled") && e.getFlag("harnfudge", "card") === cardId) ?? null;
}
