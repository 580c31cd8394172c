/**
 * The attack card's HTML on Foundry: the view is built Foundry-free in card.ts from the card's
 * state; this adds what only the deciding client looks up (the target's defence choices with their
 * levels and default modifiers, defence-options.ts, read through the card's ports; labelled) and
 * renders the template. Loaded with the card's ports (foundry-ports.ts), on first use.
 */
import { isGMUser, actorFromUuid } from "../services/actors";
import { cardStage, type AttackCard } from "./state";
import { getSkill, isSkillKey } from "../../rules";
import { SYSTEM_PATH } from "../../rolls/roll";
import { ladderWord } from "../../i18n/format";
import { attackCardContext } from "./card";
import { CARD_PARTS } from "../../rolls/card-parts";
import { loadCardParts } from "../../rolls/load-card-parts";
import { defenceChoicesOf, type DefencePorts } from "./defence-options";

export const ATTACK_CARD_TEMPLATE = `${SYSTEM_PATH}/templates/chat/attack.hbs`;
export const CARD_ROLL_PARTIAL = CARD_PARTS.roll;

/**
 * The target's defence choices it can attempt, each with its level and default modifiers
 * (defence-options.ts), labelled; read only while the card waits for its defence.
 */
export function defenceOptions(card: AttackCard, ports: DefencePorts) {
  if (cardStage(card) !== "awaitingDefence") return [];
  return defenceChoicesOf(card, ports).map((choice) => ({
    ...choice,
    label: isSkillKey(choice.key) ? game.i18n.localize(getSkill(choice.key).labelKey) : choice.key,
    levelWord: ladderWord(choice.level, game.i18n),
  }));
}

export async function renderAttackCard(card: AttackCard, messageId: string, ports: DefencePorts): Promise<string> {
  await loadCardParts();
  const context = attackCardContext({
    card,
    messageId,
    i18n: game.i18n,
    defenceOptions: defenceOptions(card, ports),
    sides: {
      attackerPlayer: !!actorFromUuid(card.attacker.actorUuid)?.hasPlayerOwner || !isGMUser(card.requesterId),
      targetPlayer: !!actorFromUuid(card.target.actorUuid)?.hasPlayerOwner,
    },
    userName: (id) => game.users.get(id)?.name ?? "?",
  });
  return foundry.applications.handlebars.renderTemplate(ATTACK_CARD_TEMPLATE, context);
}
