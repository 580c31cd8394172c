/**
 * Character creation (rules 1.3): attributes, skill and talent Character Points, starting limits.
 * {@link validateCreation} returns EVERY problem found, each `{code, data, severity}` with `code` a
 * localization key, plus the CP spent.
 *
 * Interpretations:
 * - Attributes start Fair; the levels above Fair minus the levels below Fair may not exceed 2 (2 free
 *   levels, 1:1 trades). Unspent free levels are a warning.
 * - A skill can be bought only at Mediocre or better and above its default; Mediocre-default skills
 *   (Club, Shield) start at Fair. Buying at or below the default is a problem (it costs nothing and
 *   gives nothing); a None-default skill at Terrible or Poor has no price and is a problem.
 * - The free native Language (Fair) and own Religion (Mediocre) are entries with `grant`; raising one
 *   at creation costs the difference of the non-cumulative prices (native Language at Good: 4 − 2 = 2).
 * - All skills, granted ones included, count against the skill limits.
 * - Unspent CP is a warning; a missing native language is a warning; the religion is optional.
 * - A talent may be taken once; Acute Sense needs its sense.
 */
import { LADDER_MAX, LADDER_MIN, SENSES, STARTING_CP, TALENT_KEYS } from "./constants";
import { isAttributeKey, type AttributeKey, type Sense, type TalentKey } from "./constants";
import type { MessageData } from "./errors";
import { ATTRIBUTE_LIMITS, SKILL_LIMITS, checkLevelLimits } from "./creation-limits";
import { ladderValue } from "./ladder";
import { getSkill, isSkillKey } from "./skills";
import { subjectKey } from "./subject-key";

export const FREE_ATTRIBUTE_LEVELS = 2;
export const TALENT_CP_COST = 4;
export const MAX_TALENTS = 3;

/** Skill CP cost by level (rules 1.3.2), not cumulative: Mediocre 1, Fair 2, Good 4, Great 8, Superb 16. */
export const SKILL_CP_COSTS: Readonly<Record<number, number>> = { [-1]: 1, 0: 2, 1: 4, 2: 8, 3: 16 };

export const GRANTS = ["nativeLanguage", "ownReligion"] as const;
export type Grant = (typeof GRANTS)[number];
/** Free skills (rules 1.1.2.2): native Language at Fair, own Religion at Mediocre. */
export const GRANT_SKILLS: Readonly<Record<Grant, { skill: string; level: number }>> = {
  nativeLanguage: { skill: "language", level: ladderValue("fair") },
  ownReligion: { skill: "religion", level: ladderValue("mediocre") },
};

export const CREATION_CODES = {
  unknownAttribute: "HARNFUDGE.Creation.UnknownAttribute",
  attributeInvalid: "HARNFUDGE.Creation.AttributeInvalid",
  attributeLevelsOverspent: "HARNFUDGE.Creation.AttributeLevelsOverspent",
  attributeLevelsUnspent: "HARNFUDGE.Creation.AttributeLevelsUnspent",
  attributeLimits: "HARNFUDGE.Creation.AttributeLimits",
  unknownSkill: "HARNFUDGE.Creation.UnknownSkill",
  skillLevelInvalid: "HARNFUDGE.Creation.SkillLevelInvalid",
  skillAtOrBelowDefault: "HARNFUDGE.Creation.SkillAtOrBelowDefault",
  skillLevelNotPurchasable: "HARNFUDGE.Creation.SkillLevelNotPurchasable",
  skillNeedsSubject: "HARNFUDGE.Creation.SkillNeedsSubject",
  skillSubjectNotAllowed: "HARNFUDGE.Creation.SkillSubjectNotAllowed",
  duplicateSkill: "HARNFUDGE.Creation.DuplicateSkill",
  grantWrongSkill: "HARNFUDGE.Creation.GrantWrongSkill",
  duplicateGrant: "HARNFUDGE.Creation.DuplicateGrant",
  grantBelowLevel: "HARNFUDGE.Creation.GrantBelowLevel",
  nativeLanguageMissing: "HARNFUDGE.Creation.NativeLanguageMissing",
  skillLimits: "HARNFUDGE.Creation.SkillLimits",
  unknownTalent: "HARNFUDGE.Creation.UnknownTalent",
  duplicateTalent: "HARNFUDGE.Creation.DuplicateTalent",
  tooManyTalents: "HARNFUDGE.Creation.TooManyTalents",
  talentNeedsSense: "HARNFUDGE.Creation.TalentNeedsSense",
  cpOverspent: "HARNFUDGE.Creation.CpOverspent",
  cpUnspent: "HARNFUDGE.Creation.CpUnspent",
  talentAfterCreation: "HARNFUDGE.Creation.TalentAfterCreation",
} as const;

/**
 * The problems that concern only the purchase of a new character (rules 1.3): the free attribute
 * levels, the 64 CP budget, skill prices and the starting limits. Once creation is finished they are
 * no longer reported; EP advancement (rules 1.4) takes over.
 */
