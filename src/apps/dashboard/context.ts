/**
 * The GM's combat dashboard's template context, built from plain data alone (the adapter,
 * gather.ts, reads it from Foundry): for each combatant (or, outside combat, each player
 * character) its wound boxes (rules 3.4.5), stun marks (3.4.6), conditions (its status effects),
 * the days of rest each wound still needs (3.4.7, 3.4.8, Rapid Healing in 4), its wound penalty
 * (3.4.1, Fortitude in 4) and the attack cards waiting on it. Every figure comes from the rules
 * core. Pure: the tests and the screenshots build the very context the window renders.
 */
import {
  STUNS_BEFORE_VERY_STUNNED,
  WOUND_TRACK_BOXES,
  daysToHeal,
  daysToNextLevel,
  levelsToHeal,
  woundLevelLocKey,
  woundStatus,
  type BoxLevel,
  type StunTrack,
  type WoundBox,
  type WoundTrack,
} from "../../rules";
import { dayNumber, daysShort, signed, type Localizer } from "../../i18n/format";
import { waitingOn, type DashboardCardInput, type WaitingView } from "./cards";

export type { DashboardCardInput, WaitingView } from "./cards";

/** A status effect Foundry knows (CONFIG.statusEffects), its name already localized. */
export interface StatusInput {
  id: string;
  label: string;
  img: string;
}

/** One combatant (or party member) as plain data. */
export interface DashboardActorInput {
  /** A key the window maps back to the actor, to open its sheet. */
  key: string;
  /** The uuids attack cards name this combatant by: its actor's, and its token's in combat. */
  cardKeys: string[];
  name: string;
  img: string;
  wounds: WoundTrack;
  stun: StunTrack;
  /** The ids of the actor's status effects (`actor.statuses`). */
  statuses: string[];
  /** The actor's talent keys (`actor.system.talents`): Fortitude and Rapid Healing change figures here. */
  talents: string[];
  /** In combat: the combatant's place in it; null for a party member. */
  combatant: { active: boolean; defeated: boolean; hidden: boolean } | null;
}

export interface DashboardInput {
  /** The combat shown (its round, 0 before it starts), or null: the party outside combat. */
  combat: { round: number } | null;
  actors: DashboardActorInput[];
  cards: DashboardCardInput[];
  /** Every status effect Foundry knows, for the names and icons of the actors' statuses. */
  statusEffects: StatusInput[];
}

export interface BoxView {
  level: BoxLevel;
  marked: boolean;
  /** The wound is milder than its box: it overflowed into it (rules 3.4.5). */
  overflow: boolean;
  open: boolean;
  infected: boolean;
  /** The box's classes: "marked overflow infected". */
  css: string;
  /** "Hurt box: Scratch, infected". */
  tooltip: string;
}

export interface HealingView {
  /** "Hurt, infected: next level in 5 d · healed in 15 d". */
  text: string;
  /** The treatment and rate: "Treated, Rapid Healing". */
  tooltip: string;
}

export interface RowView {
  key: string;
  name: string;
  img: string;
  active: boolean;
  defeated: boolean;
  hidden: boolean;
  boxes: BoxView[];
  dead: boolean;
  /** "Dead", or "Dead box: empty". */
  deadTooltip: string;
  stun: { pips: { marked: boolean }[]; veryStunned: boolean; knockedOut: boolean; tooltip: string };
  /** "−1", "0"; and whether the combatant can act at all (not Incapacitated or worse, not knocked out). */
  penalty: string;
  cannotAct: boolean;
  /** "Worst wound: Hurt" (or Dead), the penalty's tooltip. */
  worst: string;
  conditions: StatusInput[];
  healing: HealingView[];
  waiting: WaitingView[];
  hasDetails: boolean;
}

export interface HeadView {
  label: string;
  span: number;
}

