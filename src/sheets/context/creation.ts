/**
 * Character points (rules 1.3): the actor's attributes, skill items and talents handed to the rules
 * core's creation validator, and its report shown as messages. Never blocks an edit.
 */
import {
  ATTRIBUTE_KEYS,
  SENSES,
  STARTING_CP,
  TALENT_KEYS,
  isSkillKey,
  validateCreation,
  type CreationInput,
  type CreationSkill,
  type CreationTalent,
  type Grant,
  type Sense,
  type TalentKey,
} from "../../rules";
import type { CharacterData, I18n, PlainItem } from "./types";

export interface CreationProblemView {
  message: string;
  severity: "error" | "warning";
  icon: string;
}

export interface CreationView {
  cpSpent: number;
  cpAvailable: number;
  cpRemaining: number;
  overBudget: boolean;
  attributeLevelsSpent: number;
  valid: boolean;
  problems: CreationProblemView[];
}

const same = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** What the validator needs from a character: trained skills (native language and own religion as grants), talents. */
export function creationInput(system: CharacterData, items: readonly PlainItem[]): CreationInput {
  const skills: CreationSkill[] = [];
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
  }
  const talents: CreationTalent[] = [];
  for (const item of items) {
    if (item.type !== "talent" || !(TALENT_KEYS as readonly string[]).includes(item.system.key)) continue;
    const t: CreationTalent = { key: item.system.key as TalentKey };
    if ((SENSES as readonly string[]).includes(item.system.choice)) t.sense = item.system.choice as Sense;
    talents.push(t);
  }
  const attributes = Object.fromEntries(ATTRIBUTE_KEYS.map((k) => [k, system.attributes[k]]));
  return { attributes, skills, talents };
}

/** Message data with skill, talent and attribute keys shown by name. */
function localizeData(data: Record<string, string | number | boolean | null>, i18n: I18n) {
  const out: Record<string, string | number | boolean | null> = {};
  for (const [k, v] of Object.entries(data)) {
    if (k === "skill" && typeof v === "string" && isSkillKey(v)) out[k] = i18n.localize(`HARNFUDGE.Skill.${v}`);
    else if (k === "talent" && typeof v === "string" && (TALENT_KEYS as readonly string[]).includes(v))
      out[k] = i18n.localize(`HARNFUDGE.Talent.${v}`);
    else if (k === "attribute" && typeof v === "string" && (ATTRIBUTE_KEYS as readonly string[]).includes(v))
      out[k] = i18n.localize(`HARNFUDGE.Attribute.${v}`);
    else out[k] = v === null ? "" : v;
  }
  return out;
}

export function creationView(system: CharacterData, items: readonly PlainItem[], i18n: I18n): CreationView {
  const report = validateCreation(creationInput(system, items));
  return {
    cpSpent: report.cpSpent,
    cpAvailable: STARTING_CP,
    cpRemaining: report.cpRemaining,
    overBudget: report.cpRemaining < 0,
    attributeLevelsSpent: report.attributeLevelsSpent,
    valid: report.valid,
    problems: report.problems.map((p) => ({
      message: i18n.format(p.code, localizeData(p.data, i18n)),
      severity: p.severity,
      icon: p.severity === "error" ? "fa-solid fa-circle-exclamation" : "fa-solid fa-triangle-exclamation",
    })),
  };
}
