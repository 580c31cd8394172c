/**
 * The healing chat card's context (rules 3.4.7, 3.4.8, 4): who treated with what, the roll, what
 * the treatment does, and each wound once, as it was → as it is now, with its treatment and the
 * days of rest to its next level and until healed. Presentation only: the localizer is passed in,
 * so the screenshot harness renders the same context.
 */
import { daysToHeal, daysToNextLevel, getSkill, isSkillKey, levelsLeftByRate, talentLocKey, type WoundBox } from "../../rules";
import { counted, daysText, ladderWord, signed, type Localizer } from "../../i18n/format";
import { isTalentKey } from "../../rolls/talents";
import type { RollChoices } from "../../rolls/choices";
import { rollView } from "../services/roll-view";
import { cardResult, type CardChange, type CardTone } from "../../rolls/card-parts";
import type { HealOutcome } from "./decide";
import type { HealingLine } from "../services/lucky-lines";

function woundName(box: WoundBox, i18n: Localizer): string {
  const name = i18n.localize(`HARNFUDGE.Wound.${box.severity ?? "scratch"}`);
  return box.infected ? i18n.format("HARNFUDGE.Healing.InfectedWound", { wound: name }) : name;
}

/** A wound's state as the card shows it: its treatment, and the days of rest it needs. */
function woundState(box: WoundBox, rapidHealing: boolean, i18n: Localizer) {
  if (!box.marked) return { healed: true, treatment: "", days: i18n.localize("HARNFUDGE.Healing.Healed") };
  if (box.severity === "scratch" && !box.infected)
    return { healed: false, treatment: "", days: i18n.localize("HARNFUDGE.Healing.ClearsAfterBattle") };
  const options = { rapidHealing };
  const rates = levelsLeftByRate(box, options);
  const next = daysToNextLevel(box, options);
  const total = daysToHeal(box, options);
  const treatment = i18n.localize(`HARNFUDGE.Treatment.${box.treatment}`);
  const split =
    rates.fast.levels > 0 && rates.untreated.levels > 0
      ? i18n.format("HARNFUDGE.Healing.Rates", {
          fast: counted("HARNFUDGE.Healing.Levels", rates.fast.levels, i18n),
          slow: counted("HARNFUDGE.Healing.Levels", rates.untreated.levels, i18n),
        })
      : "";
  const days =
    next === total
      ? i18n.format("HARNFUDGE.Healing.HealedIn", { total: daysText(total, i18n) })
      : i18n.format("HARNFUDGE.Healing.NextAndHealed", { next: daysText(next, i18n), total: daysText(total, i18n) });
  return { healed: false, treatment: split ? `${treatment} · ${split}` : treatment, days };
}

const TONES: Record<string, CardTone> = { healed: "good", rest: "good", none: "bad" };

/** A wound as it was → as it is now: its days of rest, its treatment beneath (card-change.hbs). */
function woundChange(pair: HealOutcome["pairs"][number], rapidHealing: boolean, i18n: Localizer): CardChange {
  const before = woundState(pair.before, rapidHealing, i18n);
  const after = woundState(pair.after, rapidHealing, i18n);
  return {
    name: woundName(pair.before, i18n),
    note: "",
    before: { text: before.days, sub: before.treatment },
    after: { text: after.days, sub: after.treatment },
    tone: after.healed ? "good" : "plain",
  };
}

function summary(outcome: HealOutcome, i18n: Localizer): { text: string; css: string } {
  if (outcome.kind === "rest") return { text: counted("HARNFUDGE.Healing.Rested", outcome.rested ?? 0, i18n), css: "rest" };
  if (outcome.treatment === "magical") {
    const days = outcome.magicalDaysPerLevel ?? 0;
    return days === 0
      ? { text: i18n.localize("HARNFUDGE.Healing.MagicalInstant"), css: "healed" }
      : { text: i18n.format("HARNFUDGE.Healing.MagicalRate", { n: daysText(days, i18n) }), css: "healed" };
  }
  if (outcome.levels === 0) return { text: i18n.localize("HARNFUDGE.Healing.TreatmentFails"), css: "none" };
  return {
    text: i18n.format(outcome.levels === 1 ? "HARNFUDGE.Healing.TreatsOne" : "HARNFUDGE.Healing.TreatsN", {
      n: String(outcome.levels),
    }),
    css: "healed",
  };
}

/** A wound's level before → after (an infected one says so), or healed: the headline's part for one wound. */
function woundStep(pair: HealOutcome["pairs"][number], i18n: Localizer): string | null {
  const after = pair.after.marked ? woundName(pair.after, i18n) : i18n.localize("HARNFUDGE.Healing.Healed");
  const before = woundName(pair.before, i18n);
  return before === after ? null : `${before} → ${after}`;
}

/** What the treatment did, short, when no wound changed its level (a treatment speeds the healing to come). */
function shortOutcome(outcome: HealOutcome, i18n: Localizer): string {
  if (outcome.kind === "rest") return counted("HARNFUDGE.Healing.Headline.RestedDays", outcome.rested ?? 0, i18n);
  if (outcome.treatment === "magical") return i18n.localize("HARNFUDGE.Healing.Headline.Magical");
  if (outcome.levels === 0) return i18n.localize("HARNFUDGE.Healing.Headline.Fails");
  return i18n.format("HARNFUDGE.Healing.Headline.LevelsTreated", {
    levels: counted("HARNFUDGE.Healing.Levels", outcome.levels, i18n),
  });
}

