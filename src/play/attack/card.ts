/**
 * The attack card in Foundry: looks up the actors, weapon and users the view needs and renders
 * the template. The view itself is built Foundry-free in card-view.ts.
 */
import { RANGED_DEFENCE_SKILLS, getSkill, isSkillKey } from "../../rules";
import { SYSTEM_PATH } from "../../rolls/roll";
import { isSkillItem, isWeaponItem, type PlayableActor } from "../../documents/guards";
import { actorFromUuid, attackerFacts, defenderFacts } from "./adapter";
import { attackCardContext, type CardViewPorts } from "./card-view";
import type { AttackState } from "./state";

export const ATTACK_CARD_TEMPLATE = `${SYSTEM_PATH}/templates/chat/attack.hbs`;

/** Defence skills a target may pick: Dodge, Shield, Acrobatics against missiles; else Dodge and its weapon skills. */
export function defenceSkills(actor: PlayableActor | null, mode: AttackState["mode"]): { key: string; label: string }[] {
  const keys = new Set<string>(mode === "ranged" ? RANGED_DEFENCE_SKILLS : ["dodge"]);
  if (mode === "melee" && actor) {
    for (const item of actor.items) {
      if (isSkillItem(item) && isSkillKey(item.system.key) && getSkill(item.system.key).weapon) keys.add(item.system.key);
    }
  }
  return [...keys].map((key) => ({ key, label: isSkillKey(key) ? game.i18n.localize(getSkill(key).labelKey) : key }));
}

function foundryCardPorts(state: AttackState): CardViewPorts {
  const attacker = actorFromUuid(state.attackerUuid);
  const weapon = attacker?.items.find((i) => i.uuid === state.weaponUuid) ?? null;
  return {
    i18n: game.i18n,
    attackerName: attacker?.name ?? "",
    attackerFacts: attacker && isWeaponItem(weapon) ? attackerFacts(attacker, weapon, state.mode) : null,
    target(actorUuid) {
      const actor = actorFromUuid(actorUuid);
      return actor ? { facts: defenderFacts(actor), defenceOptions: defenceSkills(actor, state.mode) } : null;
    },
    userName: (id) => game.users.get(id)?.name ?? "?",
  };
}

export async function renderAttackCard(state: AttackState, messageId: string, rollHtml: string): Promise<string> {
  return foundry.applications.handlebars.renderTemplate(
    ATTACK_CARD_TEMPLATE,
    attackCardContext(state, messageId, rollHtml, foundryCardPorts(state)),
  );
}
