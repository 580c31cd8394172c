/**
 * The decision logic of every change to an attack card: choosing a defence, the GM's difficulty,
 * rolling damage, applying the wound and undoing it. It runs on the active GM's client (through
 * `CONFIG.queries["harnfudge.cardAction"]`) or locally when the user is the GM, and touches
 * Foundry only through the small injected `CardPorts`, so tests drive it with plain data.
 *
 * Nothing the requester sends is trusted as a number the rules decide: the outcome is re-derived
 * from the stored rolls and the actors' current data; the stored trait levels must match the
 * actors' current levels; a claimed result that differs from the re-derived one is refused; a
 * target is applied at most once per card (until a GM undoes it).
 */
import {
  applyAttackResult,
  boxLevel,
  defenceAllowed,
  luckyKeepBetter,
  luckyRerollAllowed,
  requireFourDF,
  requireLadderLevel,
  type DefenceKind,
  type StunTrack,
  type WoundTrack,
} from "../../rules";
import { targetOutcome, type AttackerFacts, type DefenderFacts, type TargetOutcome } from "./outcome";
import { cloneState, isValidCheck, type AttackState, type CheckFacts, type TargetState } from "./state";
import { verifyRequestPatiently, type AuthPorts } from "../auth";

export interface CardSnapshot {
  id: string;
  authorId: string;
  state: AttackState;
}

export interface TargetSnapshot {
  facts: DefenderFacts;
  wounds: WoundTrack;
  stun: StunTrack;
}

/** The seam to Foundry: loads, permission checks, the two writes and the dice. */
export interface CardPorts {
  loadCard(messageId: string): CardSnapshot | null;
  /** The attacker's and weapon's current facts, or null when either is gone. */
  loadAttacker(state: AttackState): AttackerFacts | null;
  loadTarget(actorUuid: string): TargetSnapshot | null;
  /** The level the actor rolls for a skill now (null: cannot be attempted or unknown actor). */
  traitLevel(actorUuid: string, skill: string): number | null;
  isGM(userId: string): boolean;
  isOwner(userId: string, actorUuid: string): boolean;
  /** Rolls a real 1dF and returns its face. */
  rollFudgeDie(): Promise<number>;
  updateActor(actorUuid: string, data: { wounds: WoundTrack; stun: StunTrack }): Promise<void>;
  updateCard(messageId: string, state: AttackState): Promise<void>;
  /** When the actor last used Lucky (null: never); undefined when it does not have Lucky. */
  luckyLastUsed(actorUuid: string): number | null | undefined;
  /** Rolls a real 4dF for Lucky's reroll of the card's attack roll and returns its faces. */
  rollFourDF(messageId: string): Promise<number[]>;
  /** Records the use of Lucky on the actor (one update). */
  updateLucky(actorUuid: string, at: number): Promise<void>;
  now(): number;
}

export type CardAction =
  | {
      action: "defend";
      messageId: string;
      targetId: string;
      kind: DefenceKind;
      skill?: string | null;
      check?: CheckFacts | null;
      difficulty?: number | null;
    }
  | { action: "difficulty"; messageId: string; targetId: string; difficulty: number }
  | { action: "damage"; messageId: string; targetId: string }
  | { action: "apply"; messageId: string; targetId: string; expected?: { level: string | null; stun: string | null } }
  | { action: "undo"; messageId: string; targetId: string }
  /** Lucky (rules 4) on the attack roll, before any defence; the GM's client rolls the reroll. */
  | { action: "lucky"; messageId: string; targetId: string };

export type CardActionResult = { ok: true; state: AttackState } | { ok: false; reason: string };

const refuse = (reason: string): CardActionResult => ({ ok: false, reason });

export const REASONS = {
  badRequest: "HARNFUDGE.Notify.BadRequest",
  noCard: "HARNFUDGE.Notify.NoCard",
  noTarget: "HARNFUDGE.Notify.NoTarget",
  notAllowed: "HARNFUDGE.Notify.NotAllowed",
  gmOnly: "HARNFUDGE.Notify.GMOnly",
  alreadyDefended: "HARNFUDGE.Notify.AlreadyDefended",
  alreadyApplied: "HARNFUDGE.Notify.AlreadyApplied",
  notApplied: "HARNFUDGE.Notify.NotApplied",
  notReady: "HARNFUDGE.Notify.NotReady",
  outOfDate: "HARNFUDGE.Notify.OutOfDate",
  defenceNotAllowed: "HARNFUDGE.Notify.DefenceNotAllowed",
  noLucky: "HARNFUDGE.Lucky.NotAvailable",
} as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Validates a request that came over the wire. */
export function parseCardAction(value: unknown): CardAction | null {
  if (!isRecord(value) || typeof value["messageId"] !== "string" || typeof value["targetId"] !== "string") return null;
  const { messageId, targetId } = value;
  switch (value["action"]) {
    case "defend": {
      const kind = value["kind"];
      if (kind !== "opposed" && kind !== "unaware" && kind !== "ignore" && kind !== "shootBack") return null;
      const check = value["check"];
      const parsedCheck =
        isRecord(check) &&
        typeof check["level"] === "number" &&
        typeof check["modifier"] === "number" &&
        Array.isArray(check["faces"])
          ? { level: check["level"], modifier: check["modifier"], faces: check["faces"].map(Number) }
          : null;
      return {
        action: "defend",
        messageId,
        targetId,
        kind,
        skill: typeof value["skill"] === "string" ? value["skill"] : null,
        check: parsedCheck,
        difficulty: typeof value["difficulty"] === "number" ? value["difficulty"] : null,
      };
    }
    case "difficulty":
      return typeof value["difficulty"] === "number"
        ? { action: "difficulty", messageId, targetId, difficulty: value["difficulty"] }
        : null;
    case "damage":
    case "undo":
    case "lucky":
      return { action: value["action"], messageId, targetId };
    case "apply": {
      const e = value["expected"];
      const expected = isRecord(e)
        ? { level: typeof e["level"] === "string" ? e["level"] : null, stun: typeof e["stun"] === "string" ? e["stun"] : null }
        : undefined;
      return { action: "apply", messageId, targetId, expected };
    }
    default:
      return null;
  }
}

