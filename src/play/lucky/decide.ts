/**
 * Lucky (rules 4): "roughly once per hour (real time) you may reroll a bad dice roll, and choose
 * the better of the two rolls". The decisions, pure: who may reroll a check card, and which roll
 * is kept (the rules core's luckyRerollAllowed / luckyKeepBetter). The Foundry side is check-card.ts;
 * the attack card's reroll is a card action (attack/decide-lucky.ts).
 */
import { REASONS, deny, mayAsk, refusal } from "../gm/policy";
import { luckyKeepBetter, luckyRerollAllowed } from "../../rules";

export interface LuckyCheckInput {
  /** The user owns the actor who rolled. */
  isOwner: boolean;
  /** The user posted the card (a check card is the player's own). */
  isAuthor: boolean;
  /** The actor has the Lucky talent. */
  hasLucky: boolean;
  /** When Lucky was last used (server time, ms), null when never. */
  lastUsed: number | null;
  now: number;
  /** The card's roll was already rerolled. */
  alreadyRerolled: boolean;
}

export type LuckyDecision = { ok: true } | { ok: false; reason: string };

/** Whether the user may reroll this check card with Lucky now. */
export function luckyCheckDecision(input: LuckyCheckInput): LuckyDecision {
  // Only on the roller's own message: the owner of the actor who rolled, and the card's author.
  if (!mayAsk("checkLucky", { rollerOwner: input.isOwner }) || !input.isAuthor) return refusal("luckyNotYours");
  if (!input.hasLucky) return { ok: false, reason: REASONS.luckyNoTalent };
  if (input.alreadyRerolled) return { ok: false, reason: REASONS.luckyUsed };
  if (!luckyRerollAllowed(input.lastUsed, input.now)) return { ok: false, reason: REASONS.luckyCooldown };
  return { ok: true };
}

/** Both rolls and which is kept (the better; the original on a tie). */
export function luckyOutcome(
  original: readonly number[],
  reroll: readonly number[],
): { original: number[]; reroll: number[]; kept: "original" | "reroll" } {
  return { original: [...original], reroll: [...reroll], kept: luckyKeepBetter(original, reroll).kept };
}

/**
 * The GM marks a use of Lucky made outside the system (a reroll at the table): allowed for a GM, on
 * a character with the talent; the hour then starts now for every token of the character.
 */
export function luckyMarkDecision(input: { gm: boolean; hasLucky: boolean }): LuckyDecision {
  const denied = deny("gmAction", { gm: input.gm });
  if (denied) return denied;
  return input.hasLucky ? { ok: true } : { ok: false, reason: REASONS.luckyNoTalent };
}
