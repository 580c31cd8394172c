/**
 * Raising a trait one level with EP (rules 1.4), as one plan: the rules core's `checkRaise` on the
 * character's current facts, and the writes that carry it out. The sheet's ↑ buttons, a player's
 * request to the GM and the GM's acceptance of it all go through {@link planRaise}, so the same
 * check decides wherever the raise is made.
 *
 * - An attribute: its level, the EP spent, and its advancement (raised this session, not used since).
 * - A trained skill (or a skill item without a level): its item's level and advancement.
 * - An untrained catalog skill: learned — a new skill item at the level reached (from its default;
 *   a None-default skill is learned at Terrible for 2 EP, rules core `raiseCost`).
 *
 * Pure: plain facts in, a plan (or the rules' refusals) out.
 */
import { checkRaise, getSkill, isSkillKey, type AttributeKey, type MessageData, type TraitKind } from "../../rules";
import { parseRaiseTarget, type RaiseTarget } from "./target";

// The target's shape and reading live in target.ts (the chat log reads request cards at start).
export { parseRaiseTarget, type RaiseTarget };

export interface Advancement {
  used: boolean;
  raisedInSession: number | null;
}

export interface RaiseSkillFacts {
  id: string;
  name: string;
  key: string;
  specialization: string;
  level: number | null;
  default: number | null;
  advancement: Advancement;
}

/** What a raise reads of a character. */
export interface RaiserFacts {
  ep: { earned: number; spent: number };
  attributes: Record<AttributeKey, number>;
  attributeAdvancement: Record<AttributeKey, Advancement>;
  skills: readonly RaiseSkillFacts[];
}

export interface RaisePlan {
  kind: TraitKind;
  /** The attribute key, or the skill key. */
  key: string;
  specialization: string;
  /** The skill item raised (null: an attribute, or a skill learned by the raise). */
  itemId: string | null;
  /** The skill item's own name, when there is one (a custom or translated name). */
  itemName: string | null;
  from: number | null;
  to: number;
  cost: number;
  /** EP balance after the raise (negative: owed, rules 1.4). */
  balanceAfter: number;
  /** The actor's system update (EP spent, and an attribute's level and advancement). */
  actor: {
    ep: { spent: number };
    attributes?: Partial<Record<AttributeKey, number>>;
    attributeAdvancement?: Partial<Record<AttributeKey, Advancement>>;
  };
  /** The skill item's update, or null. */
  item: { id: string; system: { level: number; advancement: Advancement } } | null;
  /** A catalog skill learned by the raise: the item to create, or null. */
  learn: { key: string; specialization: string; level: number; advancement: Advancement } | null;
}

export type PlanResult = { ok: true; plan: RaisePlan } | { ok: false; problems: { code: string; data: MessageData }[] };

export const RAISE_PLAN_CODES = {
  unknownTrait: "HARNFUDGE.RaiseRequest.UnknownTrait",
} as const;

const same = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** The skill item a target names: by id when given (it must be that skill), else by key and subject. */
function findSkill(facts: RaiserFacts, target: Extract<RaiseTarget, { kind: "skill" }>): RaiseSkillFacts | null | undefined {
  if (target.itemId !== null) {
    const byId = facts.skills.find((s) => s.id === target.itemId);
    return byId && byId.key === target.key ? byId : undefined;
  }
  return facts.skills.find((s) => s.key === target.key && same(s.specialization, target.specialization)) ?? null;
}

/**
 * Whether the character may raise the target one level now (rules 1.4), and the writes that do it.
 * `session` is the world's current session (null: none, so "this session" never matches);
 * `allowDebt` lets the raise cost more EP than the balance (the GM's leave).
 */
export function planRaise(
  facts: RaiserFacts,
  target: RaiseTarget,
  options: { session: number | null; allowDebt: boolean },
): PlanResult {
  const balance = facts.ep.earned - facts.ep.spent;
  let kind: TraitKind;
  let from: number | null;
  let advancement: Advancement;
  let skill: RaiseSkillFacts | null = null;
  if (target.kind === "attribute") {
    kind = "attribute";
    from = facts.attributes[target.key];
    advancement = facts.attributeAdvancement[target.key];
  } else {
    const found = findSkill(facts, target);
    const catalog = isSkillKey(target.key) ? getSkill(target.key) : null;
    if (found === undefined || (!found && !catalog))
      return { ok: false, problems: [{ code: RAISE_PLAN_CODES.unknownTrait, data: { trait: target.key } }] };
    skill = found;
    kind = "skill";
    const def = catalog ? catalog.default : (skill?.default ?? null);
    from = skill?.level ?? def;
    advancement = skill?.advancement ?? { used: true, raisedInSession: null };
  }
  const check = checkRaise({
    kind,
    from,
    epBalance: balance,
    raisedThisSession: options.session !== null && advancement.raisedInSession === options.session,
    usedSinceLastRaise: advancement.used,
    allowDebt: options.allowDebt,
  });
  if (!check.allowed || check.cost === null || check.to === null) return { ok: false, problems: check.problems };
  const cost = check.cost;
  const to = check.to;
  const raised: Advancement = { raisedInSession: options.session, used: false };
  const spent = facts.ep.spent + cost;
  const base = { kind, from, to, cost, balanceAfter: balance - cost };
  if (target.kind === "attribute")
    return {
      ok: true,
      plan: {
        ...base,
        key: target.key,
        specialization: "",
        itemId: null,
        itemName: null,
        actor: { ep: { spent }, attributes: { [target.key]: to }, attributeAdvancement: { [target.key]: raised } },
        item: null,
        learn: null,
      },
    };
  return {
    ok: true,
    plan: {
      ...base,
      key: target.key,
      specialization: skill?.specialization ?? target.specialization.trim(),
      itemId: skill?.id ?? null,
      itemName: skill?.name ?? null,
      actor: { ep: { spent } },
      item: skill ? { id: skill.id, system: { level: to, advancement: raised } } : null,
      learn: skill ? null : { key: target.key, specialization: target.specialization.trim(), level: to, advancement: raised },
    },
  };
}

/** A copy of the six attributes' usage records ("used since the last raise", the session raised in), for the sheet and a raise to read. */
export function copyAttributeUsage<T extends object>(usage: Readonly<Record<AttributeKey, T>>): Record<AttributeKey, T> {
  return {
    strength: { ...usage.strength },
    agility: { ...usage.agility },
    health: { ...usage.health },
    memory: { ...usage.memory },
    willpower: { ...usage.willpower },
    aura: { ...usage.aura },
  };
}