function findTarget(state: AttackState, targetId: string): TargetState | null {
  return state.targets.find((t) => t.id === targetId) ?? null;
}

/** The current outcome of one target, or a reason it cannot be read. */
export function outcomeFor(
  state: AttackState,
  target: TargetState,
  ports: Pick<CardPorts, "loadAttacker" | "loadTarget">,
): TargetOutcome | null {
  const attacker = ports.loadAttacker(state);
  const defender = ports.loadTarget(target.actorUuid);
  if (!attacker || !defender) return null;
  return targetOutcome(state, target, attacker, defender.facts);
}

/** Whether the stored trait levels still match the actors (a forged or stale level is refused). */
function levelsMatch(state: AttackState, target: TargetState, ports: CardPorts): boolean {
  if (ports.traitLevel(state.attackerUuid, state.skill) !== state.attack.level) return false;
  const d = target.defence;
  if (d?.kind === "opposed" && d.check && d.skill !== null) {
    if (ports.traitLevel(target.actorUuid, d.skill) !== d.check.level) return false;
  }
  return true;
}

const queues = new Map<string, Promise<unknown>>();

/**
 * Runs the actions on one card one after another, so two requests arriving together cannot both
 * read the card before either writes it (the second sees the first's result and is refused).
 */
export function handleCardActionSerially(raw: unknown, requesterId: string, ports: CardPorts): Promise<CardActionResult> {
  const key = isRecord(raw) && typeof raw["messageId"] === "string" ? raw["messageId"] : "";
  const previous = queues.get(key) ?? Promise.resolve();
  const next = previous.then(() => handleCardAction(raw, requesterId, ports));
  const settled = next.catch(() => undefined);
  queues.set(key, settled);
  void settled.then(() => {
    if (queues.get(key) === settled) queues.delete(key);
  });
  return next;
}

/**
 * Decides and performs one card action for `requesterId`. At most one actor update and one card
 * update; on refusal nothing is written.
 */
