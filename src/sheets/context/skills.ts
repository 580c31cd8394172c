/**
 * The skill list of the sheets: every skill of the game (rules 1.1.2) grouped by category, trained
 * ones at their level from the actor's skill items (matched by `system.key`), the others at their
 * default, greyed, and default-None skills marked as not attemptable. Levels come from the rules core.
 *
 * Each row also carries what the sheet's tools need: its search text, a hover summary (what the
 * skill covers and its default), whether the current search hides it, and in Edit mode its ladder
 * choice and CP cost. In Edit mode every catalog skill is listed (the NPC sheet too), and each
 * per-subject skill (Language, Musician, Religion, Script) has a row to learn a new subject.
 */
import {
  SKILLS,
  SKILL_CATEGORIES,
  canAttemptSkill,
  getSkill,
  isSkillKey,
  sameSubject,
  skillLevel,
  type SkillCategory,
} from "../../rules";
import { skillLimitNotes } from "./skill-limits";
import { matchesQuery, searchText } from "../search";
import type { SheetMode } from "../view-state";
import { levelView, type LevelView } from "./common";
import { raiseView, type RaiseContext, type RaiseView } from "./advancement";
import type { PlainItem, SkillData } from "./types";
import { localNumber, type Localizer } from "../../i18n/format";

type SkillItem = Extract<PlainItem, { type: "skill" }>;

export interface SkillRowView {
  key: string;
  /** The full name, "Language (Jarinese)". */
  label: string;
  /** The name without the subject, and the subject ("" when none): shown apart so a narrow sheet wraps, never cuts, the subject. */
  baseLabel: string;
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
  /** Normalized text the search matches against (name, subject, category). */
  search: string;
  /** Hover summary: what the skill covers and its default. */
  summary: string;
  /** The current search does not match this row. */
  hidden: boolean;
  /** Edit mode: the trained level selected in the row's ladder ("" = untrained). */
  levelValue: number | "";
  /** Edit mode: the CP this skill costs at creation ("8 CP", "free"), "" when nothing. */
  cp: string;
  /** Edit mode: the row that learns a new subject of a per-subject skill (a subject box beside the ladder). */
  newSubject: boolean;
  /** A new subject box's list of known subjects (a datalist id), or null. */
  subjectList: string | null;
  /** Oratory or Rhetoric above the speaker's languages (rules 1.1.2.2): the warning, else "". */
  warning: string;
}

export interface SkillGroupView {
  category: string;
  labelKey: string;
  skills: SkillRowView[];
  /** The user folded this category away. */
  collapsed: boolean;
  /** No row of the group is shown (search, "trained only"). */
  hidden: boolean;
}

export interface SkillListOptions {
  /** Only the skills the actor has items for (the NPC sheet in Play mode). */
  onlyOwned?: boolean;
  /** Advancement facts for raise buttons; none when omitted. */
  raise?: RaiseContext;
  mode?: SheetMode;
  query?: string;
  /** Hide untrained rows (the "trained only" switch). */
  trainedOnly?: boolean;
  collapsed?: readonly string[];
  /** Edit mode: CP per skill item id (rules 1.3.2), "free" for a granted skill at its free level. */
  costs?: ReadonlyMap<string, number | "free">;
  /** Edit mode: the id of the list of subjects a new subject box offers, by skill (subjects.ts). */
  subjectList?: (skill: string) => string | null;
}

