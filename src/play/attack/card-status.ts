/**
 * The attack card's top line, for each viewer. While the card waits, two lines are rendered: the
 * one who acts (next-step.ts) reads "Your turn: defend Brigand", highlighted; everyone else a quiet
 * "Waiting for Brigand's player". While the defender may still use Lucky on its defence roll, a
 * second pair names the real choice ("reroll your defence with Lucky, or accept the hit"); each
 * client keeps the pair that fits the defender's Lucky as it reads it. The card's HTML is the same
 * for all, so every client keeps its own lines (visibility.ts, showCardTo). Once resolved (or
 * undone, or voided), the card has a headline instead: the result with its total, a defence that
 * held, a death or a wound marked in a higher box. The attacker is the message's speaker, so no
 * line names it again. Pure.
 */
import { boxLevel, getSkill, isSkillKey } from "../../rules";
import { signed, type Localizer } from "../../i18n/format";
import { nextStep, type Sides, type Turn } from "./next-step";
import { cardStage, type AttackCard } from "./state";

export interface TurnView {
  who: Turn;
  yours: string;
  waiting: string;
}

export interface HeadlineView {
  text: string;
  /** A second line: where an overflowing wound was marked, or who applied it. */
  sub: string | null;
  css: "hit" | "held" | "died" | "done";
}

const TURN_KEYS = {
  defend: "HARNFUDGE.Card.Next.Defend",
  unaware: "HARNFUDGE.Card.Turn.Difficulty",
  damage: "HARNFUDGE.Card.Next.Damage",
  apply: "HARNFUDGE.Card.Turn.Apply",
} as const;

const WAIT_KEYS: Record<Turn, string> = {
  gm: "HARNFUDGE.Card.Wait.GM",
  attackerSide: "HARNFUDGE.Card.Wait.Attacker",
  targetOwner: "HARNFUDGE.Card.Wait.Target",
};

const STUN_KEYS: Record<string, string> = {
  stun: "HARNFUDGE.Chat.Stun",
  veryStunned: "HARNFUDGE.Chat.VeryStunned",
  knockedOut: "HARNFUDGE.Chat.KnockedOut",
  none: "HARNFUDGE.Chat.NoEffect",
};

/** A wound level or stun result as the card words it. */
export function resultWord(i18n: Localizer, level: string, stun: string | null): string {
  const key = stun ? STUN_KEYS[stun] : null;
  return key ? i18n.localize(key) : i18n.localize(`HARNFUDGE.Wound.${level}`);
}

function names(card: AttackCard) {
  return { attacker: card.attacker.name, target: card.target.name, weapon: card.weapon.name };
}

/** The two lines of a waiting card, or null once nothing is left to do. */
export function turnView(card: AttackCard, sides: Sides, i18n: Localizer): TurnView | null {
  const step = nextStep(card, sides);
  if (!step) return null;
  return {
    who: step.who,
    yours: i18n.format(TURN_KEYS[step.kind], names(card)),
    waiting: i18n.format(WAIT_KEYS[step.who], names(card)),
  };
}

/**
 * The two lines while the defender may still reroll its defence with Lucky (the card waits for its
 * answer: Lucky or accept the hit), or null. Named is the target's player, else the GM.
 */
export function luckyTurnView(card: AttackCard, sides: Sides, i18n: Localizer, open: boolean): TurnView | null {
  if (!open || cardStage(card) !== "ready" || card.undone > 0) return null;
  const who = sides.targetPlayer ? "targetOwner" : "gm";
  return {
    who,
    yours: i18n.format(who === "targetOwner" ? "HARNFUDGE.Card.Next.LuckyOwn" : "HARNFUDGE.Card.Next.Lucky", names(card)),
    waiting: i18n.format(WAIT_KEYS[who], names(card)),
  };
}

function appliedHeadline(card: AttackCard, i18n: Localizer): HeadlineView | null {
  const applied = card.applied;
  if (!applied) return null;
  const n = names(card);
  if (applied.died) return { text: i18n.format("HARNFUDGE.Card.Headline.Dies", n), sub: null, css: "died" };
  if (applied.entangled) return { text: i18n.format("HARNFUDGE.Card.Result.Entangles", n), sub: null, css: "hit" };
  const result = resultWord(i18n, applied.level, applied.stun);
  const total = keepsDiceHidden(card) ? null : card.damage?.breakdown.total;
  const text =
    applied.stun || total === null || total === undefined
      ? i18n.format("HARNFUDGE.Card.Result.Hits", { ...n, result })
      : i18n.format("HARNFUDGE.Card.Result.HitsTotal", { ...n, result, total: signed(total) });
  const sub =
    applied.overflowed && applied.boxIndex !== null
      ? i18n.format("HARNFUDGE.Card.Headline.Overflow", {
          box: i18n.localize(`HARNFUDGE.Wound.${boxLevel(applied.boxIndex)}`),
          level: result,
        })
      : null;
  return { text, sub, css: "hit" };
}

/**
 * Whether a roll on the card is hidden from the public (a gm, blind or self roll): then the public
 * card shows no number from which a hidden die could be worked out — not the relative degree
 * (with the other side's degree it gives the hidden one), not the damage total (total − factor −
 * relative degree is the 1dF) — only what happened. The dice and their numbers are in the
 * whispered messages of the roll's audience (issue 17, item 12).
 */
export function keepsDiceHidden(card: AttackCard): boolean {
  const rolls = [card.attack, card.defence?.roll ?? null, card.damage?.fudge ?? null];
  return rolls.some((r) => r !== null && r.visibility !== "public");
}

/** The headline of a resolved card (applied, missed, closed, undone, voided); null while it waits. */
export function headlineView(card: AttackCard, i18n: Localizer): HeadlineView | null {
  const n = names(card);
  const stage = cardStage(card);
  if (stage === "ready" && card.undone > 0)
    return { text: i18n.localize("HARNFUDGE.Card.Undone"), sub: i18n.format("HARNFUDGE.Card.UndoneOf", n), css: "done" };
  switch (stage) {
    case "applied":
      return appliedHeadline(card, i18n);
    case "miss": {
      const skill = card.defence?.kind === "opposed" ? card.defence.skill : null;
      if (!skill) return { text: i18n.format("HARNFUDGE.Card.Result.Miss", n), sub: null, css: "held" };
      const label = isSkillKey(skill) ? i18n.localize(getSkill(skill).labelKey) : skill;
      return { text: i18n.format("HARNFUDGE.Card.Headline.Defends", { ...n, skill: label }), sub: null, css: "held" };
    }
    case "closed":
      return { text: i18n.localize("HARNFUDGE.Card.Headline.Closed"), sub: null, css: "done" };
    case "voided":
      return { text: i18n.localize("HARNFUDGE.Card.Voided"), sub: i18n.format("HARNFUDGE.Card.VoidedOf", n), css: "done" };
    default:
      return null;
  }
}