export async function handleCardAction(raw: unknown, requesterId: string, ports: CardPorts): Promise<CardActionResult> {
  const request = parseCardAction(raw);
  if (!request) return refuse(REASONS.badRequest);
  const card = ports.loadCard(request.messageId);
  if (!card) return refuse(REASONS.noCard);
  const state = cloneState(card.state);
  if (request.action === "lucky") return luckyOnAttack(card, state, requesterId, ports);
  const target = findTarget(state, request.targetId);
  if (!target) return refuse(REASONS.noTarget);
  const gm = ports.isGM(requesterId);
  const ownsTarget = ports.isOwner(requesterId, target.actorUuid);
  const isAttackerSide = requesterId === card.authorId || ports.isOwner(requesterId, state.attackerUuid);

  switch (request.action) {
    case "defend": {
      if (!gm && !ownsTarget) return refuse(REASONS.notAllowed);
      if (target.defence) return refuse(REASONS.alreadyDefended);
      if (!defenceAllowed(request.kind, state.mode)) return refuse(REASONS.defenceNotAllowed);
      let check: CheckFacts | null = null;
      if (request.kind === "opposed") {
        if (!request.check || !request.skill || !isValidCheck(request.check)) return refuse(REASONS.badRequest);
        if (ports.traitLevel(target.actorUuid, request.skill) !== request.check.level) return refuse(REASONS.outOfDate);
        check = request.check;
      }
      // Only the GM sets a difficulty (rules 3.2); a player's unaware/ignore waits for it.
      const difficulty = request.kind !== "opposed" && gm && typeof request.difficulty === "number" ? request.difficulty : null;
      if (difficulty !== null && !Number.isInteger(difficulty)) return refuse(REASONS.badRequest);
      target.defence = { kind: request.kind, skill: request.skill ?? null, check, difficulty, by: requesterId };
      break;
    }
    case "difficulty": {
      if (!gm) return refuse(REASONS.gmOnly);
      if (!target.defence || target.defence.kind === "opposed") return refuse(REASONS.notReady);
      if (target.applied) return refuse(REASONS.alreadyApplied);
      try {
        requireLadderLevel(request.difficulty, "difficulty");
      } catch {
        return refuse(REASONS.badRequest);
      }
      target.defence = { ...target.defence, difficulty: request.difficulty };
      target.damageRolled = false;
      target.fudgeDie = null;
      break;
    }
    case "damage": {
      if (!gm && !isAttackerSide) return refuse(REASONS.notAllowed);
      if (target.damageRolled) return refuse(REASONS.notReady);
      const outcome = outcomeFor(state, target, ports);
      if (!outcome) return refuse(REASONS.noTarget);
      if (outcome.stage !== "awaitingDamage") return refuse(REASONS.notReady);
      target.fudgeDie = outcome.needsFudgeDie ? await ports.rollFudgeDie() : null;
      target.damageRolled = true;
      break;
    }
    case "apply": {
      if (!gm && !ownsTarget && requesterId !== card.authorId) return refuse(REASONS.notAllowed);
      if (target.applied) return refuse(REASONS.alreadyApplied);
      if (!levelsMatch(state, target, ports)) return refuse(REASONS.outOfDate);
      const outcome = outcomeFor(state, target, ports);
      const defender = ports.loadTarget(target.actorUuid);
      if (!outcome || !defender) return refuse(REASONS.noTarget);
      if (outcome.stage !== "ready" || outcome.level === null || !outcome.resolution) return refuse(REASONS.notReady);
      if (request.expected && (request.expected.level !== outcome.level || request.expected.stun !== outcome.stun)) {
        return refuse(REASONS.outOfDate);
      }
      const previous = { wounds: structuredClone(defender.wounds), stun: structuredClone(defender.stun) };
      const result = applyAttackResult({ wounds: defender.wounds, stun: defender.stun }, outcome.resolution, {
        open: target.open,
      });
      const overflowed = result.boxIndex !== null && boxLevel(result.boxIndex) !== outcome.level;
      await ports.updateActor(target.actorUuid, { wounds: result.wounds, stun: result.stun });
      target.applied = {
        by: requesterId,
        at: ports.now(),
        level: outcome.level,
        stun: result.stunEffect,
        boxIndex: result.boxIndex,
        overflowed,
        died: result.died,
        previous,
      };
      break;
    }
    case "undo": {
      if (!gm) return refuse(REASONS.gmOnly);
      if (!target.applied) return refuse(REASONS.notApplied);
      await ports.updateActor(target.actorUuid, structuredClone(target.applied.previous));
      target.applied = null;
      target.undone += 1;
      break;
    }
  }
  await ports.updateCard(card.id, state);
  return { ok: true, state };
}

/**
 * Lucky on the attack roll (rules 4): the attacker's owners (or the GM), while no target has
 * defended, when the attacker has Lucky and an hour has passed since its last use. The reroll is
 * rolled here (never sent by the client); the better roll is kept. One actor and one card update.
 */
async function luckyOnAttack(
  card: CardSnapshot,
  state: AttackState,
  requesterId: string,
  ports: CardPorts,
): Promise<CardActionResult> {
  if (!ports.isGM(requesterId) && !ports.isOwner(requesterId, state.attackerUuid)) return refuse(REASONS.notAllowed);
  if (state.lucky || state.targets.some((t) => t.defence !== null)) return refuse(REASONS.notReady);
  const lastUsed = ports.luckyLastUsed(state.attackerUuid);
  const now = ports.now();
  if (lastUsed === undefined || !luckyRerollAllowed(lastUsed, now)) return refuse(REASONS.noLucky);
  if (ports.traitLevel(state.attackerUuid, state.skill) !== state.attack.level) return refuse(REASONS.outOfDate);
  const reroll = await ports.rollFourDF(card.id);
  try {
    requireFourDF(reroll);
  } catch {
    return refuse(REASONS.badRequest);
  }
  const original = [...state.attack.faces];
  const kept = luckyKeepBetter(original, reroll);
  state.attack = { ...state.attack, faces: [...kept.faces] };
  state.lucky = { original, reroll, kept: kept.kept, by: requesterId, at: now };
  await ports.updateLucky(state.attackerUuid, now);
  await ports.updateCard(card.id, state);
  return { ok: true, state };
}

/**
 * The GM's handler for a query from another client: the requester is proven by the one-time
 * stamp on its own User (see ../auth.ts), then the action runs with that user's permissions.
 * A forged requester, a reused nonce, a changed request or a stale stamp is refused before
 * anything is read or written.
 */
export async function handleAuthenticatedCardAction(raw: unknown, ports: CardPorts, auth: AuthPorts): Promise<CardActionResult> {
  const verified = await verifyRequestPatiently(raw, auth);
  if (!verified.ok) return refuse(verified.reason);
  return handleCardActionSerially(verified.request, verified.requesterId, ports);
}
