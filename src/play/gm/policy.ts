/**
 * Who may ask for what: the one table every decision on the designated GM's client asks, and the
 * one every client asks to choose which controls a viewer sees, so the rule and the buttons can
 * never disagree. Also the one map of refusal reasons (localization keys) every decision returns.
 *
 * A role is a relation between the asking user and the request's documents, worked out by the
 * caller from data no player can write (ownership as the GM's client sees it, the GM-authored
 * card). The first role of an entry is the one a card names as the default actor of that step;
 * the GM may always act where "gm" is listed. docs/playing.md's "Who is trusted with what" table
 * is checked against this one by a test (tests/play/policy.test.ts), through the words in
 * policy-words.ts (kept apart: a client loads this table at start, the words only the docs need). Pure.
 */
import { CHOICE_REASONS } from "../../rolls/choice-reasons";
import { CONDITION_REFUSAL_KEYS } from "../../rules/conditions";

export const ROLES = [
  "gm",
  "attackerSide",
  "targetOwner",
  "rollerOwner",
  "sideAOwner",
  "sideBOwner",
  "healerOwner",
  "patientOwner",
  "characterOwner",
] as const;
export type Role = (typeof ROLES)[number];

/** The roles a user holds for one request (missing means no). */
export type Roles = Partial<Record<Role, boolean>>;

export interface PolicyEntry {
  /** Who may ask, the default actor first. */
  roles: readonly Role[];
  /** Why a user without any of the roles is refused. */
  refusal: ReasonKey;
}

export const REASONS = {
  ...CHOICE_REASONS,
  ...CONDITION_REFUSAL_KEYS,
  badRequest: "HARNFUDGE.Notify.BadRequest",
  notDesignated: "HARNFUDGE.Notify.NotDesignated",
  handedOver: "HARNFUDGE.Notify.HandedOver",
  failed: "HARNFUDGE.Notify.ActionFailed",
  unverified: "HARNFUDGE.Notify.Unverified",
  replayed: "HARNFUDGE.Notify.Replayed",
  stale: "HARNFUDGE.Notify.Stale",
  tooMany: "HARNFUDGE.Notify.TooManyRequests",
  noCard: "HARNFUDGE.Notify.NoCard",
  noActor: "HARNFUDGE.Notify.NoTarget",
  noWeapon: "HARNFUDGE.Notify.NoWeapon",
  notAllowed: "HARNFUDGE.Notify.NotAllowed",
  gmOnly: "HARNFUDGE.Notify.GMOnly",
  alreadyDefended: "HARNFUDGE.Notify.AlreadyDefended",
  alreadyApplied: "HARNFUDGE.Notify.AlreadyApplied",
  notApplied: "HARNFUDGE.Notify.NotApplied",
  undoChanged: "HARNFUDGE.Notify.UndoChanged",
  undoneByGM: "HARNFUDGE.Notify.UndoneByGM",
  defenderLucky: "HARNFUDGE.Notify.DefenderLucky",
  notReady: "HARNFUDGE.Notify.NotReady",
  holdNotNow: "HARNFUDGE.Notify.HoldNotNow",
  actNotNow: "HARNFUDGE.Notify.ActNotNow",
  closed: "HARNFUDGE.Notify.CardClosed",
  voided: "HARNFUDGE.Notify.CardVoided",
  voidApplied: "HARNFUDGE.Notify.VoidApplied",
  targetDead: "HARNFUDGE.Notify.TargetDead",
  defenceNotAllowed: "HARNFUDGE.Notify.DefenceNotAllowed",
  skillNotAttemptable: "HARNFUDGE.Notify.SkillNotAttemptable",
  noLucky: "HARNFUDGE.Lucky.NotAvailable",
  selfTarget: "HARNFUDGE.Notify.SelfTarget",
  luckyNotYours: "HARNFUDGE.Lucky.NotYours",
  luckyNoTalent: "HARNFUDGE.Lucky.NoTalent",
  luckyCooldown: "HARNFUDGE.Lucky.Cooldown",
  luckyUsed: "HARNFUDGE.Lucky.AlreadyRerolled",
  luckyNotNeeded: "HARNFUDGE.Lucky.NotNeeded",
  noPatient: "HARNFUDGE.Healing.NoPatient",
  healNotAllowed: "HARNFUDGE.Healing.NotAllowed",
  notHealingSkill: "HARNFUDGE.Healing.NotHealingSkill",
  healDead: "HARNFUDGE.Healing.Dead",
  nothingToTreat: "HARNFUDGE.Healing.NothingToTreat",
  restNearDeath: "HARNFUDGE.Healing.RestNearDeath",
  consentDeclined: "HARNFUDGE.Healing.ConsentDeclined",
  strenuousDead: "HARNFUDGE.Strenuous.Dead",
  notHealing: "HARNFUDGE.Strenuous.NotHealing",
  raiseNoActor: "HARNFUDGE.RaiseRequest.NoActor",
  raiseNotAllowed: "HARNFUDGE.RaiseRequest.NotAllowed",
  raiseRefused: "HARNFUDGE.RaiseRequest.Refused",
  raiseDecided: "HARNFUDGE.RaiseRequest.AlreadyDecided",
  raiseChanged: "HARNFUDGE.RaiseRequest.Changed",
  raiseNoLonger: "HARNFUDGE.RaiseRequest.NoLongerAllowed",
  raiseAlreadyAsked: "HARNFUDGE.RaiseRequest.AlreadyAsked",
  noGM: "HARNFUDGE.Notify.NoGM",
  timeout: "HARNFUDGE.Notify.Timeout",
  timeoutRetry: "HARNFUDGE.Notify.TimeoutRetry",
  sessionEnded: "HARNFUDGE.Session.AlreadyEnded",
  sessionNotFinished: "HARNFUDGE.Session.NotFinished",
  luckyWoundsChanged: "HARNFUDGE.Lucky.WoundsChanged",
  contestRolled: "HARNFUDGE.Contest.AlreadyRolled",
  contestNoActor: "HARNFUDGE.Contest.NoActor",
  contestNoOpponent: "HARNFUDGE.Contest.NoOpponent",
  contestTooMany: "HARNFUDGE.Contest.TooManyObservers",
  checkNoTrait: "HARNFUDGE.CheckRequest.NoTrait",
  checkNobody: "HARNFUDGE.CheckRequest.Nobody",
  checkAlreadyRolled: "HARNFUDGE.CheckRequest.AlreadyRolled",
} as const;
export type ReasonKey = keyof typeof REASONS;
export type Reason = (typeof REASONS)[ReasonKey];

