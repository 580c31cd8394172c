/**
 * Checks the GM asks for (issue 26, item 5; rules 2.1), decided on the designated GM's client. Who
 * may ask is the one policy table's (../gm/policy.ts): `checkAsk` a GM, `checkRoll` an owner of the
 * character asked or a GM — asked before anything is looked up.
 * - ask: the trait, a difficulty on the ladder, secret or not, the characters asked; posts the GMs'
 *   card first when the difficulty is secret (it holds it), then the request card (which does not);
 * - roll: one row, once (its request id written with the roll: a replay changes nothing); the level read and the modifiers decided here from the roller's choices,
 *   the dice rolled here — blind when the check is secret (only the GMs see the dice); the outcome
 *   against the difficulty goes on the request card when everyone who receives it may know it (an
 *   open difficulty, a public roll), and for a secret check on the GMs' card only.
 * Pure: ports.
 */
import { keptFaces, rollRecord } from "../services/dice";
import { deny, mayAsk, REASONS, refusal } from "../gm/policy";
import { cardRequestDone, withCardRequest } from "../gm/records";
import { ATTRIBUTE_KEYS, LADDER_MAX, LADDER_MIN, getSkill, isSkillKey, resolveUnopposed } from "../../rules";
import { modifiersFromChoices, parseRollChoices } from "../../rolls/choices";
import { isRecord } from "../../util/guards";
import type { WriteQueue } from "../gm/locks";
import type { RollRecord } from "../services/dice";
import type { CheckPorts, CheckResult } from "./ports";
import { CHECK_VERSION, MAX_ASKED, type CheckLedger, type CheckOutcome, type CheckRequestCard } from "./state";

export type { CheckActorFacts, CheckPorts, CheckResult } from "./ports";

const refuse = (reason: string): CheckResult => ({ ok: false, reason });

function parseTrait(value: unknown): CheckRequestCard["trait"] | null {
  if (!isRecord(value) || typeof value["key"] !== "string") return null;
  const key = value["key"];
  if (value["kind"] === "attribute")
    return (ATTRIBUTE_KEYS as readonly string[]).includes(key) ? { kind: "attribute", key } : null;
  return value["kind"] === "skill" && isSkillKey(key) ? { kind: "skill", key } : null;
}

const isLadder = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v >= LADDER_MIN && v <= LADDER_MAX;

function traitLabel(trait: CheckRequestCard["trait"]): string {
  return trait.kind === "attribute" ? `HARNFUDGE.Attribute.${trait.key}` : getSkill(trait.key).labelKey;
}

/** The outcome of a roll against the difficulty, from its kept faces (rules 2.1), or null when they cannot be read. */
export function outcomeOf(roll: RollRecord, difficulty: number, ports: Pick<CheckPorts, "hiddenFaces">): CheckOutcome | null {
  const faces = keptFaces(roll, ports);
  if (!faces) return null;
  const modifier = roll.modifiers.reduce((s, m) => s + m.value, 0);
  const r = resolveUnopposed({ level: roll.level, faces, modifier, difficulty });
  return { success: r.success, margin: r.margin, degree: r.rolledDegree };
}

async function ask(request: Record<string, unknown>, requesterId: string, ports: CheckPorts): Promise<CheckResult> {
  const denied = deny("checkAsk", { gm: ports.isGM(requesterId) });
  if (denied) return denied;
  const requestId = typeof request["requestId"] === "string" ? request["requestId"] : "";
  const trait = parseTrait(request["trait"]);
  const difficulty = request["difficulty"];
  const uuids = request["actorUuids"];
  if (!requestId || !isLadder(difficulty) || !Array.isArray(uuids) || !uuids.every((u) => typeof u === "string" && u))
    return refuse(REASONS.badRequest);
  if (!trait) return refusal("checkNoTrait");
  const asked = [...new Set(uuids.map(String))];
  if (asked.length === 0) return refusal("checkNobody");
  if (asked.length > MAX_ASKED) return refuse(REASONS.badRequest);
  const existing = ports.cardByRequest(requestId);
  const found = existing ? ports.card(existing) : null;
  if (found) return { ok: true, messageId: found.id, state: found.state };
  const actors = asked.map((uuid) => ports.actor(uuid));
  if (actors.some((a) => a === null)) return refuse(REASONS.noActor);
  const rows = actors.flatMap((a) =>
    a ? [{ actorUuid: a.uuid, name: a.name, img: a.img, roll: null, by: null, outcome: null }] : [],
  );
  const secret = request["secret"] === true;
  const state: CheckRequestCard = {
    v: CHECK_VERSION,
    requestId,
    requesterId,
    trait,
    difficulty: secret ? null : difficulty,
    secret,
    rows,
    ledgerId: null,
  };
  const ledger: CheckLedger | null = secret
    ? { v: CHECK_VERSION, requestId, difficulty, trait, names: rows.map((r) => r.name), results: rows.map(() => null) }
    : null;
  const messageId = await ports.createCards(state, ledger);
  return { ok: true, messageId, state: ports.card(messageId)?.state ?? state };
}

