/**
 * The attack card's middle steps, decided on the designated GM's client:
 * - defend: the target's owner (or the GM) defends with a skill the target may defend with
 *   (rules 3.2, 3.3); the GM's client reads the level and rolls. Unaware is the GM's call; ignoring
 *   the attack (rules 3.2) and shooting back (ranged only) are the target's, their difficulty the GM's;
 * - difficulty: the GM sets the difficulty an unaware, ignoring or shooting-back target gives;
 * - damage: the attacker's side (or the GM) asks; the GM's client reads both actors' facts now,
 *   rolls the 1dF of a full hit and freezes the breakdown and result;
 * - open: the GM decides whether the wound is open (rules 3.4.8) before it is applied.
 */
import { rollRecord } from "../services/dice";
import { LADDER_MAX, LADDER_MIN, defenceAllowed, defenceSkillChoices, getSkill, isSkillKey } from "../../rules";
import type { OpponentCount } from "../../rules/engagement-count";
import { engagementLine } from "./engagement-line";
import { fighterOpponents, type OpponentPorts } from "./opponents";
import { modifiersFromChoices } from "../../rolls/choices";
import { REASONS, advanceAfterDefence, cardFaces, damageFacts, refuse, withDamage, type CardResult } from "./decide-common";
import type { ActorFacts, CardPorts, StoredCard } from "./ports";
import { deny, mayAsk, type Roles } from "../gm/policy";
import { cardRoles } from "./roles";
import type { CardRequest } from "./requests";
import { damageOf } from "./resolve";
import { cardStage, type AttackCard, type AttackMode } from "./state";

/** Defence skills a target may pick: the rules core's, from what it has equipped (rules 3.2, 3.3). */
export function defenceSkillKeys(target: Pick<ActorFacts, "equippedSkills">, mode: AttackMode): string[] {
  return defenceSkillChoices(mode, target.equippedSkills);
}

/**
 * The defender's melee opponents now (rules 3.2.1), counted on the GM's client from the battlefield
 * around its token and the attacks on it in the card's round, this card's attack included: the same
 * count for every defence of the round, whatever order the cards come in. The defender's own number
 * is never taken (only the GM may set one: choices.ts).
 */
export function defenderOpponents(card: AttackCard, ports: OpponentPorts): OpponentCount {
  return fighterOpponents(ports, card.target, card.round ?? null, {
    attackerUuid: card.attacker.actorUuid,
    attackerTokenUuid: card.attacker.tokenUuid,
    name: card.attacker.name,
    mode: card.mode,
  });
}

/** The roles the requester holds on the card, as the GM's client sees ownership (../gm/policy.ts). */
export function rolesOn(
  card: AttackCard,
  userId: string,
  ports: Pick<CardPorts, "isOwner" | "isGM">,
  rollerUuid?: string,
): Roles {
  return cardRoles(card, { id: userId, isGM: ports.isGM(userId), owns: (uuid) => ports.isOwner(userId, uuid) }, rollerUuid);
}

async function save(ports: CardPorts, stored: StoredCard, state: AttackCard): Promise<CardResult> {
  await ports.updateCard(stored.id, state);
  return { ok: true, messageId: stored.id, state };
}

function isLadder(value: number): boolean {
  return Number.isInteger(value) && value >= LADDER_MIN && value <= LADDER_MAX;
}

