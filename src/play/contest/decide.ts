/**
 * Contests (rules 2.2, 1.2, 4), decided on the designated GM's client: the initiator (who must own
 * side a, or be the GM) starts the card and its side is rolled; side b's owner (or the GM) rolls
 * b; each roll's level is read and its modifiers decided by the GM's client from the roller's
 * choices (../../rolls/choices.ts), the dice rolled there; once both sides have rolled the rules
 * core's resolveContest gives both degrees, the relative degree and the winner. Pure: ports.
 */
import { keptFaces, rollRecord } from "../gm/dice";
import { ATTRIBUTE_KEYS, getSkill, isSkillKey, resolveContest, type OwnedTalent } from "../../rules";
import { CHOICE_REASONS, modifiersFromChoices, parseRollChoices, type RollChoices } from "../../rolls/choices";
import type { CheckModifier } from "../../rolls/check";
import { isRecord } from "../../util/guards";
import type { LockQueue } from "../gm/locks";
import type { DiceSpec, RolledDice } from "../gm/dice";
import {
  CONTEST_SECRECY,
  CONTEST_VERSION,
  type ContestCard,
  type ContestSecrecy,
  type ContestSideState,
  type TraitKind,
} from "./state";
import { REASONS, deny, mayAsk } from "../gm/policy";

export interface ContestActorFacts {
  uuid: string;
  name: string;
  img: string;
  woundPenalty: number;
  talents: OwnedTalent[];
  strengthScale: number;
  conditions: { refused: string | null; modifiers: CheckModifier[] };
}

export interface ContestPorts {
  card(messageId: string): { id: string; state: ContestCard } | null;
  cardByRequest(requestId: string): string | null;
  actor(uuid: string): ContestActorFacts | null;
  tokenActor(tokenUuid: string): { actorUuid: string; name: string; img: string } | null;
  /** The level the actor rolls for a skill (null: default None, untrained) or an attribute. */
  traitLevel(actorUuid: string, kind: TraitKind, key: string): number | null;
  isGM(userId: string): boolean;
  isOwner(userId: string, actorUuid: string): boolean;
  hiddenFaces(messageId: string): number[] | null;
  roll(spec: DiceSpec): Promise<RolledDice>;
  createCard(state: ContestCard): Promise<string>;
  updateCard(messageId: string, state: ContestCard): Promise<void>;
  /** Marks the rolled skill or attribute used (rules 1.4), on the GM's client, which may write any actor. */
  markUsed(actorUuid: string, kind: TraitKind, key: string): Promise<void>;
}

export type ContestResult = { ok: true; messageId: string; state: ContestCard } | { ok: false; reason: string };

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

async function rollSide(
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
  const label =
    side.trait.kind === "attribute"
      ? `HARNFUDGE.Attribute.${side.trait.key}`
      : isSkillKey(side.trait.key)
        ? getSkill(side.trait.key).labelKey
        : side.trait.key;
  const roll = await rollRecord(ports, {
    formula: "4dF",
    actorUuid: actor.uuid,
    label,
    level,
    modifiers: decided.modifiers,
    visibility: choices.visibility,
    requesterId,
    cardId,
  });
  await ports.markUsed(actor.uuid, side.trait.kind, side.trait.key);
  return { ...side, resistsMagic: side.resistsMagic || ticked, roll, by: requesterId };
}

/** Both sides rolled: the result (rules 2.2, with 1.2's Strength Scale and 4's Magic Resistance). */
function resultOf(card: ContestCard, ports: ContestPorts): ContestCard["result"] {
  const a = card.a.roll ? keptFaces(card.a.roll, ports) : null;
  const b = card.b.roll ? keptFaces(card.b.roll, ports) : null;
  const actorA = ports.actor(card.a.actorUuid);
  const actorB = ports.actor(card.b.actorUuid);
  if (!a || !b || !card.a.roll || !card.b.roll || !actorA || !actorB) return null;
  const total = (mods: CheckModifier[]) => mods.reduce((s, m) => s + m.value, 0);
  const r = resolveContest({
    a: {
      level: card.a.roll.level,
      faces: a,
      modifier: total(card.a.roll.modifiers),
      strengthScale: actorA.strengthScale,
      talents: actorA.talents,
      resistsMagic: card.a.resistsMagic,
    },
    b: {
      level: card.b.roll.level,
      faces: b,
      modifier: total(card.b.roll.modifiers),
      strengthScale: actorB.strengthScale,
      talents: actorB.talents,
      resistsMagic: card.b.resistsMagic,
    },
    strength: card.strength,
  });
  return {
    winner: r.winner,
    aDegree: r.a.rolledDegree,
    bDegree: r.b.rolledDegree,
    relative: r.a.relativeDegree,
    bonuses: { a: r.a.bonuses, b: r.b.bonuses },
  };
}

