/**
 * Holding an action (rules 3.1.3: "Characters with a high Initiative rolled degree may decide to
 * hold their action … wait and see what happens before acting … Actions do not accrue from round
 * to round"), decided on the designated GM's client (the "hold" request domain):
 * - hold: on its own turn, the combatant's owner (or the GM) holds; the turn passes on. "High" is
 *   left to the table: anyone may hold on their turn;
 * - act: later in the same round, while another combatant's turn is up, the held combatant acts
 *   now: it moves in the order to just before the current combatant and the turn is its own (the
 *   one whose turn it was acts right after). Its rolled key is kept and comes back at the next
 *   round, so the order the initiative roll set stands for the rest of the combat;
 * - a new round restores every moved key and drops every hold: an action held through the end of
 *   a round is lost.
 * Each hold or act is recorded by its request id on the combatant, in the same update as its
 * flags: a replay (in a later round too) finds it and changes nothing.
 * Pure: the combat as plain data in, the writes to make out.
 */
import { deny, refusal, type Reason } from "../gm/policy";
import { isRecord } from "../../util/guards";

export interface HoldTurn {
  id: string;
  actorUuid: string | null;
  /** The sort key the tracker orders by (higher first). */
  initiative: number | null;
  /** The round it holds its action in, if any. */
  heldRound: number | null;
  /** Its rolled key, when it was moved to act out of order this round. */
  movedFrom: number | null;
  /** Marked defeated (core skips it at a new round when the world says so). */
  defeated?: boolean;
  /** The ids of the hold and act requests carried out for it (newest last). */
  requests: string[];
}

export interface HoldCombat {
  id: string;
  started: boolean;
  round: number;
  /** The index of the current turn in `turns`. */
  turn: number;
  /** The combatants in the tracker's order. */
  turns: HoldTurn[];
}

export interface HoldRequest {
  kind: "hold" | "act";
  combatId: string;
  combatantId: string;
  /** The request's id (null from an older caller): recorded on the combatant with the change. */
  requestId: string | null;
}

/** How many request ids a combatant keeps. */
export const HOLD_REQUESTS_KEPT = 20;

/**
 * What to write: hold marks the combatant and passes the turn; act moves it and gives it the turn.
 * `requests` is the combatant's list of request ids to write with it.
 */
export type HoldPlan =
  | { kind: "hold"; combatantId: string; round: number; requests: string[] }
  | { kind: "act"; combatantId: string; initiative: number; movedFrom: number; turn: number; requests: string[] };

export interface HoldPorts {
  combat(id: string): HoldCombat | null;
  isGM(userId: string): boolean;
  isOwner(userId: string, actorUuid: string): boolean;
}

export type HoldResult = { ok: true; plan: HoldPlan } | { ok: false; reason: Reason };

export function parseHoldRequest(value: unknown): HoldRequest | null {
  if (!isRecord(value) || (value["kind"] !== "hold" && value["kind"] !== "act")) return null;
  const { combatId, combatantId, requestId } = value;
  if (typeof combatId !== "string" || typeof combatantId !== "string" || !combatId || !combatantId) return null;
  const id = typeof requestId === "string" && requestId.length > 0 && requestId.length <= 64 ? requestId : null;
  return { kind: value["kind"], combatId, combatantId, requestId: id };
}

/**
 * The key that sorts a combatant just before the current one: halfway between the current key and
 * the one before it (the held combatant itself left out), or one above the current key at the top.
 */
export function keyBefore(turns: readonly HoldTurn[], currentIndex: number, movingId: string): number | null {
  const current = turns[currentIndex]?.initiative;
  if (current === null || current === undefined) return null;
  const before = turns
    .slice(0, currentIndex)
    .filter((t) => t.id !== movingId)
    .at(-1)?.initiative;
  return before === null || before === undefined ? current + 1 : (before + current) / 2;
}

