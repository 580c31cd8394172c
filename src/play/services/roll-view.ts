/**
 * A roll as every GM-path card shows it (attack, contest, healing, strenuous activity): the trait
 * and level, the modifiers by name, the dice unless hidden (then who may see them), the degree,
 * a critical, and Lucky's two rolls. Pure: the localizer is passed in.
 */
import { criticalOf, rolledDegree, sumFaces } from "../../rules";
import { ladderWord, signed, type Localizer } from "../../i18n/format";
import type { LuckyReroll, RollRecord } from "./dice";

const VISIBILITY_KEYS: Record<string, string> = {
  gm: "HARNFUDGE.Card.HiddenGM",
  blind: "HARNFUDGE.Card.HiddenBlind",
  self: "HARNFUDGE.Card.HiddenSelf",
};

export function faceView(value: number) {
  return {
    value,
    symbol: value > 0 ? "+" : value < 0 ? "\u2212" : "\u00a0",
    css: value > 0 ? "plus" : value < 0 ? "minus" : "blank",
  };
}

function label(i18n: Localizer, keyOrText: string): string {
  return keyOrText.startsWith("HARNFUDGE.") ? i18n.localize(keyOrText) : keyOrText;
}

/** A roll as the card shows it: the trait and level, modifiers, dice (unless hidden), degree and critical. */
export function rollView(
  roll: Omit<RollRecord, "lucky"> & { lucky: Pick<LuckyReroll, "kept" | "original" | "reroll"> | null },
  title: string,
  i18n: Localizer,
) {
  const modifiers = roll.modifiers
    .filter((m) => m.value !== 0)
    .map((m) => ({ label: label(i18n, m.label), value: signed(m.value) }));
  const hidden = roll.faces === null;
  const base = { title, levelWord: ladderWord(roll.level, i18n), modifiers, hidden, lucky: null as null | object };
  if (!roll.faces)
    return { ...base, hiddenText: i18n.localize(VISIBILITY_KEYS[roll.visibility] ?? "HARNFUDGE.Chat.PrivateRoll") };
  const modifier = roll.modifiers.reduce((s, m) => s + m.value, 0);
  const degree = rolledDegree({ level: roll.level, faces: roll.faces, modifier });
  const lucky =
    roll.lucky && roll.lucky.original && roll.lucky.reroll
      ? {
          original: roll.lucky.original.map(faceView),
          reroll: roll.lucky.reroll.map(faceView),
          keptReroll: roll.lucky.kept === "reroll",
        }
      : null;
  return {
    ...base,
    faces: roll.faces.map(faceView),
    diceTotal: signed(sumFaces(roll.faces)),
    degreeWord: ladderWord(degree.rolledDegree, i18n),
    critical: criticalOf(roll.faces),
    lucky,
  };
}