export const CREATION_ONLY_CODES: ReadonlySet<string> = new Set([
  CREATION_CODES.attributeLevelsOverspent,
  CREATION_CODES.attributeLevelsUnspent,
  CREATION_CODES.attributeLimits,
  CREATION_CODES.skillAtOrBelowDefault,
  CREATION_CODES.skillLevelNotPurchasable,
  CREATION_CODES.skillLimits,
  CREATION_CODES.tooManyTalents,
  CREATION_CODES.cpOverspent,
  CREATION_CODES.cpUnspent,
]);

export interface CreationProblem {
  code: string;
  data: MessageData;
  severity: "error" | "warning";
}

export interface CreationSkill {
  key: string;
  level: number;
  /** The language, instrument, deity or script of a per-subject skill. */
  subject?: string;
  grant?: Grant;
}

export interface CreationTalent {
  key: TalentKey;
  sense?: Sense;
}

export interface CreationInput {
  /** Attribute levels; a missing attribute is Fair. */
  attributes: Partial<Record<AttributeKey, number>>;
  skills: readonly CreationSkill[];
  talents: readonly CreationTalent[];
}

export interface CreationReport {
  valid: boolean;
  problems: CreationProblem[];
  cpSpent: number;
  cpRemaining: number;
  attributeLevelsSpent: number;
  /** CP paid for each skill entry (same order as the input; 0 for entries with problems). */
  skillCosts: number[];
  talentCost: number;
}

const isLevel = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v >= LADDER_MIN && v <= LADDER_MAX;

/** CP price of a skill at `level` (rules 1.3.2), or null when it cannot be bought at that level. */
export function skillCpCost(skillKey: string, level: number): number | null {
  const skill = getSkill(skillKey);
  if (!isLevel(level)) return null;
  if (skill.default !== null && level <= skill.default) return null;
  return SKILL_CP_COSTS[level] ?? null;
}

function checkAttributes(input: CreationInput, problems: CreationProblem[]): number {
  const levels: number[] = [];
  for (const [key, value] of Object.entries(input.attributes ?? {})) {
    if (!isAttributeKey(key))
      problems.push({ code: CREATION_CODES.unknownAttribute, data: { attribute: key }, severity: "error" });
    else if (!isLevel(value))
      problems.push({ code: CREATION_CODES.attributeInvalid, data: { attribute: key, value: String(value) }, severity: "error" });
    else levels.push(value);
  }
  const spent = levels.reduce((a, b) => a + b, 0);
  if (spent > FREE_ATTRIBUTE_LEVELS)
    problems.push({
      code: CREATION_CODES.attributeLevelsOverspent,
      data: { spent, free: FREE_ATTRIBUTE_LEVELS },
      severity: "error",
    });
  if (spent < FREE_ATTRIBUTE_LEVELS)
    problems.push({
      code: CREATION_CODES.attributeLevelsUnspent,
      data: { spent, free: FREE_ATTRIBUTE_LEVELS },
      severity: "warning",
    });
  const lim = checkLevelLimits(levels, ATTRIBUTE_LIMITS);
  if (!lim.ok)
    problems.push({
      code: CREATION_CODES.attributeLimits,
      data: { ...lim.counts, units: lim.units, maxUnits: lim.maxUnits },
      severity: "error",
    });
  return spent;
}

function checkSkill(s: CreationSkill, seen: Set<string>, grants: Set<Grant>, problems: CreationProblem[]): number {
  const err = (code: string, data: MessageData): number => {
    problems.push({ code, data, severity: "error" });
    return 0;
  };
  if (!isSkillKey(s.key)) return err(CREATION_CODES.unknownSkill, { skill: String(s.key) });
  const skill = getSkill(s.key);
  const subject = s.subject?.trim() ?? "";
  if (skill.perSubject && !subject) err(CREATION_CODES.skillNeedsSubject, { skill: s.key });
  if (!skill.perSubject && subject) err(CREATION_CODES.skillSubjectNotAllowed, { skill: s.key, subject });
  // One language (deity, script) however it is spelled (subjects.ts): "Harnic" twice is a duplicate of "Hârnic".
  const id = skill.perSubject ? `${s.key}|${subjectKey(subject)}` : s.key;
  if (seen.has(id)) err(CREATION_CODES.duplicateSkill, { skill: s.key, subject });
  seen.add(id);
  if (!isLevel(s.level)) return err(CREATION_CODES.skillLevelInvalid, { skill: s.key, value: String(s.level) });
  if (s.grant !== undefined) {
    const g = GRANT_SKILLS[s.grant];
    if (!g) return err(CREATION_CODES.grantWrongSkill, { grant: String(s.grant), skill: s.key });
    if (g.skill !== s.key) return err(CREATION_CODES.grantWrongSkill, { grant: s.grant, skill: s.key });
    if (grants.has(s.grant)) return err(CREATION_CODES.duplicateGrant, { grant: s.grant });
    grants.add(s.grant);
    if (s.level < g.level) return err(CREATION_CODES.grantBelowLevel, { grant: s.grant, level: s.level, required: g.level });
    return s.level === g.level ? 0 : (SKILL_CP_COSTS[s.level] ?? 0) - (SKILL_CP_COSTS[g.level] ?? 0);
  }
  if (skill.default !== null && s.level <= skill.default)
    return err(CREATION_CODES.skillAtOrBelowDefault, { skill: s.key, level: s.level, default: skill.default });
  const cost = skillCpCost(s.key, s.level);
  if (cost === null) return err(CREATION_CODES.skillLevelNotPurchasable, { skill: s.key, level: s.level });
  return cost;
}

