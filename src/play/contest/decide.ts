/**
 * Contests (rules 2.2, 1.2, 4), decided on the designated GM's client. Who may ask is the one
 * policy table's (../gm/policy.ts: `contestStart` for an owner of side a or a GM, `contestRoll` for
 * an owner of the observer or a GM), asked before anything is looked up. Starting rolls side a
 * once, whatever the number of observers (rules 1.1.2.1: one Stealth roll against each observer's
 * Awareness); each observer's owner (or the GM) rolls that observer; each roll's level is read and
 * its modifiers decided here from the roller's choices (../../rolls/choices.ts), the dice rolled
 * here. Each observer's result is worked out once both have rolled (decide-result.ts); Lucky's
 * reroll is decide-lucky.ts. Pure: ports.
 */
import { rollRecord } from "../services/dice";
import { deny, mayAsk, REASONS, refusal } from "../gm/policy";
import { ATTRIBUTE_KEYS, getSkill, isSkillKey } from "../../rules";
import { CHOICE_REASONS, modifiersFromChoices, parseRollChoices, type RollChoices } from "../../rolls/choices";
import { isRecord } from "../../util/guards";
import type { WriteQueue } from "../gm/locks";
import { cardRequestDone, withCardRequest } from "../gm/records";
import { withResults } from "./decide-result";
import { contestLucky } from "./decide-lucky";
import type { ContestPorts, ContestResult } from "./ports";
import {
  CONTEST_SECRECY,
  CONTEST_VERSION,
  MAX_OBSERVERS,
  type ContestCard,
  type ContestSecrecy,
  type ContestSideState,
} from "./state";

export type { ContestActorFacts, ContestPorts, ContestResult } from "./ports";

const refuse = (reason: string): ContestResult => ({ ok: false, reason });

type Trait = ContestSideState["trait"];

const MAGIC_RESISTANCE = "magicResistance";

function parseTrait(value: unknown): Trait | null {
  if (!isRecord(value) || typeof value["key"] !== "string") return null;
  const key = value["key"];
  if (value["kind"] === "attribute")
    return (ATTRIBUTE_KEYS as readonly string[]).includes(key) ? { kind: "attribute", key } : null;
  return value["kind"] === "skill" && key.length > 0 && key.length <= 60 ? { kind: "skill", key } : null;
}

/** The label a side's roll carries: the attribute's or skill's localization key, or a custom skill's own name. */
function traitLabel(trait: Trait): string {
  if (trait.kind === "attribute") return `HARNFUDGE.Attribute.${trait.key}`;
  return isSkillKey(trait.key) ? getSkill(trait.key).labelKey : trait.key;
}

/** Rolls one side on the GM's client from the roller's choices; a refusal's reason instead when it may not roll. */
export async function rollSide(
  side: ContestSideState,
  choices: RollChoices,
  requesterId: string,
  cardId: string | null,
  ports: ContestPorts,
): Promise<ContestSideState | string> {
  const actor = ports.actor(side.actorUuid);
  if (!actor) return REASONS.noActor;
  const level = ports.traitLevel(actor.uuid, side.trait.kind, side.trait.key);
  if (level === null) return REASONS.skillNotAttemptable;
  if (actor.conditions.refused) return actor.conditions.refused;
  // Magic Resistance counts once (rules 4): ticked in the roller's dialog, it marks the side as
  // resisting magic, and the contest's resolution adds its +1; the roll itself does not add it again.
  const ticked = choices.talents.includes(MAGIC_RESISTANCE);
  const decided = modifiersFromChoices(
    { woundPenalty: actor.woundPenalty, talents: actor.talents, countsOpponents: false, extra: actor.conditions.modifiers },
    { ...choices, talents: choices.talents.filter((t) => t !== MAGIC_RESISTANCE) },
    mayAsk("widerModifiers", { gm: ports.isGM(requesterId) }),
  );
  if (ticked && !actor.talents.some((t) => t.key === MAGIC_RESISTANCE)) return CHOICE_REASONS.talent;
  if (!decided.ok) return decided.reason;
  const roll = await rollRecord(ports, {
    formula: "4dF",
    actorUuid: actor.uuid,
    label: traitLabel(side.trait),
    level,
    modifiers: decided.modifiers,
    visibility: choices.visibility,
    requesterId,
    cardId,
  });
  await ports.markUsed(actor.uuid, side.trait.kind, side.trait.key);
  return { ...side, resistsMagic: side.resistsMagic || ticked, roll, by: requesterId };
}

/** The observers a start names: tokens (the targeted ones) or, from a script, actors; each once, at most MAX_OBSERVERS. */
function observerRefs(request: Record<string, unknown>): { token: string | null; actor: string | null }[] | null {
  const list = (key: string, single: string): string[] | null => {
    const many = request[key];
    if (Array.isArray(many)) return many.every((v) => typeof v === "string" && v.length > 0) ? many.map(String) : null;
    const one = request[single];
    return typeof one === "string" && one ? [one] : [];
  };
  const tokens = list("tokenUuids", "tokenUuid");
  const actors = list("opponentUuids", "opponentUuid");
  if (!tokens || !actors) return null;
  const refs = [
    ...[...new Set(tokens)].map((token) => ({ token, actor: null })),
    ...[...new Set(actors)].map((actor) => ({ token: null, actor })),
  ];
  return refs.length > 0 && refs.length <= MAX_OBSERVERS ? refs : null;
}

