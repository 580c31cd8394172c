/**
 * The one-time migration of the old "Apply hits automatically" switch (a Boolean world setting) to
 * the three-way setting (auto-apply.ts), on the designated GM's client when the world is ready: a
 * world that stored its choice keeps it (on → always, off → never); a world that never touched it
 * gets the new default, hits on NPCs. The old value stays stored, unlisted; once the new setting is
 * stored this does nothing.
 */
import { migratedAutoApply } from "./auto-apply";

/** Whether the world's settings store a value for `key` (a setting left at its default is not stored). */
function isStored(key: string): boolean {
  const world = game.settings.storage.get("world");
  return world instanceof foundry.documents.collections.WorldSettings && !!world.getSetting(`harnfudge.${key}`);
}

export async function migrateAutoApplySetting(): Promise<void> {
  if (!game.users.activeGM?.isSelf) return;
  const old = { stored: isStored("autoApply"), value: game.settings.get("harnfudge", "autoApply") };
  const mode = migratedAutoApply(old, isStored("autoApplyMode"));
  if (mode) await game.settings.set("harnfudge", "autoApplyMode", mode);
}
