/**
 * The GM's own record of Lucky's uses (rules 4: "roughly once per hour"): a character's
 * `system.lucky.lastUsed` is on an actor its owner can edit, so the designated GM's client also
 * keeps each use it decides in a world setting no player can write, and reads the later of the
 * two. Clearing one's own actor's mark no longer buys another reroll through the GM's client
 * (issue 17, item 14). Pure: the record is plain data; foundry-side reads and writes are in
 * lucky-record-store.ts.
 */

/** Actor uuid → when the GM's client last carried out a Lucky reroll for it (server time, ms). */
export type LuckyRecord = Record<string, number>;

/** How many actors the record keeps (the most recent uses). */
export const LUCKY_RECORD_LIMIT = 200;

/** The last use the GM's client relies on: the later of the actor's own mark and its record. */
export function lastLuckyUse(
  actorMark: number | null | undefined,
  record: LuckyRecord,
  actorUuid: string,
): number | null | undefined {
  if (actorMark === undefined) return undefined;
  const kept = record[actorUuid];
  if (kept === undefined) return actorMark;
  return actorMark === null ? kept : Math.max(actorMark, kept);
}

/** The record with a use added (the oldest uses dropped past the limit). */
export function withLuckyUse(record: LuckyRecord, actorUuid: string, at: number): LuckyRecord {
  const entries = Object.entries({ ...record, [actorUuid]: at }).sort((a, b) => a[1] - b[1]);
  return Object.fromEntries(entries.slice(Math.max(0, entries.length - LUCKY_RECORD_LIMIT)));
}
