/**
 * The GM's engagement marks in their world setting (record.ts): read on every client, written only
 * on the designated GM's client, in one turn of its write queue (two marks set at once both land).
 * A token's entry holds its mark and the ids of the GM's requests that wrote it (decide.ts refuses
 * a replayed id); the rules core reads the marks only (parseEngagementMarks ignores the ids).
 */
import { SETTINGS } from "../settings";
import { gmLocks } from "../gm/queue";
import { fromUuid } from "../services/actors";
import { isRecord } from "../../util/guards";
import { parseEngagementMarks, withMark, type EngagementMark, type EngagementMarks } from "../../rules/engagement-positions";

/** The GM's queue key of the marks (a setting, not a document). */
export const MARKS_KEY = "setting:harnfudge.engagementMarks";

/** A token's entry as stored: its mark (empty marks are not kept) and the ids of the requests that wrote it. */
type StoredEntry = EngagementMark & { requests?: string[] };

function stored(): Record<string, unknown> {
  const value: unknown = game.settings.get("harnfudge", SETTINGS.engagement);
  return isRecord(value) ? value : {};
}

export function engagementMarks(): EngagementMarks {
  return parseEngagementMarks(stored());
}

/** The ids of the GM's requests the record holds for a token (newest last). */
export function engagementRequests(tokenUuid: string): string[] {
  const entry = stored()[tokenUuid];
  const list = isRecord(entry) ? entry["requests"] : null;
  return Array.isArray(list) ? list.filter((id): id is string => typeof id === "string") : [];
}

/** Runs `task` in the marks' turn of the GM's write queue: what it reads is what it writes over. */
export function inMarksTurn<T>(task: () => Promise<T>): Promise<T> {
  return gmLocks.run([MARKS_KEY], task);
}

/**
 * Writes one token's mark and its request ids in one setting write, inside {@link inMarksTurn}; the
 * entries of deleted tokens are dropped.
 */
export async function writeEngagementMark(tokenUuid: string, change: EngagementMark, requests: string[]): Promise<void> {
  const exists = (uuid: string) => fromUuid(uuid) instanceof foundry.documents.TokenDocument;
  const out: Record<string, StoredEntry> = {};
  for (const uuid of Object.keys(stored())) {
    const ids = uuid === tokenUuid ? requests : engagementRequests(uuid);
    if (exists(uuid) && ids.length > 0) out[uuid] = { requests: ids };
  }
  if (requests.length > 0) out[tokenUuid] = { requests };
  for (const [uuid, mark] of Object.entries(withMark(engagementMarks(), tokenUuid, change, exists)))
    out[uuid] = { ...mark, ...out[uuid] };
  await game.settings.set("harnfudge", SETTINGS.engagement, out);
}
