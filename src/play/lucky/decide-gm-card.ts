/**
 * Lucky (rules 4) on a roll the GM's client made for a character and keeps as a line of its card:
 * the Health roll after strenuous activity, an infection check at the end of a combat, a Health
 * roll in poisonous gas, a healer's roll to treat a patient. Those cards are GM-authored and what
 * the roll changed belongs to a character, so the reroll is a "gm" domain request (kind "lucky"),
 * carried out on the designated GM's client inside the actor's write queue. The owner of the
 * rolling character or a GM asks it (the policy's `gmLucky` row); the GM's client checks
 * (gm/lucky-reroll.ts):
 * - the card was authored by a GM (its lines are then no player's data);
 * - the asker may (an owner of the rolling actor, or a GM);
 * - the line exists and went badly (a passed roll, a clean wound has nothing to gain);
 * - the character has the Lucky talent and has not used it in the last real hour.
 *
 * Two writes, in an order that survives a failure between them: first the card (the reroll and
 * the kept roll in its line), then the actors: a healing roll's patient (its wounds as the kept
 * roll treats them and the request) and the rolling actor (Lucky's time, its wound as the kept roll
 * leaves it, and the request recorded, in ONE update). Asking again after a failure finds the line
 * rerolled and only finishes the actors' writes; asking after both were done is refused as a
 * replay. A wound is changed only when it is still as the first roll left it; otherwise the card
 * shows the reroll and the GM corrects by hand. Pure: Foundry only through {@link GmLuckyPorts}.
 */
import { deny, REASONS } from "../gm/policy";
import { rolledDegree, type WoundTrack } from "../../rules";
import { isRecord } from "../../util/guards";
import { canonicalJson } from "../../util/canonical-json";
import { requestDone, withRequest, type ActorRecords } from "../gm/records";
import { healingAfterLucky, infectionAfterLucky, strenuousAfterLucky } from "./effects";
import { keptFaces, parseLuckyLines, wentBadly, type LuckyLine } from "../services/lucky-lines";
import type { WriteQueue } from "../gm/locks";
import { rerollWithLucky, type LuckyRerollPorts } from "../gm/lucky-reroll";

export interface GmLuckyRequest {
  kind: "lucky";
  messageId: string;
  line: number;
}

export interface GmLuckyActor {
  hasLucky: boolean;
  lastUsed: number | null;
  wounds: WoundTrack;
  records: ActorRecords;
}

export interface GmLuckyPorts {
  isGM(userId: string): boolean;
  isOwner(userId: string, actorUuid: string): boolean;
  /** The card: whether a GM authored it, and its stored lines (unparsed). */
  message(id: string): { authorIsGM: boolean; lines: unknown } | null;
  actor(uuid: string): GmLuckyActor | null;
  now(): number;
  /** Rolls the line's 4dF again (Health, or the healer's skill) as a real roll. */
  reroll(line: LuckyLine): Promise<{ faces: number[]; roll: unknown }>;
  /** One message update: the lines (re-rendered into the card) and the reroll added to its rolls. */
  writeCard(messageId: string, lines: LuckyLine[], roll: unknown): Promise<void>;
  /** One actor update: Lucky's time, the wound track when it changes, the records. */
  writeActor(uuid: string, data: { lastUsed: number; wounds: WoundTrack | null; records: ActorRecords }): Promise<void>;
  /** One update of a healing roll's patient: its treated wounds and records. */
  writePatient(uuid: string, data: { wounds: WoundTrack; records: ActorRecords }): Promise<void>;
}

export type GmLuckyResult = { ok: true; effect: "applied" | "unchanged" | "woundsChanged" } | { ok: false; reason: string };

/** Validates a request that came over the wire. */
export function parseGmLuckyRequest(value: unknown): GmLuckyRequest | null {
  if (!isRecord(value) || value["kind"] !== "lucky") return null;
  const { messageId, line } = value;
  if (typeof messageId !== "string" || messageId.length === 0 || messageId.length > 64) return null;
  if (typeof line !== "number" || !Number.isInteger(line) || line < 0 || line > 200) return null;
  return { kind: "lucky", messageId, line };
}

/** The id recorded on the actor for one line's reroll (deterministic: a replay finds it). */
export function gmLuckyRequestId(request: GmLuckyRequest): string {
  return `lucky.${request.messageId}.${request.line}`;
}

/** The degree the line's kept roll reads at: its level plus, for a healing roll, its modifiers. */
export function keptDegree(line: LuckyLine): number {
  const modifier = line.kind === "healing" ? line.modifiers.reduce((sum, m) => sum + m.value, 0) : 0;
  return rolledDegree({ level: line.health, faces: keptFaces(line), modifier }).rolledDegree;
}

