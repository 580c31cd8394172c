/**
 * Character advancement (rules 1.4): EP costs to raise a trait one level, the per-session and
 * "used since last raise" restrictions, EP debt, and the EP award guidelines (1.4.1).
 *
 * Interpretations:
 * - Raising is one level at a time; the cost is the row "From → To" of the table; Superb is the top.
 * - Learning a None-default skill the character lacks (untrained → Terrible) is not in the table;
 *   it is priced like the table's lowest skill step, 2 EP (pass `from: null`).
 * - Talents cannot be bought with EP (rules 4).
 * - EP debt needs the GM's leave (`allowDebt`); the balance then goes negative and EP earned later
 *   pay it off first (the balance is simply added to).
 */
import { LADDER_KEYS, LADDER_MAX, LADDER_MIN } from "./constants";
import { ERROR_CODES, RulesError, requireBoolean, requireInteger, requireLadderLevel, type MessageData } from "./errors";

export const TRAIT_KINDS = ["skill", "attribute"] as const;
export type TraitKind = (typeof TRAIT_KINDS)[number];

/** EP cost tables (rules 1.4), by the level raised FROM (Terrible … Great). */
export const EP_COSTS: Readonly<Record<TraitKind, Readonly<Record<number, number>>>> = {
  skill: { [-3]: 2, [-2]: 2, [-1]: 2, 0: 4, 1: 8, 2: 16 },
  attribute: { [-3]: 6, [-2]: 6, [-1]: 6, 0: 12, 1: 24, 2: 48 },
};
/** EP to learn an untrained None-default skill at Terrible (interpretation, see module doc). */
export const EP_LEARN_NEW_SKILL = 2;

/** EP cost to raise a trait one level from `from` (rules 1.4); `from: null` learns a new skill at Terrible. */
export function raiseCost(kind: TraitKind, from: number | null): number {
  if (kind !== "skill" && kind !== "attribute")
    throw new RulesError(ERROR_CODES.unknownKey, { name: "kind", value: String(kind) });
  if (from === null) {
    if (kind === "skill") return EP_LEARN_NEW_SKILL;
    throw new RulesError(ERROR_CODES.cannotRaise, { reason: "attributeNull" }, "an attribute always has a level");
  }
  const level = requireLadderLevel(from, "from");
  const cost = EP_COSTS[kind][level];
  if (cost === undefined)
    throw new RulesError(ERROR_CODES.cannotRaise, { reason: "atMaximum", level, max: LADDER_MAX }, "cannot raise beyond Superb");
  return cost;
}

export const ADVANCEMENT_CODES = {
  atMaximum: "HARNFUDGE.Advancement.AtMaximum",
  alreadyRaisedThisSession: "HARNFUDGE.Advancement.AlreadyRaisedThisSession",
  notUsedSinceLastRaise: "HARNFUDGE.Advancement.NotUsedSinceLastRaise",
  notEnoughEp: "HARNFUDGE.Advancement.NotEnoughEp",
} as const;

export interface RaiseRequest {
  kind: TraitKind;
  /** Current level, or null for an untrained None-default skill. */
  from: number | null;
  epBalance: number;
  /** The trait was already raised this session. */
  raisedThisSession: boolean;
  /** The trait has been used since it was last raised (true if never raised). */
  usedSinceLastRaise: boolean;
  /** GM allows spending more EP than available (rules 1.4). */
  allowDebt?: boolean;
}

export interface RaiseCheck {
  allowed: boolean;
  /** Every reason it is not allowed, as localization keys with data. */
  problems: { code: string; data: MessageData }[];
  cost: number | null;
  to: number | null;
  /** Balance after paying (negative = debt); null when not allowed. */
  newBalance: number | null;
}

/** Whether a trait may be raised one level now (rules 1.4), and at what cost. */
export function checkRaise(req: RaiseRequest): RaiseCheck {
  if (!(TRAIT_KINDS as readonly string[]).includes(req.kind))
    throw new RulesError(ERROR_CODES.unknownKey, { name: "kind", value: String(req.kind) });
  const balance = requireInteger(req.epBalance, "epBalance");
  const raised = requireBoolean(req.raisedThisSession, "raisedThisSession");
  const used = requireBoolean(req.usedSinceLastRaise, "usedSinceLastRaise");
  const debt = requireBoolean(req.allowDebt ?? false, "allowDebt");
  const problems: { code: string; data: MessageData }[] = [];
  let cost: number | null = null;
  if (req.from !== null && requireLadderLevel(req.from, "from") === LADDER_MAX) {
    problems.push({ code: ADVANCEMENT_CODES.atMaximum, data: { level: LADDER_MAX } });
  } else cost = raiseCost(req.kind, req.from);
  if (raised) problems.push({ code: ADVANCEMENT_CODES.alreadyRaisedThisSession, data: {} });
  if (!used) problems.push({ code: ADVANCEMENT_CODES.notUsedSinceLastRaise, data: {} });
  if (cost !== null && cost > balance && !debt) problems.push({ code: ADVANCEMENT_CODES.notEnoughEp, data: { cost, balance } });
  const allowed = problems.length === 0;
  const to = cost === null ? null : req.from === null ? LADDER_MIN : req.from + 1;
  return { allowed, problems, cost, to, newBalance: allowed && cost !== null ? balance - cost : null };
}

/** Add EP earned to a balance (rules 1.4): a negative balance (debt) is paid off first. */
export function awardEp(balance: number, earned: number): number {
  const e = requireInteger(earned, "earned");
  if (e < 0) throw new RulesError(ERROR_CODES.outOfRange, { name: "earned", value: e, min: 0, max: Number.MAX_SAFE_INTEGER });
  return requireInteger(balance, "balance") + e;
}

/** EP award guidelines (rules 1.4.1), suggestions only. */
export const EP_AWARD_GUIDELINES: readonly { key: string; ep: number; labelKey: string }[] = [
  "survival",
  "roleplaying",
  "storyCompleted",
  "dangerousSession",
  "reallyCool",
].map((key) => ({ key, ep: 1, labelKey: `HARNFUDGE.EpAward.${key}` }));

/** Ladder word reached by a raise, for messages. */
export function raiseTargetKey(from: number | null): string {
  const to = from === null ? LADDER_MIN : requireLadderLevel(from, "from") + 1;
  const key = LADDER_KEYS[to - LADDER_MIN];
  if (key === undefined) throw new RulesError(ERROR_CODES.cannotRaise, { reason: "atMaximum", level: to });
  return `HARNFUDGE.Ladder.${key}`;
}