function newSide(
  who: { uuid: string },
  trait: Trait,
  magic: unknown,
  token: string | null,
  name: string,
  img: string,
): ContestSideState {
  return { actorUuid: who.uuid, tokenUuid: token, name, img, trait, resistsMagic: magic === true, roll: null, by: null };
}

async function start(request: Record<string, unknown>, requesterId: string, ports: ContestPorts): Promise<ContestResult> {
  const requestId = typeof request["requestId"] === "string" ? request["requestId"] : "";
  const aUuid = request["actorUuid"];
  const traitA = parseTrait(request["traitA"]);
  const traitB = parseTrait(request["traitB"]);
  const choices = parseRollChoices(request["choices"]);
  const refs = observerRefs(request);
  if (!requestId || typeof aUuid !== "string" || !traitA || !traitB || !choices || !refs) return refuse(REASONS.badRequest);
  // Who may ask first (the one table), then what was done before: a retry finds its card.
  const denied = deny("contestStart", { gm: ports.isGM(requesterId), sideAOwner: ports.isOwner(requesterId, aUuid) });
  if (denied) return denied;
  const existing = ports.cardByRequest(requestId);
  const found = existing ? ports.card(existing) : null;
  if (found) return { ok: true, messageId: found.id, state: found.state };
  const a = ports.actor(aUuid);
  if (!a) return refuse(REASONS.noActor);
  const observers: ContestSideState[] = [];
  for (const ref of refs) {
    const token = ref.token ? ports.tokenActor(ref.token) : null;
    const facts = token ? ports.actor(token.actorUuid) : ref.actor ? ports.actor(ref.actor) : null;
    if (!facts) return refuse(REASONS.noActor);
    if (facts.uuid === a.uuid) return refuse(REASONS.selfTarget);
    observers.push(
      newSide(facts, traitB, request["bResistsMagic"], ref.token, token?.name ?? facts.name, token?.img ?? facts.img),
    );
  }
  // Only a GM may keep a contest from the players (a player's request is always public).
  const secrecy: ContestSecrecy = mayAsk("contestSecrecy", { gm: ports.isGM(requesterId) })
    ? (CONTEST_SECRECY.find((v) => v === request["secrecy"]) ?? "public")
    : "public";
  const rolledA = await rollSide(
    newSide(a, traitA, request["aResistsMagic"], null, a.name, a.img),
    choices,
    requesterId,
    null,
    ports,
  );
  if (typeof rolledA === "string") return refuse(rolledA);
  const presetKey =
    typeof request["preset"] === "string" && /^[a-zA-Z]{1,30}$/.test(request["preset"])
      ? `HARNFUDGE.Contest.Preset.${request["preset"]}`
      : null;
  const state: ContestCard = {
    v: CONTEST_VERSION,
    requestId,
    requesterId,
    presetKey,
    strength: request["strength"] === true,
    a: rolledA,
    observers,
    results: observers.map(() => null),
    secrecy,
  };
  const messageId = await ports.createCard(state);
  return { ok: true, messageId, state };
}

/** The observer a request names (its index on the card; the first when a request of version 1 names none). */
function rowOf(request: Record<string, unknown>, card: ContestCard): number | null {
  const row = request["row"] ?? 0;
  return typeof row === "number" && Number.isInteger(row) && row >= 0 && row < card.observers.length ? row : null;
}

async function rollObserver(request: Record<string, unknown>, requesterId: string, ports: ContestPorts): Promise<ContestResult> {
  const messageId = typeof request["messageId"] === "string" ? request["messageId"] : "";
  const choices = parseRollChoices(request["choices"]);
  const stored = ports.card(messageId);
  if (!stored) return refuse(REASONS.noCard);
  const card = stored.state;
  const row = rowOf(request, card);
  const observer = row === null ? undefined : card.observers[row];
  if (row === null || !observer || !choices) return refuse(REASONS.badRequest);
  const denied = deny("contestRoll", { gm: ports.isGM(requesterId), sideBOwner: ports.isOwner(requesterId, observer.actorUuid) });
  if (denied) return denied;
  const requestId = typeof request["requestId"] === "string" ? request["requestId"] : null;
  if (cardRequestDone(card, requestId)) return refusal("replayed");
  if (observer.roll) return refusal("contestRolled");
  const rolled = await rollSide(observer, choices, requesterId, stored.id, ports);
  if (typeof rolled === "string") return refuse(rolled);
  const next: ContestCard = { ...card, observers: card.observers.map((o, i) => (i === row ? rolled : o)) };
  const state = withCardRequest(withResults(next, ports, [row]), requestId);
  await ports.updateCard(stored.id, state);
  return { ok: true, messageId: stored.id, state };
}

/** The write-queue keys of a request: a start by its id, a roll or Lucky by its card. */
function queueKeys(raw: Record<string, unknown>): string[] {
  return raw["kind"] === "start" ? [`request:${String(raw["requestId"])}`] : [String(raw["messageId"])];
}

/** Decides one contest request for `requesterId` (already proven), in the card's write queue. */
export function handleContestRequest(
  raw: unknown,
  requesterId: string,
  ports: ContestPorts,
  locks: WriteQueue,
): Promise<ContestResult> {
  if (!isRecord(raw)) return Promise.resolve(refuse(REASONS.badRequest));
  const kind = raw["kind"];
  const run = kind === "start" ? start : kind === "roll" ? rollObserver : kind === "lucky" ? contestLucky : null;
  if (!run) return Promise.resolve(refuse(REASONS.badRequest));
  return locks.run(queueKeys(raw), () => run(raw, requesterId, ports));
}