export async function defend(
  request: Extract<CardRequest, { kind: "defend" }>,
  stored: StoredCard,
  requesterId: string,
  ports: CardPorts,
): Promise<CardResult> {
  const card = stored.state;
  const roles = rolesOn(card, requesterId, ports);
  if (cardStage(card) !== "awaitingDefence") return refuse(card.defence ? REASONS.alreadyDefended : REASONS.notReady);
  if (!defenceAllowed(request.defence, card.mode)) return refuse(REASONS.defenceNotAllowed);
  const denied = deny(request.defence === "unaware" ? "unaware" : request.defence === "ignore" ? "ignore" : "defend", roles);
  if (denied) return denied;
  if (request.defence !== "opposed") {
    // The difficulty is the GM's to set (the "unaware" row: unaware, and the difficulty of an ignored attack).
    const difficulty = mayAsk("unaware", roles) ? request.difficulty : null;
    if (difficulty !== null && !isLadder(difficulty)) return refuse(REASONS.badRequest);
    const next = advanceAfterDefence(
      { ...card, defence: { kind: request.defence, skill: null, roll: null, difficulty, by: requesterId } },
      ports,
    );
    return typeof next === "string" ? refuse(next) : save(ports, stored, next);
  }
  const target = ports.actor(card.target.actorUuid);
  if (!target) return refuse(REASONS.noActor);
  const skill = request.skill;
  if (!skill || !request.choices || !defenceSkillKeys(target, card.mode).includes(skill))
    return refuse(REASONS.defenceNotAllowed);
  const level = ports.traitLevel(target.uuid, skill);
  if (level === null) return refuse(REASONS.skillNotAttemptable);
  const condition = target.conditionModifiers("defence", skill);
  if (condition.refused) return refuse(condition.refused);
  const opponents = defenderOpponents(card, ports);
  const decided = modifiersFromChoices(
    {
      woundPenalty: target.woundPenalty,
      talents: target.talents,
      countsOpponents: true,
      opponents: opponents.opponents,
      extra: condition.modifiers,
    },
    request.choices,
    mayAsk("widerModifiers", roles),
  );
  if (!decided.ok) return refuse(decided.reason);
  const roll = await rollRecord(ports, {
    formula: "4dF",
    actorUuid: target.uuid,
    label: isSkillKey(skill) ? getSkill(skill).labelKey : skill,
    level,
    modifiers: decided.modifiers,
    visibility: request.choices.visibility,
    requesterId,
    cardId: stored.id,
  });
  await ports.markUsed(target.uuid, skill);
  // The card keeps the count the defence was rolled with.
  const engagement = { attacker: card.engagement?.attacker ?? null, target: engagementLine(opponents) };
  const next = advanceAfterDefence(
    { ...card, engagement, defence: { kind: "opposed", skill, roll, difficulty: null, by: requesterId } },
    ports,
  );
  return typeof next === "string" ? refuse(next) : save(ports, stored, next);
}

export async function setDifficulty(
  request: Extract<CardRequest, { kind: "difficulty" }>,
  stored: StoredCard,
  requesterId: string,
  ports: CardPorts,
): Promise<CardResult> {
  const card = stored.state;
  const denied = deny("unaware", rolesOn(card, requesterId, ports));
  if (denied) return denied;
  if (cardStage(card) !== "awaitingDifficulty" || !card.defence || card.defence.kind === "opposed")
    return refuse(REASONS.notReady);
  if (!isLadder(request.difficulty)) return refuse(REASONS.badRequest);
  const next = advanceAfterDefence({ ...card, defence: { ...card.defence, difficulty: request.difficulty } }, ports);
  return typeof next === "string" ? refuse(next) : save(ports, stored, next);
}

export async function rollDamage(stored: StoredCard, requesterId: string, ports: CardPorts): Promise<CardResult> {
  const card = stored.state;
  const denied = deny("damage", rolesOn(card, requesterId, ports));
  if (denied) return denied;
  if (cardStage(card) !== "awaitingDamage" || card.resolution?.table !== "full") return refuse(REASONS.notReady);
  const faces = cardFaces(card, ports);
  const facts = damageFacts(card, ports);
  if (!faces) return refuse(REASONS.notReady);
  if (typeof facts === "string") return refuse(facts);
  const fudge = await rollRecord(ports, {
    formula: "1dF",
    actorUuid: card.attacker.actorUuid,
    label: "HARNFUDGE.Chat.FudgeDie",
    level: 0,
    modifiers: [],
    visibility: card.attack.visibility,
    requesterId: card.requesterId,
    cardId: stored.id,
  });
  const face = fudge.faces?.[0] ?? (fudge.diceMessageIds[0] ? ports.hiddenFaces(fudge.diceMessageIds[0])?.[0] : undefined);
  if (face === undefined) return refuse(REASONS.notReady);
  const damage = damageOf(card, faces, facts.attacker, facts.defender, fudge, face);
  if (!damage) return refuse(REASONS.notReady);
  return save(ports, stored, withDamage(card, damage));
}

export async function setOpen(
  request: Extract<CardRequest, { kind: "open" }>,
  stored: StoredCard,
  requesterId: string,
  ports: CardPorts,
): Promise<CardResult> {
  const card = stored.state;
  const denied = deny("open", rolesOn(card, requesterId, ports));
  if (denied) return denied;
  const stage = cardStage(card);
  if (stage !== "awaitingDamage" && stage !== "ready") return refuse(REASONS.notReady);
  if (card.open === request.open) return { ok: true, messageId: stored.id, state: card };
  return save(ports, stored, { ...card, open: request.open });
}