/** The folded card's one line: who treated whom (or who rested) and what became of the wounds. */
function headline(outcome: HealOutcome, i18n: Localizer): string {
  const steps = outcome.pairs.map((pair) => woundStep(pair, i18n)).filter((s): s is string => s !== null);
  const what = steps.length > 0 ? steps.join(", ") : shortOutcome(outcome, i18n);
  if (outcome.kind === "rest") return i18n.format("HARNFUDGE.Healing.Headline.Rests", { patient: outcome.patientName, what });
  return outcome.healerName
    ? i18n.format("HARNFUDGE.Healing.Headline.Treats", { healer: outcome.healerName, patient: outcome.patientName, what })
    : i18n.format("HARNFUDGE.Healing.Headline.Healed", { patient: outcome.patientName, what });
}

/** The healer's roll's Lucky on the card: the reroll when made, and whether it is offered (a failed roll not yet rerolled). */
export interface HealingCardLucky {
  line: Pick<HealingLine, "lucky" | "failed"> | null;
}

export function healingCardContext(outcome: HealOutcome, i18n: Localizer, lucky: HealingCardLucky = { line: null }) {
  const rapidHealing = outcome.rapidHealing;
  const skillLabel = outcome.skill
    ? isSkillKey(outcome.skill)
      ? i18n.localize(getSkill(outcome.skill).labelKey)
      : outcome.skill
    : null;
  const changes = outcome.pairs.map((pair) => woundChange(pair, rapidHealing, i18n));
  const said = summary(outcome, i18n);
  const resultWord = outcome.resultDegree === null ? null : ladderWord(outcome.resultDegree, i18n);
  return {
    kind: outcome.kind,
    title: i18n.format(outcome.kind === "rest" ? "HARNFUDGE.Healing.RestTitle" : "HARNFUDGE.Healing.Title", {
      patient: outcome.patientName,
    }),
    healer: outcome.healerName,
    skill: skillLabel,
    resultWord,
    roll: outcome.roll
      ? rollView({ ...outcome.roll, diceMessageIds: [], lucky: lucky.line?.lucky ?? null }, skillLabel ?? "", i18n)
      : null,
    offerLucky: !!lucky.line && !lucky.line.lucky && lucky.line.failed,
    summary: said.text,
    summaryCss: said.css,
    /** What the treatment does; a set result (no roll on the card) says which result it was. */
    result: cardResult(TONES[said.css] ?? "plain", said.text, {
      detail: resultWord && !outcome.roll ? `${i18n.localize("HARNFUDGE.Healing.Result")}: ${resultWord}` : null,
    }),
    /** The folded card's one line (the roll, the result and each wound's days behind the disclosure). */
    headline: cardResult(TONES[said.css] ?? "plain", headline(outcome, i18n)),
    changes,
    none: changes.length === 0,
  };
}

/** What the consent card shows (templates/chat/heal-consent.hbs): who offers what, and who answers. */
export interface ConsentCardInput {
  status: "pending" | "accepted" | "declined";
  healerName: string;
  patientName: string;
  /** The healing skill's name. */
  skill: string;
  /** What the patient consents to (consentTerms): the skill, the modifiers, who sees the dice. */
  terms: string;
}

/** The consent card's context: the offer, the status, and the patient's player's turn while it waits. Pure. */
export function consentCardContext(input: ConsentCardInput, i18n: Localizer) {
  const names = { healer: input.healerName, patient: input.patientName, skill: input.skill };
  return {
    status: input.status,
    pending: input.status === "pending",
    ask: i18n.format("HARNFUDGE.Healing.ConsentAsk", names),
    terms: input.terms,
    statusText: i18n.localize(`HARNFUDGE.Healing.Consent.${input.status}`),
    turn: i18n.format("HARNFUDGE.Healing.ConsentTurn", names),
  };
}

/**
 * What the patient's player consents to on a consent card (issue 28, item 4): the skill, every
 * modifier the healer asked for (the situational modifier, the talents ticked) and who sees the
 * dice, all from the stored request the Accept carries out. `modeLabel` names a roll mode in
 * Foundry's own words.
 */
export function consentTerms(
  request: { skill: string | null; choices: RollChoices | null },
  i18n: Localizer,
  modeLabel: (mode: RollChoices["visibility"]) => string,
): string {
  const skill = request.skill;
  const terms = skill ? [isSkillKey(skill) ? i18n.localize(getSkill(skill).labelKey) : skill] : [];
  const choices = request.choices;
  if (choices) {
    if (choices.situational !== 0) terms.push(`${i18n.localize("HARNFUDGE.Roll.Situational")} ${signed(choices.situational)}`);
    for (const id of choices.talents) {
      const [key, sense] = id.split(":");
      const name = isTalentKey(key) ? i18n.localize(talentLocKey(key)) : id;
      terms.push(sense ? `${name} (${i18n.localize(`HARNFUDGE.Sense.${sense}`)})` : name);
    }
    terms.push(modeLabel(choices.visibility));
  }
  return i18n.format("HARNFUDGE.Healing.ConsentTerms", { terms: terms.join(" · ") });
}
