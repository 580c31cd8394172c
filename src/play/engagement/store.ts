/**
 * The GM's engagement marks in their world setting (record.ts): read on every client, written only
 * on the designated GM's client, in one turn of its write queue (two marks set at once both land).
 */
import { SETTINGS } from "../settings";
import { gmLocks } from "../gm/queue";
import { fromUuid } from "../gm/actors";
import { parseEngagementMarks, withMark, type EngagementMark, type EngagementMarks } from "../../rules/engagement-positions";

/** The GM's queue key of the marks (a setting, not a document). */
export const MARKS_KEY = "setting:harnfudge.engagementMarks";

export function engagementMarks(): EngagementMarks {
  return parseEngagementMarks(game.settings.get("harnfudge", SETTINGS.engagement));
}

/** Writes one token's mark (read and written in one queue turn); marks of deleted tokens are dropped. */
export async function writeEngagementMark(tokenUuid: string, change: EngagementMark): Promise<void> {
  await gmLocks.run([MARKS_KEY], async () => {
    const exists = (uuid: string) => fromUuid(uuid) instanceof foundry.documents.TokenDocument;
    await game.settings.set("harnfudge", SETTINGS.engagement, withMark(engagementMarks(), tokenUuid, change, exists));
  });
}
