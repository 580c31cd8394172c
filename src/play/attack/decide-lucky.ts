/**
 * Lucky on an attack card (rules 4: "roughly once per hour (real time) you may reroll a bad dice
 * roll, and choose the better of the two rolls"), decided on the designated GM's client, which
 * rolls the reroll itself (the client sends no dice):
 * - the attack roll: the attacker's owners, until damage is rolled or applied;
 * - the defence roll: the target's owners, until the hit is applied. Rolling the damage die does
 *   not close it (the die is rolled at once by the world's automatic damage roll, or by a scripted
 *   attacker): while it is open, only the target's owner or a GM may apply the hit
 *   (`applyWhileLucky` in ../gm/policy.ts), and the GM's client never applies it by itself, so the
 *   defender's answer is Lucky or Apply;
 * - the damage 1dF: the attacker's owners, until applied.
 * The better roll is kept (the original on a tie); the resolution and the damage are worked out
 * again: a full hit that stays full keeps the die already rolled. One actor update
 * (`lucky.lastUsed`) and one card update.
 */
import { deny } from "../gm/policy";
import { rolesOn } from "./decide-steps";
import { keepBetter, keptFaces, luckyRerollSpec, withLuckyReroll } from "../services/dice";
import { luckyRerollAllowed } from "../../rules";
import { REASONS, advanceAfterDefence, cardFaces, damageFacts, refuse, withDamage, type CardResult } from "./decide-common";
import type { CardPorts, StoredCard } from "./ports";
import type { LuckyRoll } from "./requests";
import { damageOf } from "./resolve";
import { cardStage, type AttackCard, type RollRecord } from "./state";

function rollOf(card: AttackCard, which: LuckyRoll): RollRecord | null {
  if (which === "attack") return card.attack;
  if (which === "defence") return card.defence?.roll ?? null;
  return card.damage?.fudge ?? null;
}

function open(card: AttackCard, which: LuckyRoll): boolean {
  const stage = cardStage(card);
  // A card noting the hit it is applying (its own update after the actor's was lost) is applied:
  // the wound is on the target, so no reroll may change the card under it.
  if (stage === "applied" || stage === "closed" || card.applying) return false;
  if (which === "damage") return stage === "ready" && card.damage?.fudge !== null;
  // The defence until the hit is applied; the attack until a 1dF has been rolled for the damage.
  return which === "defence" || !card.damage?.fudge;
}

/**
 * Whether the target may still use Lucky on its defence roll before the hit is applied: an opposed
 * defence not rerolled yet, and the target's Lucky ready now (as the GM's client reads it).
 */
export function defenceLuckyOpen(card: AttackCard, ports: Pick<CardPorts, "actor" | "now">): boolean {
  const roll = card.defence?.kind === "opposed" ? card.defence.roll : null;
  if (!roll || roll.lucky || !open(card, "defence")) return false;
  const last = ports.actor(card.target.actorUuid)?.luckyLastUsed;
  return last !== undefined && luckyRerollAllowed(last, ports.now());
}

/**
 * The card after its defence changed: resolved again; a full hit whose die was rolled keeps that
 * die (it is the attacker's roll, not the defender's), with the GM's open-wound choice while the
 * result stays the same.
 */
function reresolved(card: AttackCard, next: AttackCard, ports: CardPorts): AttackCard | string {
  const advanced = advanceAfterDefence(next, ports);
  const fudge = card.damage?.fudge;
  if (typeof advanced === "string" || !fudge || advanced.resolution?.table !== "full") return advanced;
  const faces = cardFaces(advanced, ports);
  const face = keptFaces(fudge, ports)?.[0];
  const facts = damageFacts(advanced, ports);
  if (!faces || face === undefined || typeof facts === "string") return REASONS.notReady;
  const damage = damageOf(advanced, faces, facts.attacker, facts.defender, fudge, face);
  if (!damage) return REASONS.notReady;
  const redone = withDamage(advanced, damage);
  return damage.level === card.damage?.level ? { ...redone, open: card.open } : redone;
}

export async function luckyReroll(
  which: LuckyRoll,
  stored: StoredCard,
  requesterId: string,
  ports: CardPorts,
): Promise<CardResult> {
  const card = stored.state;
  const roll = rollOf(card, which);
  const actorUuid = which === "defence" ? card.target.actorUuid : card.attacker.actorUuid;
  const denied = deny("cardLucky", rolesOn(card, requesterId, ports, actorUuid));
  if (denied) return denied;
  if (!roll || roll.lucky || !open(card, which)) return refuse(REASONS.notReady);
  const actor = ports.actor(actorUuid);
  const now = ports.now();
  if (!actor || actor.luckyLastUsed === undefined || !luckyRerollAllowed(actor.luckyLastUsed, now))
    return refuse(REASONS.noLucky);
  const original = keptFaces(roll, ports);
  if (!original) return refuse(REASONS.notReady);
  const rolled = await ports.roll(luckyRerollSpec(roll, which === "damage" ? "1dF" : "4dF", actorUuid, requesterId, stored.id));
  const kept = keepBetter(original, rolled.faces);
  const lucky = { kept, original, reroll: [...rolled.faces], by: requesterId, at: now };
  const rerolled = withLuckyReroll(roll, lucky, rolled.diceMessageId);
  let next: AttackCard =
    which === "attack"
      ? { ...card, attack: rerolled }
      : which === "defence" && card.defence
        ? { ...card, defence: { ...card.defence, roll: rerolled } }
        : card;
  if (which === "damage") {
    const faces = cardFaces(card, ports);
    const facts = damageFacts(card, ports);
    if (!faces || typeof facts === "string" || !card.damage) return refuse(REASONS.notReady);
    const face = (kept === "reroll" ? rolled.faces : original)[0] ?? 0;
    const damage = damageOf(card, faces, facts.attacker, facts.defender, rerolled, face);
    if (!damage) return refuse(REASONS.notReady);
    next = withDamage(card, damage);
  } else if (card.defence) {
    const advanced = reresolved(card, next, ports);
    if (typeof advanced === "string") return refuse(advanced);
    next = advanced;
  }
  await ports.useLucky(actorUuid, now);
  await ports.updateCard(stored.id, next);
  return { ok: true, messageId: stored.id, state: next };
}
