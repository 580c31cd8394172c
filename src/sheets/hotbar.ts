/**
 * Hotbar macros: dragging a skill (trained or not) or a weapon from a sheet to the hotbar makes a
 * script macro that rolls it through `game.harnfudge` (registered by the roll layer).
 */
import { isSkillItem, isWeaponItem } from "../documents/guards";

export const SKILL_DRAG_TYPE = "HarnFudgeSkill";

/** Drag data of a skill row that has no item (an untrained catalog skill). */
export interface SkillDragData {
  type: typeof SKILL_DRAG_TYPE;
  actorUuid: string;
  key: string;
  specialization: string;
}

function isSkillDragData(data: unknown): data is SkillDragData {
  if (typeof data !== "object" || data === null) return false;
  const d = data as Record<string, unknown>;
  return d["type"] === SKILL_DRAG_TYPE && typeof d["actorUuid"] === "string" && typeof d["key"] === "string";
}

function itemUuidOf(data: unknown): string | null {
  if (typeof data !== "object" || data === null) return null;
  const d = data as Record<string, unknown>;
  return d["type"] === "Item" && typeof d["uuid"] === "string" ? d["uuid"] : null;
}

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

function onHotbarDrop(_hotbar: unknown, data: unknown, slot: number): boolean | undefined {
  if (isSkillDragData(data)) {
    const actor = foundry.utils.fromUuidSync(data.actorUuid as `Actor.${string}`);
    const actorName = actor && "name" in actor && typeof actor.name === "string" ? actor.name : "";
    const skill = game.i18n.localize(`HARNFUDGE.Skill.${data.key}`) + (data.specialization ? ` (${data.specialization})` : "");
    const name = game.i18n.format("HARNFUDGE.Sheet.Notify.MacroName", { actor: actorName, name: skill });
    void assignMacro(name, "icons/svg/d20-black.svg", skillMacroCommand(data.actorUuid, data.key, data.specialization), slot);
    return false;
  }
  const uuid = itemUuidOf(data);
  if (!uuid) return undefined;
  const item = foundry.utils.fromUuidSync(uuid as `Item.${string}`);
  if (!(item instanceof Item) || !item.parent) return undefined;
  const name = game.i18n.format("HARNFUDGE.Sheet.Notify.MacroName", { actor: item.parent.name, name: item.name });
  if (isSkillItem(item)) {
    void assignMacro(
      name,
      item.img ?? "",
      skillMacroCommand(item.parent.uuid, item.system.key, item.system.specialization),
      slot,
    );
    return false;
  }
  if (isWeaponItem(item)) {
    void assignMacro(name, item.img ?? "", weaponMacroCommand(item.uuid), slot);
    return false;
  }
  return undefined;
}

export function registerHotbar(): void {
  Hooks.on("hotbarDrop", onHotbarDrop);
}
