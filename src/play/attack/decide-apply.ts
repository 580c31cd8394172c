/**
 * Apply and Undo, decided on the designated GM's client inside the target actor's write queue.
 *
 * Apply marks what the card shows (the result frozen at the damage step, rules 3.4.5–3.4.6) on
 * the target's CURRENT tracks, and writes the record of it (the box as marked, the stun track
 * before and after) in the SAME actor update, so the hit is applied at most once whatever happens
 * to the card's own update afterwards: a second Apply finds the record and only brings the card up
 * to date. Allowed to the GM, the attacker's side and the target's owners; while the target may
 * still use Lucky on its defence roll, to the target's owners and the GM only (decide-lucky.ts).
 *
 * Undo (GM only) is the inverse of the recorded change, refused when that box or the stun track
 * has changed since; it never writes a snapshot over newer wounds or healing.
 */
import { applyAttackResult, boxLevel, conditionForStunResult } from "../../rules";
import { activeHit, hitRecord, undoHit, withHit, type ActorRecords, type HitRecord } from "../gm/records";
import { canonicalJson } from "../../util/canonical-json";
import { REASONS, refuse, type CardResult } from "./decide-common";
import { rolesOn } from "./decide-steps";
import { defenceLuckyOpen } from "./decide-lucky";
import { deny } from "../gm/policy";
import type { CardPorts, StoredCard } from "./ports";
import { cardStage, entangles, type AttackCard, type ExpectedHit } from "./state";

function appliedFromRecord(card: AttackCard, hit: NonNullable<ReturnType<typeof activeHit>>): AttackCard["applied"] {
  const level = card.damage?.level ?? "none";
  return {
    by: hit.by,
    at: hit.at,
    level,
    stun: card.damage?.stun ?? null,
    boxIndex: hit.boxIndex,
    overflowed: hit.boxIndex !== null && boxLevel(hit.boxIndex) !== level,
    died: hit.died,
  };
}

/** Whether an actor's hit record is the one the GM's client noted on its card before writing it. */
function sameHit(expected: ExpectedHit, hit: HitRecord): boolean {
  return (
    expected.at === hit.at &&
    expected.boxIndex === hit.boxIndex &&
    expected.died === hit.died &&
    canonicalJson(expected.box) === canonicalJson(hit.box)
  );
}

/** The records with one hit record set aside (marked undone). */
function withoutRecord(records: ActorRecords, hit: HitRecord): ActorRecords {
  return { ...records, hits: records.hits.map((h) => (h === hit ? { ...h, undone: true } : h)) };
}

/** A Net's hit (rules 3.5.1): the target is entangled, a status the GM clears; no wound. */
async function applyEntangle(stored: StoredCard, requesterId: string, ports: CardPorts): Promise<CardResult> {
  const card = stored.state;
  const added = await ports.entangle(card.target.actorUuid, stored.id);
  const state: AttackCard = {
    ...card,
    applied: {
      by: requesterId,
      at: ports.now(),
      level: "none",
      stun: null,
      boxIndex: null,
      overflowed: false,
      died: false,
      entangled: true,
    },
  };
  await ports.updateCard(stored.id, state);
  return added ? { ok: true, messageId: stored.id, state } : refuse(REASONS.alreadyApplied);
}