export interface DashboardContext {
  inCombat: boolean;
  /** "Round 2", "Combat not started", "The party (no combat)". */
  heading: string;
  heads: HeadView[];
  rows: RowView[];
  empty: string | null;
  /** Pending cards over all rows (a card waiting on both sides counts once per side). */
  waitingCount: number;
}

/** The chart's header: Scratch over three boxes, then one column per level, then Dead. */
export function boxHeads(i18n: Localizer): HeadView[] {
  const heads: HeadView[] = [];
  for (const level of WOUND_TRACK_BOXES) {
    const last = heads[heads.length - 1];
    const label = i18n.localize(woundLevelLocKey(level));
    if (last && last.label === label) last.span += 1;
    else heads.push({ label, span: 1 });
  }
  heads.push({ label: i18n.localize(woundLevelLocKey("dead")), span: 1 });
  return heads;
}

function woundName(box: WoundBox, i18n: Localizer): string {
  const name = i18n.localize(woundLevelLocKey(box.severity ?? "scratch"));
  return box.infected ? i18n.format("HARNFUDGE.Dashboard.Infected", { wound: name }) : name;
}

function boxView(box: WoundBox | undefined, level: BoxLevel, i18n: Localizer): BoxView {
  const boxName = i18n.localize(woundLevelLocKey(level));
  if (!box?.marked || box.severity === null) {
    const tooltip = i18n.format("HARNFUDGE.Dashboard.BoxEmpty", { box: boxName });
    return { level, marked: false, overflow: false, open: false, infected: false, css: "", tooltip };
  }
  const overflow = box.severity !== level;
  const flags = [
    box.infected ? i18n.localize("HARNFUDGE.Dashboard.FlagInfected") : "",
    box.open ? i18n.localize("HARNFUDGE.Dashboard.FlagOpen") : "",
  ].filter(Boolean);
  return {
    level,
    marked: true,
    overflow,
    open: box.open,
    infected: box.infected,
    css: ["marked", overflow ? "overflow" : "", box.infected ? "infected" : ""].filter(Boolean).join(" "),
    tooltip: i18n.format("HARNFUDGE.Dashboard.BoxMarked", {
      box: boxName,
      wound: i18n.localize(woundLevelLocKey(box.severity)),
      flags: flags.length ? `, ${flags.join(", ")}` : "",
    }),
  };
}

/** The days of rest each wound still needs (rules 3.4.7, 3.4.8), scratches counted apart; none for the dead. */
export function healingViews(track: WoundTrack, rapidHealing: boolean, i18n: Localizer): HealingView[] {
  if (track.dead) return [];
  const out: HealingView[] = [];
  let scratches = 0;
  for (const box of track.boxes) {
    if (!box.marked || box.severity === null) continue;
    if (levelsToHeal(box) === 0) {
      scratches += 1;
      continue;
    }
    const next = daysToNextLevel(box, { rapidHealing });
    const total = daysToHeal(box, { rapidHealing });
    const wound = woundName(box, i18n);
    const text =
      next === total
        ? i18n.format("HARNFUDGE.Dashboard.HealAll", { wound, total: daysShort(total, i18n) })
        : i18n.format("HARNFUDGE.Dashboard.HealNext", { wound, next: daysShort(next, i18n), total: daysShort(total, i18n) });
    const treatment = i18n.localize(`HARNFUDGE.Treatment.${box.treatment}`);
    const rate =
      box.treatment === "magical"
        ? i18n.format("HARNFUDGE.Dashboard.MagicalRate", { n: dayNumber(box.magicalDaysPerLevel, i18n) })
        : rapidHealing
          ? i18n.localize("HARNFUDGE.Dashboard.RapidHealing")
          : "";
    out.push({ text, tooltip: rate ? `${treatment}, ${rate}` : treatment });
  }
  if (scratches > 0) {
    out.push({
      text: i18n.format("HARNFUDGE.Dashboard.Scratches", { n: String(scratches) }),
      tooltip: i18n.localize("HARNFUDGE.Dashboard.ScratchesTooltip"),
    });
  }
  return out;
}

