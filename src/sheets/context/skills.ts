/**
 * The skill list of the sheets: every skill of the game (rules 1.1.2) grouped by category, trained
 * ones at their level from the actor's skill items (matched by `system.key`), the others at their
 * default, greyed, and default-None skills marked as not attemptable. Levels come from the rules core.
 */
import { SKILLS, SKILL_CATEGORIES, canAttemptSkill, isSkillKey, skillLevel, type SkillCategory } from "../../rules";
import { levelView, type LevelView } from "./common";
import { raiseView, type RaiseContext, type RaiseView } from "./advancement";
import type { I18n, PlainItem, SkillData } from "./types";

type SkillItem = Extract<PlainItem, { type: "skill" }>;

export interface SkillRowView {
  key: string;
  label: string;
  specialization: string;
  itemId: string | null;
  trained: boolean;
  /** The level rolled, or null for an untrained default-None skill. */
  level: LevelView | null;
  /** The default (rules 1.1.2), null for None. */
  defaultLevel: LevelView | null;
  attemptable: boolean;
  /** Untrained: shown greyed at the default. */
  greyed: boolean;
  perSubject: boolean;
  raise: RaiseView | null;
  cssClass: string;
}

export interface SkillGroupView {
  category: string;
  labelKey: string;
  skills: SkillRowView[];
}

export interface SkillListOptions {
  /** Only the skills the actor has items for (the NPC sheet). */
  onlyOwned?: boolean;
  /** Advancement facts for raise buttons; none when omitted. */
  raise?: RaiseContext;
}

function skillItems(items: readonly PlainItem[]): SkillItem[] {
  return items
    .filter((i): i is SkillItem => i.type === "skill")
    .sort(
      (a, b) => a.sort - b.sort || a.system.specialization.localeCompare(b.system.specialization) || a.name.localeCompare(b.name),
    );
}

function trainedLevel(system: SkillData): number | null {
  return system.level;
}

function rowFor(key: string, item: SkillItem | null, i18n: I18n, options: SkillListOptions): SkillRowView {
  const catalog = isSkillKey(key);
  const system = item?.system ?? null;
  const trained = system !== null && trainedLevel(system) !== null;
  const def = catalog ? (SKILLS.find((s) => s.key === key)?.default ?? null) : (system?.default ?? null);
  let level: number | null;
  let attemptable: boolean;
  if (catalog) {
    attemptable = canAttemptSkill(key, system?.level ?? null);
    level = attemptable ? skillLevel(key, system?.level ?? null) : null;
  } else {
    level = system?.level ?? system?.default ?? null;
    attemptable = level !== null;
  }
  const specialization = system?.specialization ?? "";
  const baseLabel = catalog ? i18n.localize(`HARNFUDGE.Skill.${key}`) : (item?.name ?? key);
  const label = catalog && specialization ? `${baseLabel} (${specialization})` : baseLabel;
  const raise = options.raise
    ? raiseView("skill", trained ? level : def, system?.advancement ?? { used: true, raisedInSession: null }, options.raise, i18n)
    : null;
  const classes = ["skill-row"];
  if (!trained) classes.push("untrained");
  if (!attemptable) classes.push("not-attemptable");
  return {
    key,
    label,
    specialization,
    itemId: item?.id ?? null,
    trained,
    level: level === null ? null : levelView(level),
    defaultLevel: def === null ? null : levelView(def),
    attemptable,
    greyed: !trained,
    perSubject: catalog ? (SKILLS.find((s) => s.key === key)?.perSubject ?? false) : (system?.perSubject ?? false),
    raise,
    cssClass: classes.join(" "),
  };
}

/** The skill list grouped by category (rules 1.1.2.1–1.1.2.4), in rule-book order; custom skills last in their category. */
export function skillGroups(items: readonly PlainItem[], i18n: I18n, options: SkillListOptions = {}): SkillGroupView[] {
  const owned = skillItems(items);
  const byKey = new Map<string, SkillItem[]>();
  for (const item of owned) byKey.set(item.system.key, [...(byKey.get(item.system.key) ?? []), item]);
  return SKILL_CATEGORIES.map((category: SkillCategory) => {
    const rows: SkillRowView[] = [];
    for (const skill of SKILLS.filter((s) => s.category === category)) {
      const mine = byKey.get(skill.key) ?? [];
      if (mine.length > 0) for (const item of mine) rows.push(rowFor(skill.key, item, i18n, options));
      else if (!options.onlyOwned) rows.push(rowFor(skill.key, null, i18n, options));
    }
    for (const item of owned.filter((i) => !isSkillKey(i.system.key) && i.system.category === category)) {
      rows.push(rowFor(item.system.key, item, i18n, options));
    }
    return { category, labelKey: `HARNFUDGE.SkillCategory.${category}`, skills: rows };
  }).filter((group) => group.skills.length > 0);
}

function sameSubject(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
}

/**
 * The actor's skill item that a dropped skill would duplicate (same key, same specialization), or
 * null when the drop adds a new skill.
 */
export function duplicateSkill(
  items: readonly PlainItem[],
  dropped: { key: string; specialization: string },
): { id: string; name: string } | null {
  const found = skillItems(items).find(
    (i) => i.system.key === dropped.key && sameSubject(i.system.specialization, dropped.specialization),
  );
  return found ? { id: found.id, name: found.name } : null;
}

/** Trained skills counted for the NPC header and tests. */
export function trainedSkillCount(items: readonly PlainItem[]): number {
  return skillItems(items).filter((i) => trainedLevel(i.system) !== null).length;
}
