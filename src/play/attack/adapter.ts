/**
 * The Foundry side of the attack card: reading actors and weapons into the rules core's inputs,
 * the ports the card actions run through (with a write counter), and sending an action to the
 * active GM through `CONFIG.queries` / `User#query`.
 */
import {
  handleAuthenticatedCardAction,
  handleCardActionSerially,
  type CardAction,
  type CardActionResult,
  type CardPorts,
} from "./actions";
import { foundryAuthPorts, runHereOrThroughGM } from "../query";
import type { AttackerFacts, DefenderFacts } from "./outcome";
import { FLAG_KEY, FLAG_SCOPE, parseAttackState, type AttackMode, type AttackState } from "./state";
import { renderAttackCard } from "./card";
import { skillRollLevel } from "../../rolls/traits";
import { weaponModeFigures } from "../../rules";
import { isCharacter, isPlayable, isWeaponItem, type PlayableActor } from "../../documents/guards";
import { HarnFudgeRoll } from "../../rolls/roll";

export const CARD_QUERY = "harnfudge.cardAction";

/** Document writes made through the card's seam, for the benchmark (issue 7). */
export const writeCounter = { creates: 0, messageUpdates: 0, actorUpdates: 0 };

/** The weapon figures of one mode (rules 3.5): strength, muscle power, skill — read by the rules core. */
export function weaponMode(weapon: Item.OfType<"weapon">, mode: AttackMode) {
  return weaponModeFigures(weapon.system, mode);
}

export function attackerFacts(actor: PlayableActor, weapon: Item.OfType<"weapon">, mode: AttackMode): AttackerFacts | null {
  const w = weaponMode(weapon, mode);
  if (w.strength === null) return null;
  return {
    strength: actor.system.attributes.strength,
    strengthScale: actor.system.scale.strength,
    weaponStrength: w.strength,
    musclePowered: w.musclePowered,
    scaledToWielder: w.scaledToWielder,
  };
}

export function defenderFacts(actor: PlayableActor): DefenderFacts {
  return {
    damageCapacity: actor.system.damageCapacity,
    massScale: actor.system.scale.mass,
    armorValue: actor.system.armorValue,
    mysticalShield: actor.system.talents.has("mysticalShield"),
  };
}

/** Synchronous uuid lookup (world actors, token actors, owned items). */
function fromUuidSync(uuid: string): unknown {
  // fvtt-types wants a uuid literal type (`Actor.${string}`…); ours come from stored card state.
  return foundry.utils.fromUuidSync(uuid as `Actor.${string}`);
}

export function actorFromUuid(uuid: string): PlayableActor | null {
  const doc = fromUuidSync(uuid);
  return doc instanceof Actor && isPlayable(doc) ? doc : null;
}

/** The lookups every GM-side decision needs: an actor's level in a skill, who is GM, who owns what. */
export function actorPermissionPorts() {
  return {
    traitLevel(actorUuid: string, skill: string): number | null {
      const actor = actorFromUuid(actorUuid);
      if (!actor) return null;
      try {
        return skillRollLevel(actor, skill);
      } catch {
        return null;
      }
    },
    isGM: (userId: string) => game.users.get(userId)?.isGM ?? false,
    isOwner(userId: string, actorUuid: string): boolean {
      const user = game.users.get(userId);
      const actor = actorFromUuid(actorUuid);
      return !!user && !!actor && actor.testUserPermission(user, "OWNER");
    },
  };
}

function weaponFromUuid(uuid: string): Item.OfType<"weapon"> | null {
  const doc = fromUuidSync(uuid);
  return doc instanceof Item && isWeaponItem(doc) ? doc : null;
}