/** Decides a hold or an act for `requesterId`: who, when, and what to write. Writes nothing. */
export function decideHold(raw: unknown, requesterId: string, ports: HoldPorts): HoldResult {
  const request = parseHoldRequest(raw);
  if (!request) return refusal("badRequest");
  const combat = ports.combat(request.combatId);
  const index = combat?.turns.findIndex((t) => t.id === request.combatantId) ?? -1;
  const turn = combat?.turns[index];
  if (!combat || !turn) return refusal("noActor");
  const denied = deny("hold", {
    gm: ports.isGM(requesterId),
    characterOwner: turn.actorUuid !== null && ports.isOwner(requesterId, turn.actorUuid),
  });
  if (denied) return denied;
  if (request.requestId !== null && turn.requests.includes(request.requestId)) return refusal("replayed");
  const requests = request.requestId === null ? turn.requests : [...turn.requests, request.requestId].slice(-HOLD_REQUESTS_KEPT);
  const notNow = refusal(request.kind === "hold" ? "holdNotNow" : "actNotNow");
  if (!combat.started) return notNow;
  if (request.kind === "hold") {
    if (index !== combat.turn || turn.heldRound === combat.round || turn.movedFrom !== null) return notNow;
    return { ok: true, plan: { kind: "hold", combatantId: turn.id, round: combat.round, requests } };
  }
  if (turn.heldRound !== combat.round || index === combat.turn || turn.initiative === null) return notNow;
  const initiative = keyBefore(combat.turns, combat.turn, turn.id);
  if (initiative === null) return notNow;
  const newTurn = combat.turns.filter((t) => t.id !== turn.id).findIndex((t) => t.id === combat.turns[combat.turn]?.id);
  return {
    ok: true,
    plan: { kind: "act", combatantId: turn.id, initiative, movedFrom: turn.initiative, turn: newTurn, requests },
  };
}

/**
 * At a new round (rules 3.1.3: actions do not accrue): every hold is dropped, and a combatant moved
 * to act out of order gets its rolled key back (`initiative`; null: its key is unchanged).
 */
export function roundRestores(turns: readonly HoldTurn[]): { id: string; initiative: number | null }[] {
  return turns.flatMap((t) => (t.movedFrom !== null || t.heldRound !== null ? [{ id: t.id, initiative: t.movedFrom }] : []));
}

/** Foundry's tracker order (core's Combat#_sortCombatants): the highest key first, ties by id; no key last. */
export function trackerOrder(turns: readonly HoldTurn[]): HoldTurn[] {
  const key = (t: HoldTurn) => t.initiative ?? Number.NEGATIVE_INFINITY;
  return [...turns].sort((a, b) => key(b) - key(a) || (a.id > b.id ? 1 : -1));
}

/** Where a round starts in an order: its first combatant not defeated (core's nextRound skips them when set to). */
function roundStart(order: readonly HoldTurn[]): number {
  return Math.max(
    0,
    order.findIndex((t) => !t.defeated),
  );
}

/**
 * A new round's writes (rules 3.1.3): the restores of {@link roundRestores}, and the turn to give
 * in the same update. Foundry keeps the current combatant current when combatants change, so
 * without it the combatant that sorted first only because a higher roller had moved down would
 * keep the turn and the restored top roller would lose his. When the turn is at the round's start
 * (as the new round put it), it stays at the start of the restored order; otherwise (the GM moved
 * it meanwhile) the current combatant stays current. Null: nothing to restore.
 */
export function newRoundPlan(combat: HoldCombat): { restores: { id: string; initiative: number | null }[]; turn: number } | null {
  const restores = roundRestores(combat.turns);
  if (restores.length === 0) return null;
  const restored = new Map(restores.map((r) => [r.id, r.initiative]));
  const after = trackerOrder(combat.turns.map((t) => ({ ...t, initiative: restored.get(t.id) ?? t.initiative })));
  const current = combat.turns[combat.turn];
  const atStart = combat.turn === roundStart(combat.turns);
  const turn = atStart || !current ? roundStart(after) : after.findIndex((t) => t.id === current.id);
  return { restores, turn: Math.max(0, turn) };
}
