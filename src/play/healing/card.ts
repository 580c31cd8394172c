/**
 * The healing chat card's context: the result, the levels healed, and each remaining wound with
 * the days of rest it still needs (the rules core's healingDaysByBox). Presentation only; the
 * localizer is passed in so the screenshot harness renders the same context.
 */
import { getSkill, isSkillKey, type WoundTrack } from "../../rules";
import { ladderWord, type Localizer } from "../format";
import { rollView } from "../attack/card-view";
import type { HealOutcome } from "./actions";

function days(value: number, i18n: Localizer): string {
  const shown = Number.isInteger(value) ? String(value) : value.toFixed(1);
  return i18n.format(value === 1 ? "HARNFUDGE.Healing.Day" : "HARNFUDGE.Healing.Days", { n: shown });
}

function woundList(track: WoundTrack, daysByBox: (number | null)[] | null, i18n: Localizer) {
  return track.boxes.flatMap((box, i) => {
    if (!box.marked || box.severity === null) return [];
    const left = daysByBox?.[i] ?? null;
    return [
      {
        severity: i18n.localize(`HARNFUDGE.Wound.${box.severity}`),
        infected: box.infected,
        treatment: i18n.localize(`HARNFUDGE.Treatment.${box.treatment}`),
        days: left === null ? null : left === 0 ? i18n.localize("HARNFUDGE.Healing.ClearsAfterBattle") : days(left, i18n),
      },
    ];
  });
}

export function healingCardContext(outcome: HealOutcome, i18n: Localizer) {
  const skillLabel = outcome.skill
    ? isSkillKey(outcome.skill)
      ? i18n.localize(getSkill(outcome.skill).labelKey)
      : outcome.skill
    : null;
  const remaining = woundList(outcome.after, outcome.days, i18n);
  let summary: string;
  if (outcome.kind === "rest") summary = i18n.format("HARNFUDGE.Healing.Rested", { n: String(outcome.rested ?? 0) });
  else if (outcome.levels === 0) summary = i18n.localize("HARNFUDGE.Healing.NoEffect");
  else
    summary = i18n.format(outcome.levels === 1 ? "HARNFUDGE.Healing.HealsOne" : "HARNFUDGE.Healing.HealsN", {
      n: String(outcome.levels),
    });
  return {
    kind: outcome.kind,
    title: i18n.format(outcome.kind === "rest" ? "HARNFUDGE.Healing.RestTitle" : "HARNFUDGE.Healing.Title", {
      patient: outcome.patientName,
    }),
    healer: outcome.healerName,
    skill: skillLabel,
    resultWord: outcome.resultDegree === null ? null : ladderWord(outcome.resultDegree, i18n),
    roll: outcome.roll ? rollView({ ...outcome.roll, diceMessageIds: [], lucky: null }, skillLabel ?? "", i18n) : null,
    treatment: outcome.treatment ? i18n.localize(`HARNFUDGE.Treatment.${outcome.treatment}`) : null,
    summary,
    healed: outcome.levels > 0 || (outcome.kind === "rest" && outcome.changed),
    before: woundList(outcome.before, null, i18n),
    remaining,
    allHealed: remaining.length === 0,
  };
}