/** The ports as seen from this client (the GM's, when answering a query). */
export function foundryPorts(): CardPorts {
  /** Lucky's reroll made during this action, kept with the card's rolls. */
  let reroll: HarnFudgeRoll | null = null;
  return {
    loadCard(messageId) {
      const message = game.messages.get(messageId);
      if (!message) return null;
      const state = parseAttackState(message.getFlag(FLAG_SCOPE, FLAG_KEY));
      return state ? { id: message.id ?? messageId, authorId: message.author?.id ?? "", state } : null;
    },
    loadAttacker(state) {
      const actor = actorFromUuid(state.attackerUuid);
      const weapon = weaponFromUuid(state.weaponUuid);
      return actor && weapon ? attackerFacts(actor, weapon, state.mode) : null;
    },
    loadTarget(actorUuid) {
      const actor = actorFromUuid(actorUuid);
      if (!actor) return null;
      return { facts: defenderFacts(actor), wounds: actor.system.wounds, stun: actor.system.stun };
    },
    ...actorPermissionPorts(),
    async rollFudgeDie() {
      const roll = await new Roll("1dF").evaluate();
      return roll.total;
    },
    async updateActor(actorUuid, data) {
      const actor = actorFromUuid(actorUuid);
      if (!actor) throw new Error(`no actor ${actorUuid}`);
      writeCounter.actorUpdates += 1;
      await actor.update({ system: { wounds: data.wounds, stun: data.stun } });
    },
    async updateCard(messageId, state) {
      const message = game.messages.get(messageId);
      if (!message) throw new Error(`no message ${messageId}`);
      const rolls = reroll ? [...message.rolls, reroll] : message.rolls;
      const content = await renderAttackCard(state, message.id ?? messageId, await attackRollHtml(rolls, state));
      writeCounter.messageUpdates += 1;
      await message.update({
        content,
        flags: { [FLAG_SCOPE]: { [FLAG_KEY]: state } },
        ...(reroll ? { rolls: rolls.map((r) => JSON.stringify(r)) } : {}),
      });
    },
    luckyLastUsed(actorUuid) {
      const actor = actorFromUuid(actorUuid);
      return isCharacter(actor) && actor.system.talents.has("lucky") ? actor.system.lucky.lastUsed : undefined;
    },
    async rollFourDF(messageId) {
      const first = game.messages.get(messageId)?.rolls[0];
      if (!(first instanceof HarnFudgeRoll)) throw new Error(`no attack roll on ${messageId}`);
      reroll = await HarnFudgeRoll.forCheck({ ...first.check, lucky: null }).evaluate();
      return reroll.faces;
    },
    async updateLucky(actorUuid, at) {
      const actor = actorFromUuid(actorUuid);
      if (!isCharacter(actor)) throw new Error(`no character ${actorUuid}`);
      writeCounter.actorUpdates += 1;
      await actor.update({ system: { lucky: { lastUsed: at } } });
    },
    now: () => game.time.serverTime,
  };
}

/** The attack roll as the card shows it: after Lucky, the kept roll with both rolls' faces. */
export async function attackRollHtml(rolls: readonly Roll[], state: AttackState): Promise<string> {
  const first = rolls[0];
  if (!first) return "";
  const lucky = state.lucky;
  if (!lucky || !(first instanceof HarnFudgeRoll)) return first.render();
  const rerolled = rolls.slice(1).find((r): r is HarnFudgeRoll => r instanceof HarnFudgeRoll && sameFaces(r.faces, lucky.reroll));
  const kept = lucky.kept === "reroll" && rerolled ? rerolled : first;
  return kept.withLucky({ original: lucky.original, reroll: lucky.reroll, kept: lucky.kept }).render();
}

function sameFaces(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((f, i) => f === b[i]);
}

/**
 * Runs a card action here when this user is the GM (no proof needed), else asks the active GM
 * with proof of identity (one User flag update, see ../auth.ts).
 */
export async function requestCardAction(action: CardAction): Promise<CardActionResult> {
  const me = game.user;
  return runHereOrThroughGM(
    CARD_QUERY,
    action,
    me.isGM ? () => handleCardActionSerially(action, me.id ?? "", foundryPorts()) : null,
  );
}

/**
 * The query handler on the GM's client. Foundry passes no sender identity to a query handler, so
 * the requester is whoever proves it with the stamp on their own User; nothing else is trusted.
 */
export async function cardQueryHandler(data: unknown): Promise<CardActionResult> {
  if (!game.user.isGM) return { ok: false, reason: "HARNFUDGE.Notify.GMOnly" };
  return handleAuthenticatedCardAction(data, foundryPorts(), foundryAuthPorts());
}

export function registerCardQueries(): void {
  CONFIG.queries[CARD_QUERY] = cardQueryHandler;
}

declare module "fvtt-types/configuration" {
  interface FlagConfig {
    ChatMessage: {
      harnfudge: {
        attack?: AttackState;
      };
    };
  }
}

declare global {
  // fvtt-types declares CONFIG.Queries in a namespace; merging into it needs one too.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace CONFIG {
    interface Queries {
      "harnfudge.cardAction": typeof cardQueryHandler;
    }
  }
}
