/**
 * Posting an attack, decided on the designated GM's client: the requester must own the attacker
 * (or be the GM); the weapon must be the attacker's own item and have the mode; the GM's client
 * reads the skill level (a default-None skill the attacker lacks is refused), decides the
 * modifiers from the dialog's choices and the actor's own data, rolls the 4dF itself, and
 * creates one GM-authored card for exactly one target. A replayed request (its asker's own retry)
 * finds the card it created and creates nothing; another user naming that request id is refused.
 */
import { deny, mayAsk } from "../gm/policy";
import { rollRecord } from "../gm/dice";
import { engagementAdvice, getSkill, type EngagementPosition, isSkillKey, rangeCheck, woundingInMode } from "../../rules";
import { CROSSBOW_LOC_KEY, isCrossbowShot } from "../../rules/crossbow";
import { signed } from "../../i18n/format";
import { modifiersFromChoices } from "../../rolls/choices";
import { REASONS, refuse, type CardResult } from "./decide-common";
import type { CardPorts } from "./ports";
import type { CardRequest } from "./requests";
import { CARD_VERSION, type AttackCard } from "./state";

type AttackRequest = Extract<CardRequest, { kind: "attack" }>;

/**
 * Engagement (rules 3.2.1): the distinct attackers of the target this round (this one included),
 * the opponents to offer its defence, and the warning when more engage than can (6 around it; the
 * GM knows whether it stands in a doorway: 2, or 4 from both sides).
 */
function engagementOf(earlier: readonly string[], attacker: string, target: string, position: EngagementPosition) {
  const advice = engagementAdvice([...earlier, attacker], position);
  const warnings: AttackCard["warnings"] = [];
  if (advice.warning)
    warnings.push({ key: advice.warning, data: { attackers: String(advice.attackers), max: String(advice.check.max) } });
  else if (advice.attackers > 1)
    warnings.push({
      key: "HARNFUDGE.Card.Engaged",
      data: { n: String(advice.attackers), target, penalty: signed(advice.penalty) },
    });
  return { attackers: advice.attackers, opponents: advice.opponents, warnings };
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
  const condition = attacker.conditionModifiers("attack");
  if (condition.refused) return refuse(condition.refused);
  const target = request.targetTokenUuid
    ? ports.tokenActor(request.targetTokenUuid)
    : request.targetActorUuid && ports.actor(request.targetActorUuid)
      ? { actorUuid: request.targetActorUuid, name: ports.actor(request.targetActorUuid)?.name ?? "", img: "" }
      : null;
  if (!target || !ports.actor(target.actorUuid)) return refuse(REASONS.noActor);
  if (target.actorUuid === attacker.uuid) return refuse(REASONS.selfTarget);
  // A dead target is refused before anything is rolled or posted (issue 27, item 6).
  if (ports.tracks(target.actorUuid)?.wounds.dead) return refuse(REASONS.targetDead);
  const level = ports.traitLevel(attacker.uuid, mode.skill);
  if (level === null) return refuse(REASONS.skillNotAttemptable);
  const decided = modifiersFromChoices(
    { woundPenalty: attacker.woundPenalty, talents: attacker.talents, countsOpponents: true, extra: condition.modifiers },
    request.choices,
    mayAsk("widerModifiers", roles),
  );
  if (!decided.ok) return refuse(decided.reason);
  const round = ports.currentRound();
  const position = ports.engagementPosition(request.targetTokenUuid);
  const engagement = round
    ? engagementOf(ports.attackersInRound(target.actorUuid, round), attacker.uuid, target.name, position)
    : null;
  const warnings = [...(engagement?.warnings ?? [])];
  // The attacker's token as this client resolves it, never a token the request only names: the range
  // is measured from it, and the card's name points at it (named as the token is, told apart from its namesakes).
  const from = request.targetTokenUuid
    ? ports.attackerToken(attacker.uuid, request.attackerTokenUuid, request.targetTokenUuid)
    : null;
  const attackerName = (from ? ports.tokenActor(from)?.name : null) ?? attacker.name;
  if (request.mode === "ranged" && mode.rangeFeet !== null) {
    const distance = from ? ports.distanceFeet(from, request.targetTokenUuid) : null;
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
    attacker: { actorUuid: attacker.uuid, tokenUuid: from, name: attackerName, img: attacker.img },
    // How this hit wounds: by the mode's skill (a longbow swung as a stick crushes; rules 3.4.8).
    weapon: { id: request.weaponId, uuid: weapon.uuid, name: weapon.name, wounding: woundingInMode(weapon.wounding, mode.skill) },
    mode: request.mode,
    skill: mode.skill,
    options: { stun: request.stun, pullTo: request.pullTo, opponents: request.choices.opponents },
    attack,
    target: { actorUuid: target.actorUuid, tokenUuid: request.targetTokenUuid, name: target.name, img: target.img },
    defence: null,
    resolution: null,
    damage: null,
    open: false,
    applied: null,
    undone: 0,
    warnings,
    round,
    engagement: engagement ? { attackers: engagement.attackers, opponents: engagement.opponents } : null,
    closed: false,
  };
  const messageId = await ports.createCard(state);
  return { ok: true, messageId, state };
}