/** Whether a row stays visible: it matches the search and, with "trained only", is trained. Shared with the live filter. */
export function rowShown(row: { search: string; trained: boolean }, query: string, trainedOnly: boolean): boolean {
  return (!trainedOnly || row.trained) && matchesQuery(row.search, query);
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

/** Text of an HTML description, for a tooltip (a custom skill's own description). */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

function summaryOf(key: string, catalog: boolean, system: SkillData | null, def: number | null, i18n: Localizer): string {
  const description = catalog
    ? i18n.localize(`HARNFUDGE.SheetUI.SkillSummary.${key}`)
    : plainText(system?.description ?? "") || i18n.localize("HARNFUDGE.Sheet.Item.Skill.Custom");
  const defaultText =
    def === null ? i18n.localize("HARNFUDGE.SheetUI.Skills.DefaultNone") : i18n.localize(levelView(def).labelKey);
  return i18n.format("HARNFUDGE.SheetUI.Skills.Summary", { description, default: defaultText });
}

function cpText(cost: number | "free" | undefined, i18n: Localizer): string {
  if (cost === undefined) return "";
  if (cost === "free") return i18n.localize("HARNFUDGE.SheetUI.Skills.Free");
  return cost > 0 ? i18n.format("HARNFUDGE.SheetUI.Skills.Cost", { cp: localNumber(cost, i18n) }) : "";
}

function rowFor(
  key: string,
  item: SkillItem | null,
  categoryLabel: string,
  i18n: Localizer,
  options: SkillListOptions,
  newSubject = false,
  limits: ReturnType<typeof skillLimitNotes> = { warnings: new Map(), combined: new Map() },
): SkillRowView {
  const catalog = isSkillKey(key);
  const system = item?.system ?? null;
  const trained = system !== null && trainedLevel(system) !== null;
  const definition = catalog ? getSkill(key) : null;
  const def = definition ? definition.default : (system?.default ?? null);
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
  const search = searchText(label, categoryLabel);
  return {
    key,
    label,
    baseLabel,
    specialization,
    itemId: item?.id ?? null,
    trained,
    level: level === null ? null : levelView(level),
    defaultLevel: def === null ? null : levelView(def),
    attemptable,
    greyed: !trained,
    perSubject: definition ? definition.perSubject : (system?.perSubject ?? false),
    raise,
    cssClass: classes.join(" "),
    search,
    summary: [summaryOf(key, catalog, system, def, i18n), ...(limits.combined.get(key) ?? [])].join(" "),
    hidden: !rowShown({ search, trained }, options.query ?? "", options.trainedOnly === true),
    levelValue: system?.level ?? "",
    cp: item ? cpText(options.costs?.get(item.id), i18n) : "",
    newSubject,
    subjectList: newSubject ? (options.subjectList?.(key) ?? null) : null,
    warning: trained ? (limits.warnings.get(key) ?? "") : "",
  };
}

/** The skill list grouped by category (rules 1.1.2.1–1.1.2.4), in rule-book order; custom skills last in their category. */
export function skillGroups(items: readonly PlainItem[], i18n: Localizer, options: SkillListOptions = {}): SkillGroupView[] {
  const owned = skillItems(items);
  const edit = options.mode === "edit";
  const onlyOwned = options.onlyOwned === true && !edit;
  const byKey = new Map<string, SkillItem[]>();
  for (const item of owned) byKey.set(item.system.key, [...(byKey.get(item.system.key) ?? []), item]);
  const collapsed = new Set(options.collapsed ?? []);
  const limits = skillLimitNotes(owned, i18n);
  return SKILL_CATEGORIES.map((category: SkillCategory) => {
    const labelKey = `HARNFUDGE.SkillCategory.${category}`;
    const categoryLabel = i18n.localize(labelKey);
    const rows: SkillRowView[] = [];
    for (const skill of SKILLS.filter((s) => s.category === category)) {
      const mine = byKey.get(skill.key) ?? [];
      for (const item of mine) rows.push(rowFor(skill.key, item, categoryLabel, i18n, options, false, limits));
      if (mine.length === 0 && !onlyOwned)
        rows.push(rowFor(skill.key, null, categoryLabel, i18n, options, edit && skill.perSubject, limits));
      else if (mine.length > 0 && edit && skill.perSubject)
        rows.push(rowFor(skill.key, null, categoryLabel, i18n, options, true, limits));
    }
    for (const item of owned.filter((i) => !isSkillKey(i.system.key) && i.system.category === category)) {
      rows.push(rowFor(item.system.key, item, categoryLabel, i18n, options));
    }
    return {
      category,
      labelKey,
      skills: rows,
      collapsed: collapsed.has(category),
      hidden: rows.every((r) => r.hidden),
    };
  }).filter((group) => group.skills.length > 0);
}

/** The rows of these catalog skills, in this order (the Combat tab's Dodge, Shield and Initiative). */
export function pickSkillRows(groups: readonly SkillGroupView[], keys: readonly string[]): SkillRowView[] {
  const rows = groups.flatMap((g) => g.skills).filter((r) => !r.newSubject);
  return keys.flatMap((key) => rows.filter((r) => r.key === key).slice(0, 1));
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
