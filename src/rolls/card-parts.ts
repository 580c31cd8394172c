/**
 * The chat cards' shared parts (issue 18, item 13): every card (check, attack, contest, healing,
 * strenuous activity, raise request) draws its roll, its result and its before → after rows with
 * the same three partials, from contexts of the same shape:
 * - templates/chat/card-roll.hbs: a roll (trait and level, modifiers, dice, degree, critical, Lucky);
 *   its context is services/roll-view.ts's `rollView` (the check card maps its own onto it);
 * - templates/chat/card-result.hbs: a `CardResult`, the one line that says how it came out;
 * - templates/chat/card-change.hbs: `CardChange` rows, each thing as it was → as it is now;
 * - templates/chat/card-fold.hbs: a resolved card's dice and breakdown behind a disclosure (play/card-details.ts remembers it);
 * - templates/chat/card-turn.hbs: who acts next, "Your turn" and "Waiting for", one kept per viewer (play/card-turn.ts).
 * Foundry loads a template path as a partial of that name; load-card-parts.ts does it before a card
 * renders. This file stays Foundry-free: the tests and the screenshot harness build the same contexts.
 */
// The system's path spelled out: roll.ts's SYSTEM_PATH comes with Foundry's Roll, which pure card contexts must not load.
const CHAT = "systems/harnfudge/templates/chat";

export const CARD_PARTS = {
  roll: `${CHAT}/card-roll.hbs`,
  result: `${CHAT}/card-result.hbs`,
  change: `${CHAT}/card-change.hbs`,
  fold: `${CHAT}/card-fold.hbs`,
  turn: `${CHAT}/card-turn.hbs`,
} as const;

/** How a result reads for the one it concerns: good (green), bad (red), or plain. */
export type CardTone = "good" | "bad" | "plain";

/** A card's result line: the verdict big, what it was measured against, a note in small print. */
export interface CardResult {
  tone: CardTone;
  text: string;
  detail: string | null;
  note: string | null;
  /** A Font Awesome icon name (`fa-check`), drawn before the verdict. */
  icon: string | null;
}

export function cardResult(
  tone: CardTone,
  text: string,
  more: { detail?: string | null; note?: string | null; icon?: string | null } = {},
): CardResult {
  return { tone, text, detail: more.detail ?? null, note: more.note ?? null, icon: more.icon ?? null };
}

/** One state of a thing that changed: its main line and an optional second one. */
export interface CardState {
  text: string;
  sub: string;
}

/** One thing as it was → as it is now (a wound's days of rest, its treatment). */
export interface CardChange {
  name: string;
  /** Small print beside the name (a wound's treatment). */
  note: string;
  before: CardState;
  after: CardState;
  /** good: healed; bad: set back (treatment lost); plain: no change worth marking. */
  tone: CardTone;
}