/** Every request kind and who may ask for it. */
export const POLICY = {
  attack: { roles: ["attackerSide", "gm"], refusal: "notAllowed" },
  defend: { roles: ["targetOwner", "gm"], refusal: "notAllowed" },
  ignore: { roles: ["targetOwner", "gm"], refusal: "notAllowed" },
  unaware: { roles: ["gm"], refusal: "gmOnly" },
  damage: { roles: ["attackerSide", "gm"], refusal: "notAllowed" },
  open: { roles: ["gm"], refusal: "gmOnly" },
  apply: { roles: ["targetOwner", "attackerSide", "gm"], refusal: "notAllowed" },
  reapply: { roles: ["gm"], refusal: "undoneByGM" },
  /** Apply while the target may still use Lucky on its defence roll: the defender answers (or a GM). */
  applyWhileLucky: { roles: ["targetOwner", "gm"], refusal: "defenderLucky" },
  undo: { roles: ["gm"], refusal: "gmOnly" },
  /** Void an attack card (a mistaken attack): it folds away and refuses every later step. */
  void: { roles: ["gm"], refusal: "gmOnly" },
  cardLucky: { roles: ["rollerOwner", "gm"], refusal: "notAllowed" },
  checkLucky: { roles: ["rollerOwner"], refusal: "luckyNotYours" },
  /** Lucky on a roll a GM-authored card holds (healing, gas, strenuous, infection, a contest side; any card's roll: gm/lucky-reroll.ts). */
  gmLucky: { roles: ["rollerOwner", "gm"], refusal: "notAllowed" },
  contestStart: { roles: ["sideAOwner", "gm"], refusal: "notAllowed" },
  contestRoll: { roles: ["sideBOwner", "gm"], refusal: "notAllowed" },
  /** Keep an opposed action from the players (its card and dice). */
  contestSecrecy: { roles: ["gm"], refusal: "gmOnly" },
  heal: { roles: ["healerOwner", "gm"], refusal: "healNotAllowed" },
  healConsent: { roles: ["patientOwner", "gm"], refusal: "healNotAllowed" },
  healGM: { roles: ["gm"], refusal: "gmOnly" },
  gmAction: { roles: ["gm"], refusal: "gmOnly" },
  raiseAsk: { roles: ["characterOwner", "gm"], refusal: "raiseNotAllowed" },
  raiseDecide: { roles: ["gm"], refusal: "gmOnly" },
  hold: { roles: ["characterOwner", "gm"], refusal: "notAllowed" },
  woundEdit: { roles: ["characterOwner", "gm"], refusal: "notAllowed" },
  /** A roll's modifiers beyond a player's bounds (rolls/choices.ts): situational up to ±10, the wound penalty waived. */
  widerModifiers: { roles: ["gm"], refusal: "gmOnly" },
  checkAsk: { roles: ["gm"], refusal: "gmOnly" },
  checkRoll: { roles: ["characterOwner", "gm"], refusal: "notAllowed" },
} as const satisfies Record<string, PolicyEntry>;
export type RequestKind = keyof typeof POLICY;
export const REQUEST_KINDS = Object.keys(POLICY) as RequestKind[];

/** Whether a user with `roles` may ask for `kind`. */
export function mayAsk(kind: RequestKind, roles: Roles): boolean {
  const allowed: readonly Role[] = POLICY[kind].roles;
  return allowed.some((role) => roles[role] === true);
}

/** Null when a user with `roles` may ask for `kind`, else the refusal. */
export function deny(kind: RequestKind, roles: Roles): { ok: false; reason: Reason } | null {
  return mayAsk(kind, roles) ? null : refusal(POLICY[kind].refusal);
}

/** The role a card names as the one who acts next at `kind` (the first listed that is not "gm"). */
export function defaultActor(kind: RequestKind): Role {
  const roles: readonly Role[] = POLICY[kind].roles;
  return roles.find((r) => r !== "gm") ?? "gm";
}

/** A refusal with the reason's localization key. */
export function refusal(key: ReasonKey): { ok: false; reason: Reason } {
  return { ok: false, reason: REASONS[key] };
}
