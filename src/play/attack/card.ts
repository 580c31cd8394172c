/**
 * Rendering the attack card on the GM's client from its state: the view is built Foundry-free in
 * card-view.ts; this looks up what the controls need (the target's defence skills with levels)
 * and renders the template with its partial.
 */
import { getSkill, isSkillKey } from "../../rules";
import { SYSTEM_PATH } from "../../rolls/roll";
import { ladderWord } from "../../i18n/format";
import { actorFromUuid, traitLevelOf, weaponSkillsOf } from "../gm/actors";
import { attackCardContext } from "./card-view";
import { defenceSkillKeys } from "./decide-steps";
import type { AttackCard } from "./state";

export const ATTACK_CARD_TEMPLATE = `${SYSTEM_PATH}/templates/chat/attack.hbs`;
export const CARD_ROLL_PARTIAL = `${SYSTEM_PATH}/templates/chat/card-roll.hbs`;

/** The target's defence choices it can attempt, each with its level. */
export function defenceOptions(card: AttackCard): { key: string; label: string; levelWord: string }[] {
  const target = actorFromUuid(card.target.actorUuid);
  if (!target) return [];
  return defenceSkillKeys({ weaponSkills: weaponSkillsOf(target) }, card.mode).flatMap((key) => {
    const level = traitLevelOf(target.uuid, key);
    if (level === null) return [];
    const label = isSkillKey(key) ? game.i18n.localize(getSkill(key).labelKey) : key;
    return [{ key, label, levelWord: ladderWord(level, game.i18n) }];
  });
}

export async function renderAttackCard(card: AttackCard, messageId: string): Promise<string> {
  await foundry.applications.handlebars.loadTemplates([CARD_ROLL_PARTIAL]);
  const context = attackCardContext({
    card,
    messageId,
    i18n: game.i18n,
    defenceOptions: defenceOptions(card),
    userName: (id) => game.users.get(id)?.name ?? "?",
  });
  return foundry.applications.handlebars.renderTemplate(ATTACK_CARD_TEMPLATE, context);
}
