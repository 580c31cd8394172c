/**
 * Posting an attack, decided on the designated GM's client: the requester must own the attacker
 * (or be the GM); the weapon must be the attacker's own item and have the mode; the GM's client
 * reads the skill level (a default-None skill the attacker lacks is refused), decides the
 * modifiers from the dialog's choices and the actor's own data (its melee opponents counted from
 * the battlefield, rules 3.2.1), rolls the 4dF itself, and creates one GM-authored card for exactly
 * one target, read through its token whatever the request names. A replayed request (its asker's
 * own retry) finds the card it created and creates nothing; another user naming that request id is
 * refused.
 */
import { deny, mayAsk } from "../gm/policy";
import { rollRecord } from "../services/dice";
import { ENGAGEMENT_LOC_KEY, getSkill, isSkillKey, rangeCheck, woundingInMode } from "../../rules";
import type { OpponentCount } from "../../rules/engagement-count";
import { engagementLine } from "./engagement-line";
import { fighterOpponents } from "./opponents";
import { CROSSBOW_LOC_KEY, isCrossbowShot } from "../../rules/crossbow";
import { modifiersFromChoices } from "../../rolls/choices";
import { REASONS, refuse, type CardResult } from "./decide-common";
import type { CardPorts } from "./ports";
import type { CardRequest } from "./requests";
import { CARD_VERSION, type AttackCard } from "./state";

type AttackRequest = Extract<CardRequest, { kind: "attack" }>;

/**
 * The "too many attackers" warning (rules 3.2.1): more would engage the target than its position
 * leaves places for (6 around it; 2 in a doorway, 4 from both sides of one, as the GM marked it).
 */
function engagementWarnings(count: OpponentCount): AttackCard["warnings"] {
  if (count.left.length === 0) return [];
  return [
    {
      key: ENGAGEMENT_LOC_KEY,
      data: { attackers: String(count.engaged.length + count.left.length), max: String(count.places) },
    },
  ];
}

/**
 * The target and its token (issue 28): a request naming a token is read through it; one naming only
 * the actor is read through the actor's token near the attacker's, so naming the actor never takes
 * the target out of its doorway nor hides the GM's warning.
 */
function targetOf(request: AttackRequest, ports: CardPorts) {
  if (request.targetTokenUuid) {
    const found = ports.tokenActor(request.targetTokenUuid);
    return found ? { ...found, tokenUuid: request.targetTokenUuid } : null;
  }
  const actor = request.targetActorUuid ? ports.actor(request.targetActorUuid) : null;
  if (!actor) return null;
  const tokenUuid = ports.tokenOfActor(actor.uuid, request.attackerTokenUuid);
  const found = tokenUuid ? ports.tokenActor(tokenUuid) : null;
  return found && found.actorUuid === actor.uuid
    ? { ...found, tokenUuid }
    : { actorUuid: actor.uuid, name: actor.name, img: actor.img, tokenUuid: null };
}