async function roll(request: Record<string, unknown>, requesterId: string, ports: CheckPorts): Promise<CheckResult> {
  const stored = typeof request["messageId"] === "string" ? ports.card(request["messageId"]) : null;
  if (!stored) return refuse(REASONS.noCard);
  const card = stored.state;
  const index = request["row"];
  // A row by its index: a number (rows[1.5] or rows[-1] is no row); a string "0" names none.
  const row = typeof index === "number" ? card.rows[index] : undefined;
  const choices = parseRollChoices(request["choices"]);
  if (!row || !choices) return refuse(REASONS.badRequest);
  const denied = deny("checkRoll", { gm: ports.isGM(requesterId), characterOwner: ports.isOwner(requesterId, row.actorUuid) });
  if (denied) return denied;
  const requestId = typeof request["requestId"] === "string" ? request["requestId"] : null;
  if (cardRequestDone(card, requestId)) return refusal("replayed");
  if (row.roll) return refusal("checkAlreadyRolled");
  const actor = ports.actor(row.actorUuid);
  if (!actor) return refuse(REASONS.noActor);
  const level = ports.traitLevel(actor.uuid, card.trait.kind, card.trait.key);
  if (level === null) return refuse(REASONS.skillNotAttemptable);
  if (actor.conditions.refused) return refuse(actor.conditions.refused);
  const decided = modifiersFromChoices(
    { woundPenalty: actor.woundPenalty, talents: actor.talents, countsOpponents: false, extra: actor.conditions.modifiers },
    choices,
    mayAsk("widerModifiers", { gm: ports.isGM(requesterId) }),
  );
  if (!decided.ok) return refuse(decided.reason);
  const ledger = card.ledgerId ? ports.ledger(card.ledgerId) : null;
  if (card.secret && !ledger) return refuse(REASONS.noCard);
  // A secret check is rolled blind: only the GMs see its dice.
  const rolled = await rollRecord(ports, {
    formula: "4dF",
    actorUuid: actor.uuid,
    label: traitLabel(card.trait),
    level,
    modifiers: decided.modifiers,
    visibility: card.secret ? "blind" : choices.visibility,
    requesterId,
    cardId: stored.id,
  });
  await ports.markUsed(actor.uuid, card.trait.kind, card.trait.key);
  const open = card.difficulty !== null && rolled.visibility === "public" ? outcomeOf(rolled, card.difficulty, ports) : null;
  const state: CheckRequestCard = withCardRequest(
    { ...card, rows: card.rows.map((r, i) => (i === index ? { ...r, roll: rolled, by: requesterId, outcome: open } : r)) },
    requestId,
  );
  await ports.updateCard(stored.id, state);
  if (ledger) {
    const result = outcomeOf(rolled, ledger.state.difficulty, ports);
    await ports.updateLedger(ledger.id, {
      ...ledger.state,
      results: ledger.state.results.map((r, i) => (i === index ? result : r)),
    });
  }
  return { ok: true, messageId: stored.id, state };
}

/** Decides one check request for `requesterId` (already proven): an ask by its request id, a roll in its card's queue. */
export function handleCheckRequest(
  raw: unknown,
  requesterId: string,
  ports: CheckPorts,
  locks: WriteQueue,
): Promise<CheckResult> {
  if (!isRecord(raw)) return Promise.resolve(refuse(REASONS.badRequest));
  if (raw["kind"] === "ask") return locks.run([`request:${String(raw["requestId"])}`], () => ask(raw, requesterId, ports));
  if (raw["kind"] === "roll") return locks.run([String(raw["messageId"])], () => roll(raw, requesterId, ports));
  return Promise.resolve(refuse(REASONS.badRequest));
}

/**
 * Who receives the request card: everyone for an open check; for a secret one the GMs and the
 * owners of the characters asked (the others need not know a secret check is made).
 */
export function requestAudience(
  card: Pick<CheckRequestCard, "secret" | "rows">,
  ownersOf: (actorUuid: string) => readonly string[],
  gmIds: readonly string[],
): string[] {
  if (!card.secret) return [];
  return [...new Set([...gmIds, ...card.rows.flatMap((r) => ownersOf(r.actorUuid))])];
}
