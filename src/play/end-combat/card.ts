/**
 * The end-of-combat card (templates/chat/end-combat.hbs, rules 3.4.8): one line per infection
 * check — who, which wound, infected or clean — kept in the card's flags as Lucky lines, so a
 * character with Lucky (rules 4) can have an infected wound's check rerolled by the GM. Pure: the
 * localizer is passed in.
 */
import { becomesInfected, rolledDegree } from "../../rules";
import type { Localizer } from "../../i18n/format";
import { cardResult, type CardResult } from "../../rolls/card-parts";
import { keptFaces, wentBadly, type InfectionLine } from "../services/lucky-lines";
import type { CombatEndDone } from "./decide";

/** The card flag (flags.harnfudge.endCombatFailed) naming the actors the run could not finish. */
export const END_COMBAT_FAILED_FLAG = "endCombatFailed";

/** One Lucky line per infection check of one actor (the box as the end of combat wrote it). */
export function infectionLines(actorUuid: string, done: CombatEndDone): InfectionLine[] {
  return done.checks.flatMap((check) => {
    const box = done.wounds?.boxes[check.index];
    const faces = done.faces[check.index];
    if (!box || !faces) return [];
    return [
      {
        kind: "infection" as const,
        actorUuid,
        actorName: done.name,
        health: done.health,
        faces: [...faces],
        lucky: null,
        boxIndex: check.index,
        severity: check.severity,
        box,
      },
    ];
  });
}

/** Whether the line's wound is infected by the kept roll (the reroll's, once Lucky kept it). */
export function infectedNow(line: InfectionLine): boolean {
  return becomesInfected(line.severity, rolledDegree({ level: line.health, faces: keptFaces(line), modifier: 0 }).rolledDegree);
}

/** The folded card's one line: whose wounds became infected, or that none did (none when nothing was checked). */
function headline(lines: readonly InfectionLine[], i18n: Localizer): CardResult | null {
  if (lines.length === 0) return null;
  const infected = lines
    .filter(infectedNow)
    .map((line) => `${line.actorName} (${i18n.localize(`HARNFUDGE.Wound.${line.severity}`)})`);
  return infected.length === 0
    ? cardResult("good", i18n.localize("HARNFUDGE.Combat.Headline.Clean"))
    : cardResult("bad", i18n.format("HARNFUDGE.Combat.Headline.Infected", { who: infected.join(", ") }));
}

export function endCombatCardContext(lines: readonly InfectionLine[], failed: readonly string[], i18n: Localizer) {
  return {
    headline: headline(lines, i18n),
    lines: lines.map((line, index) => ({
      index,
      name: line.actorName,
      wound: i18n.localize(`HARNFUDGE.Wound.${line.severity}`),
      infected: infectedNow(line),
      lucky: line.lucky
        ? i18n.localize(line.lucky.kept === "reroll" ? "HARNFUDGE.Lucky.KeptReroll" : "HARNFUDGE.Lucky.KeptOriginal")
        : "",
      offerLucky: !line.lucky && wentBadly(line),
    })),
    failed: [...failed],
  };
}
