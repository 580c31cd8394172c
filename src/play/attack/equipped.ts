/**
 * What an actor carries ready to defend with (rules 3.2, 3.3): the melee skills of the weapons it
 * has equipped, a shield being a weapon of the Shield skill. The card's defence choices, the best
 * defence and an NPC's own defence read only these (rules core's defenceSkillChoices): a trained
 * skill whose weapon is not equipped is no parry, and no shield is no Shield.
 */
import { weaponModeFigures } from "../../rules";
import { isWeaponItem, type PlayableActor } from "../../documents/guards";

/** The melee skills of the actor's equipped weapons, once each, in item order. */
export function equippedMeleeSkills(actor: PlayableActor): string[] {
  const keys = new Set<string>();
  for (const item of actor.items) {
    if (!isWeaponItem(item) || !item.system.equipped) continue;
    const melee = weaponModeFigures(item.system, "melee");
    if (melee.enabled) keys.add(melee.skill);
  }
  return [...keys];
}