export async function applyHit(stored: StoredCard, requesterId: string, ports: CardPorts): Promise<CardResult> {
  const card = stored.state;
  // After the GM undid this card's hit, applying it again is the GM's call alone (a player may not
  // re-apply what the GM just removed). While the defender may still use Lucky on its defence roll,
  // the hit waits for the defender's answer (its owner applies or rerolls) or a GM.
  const kind = card.undone > 0 ? "reapply" : defenceLuckyOpen(card, ports) ? "applyWhileLucky" : "apply";
  const denied = deny(kind, rolesOn(card, requesterId, ports));
  if (denied) return denied;
  if (entangles(card)) {
    if (cardStage(card) !== "ready") return refuse(card.applied ? REASONS.alreadyApplied : REASONS.notReady);
    return applyEntangle(stored, requesterId, ports);
  }
  const tracks = ports.tracks(card.target.actorUuid);
  if (!tracks) return refuse(REASONS.noActor);
  const recorded = activeHit(tracks.records, stored.id);
  if (card.applied) return refuse(REASONS.alreadyApplied);
  if (recorded && card.applying && sameHit(card.applying, recorded)) {
    // Applied already, and the card's own update after it was lost: bring the card up to date only.
    await ports.updateCard(stored.id, { ...card, applying: null, applied: appliedFromRecord(card, recorded) });
    return refuse(REASONS.alreadyApplied);
  }
  // A record of this card that the GM's client did not announce on the card is not its own (the
  // target's owner can write the actor): it is set aside, marked undone in the hit's own update.
  const records = recorded ? withoutRecord(tracks.records, recorded) : tracks.records;
  if (cardStage(card) !== "ready" || !card.damage) return refuse(REASONS.notReady);
  const damage = card.damage;
  const before = { wounds: tracks.wounds, stun: tracks.stun };
  const result = applyAttackResult(
    before,
    { woundLevel: damage.level, stunMode: card.options.stun, stunResult: damage.stun },
    { open: card.open },
  );
  const after = { wounds: result.wounds, stun: result.stun };
  const at = ports.now();
  const hit = hitRecord(stored.id, requesterId, at, before, after, result.boxIndex);
  // The GM's own note of what it writes, on its card first: the record on the actor counts only with it.
  await ports.updateCard(stored.id, { ...card, applying: { at, boxIndex: hit.boxIndex, box: hit.box, died: hit.died } });
  await ports.writeTracks(card.target.actorUuid, { ...after, records: withHit(records, hit) });
  // Stunned / Very Stunned last their rounds (rules 3.4.6); a knockout follows the stun track itself.
  const condition = result.stunEffect ? conditionForStunResult(result.stunEffect) : null;
  if (condition && condition.rounds !== null) await ports.startCondition(card.target.actorUuid, condition.id, condition.rounds);
  const state: AttackCard = {
    ...card,
    applying: null,
    applied: {
      by: requesterId,
      at,
      level: damage.level,
      stun: result.stunEffect,
      boxIndex: result.boxIndex,
      overflowed: result.boxIndex !== null && boxLevel(result.boxIndex) !== damage.level,
      died: result.died,
    },
  };
  await ports.updateCard(stored.id, state);
  return { ok: true, messageId: stored.id, state };
}

export async function undoHitOnCard(stored: StoredCard, requesterId: string, ports: CardPorts): Promise<CardResult> {
  const card = stored.state;
  const denied = deny("undo", rolesOn(card, requesterId, ports));
  if (denied) return denied;
  if (entangles(card)) {
    if (!(await ports.freeEntangled(card.target.actorUuid, stored.id))) return refuse(REASONS.notApplied);
    const state: AttackCard = { ...card, applied: null, undone: card.undone + 1 };
    await ports.updateCard(stored.id, state);
    return { ok: true, messageId: stored.id, state };
  }
  const tracks = ports.tracks(card.target.actorUuid);
  if (!tracks) return refuse(REASONS.noActor);
  // Undo only the hit this card applied: the record must name the box and death the card shows.
  const recorded = activeHit(tracks.records, stored.id);
  const applied = card.applied;
  if (!recorded || !applied || recorded.boxIndex !== applied.boxIndex || recorded.died !== applied.died)
    return refuse(REASONS.notApplied);
  const undone = undoHit(tracks, tracks.records, stored.id);
  if (!undone.ok) return refuse(undone.reason);
  await ports.writeTracks(card.target.actorUuid, { wounds: undone.wounds, stun: undone.stun, records: undone.records });
  const state: AttackCard = { ...card, applied: null, undone: card.undone + 1 };
  await ports.updateCard(stored.id, state);
  return { ok: true, messageId: stored.id, state };
}
