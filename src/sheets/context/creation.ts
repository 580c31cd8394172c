/**
 * Character points (rules 1.3): the actor's attributes, skill items and talents handed to the rules
 * core's creation validator, and its report shown as messages. Never blocks an edit. Once creation
 * is marked finished (rules 1.4: EP advancement takes over) the budget and starting limits are no
 * longer problems, and a talent the character did not hold then is warned about (rules 4).
 */
import {
  ATTRIBUTE_KEYS,
  FREE_ATTRIBUTE_LEVELS,
  SENSES,
  STARTING_CP,
  TALENT_CP_COST,
  TALENT_KEYS,
  describeLevel,
  isAttributeKey,
  isSkillKey,
  sameSubject,
  talentsAfterCreation,
  validateCreation,
  type CreationInput,
  type CreationSkill,
  type CreationTalent,
  type Grant,
  type Sense,
  type TalentKey,
} from "../../rules";
import type { CharacterData, PlainItem } from "./types";
import { formatData, localNumber, type Localizer, type MessageValue } from "../../i18n/format";

export interface CreationProblemView {
  message: string;
  severity: "error" | "warning";
  icon: string;
}

/** One line of "where the points went": a skill or talent and what it cost. */
export interface CostLineView {
  label: string;
  detail: string;
  cp: string;
}

export interface CreationView {
  cpSpent: number;
  cpAvailable: number;
  cpRemaining: number;
  overBudget: boolean;
  attributeLevelsSpent: number;
  valid: boolean;
  problems: CreationProblemView[];
  /** CP per trained skill item (rules 1.3.2); "free" for the native language or own religion at its free level. */
  costs: Map<string, number | "free">;
  /** CP spent on skills and on talents (rules 1.3.2, 4). */
  skillCp: number;
  talentCp: number;
  /** Where the points went, skills then talents, most expensive first. */
  breakdown: CostLineView[];
  /** The Edit mode's count, in words: "52 of 64 CP spent", "12 left", "Skills 40 CP"… */
  summary: string;
  remainingText: string;
  skillsText: string;
  talentsText: string;
  attributesText: string;
  problemsText: string;
  /** Creation is marked finished: the budget and starting limits are no longer checked. */
  finished: boolean;
  /** Ids of the talent items added after creation (rules 4: talents only at creation). */
  lateTalents: Set<string>;
  /** What the creation mark means now, in words. */
  statusText: string;
}

/** One subject however it is spelled (rules 1.1.2.2, subjects.ts): the native "Harnic" keeps its free "Hârnic". */
const same = sameSubject;

/** What the validator needs from a character: trained skills (native language and own religion as grants), talents. */
export function creationInput(system: CharacterData, items: readonly PlainItem[]): CreationInput {
  return creationEntries(system, items).input;
}

/** The validator's input, with the item behind each skill and talent entry (same order). */
function creationEntries(
  system: CharacterData,
  items: readonly PlainItem[],
): { input: CreationInput; skillItems: PlainItem[]; talentItems: PlainItem[] } {
  const skills: CreationSkill[] = [];
  const skillItems: PlainItem[] = [];
  const talentItems: PlainItem[] = [];
  const granted = new Set<Grant>();
  for (const item of items) {
    if (item.type !== "skill" || item.system.level === null) continue;
    const s = item.system;
    const entry: CreationSkill = { key: s.key, level: s.level as number };
    if (s.specialization.trim()) entry.subject = s.specialization;
    if (
      s.key === "language" &&
      system.nativeLanguage.trim() &&
      same(s.specialization, system.nativeLanguage) &&
      !granted.has("nativeLanguage")
    ) {
      entry.grant = "nativeLanguage";
      granted.add("nativeLanguage");
    } else if (
      s.key === "religion" &&
      system.religion.trim() &&
      same(s.specialization, system.religion) &&
      !granted.has("ownReligion")
    ) {
      entry.grant = "ownReligion";
      granted.add("ownReligion");
    }
    skills.push(entry);
    skillItems.push(item);
  }
  const talents: CreationTalent[] = [];
  for (const item of items) {
    if (item.type !== "talent" || !(TALENT_KEYS as readonly string[]).includes(item.system.key)) continue;
    const t: CreationTalent = { key: item.system.key as TalentKey };
    if ((SENSES as readonly string[]).includes(item.system.choice)) t.sense = item.system.choice as Sense;
    talents.push(t);
    talentItems.push(item);
  }
  const attributes = Object.fromEntries(ATTRIBUTE_KEYS.map((k) => [k, system.attributes[k]]));
  return { input: { attributes, skills, talents }, skillItems, talentItems };
}

/** The talent keys a character holds, recorded when creation is marked finished (rules 4). */
export function creationTalentKeys(items: readonly PlainItem[]): TalentKey[] {
  const keys = items.flatMap((i) => (i.type === "talent" ? [i.system.key] : []));
  return [...new Set(keys)].filter((k): k is TalentKey => (TALENT_KEYS as readonly string[]).includes(k));
}

