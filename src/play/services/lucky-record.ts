/**
 * The GM's own record of Lucky's uses (rules 4: "roughly once per hour"): a character's
 * `system.lucky.lastUsed` is on an actor its owner can edit, so the designated GM's client also
 * keeps each use it decides in a world setting no player can write, and reads the later of the
 * two. Clearing one's own actor's mark no longer buys another reroll through the GM's client
 * (issue 17, item 14).
 *
 * The record is kept by the BASE actor (issue 25 item 6, issue 28 item 3): every token of a
 * character — a linked token, each unlinked token's synthetic actor, the world actor — is one
 * character with one Lucky hour, so a second unlinked token buys no second reroll. An unlinked
 * token's actor has its base actor's id (`Scene.s.Token.t.Actor.<id>`), so the key is read from the
 * uuid. Pure: the record is plain data; foundry-side reads and writes are in lucky-record-store.ts.
 */

/** Base actor key (`Actor.<id>`) → when the GM's client last carried out a Lucky reroll for it (server time, ms). */
export type LuckyRecord = Record<string, number>;

/** How many actors the record keeps (the most recent uses). */
export const LUCKY_RECORD_LIMIT = 200;

/** The record's key of an actor's uuid: its base actor, `Actor.<id>` (a uuid naming no actor is kept as it is). */
export function luckyRecordKey(actorUuid: string): string {
  const id = /(?:^|\.)Actor\.([^.]+)$/.exec(actorUuid)?.[1];
  return id ? `Actor.${id}` : actorUuid;
}

/** The last use the GM's client relies on: the later of the actor's own mark and its base actor's record. */
export function lastLuckyUse(
  actorMark: number | null | undefined,
  record: LuckyRecord,
  actorUuid: string,
): number | null | undefined {
  if (actorMark === undefined) return undefined;
  const kept = record[luckyRecordKey(actorUuid)];
  if (kept === undefined) return actorMark;
  return actorMark === null ? kept : Math.max(actorMark, kept);
}

/** The record with a use added under the base actor (the oldest uses dropped past the limit). */
export function withLuckyUse(record: LuckyRecord, actorUuid: string, at: number): LuckyRecord {
  const entries = Object.entries({ ...record, [luckyRecordKey(actorUuid)]: at }).sort((a, b) => a[1] - b[1]);
  return Object.fromEntries(entries.slice(Math.max(0, entries.length - LUCKY_RECORD_LIMIT)));
}

/** The record read back from its setting (numbers only). */
export function parseLuckyRecord(value: unknown): LuckyRecord {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((e): e is [string, number] => typeof e[1] === "number" && Number.isFinite(e[1])),
  );
}