/** A secret contest's dice are never public: a public roll becomes a GM roll (the GM and the roller see it). */
function secretDice(choices: RollChoices, secrecy: ContestSecrecy): RollChoices {
  return secrecy !== "public" && choices.visibility === "public" ? { ...choices, visibility: "gm" } : choices;
}

async function start(request: Record<string, unknown>, requesterId: string, ports: ContestPorts): Promise<ContestResult> {
  const requestId = typeof request["requestId"] === "string" ? request["requestId"] : "";
  const aUuid = request["actorUuid"];
  const traitA = parseTrait(request["traitA"]);
  const traitB = parseTrait(request["traitB"]);
  const choices = parseRollChoices(request["choices"]);
  if (!requestId || typeof aUuid !== "string" || !traitA || !traitB || !choices) return refuse(REASONS.badRequest);
  // Who may ask first (policy.ts), then the look-ups.
  const denied = deny("contestStart", { gm: ports.isGM(requesterId), sideAOwner: ports.isOwner(requesterId, aUuid) });
  if (denied) return denied;
  const existing = ports.cardByRequest(requestId);
  const found = existing ? ports.card(existing) : null;
  if (found) return { ok: true, messageId: found.id, state: found.state };
  const a = ports.actor(aUuid);
  const bToken = typeof request["tokenUuid"] === "string" ? ports.tokenActor(request["tokenUuid"]) : null;
  const bActor = bToken
    ? ports.actor(bToken.actorUuid)
    : typeof request["opponentUuid"] === "string"
      ? ports.actor(request["opponentUuid"])
      : null;
  if (!a || !bActor) return refuse(REASONS.noActor);
  // Only a GM may keep a contest from the players (a player's request is always public).
  const secrecy: ContestSecrecy = mayAsk("contestSecrecy", { gm: ports.isGM(requesterId) })
    ? (CONTEST_SECRECY.find((v) => v === request["secrecy"]) ?? "public")
    : "public";
  const side = (
    who: ContestActorFacts,
    trait: Trait,
    magic: unknown,
    token: string | null,
    name: string,
    img: string,
  ): ContestSideState => ({
    actorUuid: who.uuid,
    tokenUuid: token,
    name,
    img,
    trait,
    resistsMagic: magic === true,
    roll: null,
    by: null,
  });
  const rolledA = await rollSide(
    side(a, traitA, request["aResistsMagic"], null, a.name, a.img),
    secretDice(choices, secrecy),
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
    b: side(
      bActor,
      traitB,
      request["bResistsMagic"],
      bToken ? String(request["tokenUuid"]) : null,
      bToken?.name ?? bActor.name,
      bToken?.img ?? bActor.img,
    ),
    result: null,
    // Only a GM may keep a contest from the players (a player's request is always public).
    secrecy,
  };
  const messageId = await ports.createCard(state);
  return { ok: true, messageId, state };
}

async function rollB(request: Record<string, unknown>, requesterId: string, ports: ContestPorts): Promise<ContestResult> {
  const messageId = typeof request["messageId"] === "string" ? request["messageId"] : "";
  const choices = parseRollChoices(request["choices"]);
  const stored = ports.card(messageId);
  if (!stored) return refuse(REASONS.noCard);
  if (!choices) return refuse(REASONS.badRequest);
  const card = stored.state;
  const denied = deny("contestRoll", { gm: ports.isGM(requesterId), sideBOwner: ports.isOwner(requesterId, card.b.actorUuid) });
  if (denied) return denied;
  if (card.b.roll) return refuse(REASONS.contestRolled);
  const rolled = await rollSide(card.b, secretDice(choices, card.secrecy ?? "public"), requesterId, stored.id, ports);
  if (typeof rolled === "string") return refuse(rolled);
  const next: ContestCard = { ...card, b: rolled };
  const state = { ...next, result: resultOf(next, ports) };
  await ports.updateCard(stored.id, state);
  return { ok: true, messageId: stored.id, state };
}

/** Decides one contest request for `requesterId` (already proven), in the card's write queue. */
export function handleContestRequest(
  raw: unknown,
  requesterId: string,
  ports: ContestPorts,
  locks: LockQueue,
): Promise<ContestResult> {
  if (!isRecord(raw)) return Promise.resolve(refuse(REASONS.badRequest));
  if (raw["kind"] === "start") return locks.run([`request:${String(raw["requestId"])}`], () => start(raw, requesterId, ports));
  if (raw["kind"] === "roll") return locks.run([String(raw["messageId"])], () => rollB(raw, requesterId, ports));
  return Promise.resolve(refuse(REASONS.badRequest));
}