function stunView(stun: StunTrack, i18n: Localizer): RowView["stun"] {
  const pips = Array.from({ length: STUNS_BEFORE_VERY_STUNNED }, (_, i) => ({ marked: i < stun.stuns }));
  const parts = [i18n.format("HARNFUDGE.Dashboard.StunMarks", { n: String(stun.stuns), max: String(STUNS_BEFORE_VERY_STUNNED) })];
  if (stun.veryStunned) parts.push(i18n.localize("HARNFUDGE.Dashboard.VeryStunned"));
  if (stun.knockedOut) parts.push(i18n.localize("HARNFUDGE.Dashboard.KnockedOut"));
  return { pips, veryStunned: stun.veryStunned, knockedOut: stun.knockedOut, tooltip: parts.join(", ") };
}

/** The statuses the actor has, in CONFIG.statusEffects' order; one Foundry does not know shows its id. */
export function conditionViews(statuses: readonly string[], known: readonly StatusInput[]): StatusInput[] {
  const have = new Set(statuses);
  const listed = known.filter((s) => have.has(s.id));
  const unknown = [...have].filter((id) => !known.some((s) => s.id === id)).sort();
  return [...listed, ...unknown.map((id) => ({ id, label: id, img: "" }))];
}

export function rowView(
  actor: DashboardActorInput,
  input: Pick<DashboardInput, "cards" | "statusEffects">,
  i18n: Localizer,
): RowView {
  const talents = new Set(actor.talents);
  const status = woundStatus(actor.wounds, { fortitude: talents.has("fortitude") });
  const healing = healingViews(actor.wounds, talents.has("rapidHealing"), i18n);
  const conditions = conditionViews(actor.statuses, input.statusEffects);
  const waiting = waitingOn(actor.cardKeys, input.cards, i18n);
  return {
    key: actor.key,
    name: actor.name,
    img: actor.img,
    active: actor.combatant?.active ?? false,
    defeated: actor.combatant?.defeated ?? false,
    hidden: actor.combatant?.hidden ?? false,
    boxes: WOUND_TRACK_BOXES.map((level, i) => boxView(actor.wounds.boxes[i], level, i18n)),
    dead: actor.wounds.dead,
    deadTooltip: actor.wounds.dead
      ? i18n.localize(woundLevelLocKey("dead"))
      : i18n.format("HARNFUDGE.Dashboard.BoxEmpty", { box: i18n.localize(woundLevelLocKey("dead")) }),
    stun: stunView(actor.stun, i18n),
    penalty: signed(status.penalty),
    cannotAct: !status.canAct || actor.stun.knockedOut,
    worst: i18n.format("HARNFUDGE.Dashboard.Worst", { wound: i18n.localize(woundLevelLocKey(status.level)) }),
    conditions,
    healing,
    waiting,
    hasDetails: conditions.length + healing.length + waiting.length > 0,
  };
}

/** The whole window's context. */
export function buildDashboardContext(input: DashboardInput, i18n: Localizer): DashboardContext {
  const rows = input.actors.map((a) => rowView(a, input, i18n));
  const inCombat = input.combat !== null;
  const heading = !input.combat
    ? i18n.localize("HARNFUDGE.Dashboard.Party")
    : input.combat.round > 0
      ? i18n.format("HARNFUDGE.Dashboard.Round", { round: String(input.combat.round) })
      : i18n.localize("HARNFUDGE.Dashboard.NotStarted");
  return {
    inCombat,
    heading,
    heads: boxHeads(i18n),
    rows,
    empty: rows.length > 0 ? null : i18n.localize(inCombat ? "HARNFUDGE.Dashboard.NoCombatants" : "HARNFUDGE.Dashboard.NoParty"),
    waitingCount: rows.reduce((n, r) => n + r.waiting.length, 0),
  };
}
