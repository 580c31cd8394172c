/**
 * Lucky (rules 4: "roughly once per hour (real time) you may reroll a bad dice roll, and choose the
 * better of the two rolls") on any roll a card holds, decided on the designated GM's client: the
 * one check and the one reroll every GM-authored card uses — the Lucky lines of the healing,
 * strenuous, gas and end-of-combat cards (decide-gm-card.ts) and any other card that calls it (a
 * contest side: contest/decide-lucky.ts). It lives in gm/ so that every feature may call it. Who may
 * ask is the policy's `gmLucky` row: an owner of the rolling actor, or a GM. The hour is the
 * character's, kept by its base actor (lucky-record.ts).
 *
 * A card calls, inside its own write queue turn:
 *   const r = await rerollWithLucky(roll, requesterId, { ...ports, reroll: () => its own 4dF roll });
 *   if (!r.ok) return r;                      // a localized refusal
 *   store r.lucky on the roll, work the card's outcome out again from keptFaces, write the card,
 *   then record the use (lucky-use.ts recordLucky: the GM's record and the character's mark).
 * and shows its button to whom `luckyRefusal(roll, userId, ports) === null`.
 *
 * Pure: Foundry only through the ports.
 */
import { deny, REASONS, type Reason } from "./policy";
import { luckyKeepBetter, luckyRerollAllowed } from "../../rules";
import type { LuckyReroll } from "../../rolls/lucky-reroll";

/** A roll on a card that Lucky may reroll. */
export interface LuckyRoll {
  /** The rolling character (its Lucky, its owners). */
  actorUuid: string;
  /** The roll's 4dF faces as first rolled. */
  faces: readonly number[];
  /** The reroll, once Lucky was used on this roll. */
  lucky: LuckyReroll<number[]> | null;
  /** The roll went badly (a failure, an infected wound…): only then has a reroll something to gain. */
  wentBadly: boolean;
}

/**
 * What {@link luckyRefusal} reads of a roll: a card whose hidden rolls keep no faces (an opposed
 * action's, services/dice.ts RollRecord) records a reroll without them.
 */
export type LuckyRollState = Pick<LuckyRoll, "actorUuid" | "wentBadly"> & { lucky: LuckyReroll | null };

export interface LuckyRerollPorts {
  isGM(userId: string): boolean;
  isOwner(userId: string, actorUuid: string): boolean;
  /** The character's talent and its last use (the latest of its marks and the GM's record); null: no such actor. */
  lucky(actorUuid: string): { hasLucky: boolean; lastUsed: number | null } | null;
  /** Server time (ms). */
  now(): number;
}

/** Null when `userId` may reroll this roll with Lucky now, else why not (a localization key). */
export function luckyRefusal(roll: LuckyRollState, userId: string, ports: LuckyRerollPorts): Reason | null {
  // Who may ask first (the one table), then the character.
  const denied = deny("gmLucky", { gm: ports.isGM(userId), rollerOwner: ports.isOwner(userId, roll.actorUuid) });
  if (denied) return denied.reason;
  const actor = ports.lucky(roll.actorUuid);
  if (!actor) return REASONS.noActor;
  if (roll.lucky) return REASONS.luckyUsed;
  if (!actor.hasLucky) return REASONS.luckyNoTalent;
  if (!roll.wentBadly) return REASONS.luckyNotNeeded;
  if (!luckyRerollAllowed(actor.lastUsed, ports.now())) return REASONS.luckyCooldown;
  return null;
}

export type LuckyRerollResult = { ok: true; lucky: LuckyReroll<number[]>; roll: unknown } | { ok: false; reason: Reason };

/** Rerolls (with the card's own dice) and keeps the better roll, when {@link luckyRefusal} allows it. */
export async function rerollWithLucky(
  roll: LuckyRollState & Pick<LuckyRoll, "faces">,
  requesterId: string,
  ports: LuckyRerollPorts & { reroll(): Promise<{ faces: number[]; roll: unknown }> },
): Promise<LuckyRerollResult> {
  const refused = luckyRefusal(roll, requesterId, ports);
  if (refused) return { ok: false, reason: refused };
  const rolled = await ports.reroll();
  const kept = luckyKeepBetter(roll.faces, rolled.faces).kept;
  const lucky = { kept, original: [...roll.faces], reroll: [...rolled.faces], by: requesterId, at: ports.now() };
  return { ok: true, lucky, roll: rolled.roll };
}
