/**
 * Every localization key the rules core emits, for the author of lang/en.json.
 * A test checks that each key the modules can return appears here.
 */
import { ADVANCEMENT_CODES, EP_AWARD_GUIDELINES } from "./advancement";
import { ATTACK_OUTCOME_LOC_KEYS } from "./attack";
import { DEFENCE_LOC_KEYS, ENGAGEMENT_LOC_KEY } from "./combat";
import { CONDITION_HINT_LOC_KEYS, CONDITION_LOC_KEYS, CONDITION_REFUSAL_KEYS } from "./conditions";
import { TREATMENTS } from "./constants";
import { CREATION_CODES } from "./creation";
import { CRITICAL_LOC_KEYS } from "./dice";
import { ERROR_CODES } from "./errors";
import { LADDER_LOC_KEYS } from "./ladder";
import { LEGALITY_LOC_KEYS } from "./legality";
import { RANGE_LOC_KEYS } from "./range";
import { SKILL_CAP_CODES } from "./skill-caps";
import { SKILLS } from "./skills";
import { STUN_RESULT_LOC_KEYS } from "./stun";
import { TALENT_LOC_KEYS, TALENT_SITUATION_LOC_KEYS } from "./talents";
import { WOUND_LEVEL_LOC_KEYS } from "./wound-levels";

/** All keys, grouped by purpose. */
export const RULES_LOCALIZATION_KEYS = {
  ladder: LADDER_LOC_KEYS,
  woundLevels: WOUND_LEVEL_LOC_KEYS,
  stun: Object.values(STUN_RESULT_LOC_KEYS),
  critical: Object.values(CRITICAL_LOC_KEYS),
  defence: Object.values(DEFENCE_LOC_KEYS),
  attack: Object.values(ATTACK_OUTCOME_LOC_KEYS),
  combat: [ENGAGEMENT_LOC_KEY],
  skills: SKILLS.map((s) => s.labelKey),
  talents: TALENT_LOC_KEYS,
  talentSituations: Object.values(TALENT_SITUATION_LOC_KEYS),
  epAwards: EP_AWARD_GUIDELINES.map((g) => g.labelKey),
  errors: Object.values(ERROR_CODES),
  creation: Object.values(CREATION_CODES),
  advancement: Object.values(ADVANCEMENT_CODES),
  treatments: TREATMENTS.map((t) => `HARNFUDGE.Treatment.${t}`),
  conditions: [...CONDITION_LOC_KEYS, ...Object.values(CONDITION_REFUSAL_KEYS)],
  conditionHints: CONDITION_HINT_LOC_KEYS,
  range: Object.values(RANGE_LOC_KEYS),
  skillCaps: Object.values(SKILL_CAP_CODES),
  legality: Object.values(LEGALITY_LOC_KEYS),
} as const satisfies Record<string, readonly string[]>;

/** All keys, flat and sorted. */
export const ALL_RULES_LOCALIZATION_KEYS: readonly string[] = Object.values(RULES_LOCALIZATION_KEYS).flat().sort();