/** The wound track after the kept roll (the patient's, for a healing roll), or null when it stays (or changed since the first roll). */
function trackAfter(line: LuckyLine, current: WoundTrack): { wounds: WoundTrack | null; changedSince: boolean } {
  const degree = keptDegree(line);
  switch (line.kind) {
    case "gas":
      return { wounds: null, changedSince: false };
    case "strenuous":
      return {
        wounds: strenuousAfterLucky(line, current, degree),
        changedSince: canonicalJson(current) !== canonicalJson(line.after),
      };
    case "healing":
      return {
        wounds: healingAfterLucky(line, current, degree),
        changedSince: canonicalJson(current) !== canonicalJson(line.after),
      };
    case "infection": {
      const box = infectionAfterLucky(line, current.boxes[line.boxIndex], degree);
      const changedSince = canonicalJson(current.boxes[line.boxIndex] ?? null) !== canonicalJson(line.box);
      if (!box) return { wounds: null, changedSince };
      const boxes = current.boxes.map((b, i) => (i === line.boxIndex ? box : b));
      return { wounds: { dead: current.dead, boxes }, changedSince };
    }
  }
}

/** The reroll's ports for gm/lucky-reroll.ts, from the card's. */
function rerollPorts(
  ports: GmLuckyPorts,
  line: LuckyLine,
): LuckyRerollPorts & { reroll(): Promise<{ faces: number[]; roll: unknown }> } {
  return {
    isGM: ports.isGM,
    isOwner: ports.isOwner,
    lucky: (uuid) => {
      const actor = ports.actor(uuid);
      return actor ? { hasLucky: actor.hasLucky, lastUsed: actor.lastUsed } : null;
    },
    now: ports.now,
    reroll: () => ports.reroll(line),
  };
}

/** The writes of a kept roll: a healing roll's patient first, then the rolling actor with the request. */
async function writeEffect(
  line: LuckyLine,
  actor: GmLuckyActor,
  requestId: string,
  ports: GmLuckyPorts,
): Promise<GmLuckyResult & { ok: true }> {
  const target = line.kind === "healing" ? ports.actor(line.patientUuid) : actor;
  const { wounds, changedSince } = target ? trackAfter(line, target.wounds) : { wounds: null, changedSince: true };
  if (line.kind === "healing" && target && wounds)
    await ports.writePatient(line.patientUuid, { wounds, records: withRequest(target.records, requestId) });
  await ports.writeActor(line.actorUuid, {
    lastUsed: line.lucky?.at ?? ports.now(),
    wounds: line.kind === "healing" ? null : wounds,
    records: withRequest(actor.records, requestId),
  });
  return { ok: true, effect: wounds ? "applied" : changedSince ? "woundsChanged" : "unchanged" };
}

/** Decides and carries out one Lucky request on a GM-authored card (see the module's comment). */
export async function handleGmLucky(raw: unknown, requesterId: string, ports: GmLuckyPorts): Promise<GmLuckyResult> {
  const request = parseGmLuckyRequest(raw);
  if (!request) return { ok: false, reason: REASONS.badRequest };
  const message = ports.message(request.messageId);
  if (!message || !message.authorIsGM) return { ok: false, reason: REASONS.noCard };
  const lines = parseLuckyLines(message.lines);
  let line = lines[request.line];
  if (!line) return { ok: false, reason: REASONS.badRequest };
  const denied = deny("gmLucky", { gm: ports.isGM(requesterId), rollerOwner: ports.isOwner(requesterId, line.actorUuid) });
  if (denied) return denied;
  const actor = ports.actor(line.actorUuid);
  if (!actor) return { ok: false, reason: REASONS.noActor };
  const requestId = gmLuckyRequestId(request);
  if (requestDone(actor.records, requestId)) return { ok: false, reason: REASONS.replayed };
  if (!line.lucky) {
    const rerolled = await rerollWithLucky({ ...line, wentBadly: wentBadly(line) }, requesterId, rerollPorts(ports, line));
    if (!rerolled.ok) return rerolled;
    const kept: LuckyLine = { ...line, lucky: rerolled.lucky };
    await ports.writeCard(
      request.messageId,
      lines.map((l, i) => (i === request.line ? kept : l)),
      rerolled.roll,
    );
    line = kept;
  }
  return writeEffect(line, actor, requestId, ports);
}

/** {@link handleGmLucky} inside the actors' and the card's write queues (the line names the actors). */
export function handleGmLuckyInQueue(
  raw: unknown,
  requesterId: string,
  ports: GmLuckyPorts,
  locks: WriteQueue,
): Promise<GmLuckyResult> {
  const request = parseGmLuckyRequest(raw);
  const message = request ? ports.message(request.messageId) : null;
  const line = request && message ? parseLuckyLines(message.lines)[request.line] : undefined;
  // The card too: two lines of one card (two actors) must not write the card's lines over each other.
  const actors = line ? [line.actorUuid, ...(line.kind === "healing" ? [line.patientUuid] : [])] : [];
  const keys = request && line ? [...actors, `message:${request.messageId}`] : [];
  return locks.run(keys, () => handleGmLucky(raw, requesterId, ports));
}