/** Message data with skill, talent and attribute keys shown by name. */
function localizeData(data: Readonly<Record<string, MessageValue>>, i18n: Localizer): Record<string, string> {
  const out = formatData(data, i18n);
  for (const [k, v] of Object.entries(data)) {
    if (k === "skill" && typeof v === "string" && isSkillKey(v)) out[k] = i18n.localize(`HARNFUDGE.Skill.${v}`);
    else if (k === "talent" && typeof v === "string" && (TALENT_KEYS as readonly string[]).includes(v))
      out[k] = i18n.localize(`HARNFUDGE.Talent.${v}`);
    else if (k === "attribute" && isAttributeKey(v)) out[k] = i18n.localize(`HARNFUDGE.Attribute.${v}`);
  }
  return out;
}

function itemLabel(item: PlainItem, i18n: Localizer): string {
  if (item.type === "skill" && isSkillKey(item.system.key)) {
    const name = i18n.localize(`HARNFUDGE.Skill.${item.system.key}`);
    return item.system.specialization ? `${name} (${item.system.specialization})` : name;
  }
  if (item.type === "talent" && (TALENT_KEYS as readonly string[]).includes(item.system.key)) {
    return i18n.localize(`HARNFUDGE.Talent.${item.system.key}`);
  }
  return item.name;
}

export function creationView(system: CharacterData, items: readonly PlainItem[], i18n: Localizer): CreationView {
  const { input, skillItems, talentItems } = creationEntries(system, items);
  const finished = system.creation.finished;
  const report = validateCreation(input, { finished });
  const atCreation = system.creation.talents.filter((k): k is TalentKey => (TALENT_KEYS as readonly string[]).includes(k));
  const late = finished
    ? talentsAfterCreation(
        input.talents.map((t) => t.key),
        atCreation,
      )
    : [];
  const lateKeys = new Set(late.map((p) => String(p.data["talent"])));
  const lateTalents = new Set(talentItems.filter((t) => t.type === "talent" && lateKeys.has(t.system.key)).map((t) => t.id));
  const problems = [...report.problems, ...late];
  const costs = new Map<string, number | "free">();
  const lines: (CostLineView & { n: number })[] = [];
  skillItems.forEach((item, i) => {
    const entry = input.skills[i];
    const cost = report.skillCosts[i] ?? 0;
    const free = entry?.grant !== undefined && cost === 0;
    costs.set(item.id, free ? "free" : cost);
    const level = entry ? i18n.localize(describeLevel(entry.level).key) : "";
    const detail = entry?.grant ? `${level}, ${i18n.localize(`HARNFUDGE.SheetUI.Creation.Grant.${entry.grant}`)}` : level;
    lines.push({
      label: itemLabel(item, i18n),
      detail,
      cp: free
        ? i18n.localize("HARNFUDGE.SheetUI.Skills.Free")
        : i18n.format("HARNFUDGE.SheetUI.Skills.Cost", { cp: localNumber(cost, i18n) }),
      n: cost,
    });
  });
  const skillLines = lines.sort((a, b) => b.n - a.n);
  const talentLines = talentItems.map((item) => ({
    label: itemLabel(item, i18n),
    detail: i18n.localize("TYPES.Item.talent"),
    cp: i18n.format("HARNFUDGE.SheetUI.Skills.Cost", { cp: localNumber(TALENT_CP_COST, i18n) }),
  }));
  const skillCp = report.skillCosts.reduce((a, b) => a + b, 0);
  return {
    cpSpent: report.cpSpent,
    cpAvailable: STARTING_CP,
    cpRemaining: report.cpRemaining,
    overBudget: !finished && report.cpRemaining < 0,
    attributeLevelsSpent: report.attributeLevelsSpent,
    valid: report.valid,
    problems: problems.map((p) => ({
      message: i18n.format(p.code, localizeData(p.data, i18n)),
      severity: p.severity,
      icon: p.severity === "error" ? "fa-solid fa-circle-exclamation" : "fa-solid fa-triangle-exclamation",
    })),
    costs,
    skillCp,
    talentCp: report.talentCost,
    breakdown: [...skillLines.map(({ label, detail, cp }) => ({ label, detail, cp })), ...talentLines],
    summary: i18n.format("HARNFUDGE.SheetUI.Creation.Summary", {
      spent: localNumber(report.cpSpent, i18n),
      available: localNumber(STARTING_CP, i18n),
    }),
    remainingText:
      report.cpRemaining < 0
        ? i18n.format("HARNFUDGE.SheetUI.Creation.Over", { over: localNumber(-report.cpRemaining, i18n) })
        : i18n.format("HARNFUDGE.SheetUI.Creation.Remaining", { remaining: localNumber(report.cpRemaining, i18n) }),
    skillsText: i18n.format("HARNFUDGE.SheetUI.Creation.SkillsCp", { cp: localNumber(skillCp, i18n) }),
    talentsText: i18n.format("HARNFUDGE.SheetUI.Creation.TalentsCp", { cp: localNumber(report.talentCost, i18n) }),
    attributesText: i18n.format("HARNFUDGE.SheetUI.Creation.Attributes", {
      spent: localNumber(report.attributeLevelsSpent, i18n),
      free: localNumber(FREE_ATTRIBUTE_LEVELS, i18n),
    }),
    problemsText: i18n.format("HARNFUDGE.SheetUI.Creation.Problems", { n: localNumber(problems.length, i18n) }),
    finished,
    lateTalents,
    statusText: i18n.localize(finished ? "HARNFUDGE.SheetPlay.Creation.Finished" : "HARNFUDGE.SheetPlay.Creation.InProgress"),
  };
}
