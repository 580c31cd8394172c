/**
 * Foundry lookups every GM-side decision shares: documents by uuid (checked with instanceof and
 * the subtype guards), who owns what, the level an actor rolls for a skill, and an actor's facts
 * as the rules core reads them. Everything here reads the document as it is on this client now.
 */
import { weaponModeFigures } from "../../rules";
import { isCharacter, isPlayable, type PlayableActor } from "../../documents/guards";
import { skillRollLevel } from "../../rolls/traits";
import type { WeaponMode } from "../../rules";
import type { AttackerFacts, DefenderFacts } from "./facts";
import { toFeet } from "./distance";
import { lastLuckyUse, parseLuckyRecord } from "./lucky-record";
import { SETTINGS } from "../settings";

/** Synchronous uuid lookup (world actors, token actors, owned items, messages). */
export function fromUuid(uuid: string): unknown {
  // fvtt-types wants a uuid literal type (`Actor.${string}`…); ours come from stored card state
  // and requests, and every result is checked with instanceof before use.
  return foundry.utils.fromUuidSync(uuid as `Actor.${string}`);
}

export function actorFromUuid(uuid: string): PlayableActor | null {
  const doc = fromUuid(uuid);
  return doc instanceof Actor && isPlayable(doc) ? doc : null;
}

/** The actor of a token document's uuid. */
export function tokenActorFromUuid(uuid: string): { actor: PlayableActor; name: string; img: string } | null {
  const doc = fromUuid(uuid);
  if (!(doc instanceof foundry.documents.TokenDocument)) return null;
  const actor = doc.actor;
  if (!actor || !isPlayable(actor)) return null;
  return { actor, name: doc.name ?? actor.name, img: doc.texture.src ?? actor.img ?? "" };
}

export function isGMUser(userId: string): boolean {
  return game.users.get(userId)?.isGM ?? false;
}

export function ownsActor(userId: string, actorUuid: string): boolean {
  const user = game.users.get(userId);
  const actor = actorFromUuid(actorUuid);
  return !!user && !!actor && actor.testUserPermission(user, "OWNER");
}

/** The level the actor rolls for a skill now, or null when it cannot attempt it (default None). */
export function traitLevelOf(actorUuid: string, skill: string): number | null {
  const actor = actorFromUuid(actorUuid);
  if (!actor) return null;
  try {
    return skillRollLevel(actor, skill);
  } catch {
    return null;
  }
}

/**
 * The attacker's token on the target token's scene, as the GM's client sees the scene: the
 * requested token when it is the attacker's own there, else the attacker's token nearest the target.
 */
export function attackerTokenOnScene(
  attackerUuid: string,
  requestedTokenUuid: string | null,
  targetTokenUuid: string,
): string | null {
  const target = fromUuid(targetTokenUuid);
  const Token = foundry.documents.TokenDocument;
  const actor = actorFromUuid(attackerUuid);
  if (!(target instanceof Token) || !target.parent || !actor) return null;
  const own = target.parent.tokens.filter(
    (t) => t.actor?.uuid === actor.uuid || (!!t.actorId && t.actorId === actor.id && t.actorLink),
  );
  const requested = own.find((t) => t.uuid === requestedTokenUuid);
  if (requested) return requested.uuid;
  const nearest = own
    .map((t) => ({ uuid: t.uuid, feet: tokenDistanceFeet(t.uuid, targetTokenUuid) ?? Infinity }))
    .sort((a, b) => a.feet - b.feet)[0];
  return nearest?.uuid ?? null;
}

/** The distance in feet between two tokens of one scene (rules 3.5.2's ranges are in feet), or null. */
export function tokenDistanceFeet(fromTokenUuid: string | null, toTokenUuid: string | null): number | null {
  const a = fromTokenUuid ? fromUuid(fromTokenUuid) : null;
  const b = toTokenUuid ? fromUuid(toTokenUuid) : null;
  const Token = foundry.documents.TokenDocument;
  if (!(a instanceof Token) || !(b instanceof Token) || !a.parent || a.parent !== b.parent) return null;
  const grid = a.parent.grid;
  return toFeet(grid.measurePath([a.getCenterPoint(), b.getCenterPoint()], {}).distance, grid.units);
}

/** The attacker's offensive facts with a weapon in one mode (rules 3.4.3.1), null when the mode deals no damage. */
export function attackerFacts(actor: PlayableActor, weapon: Item.OfType<"weapon">, mode: WeaponMode): AttackerFacts | null {
  const w = weaponModeFigures(weapon.system, mode);
  if (w.strength === null) return null;
  return {
    strength: actor.system.attributes.strength,
    strengthScale: actor.system.scale.strength,
    weaponStrength: w.strength,
    musclePowered: w.musclePowered,
    scaledToWielder: w.scaledToWielder,
  };
}

/** The defender's defensive facts (rules 3.4.3.2) and Mystical Shield (rules 4). */
export function defenderFacts(actor: PlayableActor): DefenderFacts {
  return {
    damageCapacity: actor.system.damageCapacity,
    massScale: actor.system.scale.mass,
    armorValue: actor.system.armorValue,
    mysticalShield: actor.system.talents.has("mysticalShield"),
  };
}

/**
 * When the character last used Lucky, or undefined when it does not have the talent: the latest of
 * the actor's own mark, its base actor's (every token of a character shares one hour) and the GM's
 * record (services/lucky-record.ts, kept by the base actor; a world setting every client reads).
 */
export function luckyLastUsedOf(actor: Actor.Implementation | null): number | null | undefined {
  if (!isCharacter(actor) || !actor.system.talents.has("lucky")) return undefined;
  const base = actor.isToken && actor.id ? game.actors.get(actor.id) : null;
  const marks = [actor.system.lucky.lastUsed, isCharacter(base) ? base.system.lucky.lastUsed : null].filter(
    (m): m is number => typeof m === "number",
  );
  const record = parseLuckyRecord(game.settings.get("harnfudge", SETTINGS.luckyUses));
  return lastLuckyUse(marks.length ? Math.max(...marks) : null, record, actor.uuid);
}

/** The actor a character's Lucky mark is written to: its base actor when this user may write it, else the actor itself. */
export function luckyMarkHolder(actor: Actor.Implementation): Actor.Implementation {
  const base = actor.isToken && actor.id ? game.actors.get(actor.id) : null;
  return base?.isOwner ? base : actor;
}
