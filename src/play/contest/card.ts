/**
 * The contest card's view (rules 2.2): each side's trait and roll (as a check card shows it), the
 * waiting side's Roll button, and once both have rolled both degrees, the relative degree as a
 * number (a margin, not a ladder word), the winner, and the bonuses the contest added (rules 1.2, 4). Pure.
 */
import { getSkill, isSkillKey } from "../../rules";
import { ladderWord, signed, type Localizer } from "../../i18n/format";
import { rollView } from "../gm/roll-view";
import { cardResult } from "../../rolls/card-parts";
import type { ContestCard, ContestSideState } from "./state";

function traitLabel(side: ContestSideState, i18n: Localizer): string {
  const { kind, key } = side.trait;
  if (kind === "attribute") return i18n.localize(`HARNFUDGE.Attribute.${key}`);
  return isSkillKey(key) ? i18n.localize(getSkill(key).labelKey) : key;
}

function sideView(side: ContestSideState, bonus: { scale: number; magicResistance: number } | null, i18n: Localizer) {
  const trait = traitLabel(side, i18n);
  const bonuses = [
    ...(bonus && bonus.scale ? [i18n.format("HARNFUDGE.Contest.ScaleBonus", { value: signed(bonus.scale) })] : []),
    ...(bonus && bonus.magicResistance
      ? [i18n.format("HARNFUDGE.Contest.MagicBonus", { value: signed(bonus.magicResistance) })]
      : []),
  ];
  return {
    name: side.name,
    img: side.img,
    actorUuid: side.actorUuid,
    trait,
    roll: side.roll ? rollView(side.roll, trait, i18n) : null,
    waiting: side.roll === null,
    resistsMagic: side.resistsMagic,
    bonuses,
  };
}

export function contestCardContext(card: ContestCard, i18n: Localizer) {
  const r = card.result;
  const names = { a: card.a.name, b: card.b.name };
  return {
    title: card.presetKey ? i18n.localize(card.presetKey) : i18n.localize("HARNFUDGE.Contest.Title"),
    strength: card.strength,
    a: sideView(card.a, r?.bonuses.a ?? null, i18n),
    b: sideView(card.b, r?.bonuses.b ?? null, i18n),
    bUuid: card.b.actorUuid,
    status: r ? null : i18n.format("HARNFUDGE.Contest.Waiting", { name: card.b.name, trait: traitLabel(card.b, i18n) }),
    result: r
      ? {
          // The shared result line (card-result.hbs): the winner, the margin as a number.
          ...cardResult(
            r.winner === "tie" ? "plain" : "good",
            r.winner === "tie"
              ? i18n.localize("HARNFUDGE.Contest.Tie")
              : i18n.format("HARNFUDGE.Contest.Wins", { name: names[r.winner], by: signed(Math.abs(r.relative)) }),
            { detail: i18n.format("HARNFUDGE.Contest.Relative", { value: signed(Math.abs(r.relative)) }) },
          ),
          aDegree: ladderWord(r.aDegree, i18n),
          bDegree: ladderWord(r.bDegree, i18n),
          relative: signed(Math.abs(r.relative)),
          css: r.winner === "tie" ? "tie" : r.winner,
        }
      : null,
  };
}
