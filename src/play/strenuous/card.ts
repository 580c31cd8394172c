/**
 * The strenuous-activity card's context (templates/chat/strenuous.hbs, rules 3.4.7): for each
 * character of the group, the Health roll against the GM's difficulty, whether it held, what a
 * failure did — treated wounds lost their treatment (the untreated rate again, and they may be
 * treated again), untreated ones count their days again — and each healing wound's days of rest
 * before and after. Pure: the localizer is
 * passed in, so the tests and the screenshot harness build the same context.
 */
import { daysToHeal, type WoundBox } from "../../rules";
import { rollView } from "../services/roll-view";
import { ladderWord, type Localizer } from "../../i18n/format";
import { daysText } from "../../i18n/format";
import { emptyRecords } from "../gm/records";
import { cardResult, type CardChange } from "../../rolls/card-parts";
import { keptFaces, type StrenuousLine } from "../services/lucky-lines";
import { strenuousOutcome, type StrenuousOutcome, type StrenuousTracked, type WoundEffect } from "./decide";

const SUMMARY_KEYS: Record<StrenuousOutcome["result"], string> = {
  passed: "HARNFUDGE.Strenuous.Passed",
  treatmentLost: "HARNFUDGE.Strenuous.TreatmentLost",
  countRestarted: "HARNFUDGE.Strenuous.CountRestarted",
  both: "HARNFUDGE.Strenuous.Both",
};

/** The folded card's one line: whose healing held, or what a failure did to it. */
const HEADLINE_KEYS: Record<StrenuousOutcome["result"], string> = {
  passed: "HARNFUDGE.Strenuous.Headline.passed",
  treatmentLost: "HARNFUDGE.Strenuous.Headline.treatmentLost",
  countRestarted: "HARNFUDGE.Strenuous.Headline.countRestarted",
  both: "HARNFUDGE.Strenuous.Headline.both",
};

const EFFECT_KEYS: Record<WoundEffect, string> = {
  treatmentLost: "HARNFUDGE.Strenuous.WoundTreatmentLost",
  countRestarted: "HARNFUDGE.Strenuous.WoundCountRestarted",
};

function woundName(box: WoundBox, i18n: Localizer): string {
  const name = i18n.localize(`HARNFUDGE.Wound.${box.severity ?? "scratch"}`);
  return box.infected ? i18n.format("HARNFUDGE.Healing.InfectedWound", { wound: name }) : name;
}

function daysLeft(box: WoundBox, rapidHealing: boolean, i18n: Localizer): string {
  return i18n.format("HARNFUDGE.Healing.HealedIn", { total: daysText(daysToHeal(box, { rapidHealing }), i18n) });
}

/** A healing wound's days of rest before → after the roll, what a failure did to it beneath (card-change.hbs). */
function woundChange(w: StrenuousOutcome["wounds"][number], rapidHealing: boolean, i18n: Localizer): CardChange {
  return {
    name: woundName(w.before, i18n),
    note: i18n.localize(`HARNFUDGE.Treatment.${w.before.treatment}`),
    before: { text: daysLeft(w.before, rapidHealing, i18n), sub: "" },
    after: { text: daysLeft(w.after, rapidHealing, i18n), sub: w.effect ? i18n.localize(EFFECT_KEYS[w.effect]) : "" },
    tone: w.effect === null ? "plain" : "bad",
  };
}

/** One character's part of the card: its Health roll, whether it held, what a failure did to each healing wound. */
export function strenuousEntry(outcome: StrenuousOutcome, i18n: Localizer, index = 0) {
  const health = i18n.localize("HARNFUDGE.Attribute.health");
  const verdict = i18n.localize(outcome.failed ? "HARNFUDGE.Chat.Failure" : "HARNFUDGE.Chat.Success");
  const against = i18n.format("HARNFUDGE.Strenuous.Against", { difficulty: ladderWord(outcome.difficulty, i18n) });
  const summary = i18n.localize(SUMMARY_KEYS[outcome.result]);
  return {
    index,
    name: outcome.actorName,
    roll: rollView(
      {
        level: outcome.health,
        modifiers: [],
        faces: outcome.faces,
        visibility: "public",
        diceMessageIds: [],
        lucky: outcome.lucky ?? null,
      },
      health,
      i18n,
    ),
    against,
    failed: outcome.failed,
    /** A failed roll not rerolled yet: the Lucky button (chat wiring shows it to whom may use it). */
    offerLucky: outcome.failed && !outcome.lucky,
    verdict,
    summary,
    headlineText: i18n.format(HEADLINE_KEYS[outcome.result], { name: outcome.actorName }),
    result: cardResult(outcome.failed ? "bad" : "good", verdict, { detail: against, note: summary }),
    changes: outcome.wounds.map((w) => woundChange(w, outcome.rapidHealing, i18n)),
  };
}

/**
 * The card for a group (Strenuous… for the selected tokens or the party, issue 25): one entry per
 * character who rolled, the names of those who had nothing to roll for (dead, no wound healing),
 * and one headline for all.
 */
export function strenuousCardView(outcomes: readonly StrenuousOutcome[], i18n: Localizer, skipped: readonly string[] = []) {
  const entries = outcomes.map((o, i) => strenuousEntry(o, i18n, i));
  const [only] = entries;
  const anyFailed = entries.some((e) => e.failed);
  const difficulty = outcomes[0]?.difficulty ?? 0;
  return {
    title:
      entries.length === 1 && only
        ? i18n.format("HARNFUDGE.Strenuous.Title", { name: only.name })
        : i18n.format("HARNFUDGE.Strenuous.GroupTitle", { difficulty: ladderWord(difficulty, i18n) }),
    many: entries.length > 1,
    failed: anyFailed,
    /** The folded card's one line (each roll and each wound's days behind the disclosure). */
    headline: cardResult(anyFailed ? "bad" : "good", entries.map((e) => e.headlineText).join(" · ")),
    entries,
    skipped: [...skipped],
  };
}

/** The card of one character (its entry's fields at the top, for the tests and the screenshots). */
export function strenuousCardContext(outcome: StrenuousOutcome, i18n: Localizer) {
  const view = strenuousCardView([outcome], i18n);
  const [entry] = view.entries;
  if (!entry) throw new Error("HârnFudge | a strenuous card without its roll");
  return { ...entry, ...view };
}

/** The card's Lucky line (flags.harnfudge.luckyLines[0]): what a reroll needs to redo the roll's effect. */
export function strenuousLine(outcome: StrenuousTracked): StrenuousLine {
  return {
    kind: "strenuous",
    actorUuid: outcome.actorUuid,
    actorName: outcome.actorName,
    health: outcome.health,
    faces: [...outcome.faces],
    lucky: null,
    difficulty: outcome.difficulty,
    rapidHealing: outcome.rapidHealing,
    before: outcome.before,
    after: outcome.track,
    failed: outcome.failed,
  };
}

/** The card's outcome read back from its line, with the kept roll once Lucky rerolled it. */
export function strenuousOutcomeOfLine(line: StrenuousLine): StrenuousOutcome {
  const facts = {
    uuid: line.actorUuid,
    name: line.actorName,
    health: line.health,
    wounds: line.before,
    records: emptyRecords(),
    rapidHealing: line.rapidHealing,
  };
  return { ...strenuousOutcome(facts, keptFaces(line), line.difficulty, null), lucky: line.lucky };
}
