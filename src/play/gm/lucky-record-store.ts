/**
 * The GM's Lucky record (lucky-record.ts) in its world setting: read and written only on the
 * designated GM's client (a world setting is written by GMs only). Each write reads the record
 * afresh in its own turn of the GM's queue: two Lucky uses decided at once (two actors, two queue
 * turns) both land, neither overwrites the other with a stale copy.
 */
import { SETTINGS } from "../settings";
import { gmLocks } from "./locks";
import { lastLuckyUse, parseLuckyRecord, withLuckyUse, type LuckyRecord } from "../services/lucky-record";

function record(): LuckyRecord {
  return parseLuckyRecord(game.settings.get("harnfudge", SETTINGS.luckyUses));
}

/** The last Lucky use the GM's client relies on for an actor (undefined: no Lucky). */
export function gmLastLuckyUse(actorUuid: string, actorMark: number | null | undefined): number | null | undefined {
  return lastLuckyUse(actorMark, record(), actorUuid);
}

/** The GM's queue key of the record (a setting, not a document: no uuid). */
export const LUCKY_RECORD_KEY = "setting:harnfudge.luckyUses";

/** Notes a Lucky use in the GM's record (read and written in one queue turn). */
export async function recordLuckyUse(actorUuid: string, at: number): Promise<void> {
  await gmLocks.run([LUCKY_RECORD_KEY], async () => {
    await game.settings.set("harnfudge", SETTINGS.luckyUses, withLuckyUse(record(), actorUuid, at));
  });
}
