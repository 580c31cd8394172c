/**
 * Lucky (rules 4) on a healer's roll (rules 3.4.7): the roll is kept on the healing card as a Lucky
 * line (services/lucky-lines.ts) when its dice are on the card (a public roll) and it treated something
 * by a roll; when it failed, the healer's owner or a GM may reroll it, and the card and the
 * patient's wounds follow the kept roll (lucky/decide-gm-card.ts). Pure.
 */
import { applyHealingResult, healingDaysByBox, healingLevels, rolledDegree, tendWound } from "../../rules";
import { keptFaces, type HealingLine } from "../services/lucky-lines";
import type { HealOutcome } from "./ports";

/** The healing card's Lucky line, or null when the roll cannot be rerolled from the card (no roll, hidden dice). */
export function healingLine(outcome: HealOutcome, healerUuid: string | null): HealingLine | null {
  const roll = outcome.roll;
  if (outcome.kind !== "heal" || outcome.treatment !== "treated" || !roll?.faces || !healerUuid || !outcome.skill) return null;
  return {
    kind: "healing",
    actorUuid: healerUuid,
    actorName: outcome.healerName ?? "",
    health: roll.level,
    faces: [...roll.faces],
    lucky: null,
    skill: outcome.skill,
    modifiers: roll.modifiers.map((m) => ({ label: m.label, value: m.value })),
    patientUuid: outcome.patientUuid,
    patientName: outcome.patientName,
    rapidHealing: outcome.rapidHealing,
    before: outcome.before,
    after: outcome.after,
    // Rules 3.4.7: Good or better treats; below it the roll treated nothing.
    failed: healingLevels(outcome.resultDegree ?? 0) === 0,
  };
}

/** The treatment the line's kept roll gives (the card after a Lucky reroll): the same outcome the first roll's decision builds. */
export function healingOutcomeOfLine(line: HealingLine): HealOutcome {
  const faces = keptFaces(line);
  const modifier = line.modifiers.reduce((sum, m) => sum + m.value, 0);
  const degree = rolledDegree({ level: line.health, faces, modifier }).rolledDegree;
  const after = applyHealingResult(line.before, degree, "treated");
  return {
    kind: "heal",
    patientUuid: line.patientUuid,
    patientName: line.patientName,
    rapidHealing: line.rapidHealing,
    healerName: line.actorName,
    skill: line.skill,
    before: line.before,
    after,
    pairs: line.before.dead
      ? []
      : line.before.boxes
          .filter((b) => b.marked)
          .map((b) => ({ before: b, after: tendWound(b, { kind: "roll", resultDegree: degree }) })),
    resultDegree: degree,
    magicalDaysPerLevel: null,
    roll: { level: line.health, modifiers: line.modifiers, faces, visibility: "public" },
    levels: healingLevels(degree),
    days: healingDaysByBox(after, { rapidHealing: line.rapidHealing }),
    rested: null,
    treatment: "treated",
    changed: true,
  };
}
