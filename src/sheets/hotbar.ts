/**
 * Hotbar macros: dragging a skill (trained or not) or a weapon from a sheet to the hotbar makes a
 * script macro that rolls it through `game.harnfudge` (registered by the roll layer). The macro
 * itself is made by hotbar-macro.ts, loaded on the first drop.
 */
import { isSkillItem, isWeaponItem } from "../documents/guards";
import { SKILL_DRAG_TYPE, type SkillDragData } from "./skill-drag";
import { isRecord } from "../util/guards";

function isSkillDragData(d: unknown): d is SkillDragData {
  return isRecord(d) && d["type"] === SKILL_DRAG_TYPE && typeof d["actorUuid"] === "string" && typeof d["key"] === "string";
}

function itemUuidOf(d: unknown): string | null {
  return isRecord(d) && d["type"] === "Item" && typeof d["uuid"] === "string" ? d["uuid"] : null;
}

/**
 * Core's `hotbarDrop`: whether the drop is ours is decided here at once (false stops core's own
 * macro); the macro is made by hotbar-macro.ts, loaded on first use.
 */
function onHotbarDrop(_hotbar: unknown, data: unknown, slot: number): boolean | undefined {
  if (isSkillDragData(data)) {
    void import("./hotbar-macro").then((m) => m.skillDragMacro(data, slot));
    return false;
  }
  const uuid = itemUuidOf(data);
  if (!uuid) return undefined;
  const item = foundry.utils.fromUuidSync(uuid as `Item.${string}`);
  if (!(item instanceof Item) || !item.parent || !(isSkillItem(item) || isWeaponItem(item))) return undefined;
  void import("./hotbar-macro").then((m) => m.itemMacro(item, slot));
  return false;
}

export function registerHotbar(): void {
  Hooks.on("hotbarDrop", onHotbarDrop);
}