export async function createAttack(request: AttackRequest, requesterId: string, ports: CardPorts): Promise<CardResult> {
  // Who may ask first, then the look-ups: a request id names a card only to the user who asked for it.
  const roles = { gm: ports.isGM(requesterId), attackerSide: ports.isOwner(requesterId, request.attackerUuid) };
  const denied = deny("attack", roles);
  if (denied) return denied;
  const existing = ports.cardByRequest(request.requestId);
  if (existing) {
    const card = ports.card(existing);
    if (!card) return refuse(REASONS.noCard);
    if (card.state.requesterId !== requesterId) return refuse(REASONS.replayed);
    return { ok: true, messageId: existing, state: card.state, found: true };
  }
  const attacker = ports.actor(request.attackerUuid);
  if (!attacker) return refuse(REASONS.noActor);
  const weapon = ports.weapon(request.attackerUuid, request.weaponId);
  const mode = weapon?.modes[request.mode];
  if (!weapon || !mode) return refuse(REASONS.noWeapon);
  // The attacker's conditions first, then the target (no target, itself, dead): the order and the
  // reasons (cannotAttack / cannotAct, selfTarget, targetDead) the attacker's own client tells
  // before it sends anything (refuse.ts), so both sides give one answer.
  const condition = attacker.conditionModifiers("attack", mode.skill);
  if (condition.refused) return refuse(condition.refused);
  const target = targetOf(request, ports);
  if (!target || !ports.actor(target.actorUuid)) return refuse(REASONS.noActor);
  if (target.actorUuid === attacker.uuid) return refuse(REASONS.selfTarget);
  // A dead target is refused before anything is rolled or posted (issue 27, item 6).
  if (ports.tracks(target.actorUuid)?.wounds.dead) return refuse(REASONS.targetDead);
  const level = ports.traitLevel(attacker.uuid, mode.skill);
  if (level === null) return refuse(REASONS.skillNotAttemptable);
  // The attacker's own token, as this client resolves it: never a token the request only names.
  const attackerToken = target.tokenUuid
    ? ports.attackerToken(attacker.uuid, request.attackerTokenUuid, target.tokenUuid)
    : ports.tokenOfActor(attacker.uuid, null);
  // The card's name points at that token (named as the token is, told apart from its namesakes).
  const attackerName = (attackerToken ? ports.tokenActor(attackerToken)?.name : null) ?? attacker.name;
  const round = ports.currentRound();
  // Rules 3.2.1: both sides' melee opponents from the battlefield; in melee each engages the other.
  const theirs = fighterOpponents(ports, { actorUuid: target.actorUuid, tokenUuid: target.tokenUuid }, round, {
    attackerUuid: attacker.uuid,
    attackerTokenUuid: attackerToken,
    name: attackerName,
    mode: request.mode,
  });
  const mine = fighterOpponents(
    ports,
    { actorUuid: attacker.uuid, tokenUuid: attackerToken },
    round,
    request.mode === "melee"
      ? { attackerUuid: target.actorUuid, attackerTokenUuid: target.tokenUuid, name: target.name, mode: "melee" }
      : null,
  );
  const decided = modifiersFromChoices(
    {
      woundPenalty: attacker.woundPenalty,
      talents: attacker.talents,
      countsOpponents: true,
      opponents: mine.opponents,
      extra: condition.modifiers,
    },
    request.choices,
    mayAsk("widerModifiers", roles),
  );
  if (!decided.ok) return refuse(decided.reason);
  const warnings = engagementWarnings(theirs);
  if (request.mode === "ranged" && mode.rangeFeet !== null) {
    const distance = attackerToken && target.tokenUuid ? ports.distanceFeet(attackerToken, target.tokenUuid) : null;
    const check = distance === null ? null : rangeCheck(distance, mode.rangeFeet);
    if (check?.warning)
      warnings.push({
        key: check.warning,
        data: { distanceFeet: String(Math.round(check.distanceFeet)), maxRangeFeet: String(check.maxRangeFeet) },
      });
  }
  // Rules 3.5.2: the crossbow is forbidden against people; the GM knows whether the target is one.
  if (mode.attacker && isCrossbowShot(request.mode, mode.skill, mode.attacker.musclePowered))
    warnings.push({ key: CROSSBOW_LOC_KEY, data: { target: target.name } });
  const skillLabel = isSkillKey(mode.skill) ? getSkill(mode.skill).labelKey : mode.skill;
  const attack = await rollRecord(ports, {
    formula: "4dF",
    actorUuid: attacker.uuid,
    label: skillLabel,
    level,
    modifiers: decided.modifiers,
    visibility: request.choices.visibility,
    requesterId,
    cardId: null,
  });
  await ports.markUsed(attacker.uuid, mode.skill);
  const state: AttackCard = {
    v: CARD_VERSION,
    requestId: request.requestId,
    requesterId,
    attacker: { actorUuid: attacker.uuid, tokenUuid: attackerToken, name: attackerName, img: attacker.img },
    // How this hit wounds: by the mode's skill (a longbow swung as a stick crushes; rules 3.4.8).
    weapon: { id: request.weaponId, uuid: weapon.uuid, name: weapon.name, wounding: woundingInMode(weapon.wounding, mode.skill) },
    mode: request.mode,
    skill: mode.skill,
    options: { stun: request.stun, pullTo: request.pullTo, opponents: request.choices.opponents ?? Math.max(1, mine.opponents) },
    attack,
    target: { actorUuid: target.actorUuid, tokenUuid: target.tokenUuid, name: target.name, img: target.img },
    defence: null,
    resolution: null,
    damage: null,
    open: false,
    applied: null,
    undone: 0,
    warnings,
    round,
    engagement: { attacker: engagementLine(mine), target: engagementLine(theirs) },
    closed: false,
  };
  const messageId = await ports.createCard(state);
  return { ok: true, messageId, state };
}
