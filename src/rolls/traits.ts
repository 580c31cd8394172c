/**
 * Reading an actor's traits for a roll: which skill item stands for a skill key, and the level
 * the rules core says the actor rolls (trained level or default; default None refused).
 */
import { isPlayable, isSkillItem, isTalentItem, type PlayableActor } from "../documents/guards";
import { isSense, isTalentKey } from "./talents";
import {
  ERROR_CODES,
  RulesError,
  cappedRollLevel,
  getSkill,
  isSkillKey,
  sameSubject,
  skillLevel,
  type AttributeKey,
  type KnownSkill,
  type OwnedTalent,
} from "../rules";

/** A skill item as the roll path needs it. */
export interface SkillFacts {
  key: string;
  label: string;
  level: number | null;
  specialization: string;
  itemUuid: string | null;
}

/** The actor's skill item for a key (and specialization, when given), or null when it has none. */
export function findSkillItem(actor: Actor.Implementation, key: string, specialization?: string): Item.OfType<"skill"> | null {
  let fallback: Item.OfType<"skill"> | null = null;
  for (const item of actor.items) {
    if (!isSkillItem(item) || item.system.key !== key) continue;
    if (specialization === undefined || sameSubject(item.system.specialization, specialization)) return item;
    fallback ??= item;
  }
  return fallback;
}

/** The facts of a skill for an actor, whether or not it has the item. */
export function skillFacts(actor: Actor.Implementation, key: string, specialization?: string): SkillFacts {
  const item = findSkillItem(actor, key, specialization);
  const labelKey = isSkillKey(key) ? getSkill(key).labelKey : null;
  return {
    key,
    label: item?.name ?? (labelKey ? game.i18n.localize(labelKey) : key),
    level: item?.system.level ?? null,
    specialization: item?.system.specialization ?? "",
    itemUuid: item?.uuid ?? null,
  };
}

/**
 * The level the actor rolls for a skill (rules 1.1.2). Throws the rules core's RulesError
 * (`HARNFUDGE.Error.SkillNotAttemptable`) for an untrained skill with a default of None.
 * Custom skills (keys outside the catalog) roll their trained level, else their item's default.
 * Oratory and Rhetoric roll no higher than the best language (rules 1.1.2.2, `cappedRollLevel`).
 */
export function skillRollLevel(actor: Actor.Implementation, key: string, specialization?: string): number {
  if (isSkillKey(key))
    return cappedRollLevel(
      key,
      skillLevel(key, findSkillItem(actor, key, specialization)?.system.level ?? null),
      languagesOf(actor),
    );
  const item = findSkillItem(actor, key, specialization);
  const level = item?.system.level ?? item?.system.default ?? null;
  if (level === null) {
    // The rules core's catalog does not know custom skills; refuse them like a default of None.
    throw new RulesError(ERROR_CODES.skillNotAttemptable, { skill: key, labelKey: item?.name ?? key });
  }
  return level;
}

/** The languages the actor has trained, for the caps on Oratory and Rhetoric (rules 1.1.2.2). */
function languagesOf(actor: Actor.Implementation): KnownSkill[] {
  const out: KnownSkill[] = [];
  for (const item of actor.items)
    if (isSkillItem(item) && item.system.key === "language" && item.system.level !== null)
      out.push({ key: "language", level: item.system.level });
  return out;
}

/** The actor's attribute level (rules 1.1.1). */
export function attributeLevel(actor: PlayableActor, key: AttributeKey): number {
  return actor.system.attributes[key];
}

/** The actor's wound penalty as derived by the rules core in prepareDerivedData (rules 3.4.1). */
export function woundPenaltyOf(actor: Actor.Implementation): number {
  return isPlayable(actor) ? actor.system.woundPenalty : 0;
}

/** The talents an actor has, as the rules core reads them (Acute Sense with its sense). */
export function ownedTalents(actor: Actor.Implementation): OwnedTalent[] {
  const out: OwnedTalent[] = [];
  for (const item of actor.items) {
    if (!isTalentItem(item) || !isTalentKey(item.system.key)) continue;
    out.push({ key: item.system.key, sense: isSense(item.system.choice) ? item.system.choice : null });
  }
  return out;
}
