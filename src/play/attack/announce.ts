/**
 * Which module authors' hooks a card request announces (src/hooks.ts, docs/hooks.md), decided from
 * the card before and after the request, so the automatic steps announce what they did as a click
 * would: `applyWound` whenever this request left the hit applied where it was not before (a click
 * on Apply, or Apply carried out by the GM's client itself after a damage roll, a defence or a
 * Lucky reroll: attack/decide-auto.ts), `undoWound` after an Undo, `attack` when a card is posted.
 * Pure, for tests.
 */
import type { AttackCard } from "./state";

export type CardAnnouncement = "attack" | "applyWound" | "undoWound";

export function cardAnnouncements(kind: string, before: AttackCard | null, after: AttackCard): CardAnnouncement[] {
  const out: CardAnnouncement[] = [];
  if (kind === "attack") out.push("attack");
  if (kind === "undo") out.push("undoWound");
  else if (after.applied && !before?.applied) out.push("applyWound");
  return out;
}
