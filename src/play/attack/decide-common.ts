/**
 * What every attack card decision shares: refusals, reading a roll's kept faces (public, or from
 * the hidden dice messages), rolling dice into a roll record, and moving a card on once its
 * defence is known (the resolution is frozen; a graze's damage is worked out at once, since a
 * graze rolls no die — rules 3.4.4).
 */
import { proposeOpenWound } from "../../rules";
import { keptFaces } from "../services/dice";
import { REASONS } from "../gm/policy";
import type { CardPorts } from "./ports";
import { damageOf, resolutionOf, type CardFaces } from "./resolve";
import { entangles, type AttackCard, type DamageRecord } from "./state";

/** A step's result; `found` marks an attack request answered with the card it had already made. */
export type CardResult = { ok: true; messageId: string; state: AttackCard; found?: true } | { ok: false; reason: string };

export { REASONS };

export const refuse = (reason: string): CardResult => ({ ok: false, reason });

/** Both rolls' faces (null when a hidden roll cannot be read on this client). */
export function cardFaces(card: AttackCard, ports: Pick<CardPorts, "hiddenFaces">): CardFaces | null {
  const attack = keptFaces(card.attack, ports);
  if (!attack) return null;
  const defenceRoll = card.defence?.roll ?? null;
  const defence = defenceRoll ? keptFaces(defenceRoll, ports) : null;
  if (defenceRoll && !defence) return null;
  return { attack, defence };
}

/**
 * Freezes the resolution once the defence is complete, and a graze's damage with it (a graze
 * adds no 1dF, so nothing is left to roll). A miss ends the card. Returns the card unchanged
 * while the defence still waits for the GM's difficulty.
 */
export function advanceAfterDefence(
  card: AttackCard,
  ports: Pick<CardPorts, "hiddenFaces" | "actor" | "weapon">,
): AttackCard | string {
  const faces = cardFaces(card, ports);
  if (!faces) return REASONS.notReady;
  const resolution = resolutionOf(card, faces);
  if (!resolution) return card;
  const next: AttackCard = { ...card, resolution, damage: null };
  if (resolution.table !== "graze" || entangles(card)) return next;
  const facts = damageFacts(next, ports);
  if (typeof facts === "string") return facts;
  return withDamage(next, damageOf(next, faces, facts.attacker, facts.defender, null, 0));
}

/**
 * The card with its damage frozen, and the open-wound proposal made from how the weapon wounds
 * and what the hit does (rules 3.4.8: cuts and stabs; the GM may flip it before applying).
 */
export function withDamage(card: AttackCard, damage: DamageRecord | null): AttackCard {
  const open = !!damage && !card.options.stun && proposeOpenWound(card.weapon.wounding, damage.level);
  return { ...card, damage, open };
}

/** The attacker's and defender's damage facts, read now (frozen into the card by the caller). */
export function damageFacts(card: AttackCard, ports: Pick<CardPorts, "actor" | "weapon">) {
  const weapon = ports.weapon(card.attacker.actorUuid, card.weapon.id);
  const attacker = weapon?.modes[card.mode]?.attacker ?? null;
  if (!attacker) return REASONS.noWeapon;
  const target = ports.actor(card.target.actorUuid);
  if (!target) return REASONS.noActor;
  return { attacker, defender: target.defender };
}
