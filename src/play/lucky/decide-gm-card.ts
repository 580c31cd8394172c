/**
 * Lucky (rules 4) on a roll the GM's client made for a character: the Health roll after strenuous
 * activity or an infection check at the end of a combat. Those cards are GM-authored and the wound
 * they changed belongs to the character, so the reroll is a "gm" domain request (kind "lucky"),
 * carried out on the designated GM's client inside the actor's write queue. A GM asks it (the
 * player says "I'm Lucky"); the GM's client checks:
 * - the requester is a GM and the card was authored by a GM (its lines are then no player's data);
 * - the line exists and went badly (a passed roll or a clean wound has nothing to gain);
 * - the character has the Lucky talent and has not used it in the last real hour.
 *
 * Two writes, in an order that survives a failure between them: first the card (the reroll and
 * the kept roll in its line), then the actor (Lucky's time, the wound as the kept roll leaves it,
 * and the request recorded, in ONE update). Asking again after a failure finds the line rerolled
 * and only finishes the actor's write; asking after both were done is refused as a replay. The
 * wound is changed only when it is still as the first roll left it; otherwise the card shows the
 * reroll and the GM corrects by hand. Pure: Foundry only through {@link GmLuckyPorts}.
 */
import { REASONS, deny } from "../gm/policy";
import { luckyRerollAllowed, rolledDegree, type WoundTrack } from "../../rules";
import { isRecord } from "../../util/guards";
import { canonicalJson } from "../../util/canonical-json";
import { requestDone, withRequest, type ActorRecords } from "../gm/records";
import { luckyOutcome } from "./decide";
import { infectionAfterLucky, strenuousAfterLucky } from "./effects";
import { keptFaces, parseLuckyLines, wentBadly, type LuckyLine } from "../gm/lucky-lines";
import type { WriteQueue } from "../gm/locks";

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
  /** The card: whether a GM authored it, and its stored lines (unparsed). */
  message(id: string): { authorIsGM: boolean; lines: unknown } | null;
  actor(uuid: string): GmLuckyActor | null;
  now(): number;
  rollHealth(line: LuckyLine): Promise<{ faces: number[]; roll: unknown }>;
  /** One message update: the lines (re-rendered into the card) and the reroll added to its rolls. */
  writeCard(messageId: string, lines: LuckyLine[], roll: unknown): Promise<void>;
  /** One actor update: Lucky's time, the wound track when it changes, the records. */
  writeActor(uuid: string, data: { lastUsed: number; wounds: WoundTrack | null; records: ActorRecords }): Promise<void>;
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

/** The wound track after the kept roll, or null when it stays (or changed since the first roll). */
function trackAfter(line: LuckyLine, current: WoundTrack): { wounds: WoundTrack | null; changedSince: boolean } {
  const faces = keptFaces(line);
  const degree = rolledDegree({ level: line.health, faces, modifier: 0 }).rolledDegree;
  if (line.kind === "strenuous") {
    const wounds = strenuousAfterLucky(line, current, degree);
    return { wounds, changedSince: canonicalJson(current) !== canonicalJson(line.after) };
  }
  const box = infectionAfterLucky(line, current.boxes[line.boxIndex], degree);
  const changedSince = canonicalJson(current.boxes[line.boxIndex] ?? null) !== canonicalJson(line.box);
  if (!box) return { wounds: null, changedSince };
  return { wounds: { dead: current.dead, boxes: current.boxes.map((b, i) => (i === line.boxIndex ? box : b)) }, changedSince };
}

/** Decides and carries out one Lucky request on a GM-authored card (see the module's comment). */
export async function handleGmLucky(raw: unknown, requesterId: string, ports: GmLuckyPorts): Promise<GmLuckyResult> {
  const request = parseGmLuckyRequest(raw);
  if (!request) return { ok: false, reason: REASONS.badRequest };
  const denied = deny("gmLucky", { gm: ports.isGM(requesterId) });
  if (denied) return denied;
  const message = ports.message(request.messageId);
  if (!message || !message.authorIsGM) return { ok: false, reason: REASONS.noCard };
  const lines = parseLuckyLines(message.lines);
  let line = lines[request.line];
  if (!line) return { ok: false, reason: REASONS.badRequest };
  const actor = ports.actor(line.actorUuid);
  if (!actor) return { ok: false, reason: REASONS.noActor };
  const requestId = gmLuckyRequestId(request);
  if (requestDone(actor.records, requestId)) return { ok: false, reason: REASONS.replayed };
  if (!line.lucky) {
    if (!actor.hasLucky) return { ok: false, reason: REASONS.luckyNoTalent };
    if (!wentBadly(line)) return { ok: false, reason: REASONS.luckyNotNeeded };
    if (!luckyRerollAllowed(actor.lastUsed, ports.now())) return { ok: false, reason: REASONS.luckyCooldown };
    const rolled = await ports.rollHealth(line);
    const rerolled: LuckyLine = {
      ...line,
      lucky: { ...luckyOutcome(line.faces, rolled.faces), by: requesterId, at: ports.now() },
    };
    await ports.writeCard(
      request.messageId,
      lines.map((l, i) => (i === request.line ? rerolled : l)),
      rolled.roll,
    );
    line = rerolled;
  }
  const { wounds, changedSince } = trackAfter(line, actor.wounds);
  await ports.writeActor(line.actorUuid, {
    lastUsed: line.lucky?.at ?? ports.now(),
    wounds,
    records: withRequest(actor.records, requestId),
  });
  return { ok: true, effect: wounds ? "applied" : changedSince ? "woundsChanged" : "unchanged" };
}

/** {@link handleGmLucky} inside the actor's and the card's write queues (the line names the actor). */
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
  const keys = request && line ? [line.actorUuid, `message:${request.messageId}`] : [];
  return locks.run(keys, () => handleGmLucky(raw, requesterId, ports));
}