function checkTalents(talents: readonly CreationTalent[], problems: CreationProblem[]): number {
  const seen = new Set<string>();
  let count = 0;
  for (const t of talents ?? []) {
    if (!(TALENT_KEYS as readonly string[]).includes(t.key)) {
      problems.push({ code: CREATION_CODES.unknownTalent, data: { talent: String(t.key) }, severity: "error" });
      continue;
    }
    if (seen.has(t.key)) problems.push({ code: CREATION_CODES.duplicateTalent, data: { talent: t.key }, severity: "error" });
    seen.add(t.key);
    if (t.key === "acuteSense" && !(SENSES as readonly string[]).includes(t.sense ?? "")) {
      problems.push({ code: CREATION_CODES.talentNeedsSense, data: { talent: t.key }, severity: "error" });
    }
    count++;
  }
  if (count > MAX_TALENTS)
    problems.push({ code: CREATION_CODES.tooManyTalents, data: { count, max: MAX_TALENTS }, severity: "error" });
  return count * TALENT_CP_COST;
}

export interface CreationOptions {
  /**
   * Creation is finished (rules 1.3, 1.4): the budget, prices and starting limits
   * ({@link CREATION_ONLY_CODES}) are no longer problems; the CP figures are still computed.
   */
  finished?: boolean;
}

/**
 * Validate a character's creation (rules 1.3) and report every problem and the CP spent. After
 * creation (`finished`) only the problems that stay true of any character are reported (unknown or
 * invalid entries, duplicates, subjects, grants, Acute Sense's sense, the native language).
 */
export function validateCreation(input: CreationInput, options: CreationOptions = {}): CreationReport {
  const report = validateNewCharacter(input);
  if (options.finished !== true) return report;
  const problems = report.problems.filter((p) => !CREATION_ONLY_CODES.has(p.code));
  return { ...report, problems, valid: problems.every((p) => p.severity !== "error") };
}

/**
 * Talents only at creation (rules 4: "Talents may only be purchased during character creation; they
 * may not be bought with EP"): a warning for each talent the character has now that was not among
 * its talents when creation was finished (`atCreation`, the keys recorded then).
 */
export function talentsAfterCreation(current: readonly TalentKey[], atCreation: readonly TalentKey[]): CreationProblem[] {
  const before = new Set(atCreation);
  return [...new Set(current)]
    .filter((key) => !before.has(key))
    .map((talent): CreationProblem => ({ code: CREATION_CODES.talentAfterCreation, data: { talent }, severity: "warning" }));
}

function validateNewCharacter(input: CreationInput): CreationReport {
  const problems: CreationProblem[] = [];
  const attributeLevelsSpent = checkAttributes(input, problems);
  const seen = new Set<string>();
  const grants = new Set<Grant>();
  const skillCosts = (input.skills ?? []).map((s) => checkSkill(s, seen, grants, problems));
  if (!grants.has("nativeLanguage")) problems.push({ code: CREATION_CODES.nativeLanguageMissing, data: {}, severity: "warning" });
  const lim = checkLevelLimits(
    (input.skills ?? []).map((s) => s.level),
    SKILL_LIMITS,
  );
  if (!lim.ok)
    problems.push({
      code: CREATION_CODES.skillLimits,
      data: { ...lim.counts, units: lim.units, maxUnits: lim.maxUnits },
      severity: "error",
    });
  const talentCost = checkTalents(input.talents, problems);
  const cpSpent = skillCosts.reduce((a, b) => a + b, 0) + talentCost;
  const cpRemaining = STARTING_CP - cpSpent;
  if (cpRemaining < 0)
    problems.push({ code: CREATION_CODES.cpOverspent, data: { spent: cpSpent, available: STARTING_CP }, severity: "error" });
  if (cpRemaining > 0) problems.push({ code: CREATION_CODES.cpUnspent, data: { remaining: cpRemaining }, severity: "warning" });
  return {
    valid: problems.every((p) => p.severity !== "error"),
    problems,
    cpSpent,
    cpRemaining,
    attributeLevelsSpent,
    skillCosts,
    talentCost,
  };
}
