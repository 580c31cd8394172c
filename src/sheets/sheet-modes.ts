/**
 * Which mode (Play / Edit) each user last used on each actor's sheet. Stored in one client setting
 * (`harnfudge.sheetModes`, this browser's local storage, keyed "userId.actorId"): switching is
 * instant, writes nothing to the server and no other client hears of it. The price: another
 * browser of the same user starts from the default (Play, or Edit for a character with no items).
 */
import type { SheetMode } from "./view-state";

export const SHEET_MODES_SETTING = "sheetModes";

export function registerSheetModeSetting(): void {
  game.settings.register("harnfudge", SHEET_MODES_SETTING, {
    scope: "client",
    config: false,
    type: Object,
    default: {},
  });
}

function key(actorId: string): string {
  return `${game.user.id}.${actorId}`;
}

function stored(): Record<string, SheetMode> {
  const value = game.settings.get("harnfudge", SHEET_MODES_SETTING);
  return typeof value === "object" && value !== null ? value : {};
}

/** The mode this user last chose for this actor, or null when none is remembered. */
export function rememberedSheetMode(actorId: string): SheetMode | null {
  return stored()[key(actorId)] ?? null;
}

export async function rememberSheetMode(actorId: string, mode: SheetMode): Promise<void> {
  await game.settings.set("harnfudge", SHEET_MODES_SETTING, { ...stored(), [key(actorId)]: mode });
}

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "harnfudge.sheetModes": Record<string, SheetMode>;
  }
}
