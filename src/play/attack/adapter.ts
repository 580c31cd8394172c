/**
 * The Foundry side of the attack card: reading actors and weapons into the rules core's inputs,
 * the ports the card actions run through (with a write counter), and sending an action to the
 * active GM through `CONFIG.queries` / `User#query`.
 */
import { handleCardActionSerially, type CardAction, type CardActionResult, type CardPorts } from "./actions";
import type { AttackerFacts, DefenderFacts } from "./outcome";
import { FLAG_KEY, FLAG_SCOPE, parseAttackState, type AttackMode, type AttackState } from "./state";
import { renderAttackCard } from "./card";
import { skillRollLevel } from "../../rolls/traits";
import { isPlayable, isWeaponItem, type PlayableActor } from "../../documents/guards";

export const CARD_QUERY = "harnfudge.cardAction";

/** Document writes made through the card's seam, for the benchmark (issue 7). */
export const writeCounter = { creates: 0, messageUpdates: 0, actorUpdates: 0 };

/** The weapon figures of one mode (rules 3.5): strength, muscle power, skill. */
export function weaponMode(weapon: Item.OfType<"weapon">, mode: AttackMode) {
  const system = weapon.system;
  const variant = system.variant.active && system.variant.strength !== null ? system.variant.strength : null;
  if (mode === "ranged") {
    return {
      strength: system.ranged.strength,
      musclePowered: system.ranged.musclePowered,
      scaledToWielder: system.scaledToWielder,
      skill: system.ranged.skill,
    };
  }
  return { strength: variant ?? system.melee.strength, musclePowered: true, scaledToWielder: system.scaledToWielder, skill: system.melee.skill };
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

function weaponFromUuid(uuid: string): Item.OfType<"weapon"> | null {
  const doc = fromUuidSync(uuid);
  return doc instanceof Item && isWeaponItem(doc) ? doc : null;
}

/** The ports as seen from this client (the GM's, when answering a query). */
export function foundryPorts(): CardPorts {
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
    traitLevel(actorUuid, skill) {
      const actor = actorFromUuid(actorUuid);
      if (!actor) return null;
      try {
        return skillRollLevel(actor, skill);
      } catch {
        return null;
      }
    },
    isGM: (userId) => game.users.get(userId)?.isGM ?? false,
    isOwner(userId, actorUuid) {
      const user = game.users.get(userId);
      const actor = actorFromUuid(actorUuid);
      return !!user && !!actor && actor.testUserPermission(user, "OWNER");
    },
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
      const roll = message.rolls[0];
      const content = await renderAttackCard(state, message.id ?? messageId, roll ? await roll.render() : "");
      writeCounter.messageUpdates += 1;
      await message.update({ content, flags: { [FLAG_SCOPE]: { [FLAG_KEY]: state } } });
    },
    now: () => Date.now(),
  };
}

/** Runs a card action here when this user is the GM, else asks the active GM. */
export async function requestCardAction(action: CardAction): Promise<CardActionResult> {
  const me = game.user;
  if (me.isGM) return handleCardActionSerially(action, me.id ?? "", foundryPorts());
  const gm = game.users.activeGM;
  if (!gm) return { ok: false, reason: "HARNFUDGE.Notify.NoGM" };
  const result = await gm.query(CARD_QUERY, { ...action, requesterId: me.id ?? "" });
  return isResult(result) ? result : { ok: false, reason: "HARNFUDGE.Notify.BadRequest" };
}

function isResult(value: unknown): value is CardActionResult {
  return typeof value === "object" && value !== null && "ok" in value && typeof value.ok === "boolean";
}

/**
 * The query handler on the GM's client. The requester is Foundry's sender when Foundry passes it
 * in the query options, else the id in the data; the handler's checks never trust anything else.
 */
export async function cardQueryHandler(data: unknown, options?: unknown): Promise<CardActionResult> {
  if (!game.user.isGM) return { ok: false, reason: "HARNFUDGE.Notify.GMOnly" };
  const sender = senderId(options) ?? (typeof data === "object" && data !== null && "requesterId" in data ? data.requesterId : null);
  if (typeof sender !== "string") return { ok: false, reason: "HARNFUDGE.Notify.BadRequest" };
  return handleCardActionSerially(data, sender, foundryPorts());
}

function senderId(options: unknown): string | null {
  if (typeof options !== "object" || options === null) return null;
  if ("user" in options && options.user instanceof User) return options.user.id;
  if ("userId" in options && typeof options.userId === "string") return options.userId;
  return null;
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
