/**
 * The attack card as every client may read it (issue 28, item 1): the card is one chat message
 * every client receives, so a number worked out from a hidden roll (gm, blind or self) must not be
 * in its data any more than in its HTML. The hidden roll's faces already live only in its
 * whispered dice message (services/roll-dice.ts); this leaves out what they decided: the roll's degree,
 * the relative degree, the 1dF and the damage total of a full hit (a graze's total is the public
 * damage factor). What happened stays public (hit or miss, graze or full table, the wound).
 *
 * The decisions write every card through this (decide.ts); the GM's client, which can read the
 * dice messages, works the numbers out again from the faces whenever it decides (resolve.ts), so
 * nothing it decides reads them from the card. Pure.
 */
import type { AttackCard } from "./state";

const hidden = (roll: { visibility: string } | null | undefined): boolean => !!roll && roll.visibility !== "public";

/** The card without any number a hidden roll decided. */
export function publicCard(card: AttackCard): AttackCard {
  const attackHidden = hidden(card.attack);
  const defenceHidden = hidden(card.defence?.roll);
  const fudgeHidden = hidden(card.damage?.fudge);
  const relativeHidden = attackHidden || defenceHidden;
  if (!relativeHidden && !fudgeHidden) return card;
  const r = card.resolution;
  const d = card.damage;
  return {
    ...card,
    resolution: r && {
      ...r,
      attackDegree: attackHidden ? null : r.attackDegree,
      defenceDegree: defenceHidden ? null : r.defenceDegree,
      relativeDegree: relativeHidden ? null : r.relativeDegree,
    },
    damage: d && {
      ...d,
      breakdown: {
        ...d.breakdown,
        relativeDegree: relativeHidden ? null : d.breakdown.relativeDegree,
        relativeDegreeAdded: relativeHidden ? null : d.breakdown.relativeDegreeAdded,
        fudgeDie: fudgeHidden ? null : d.breakdown.fudgeDie,
        fudgeDieAdded: fudgeHidden ? null : d.breakdown.fudgeDieAdded,
        total: d.breakdown.table === "full" ? null : d.breakdown.total,
      },
    },
  };
}
