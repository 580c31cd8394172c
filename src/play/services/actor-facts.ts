/**
 * What the GM's client reads of an actor for the rolls and writes it decides: the roller's facts
 * and the actor's stored tracks and records. One reader for every feature's Foundry side; kept
 * apart from actors.ts (loaded at start) since only code loaded on first use reads them.
 */
import type { PlayableActor } from "../../documents/guards";
import { ownedTalents, skillRollLevel } from "../../rolls/traits";
import { isAttributeKey } from "../../rules";
import { actorFromUuid } from "./actors";

/**
 * What every roll the GM's client makes for an actor reads of it (attack, defence, contest side,
 * healer): who it is, its wound penalty and its talents, read now. One reader for every feature.
 */
export function rollerFacts(actor: PlayableActor) {
  return {
    uuid: actor.uuid,
    name: actor.name,
    img: actor.img ?? "",
    woundPenalty: actor.system.woundPenalty,
    talents: ownedTalents(actor),
  };
}

/**
 * An actor's tracks and records as stored (plain copies of its source data), and whether it heals
 * twice as fast: what every GM-side write of wounds reads just before it writes (healing,
 * strenuous activity, end of combat, apply and undo).
 */
export function trackFacts(actor: PlayableActor) {
  const source = actor.system.toObject();
  return {
    uuid: actor.uuid,
    name: actor.name,
    wounds: source.wounds,
    stun: source.stun,
    records: source.records,
    rapidHealing: actor.system.talents.has("rapidHealing"),
  };
}

/**
 * The level an actor rolls for a trait, as the GM's client reads it: an attribute's level, or a
 * skill's (its trained level or default; null for an untrained default None skill, or no actor).
 */
export function traitLevel(actorUuid: string, kind: "skill" | "attribute", key: string): number | null {
  const actor = actorFromUuid(actorUuid);
  if (!actor) return null;
  if (kind === "attribute") return isAttributeKey(key) ? actor.system.attributes[key] : null;
  try {
    return skillRollLevel(actor, key);
  } catch {
    return null;
  }
}
