/**
 * The hotbar macro of a dropped skill or weapon (hotbar.ts decides the drop is ours): a script
 * macro that rolls it through `game.harnfudge`; the user's own macro with the same command is
 * reused. Loaded on the first drop.
 */
import { isSkillItem, isWeaponItem } from "../documents/guards";
import type { SkillDragData } from "./skill-drag";

/** The macro command of a skill roll. */
export function skillMacroCommand(actorUuid: string, key: string, specialization: string): string {
  const spec = specialization ? `, specialization: ${JSON.stringify(specialization)}` : "";
  return [
    `const actor = await fromUuid(${JSON.stringify(actorUuid)});`,
    `if (actor) await game.harnfudge.rollSkill(actor, ${JSON.stringify(key)}, { skipDialog: false${spec} });`,
  ].join("\n");
}

/** The macro command of a weapon attack. */
export function weaponMacroCommand(itemUuid: string): string {
  return [
    `const weapon = await fromUuid(${JSON.stringify(itemUuid)});`,
    `if (weapon?.parent) await game.harnfudge.attackWithWeapon(weapon.parent, weapon);`,
  ].join("\n");
}

async function assignMacro(name: string, img: string, command: string, slot: number): Promise<void> {
  const existing = game.macros?.find((m) => m.command === command && m.author?.id === game.user.id);
  const macro = existing ?? (await Macro.implementation.create({ name, type: "script", img, command }));
  if (macro) await game.user.assignHotbarMacro(macro, slot);
}

/** A skill row without an item (an untrained catalog skill) dropped on the hotbar. */
export function skillDragMacro(data: SkillDragData, slot: number): Promise<void> {
  const actor = foundry.utils.fromUuidSync(data.actorUuid as `Actor.${string}`);
  const actorName = actor && "name" in actor && typeof actor.name === "string" ? actor.name : "";
  const skill = game.i18n.localize(`HARNFUDGE.Skill.${data.key}`) + (data.specialization ? ` (${data.specialization})` : "");
  const name = game.i18n.format("HARNFUDGE.Sheet.Notify.MacroName", { actor: actorName, name: skill });
  return assignMacro(name, "icons/svg/d20-black.svg", skillMacroCommand(data.actorUuid, data.key, data.specialization), slot);
}

/** A skill or weapon item of an actor dropped on the hotbar. */
export function itemMacro(item: Item.Implementation, slot: number): Promise<void> {
  if (!item.parent) return Promise.resolve();
  const name = game.i18n.format("HARNFUDGE.Sheet.Notify.MacroName", { actor: item.parent.name, name: item.name });
  if (isSkillItem(item))
    return assignMacro(
      name,
      item.img ?? "",
      skillMacroCommand(item.parent.uuid, item.system.key, item.system.specialization),
      slot,
    );
  if (isWeaponItem(item)) return assignMacro(name, item.img ?? "", weaponMacroCommand(item.uuid), slot);
  return Promise.resolve();
}
