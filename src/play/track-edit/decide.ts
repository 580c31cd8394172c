/**
 * A wound or stun edit by hand on an actor's sheet (issue 28, item 5): a wound box marked or
 * cleared, a wound's Open or Infected flag, Dead, the stun marks, Very stunned, Knocked out, or an
 * added wound (a fall, poison: rules 3.4.5's overflow through the rules core's markWound). Like
 * every other wound write, it is decided on the designated GM's client inside the actor's write
 * queue (the owner's own client only while no GM is connected), so an honest click during an Apply
 * can neither erase the applied wound nor make its Undo refuse. Each edit names the state wanted
 * (this box marked, not "toggle"), and its request id is recorded on the actor in the same update,
 * so a replay or a retry changes nothing. Who may: the actor's owners and the GMs (policy.ts,
 * `woundEdit`). Pure: Foundry only through {@link TrackEditPorts}.
 */
import {
  STUNS_BEFORE_VERY_STUNNED,
  WOUND_LEVELS,
  WOUND_TRACK_BOXES,
  boxLevel,
  emptyWoundBox,
  markWound,
  type StunTrack,
  type WoundLevel,
  type WoundTrack,
} from "../../rules";
import { deny, refusal, type Reason } from "../gm/policy";
import { requestDone, withRequest, type ActorRecords } from "../gm/records";
import type { WriteQueue } from "../gm/locks";
import { isRecord } from "../../util/guards";
import { canonicalJson } from "../../util/canonical-json";

export type TrackEdit =
  | { kind: "box"; index: number; marked: boolean }
  | { kind: "flag"; index: number; flag: "open" | "infected"; on: boolean }
  | { kind: "dead"; dead: boolean }
  | { kind: "stuns"; stuns: number }
  | { kind: "stunFlag"; flag: "veryStunned" | "knockedOut"; on: boolean }
  | { kind: "addWound"; level: WoundLevel; open: boolean };

export interface TrackEditRequest {
  actorUuid: string;
  requestId: string;
  edit: TrackEdit;
}

export interface ActorTracks {
  name: string;
  wounds: WoundTrack;
  stun: StunTrack;
  records: ActorRecords;
}

export interface TrackEditPorts {
  isGM(userId: string): boolean;
  isOwner(userId: string, actorUuid: string): boolean;
  /** The actor's tracks as they are now, or null when there is no such actor. */
  tracks(actorUuid: string): ActorTracks | null;
  /** One actor update: the tracks and the records together. */
  write(actorUuid: string, data: { wounds: WoundTrack; stun: StunTrack; records: ActorRecords }): Promise<void>;
}

export type TrackEditResult =
  | {
      ok: true;
      /** Whether the tracks changed (an edit asking for what is already there changes nothing). */
      changed: boolean;
      /** The actor's name, for the GM's trace. */
      actorName: string;
      /** An added wound that overflowed into a worse box, or killed. */
      overflowed: boolean;
      died: boolean;
    }
  | { ok: false; reason: Reason };

const isIndex = (v: unknown): v is number =>
  Number.isInteger(v) && typeof v === "number" && v >= 0 && v < WOUND_TRACK_BOXES.length;

function parseEdit(v: unknown): TrackEdit | null {
  if (!isRecord(v)) return null;
  switch (v["kind"]) {
    case "box":
      return isIndex(v["index"]) && typeof v["marked"] === "boolean"
        ? { kind: "box", index: v["index"], marked: v["marked"] }
        : null;
    case "flag": {
      const flag = v["flag"] === "open" || v["flag"] === "infected" ? v["flag"] : null;
      return isIndex(v["index"]) && flag && typeof v["on"] === "boolean"
        ? { kind: "flag", index: v["index"], flag, on: v["on"] }
        : null;
    }
    case "dead":
      return typeof v["dead"] === "boolean" ? { kind: "dead", dead: v["dead"] } : null;
    case "stuns": {
      const stuns = v["stuns"];
      return Number.isInteger(stuns) && typeof stuns === "number" && stuns >= 0 && stuns <= STUNS_BEFORE_VERY_STUNNED
        ? { kind: "stuns", stuns }
        : null;
    }
    case "stunFlag": {
      const flag = v["flag"] === "veryStunned" || v["flag"] === "knockedOut" ? v["flag"] : null;
      return flag && typeof v["on"] === "boolean" ? { kind: "stunFlag", flag, on: v["on"] } : null;
    }
    case "addWound": {
      const level = WOUND_LEVELS.find((l) => l === v["level"] && l !== "none");
      return level && typeof v["open"] === "boolean" ? { kind: "addWound", level, open: v["open"] } : null;
    }
    default:
      return null;
  }
}

/** Validates a request that came over the wire; null for anything not of its shape. */
export function parseTrackEditRequest(value: unknown): TrackEditRequest | null {
  if (!isRecord(value)) return null;
  const { actorUuid, requestId } = value;
  if (typeof actorUuid !== "string" || actorUuid.length === 0 || actorUuid.length > 200) return null;
  if (typeof requestId !== "string" || requestId.length === 0 || requestId.length > 64) return null;
  const edit = parseEdit(value["edit"]);
  return edit ? { actorUuid, requestId, edit } : null;
}

/** The tracks after an edit (rules 3.4.5, 3.4.6), with what an added wound did. */
export function editedTracks(
  tracks: { wounds: WoundTrack; stun: StunTrack },
  edit: TrackEdit,
): { wounds: WoundTrack; stun: StunTrack; overflowed: boolean; died: boolean } {
  const boxes = tracks.wounds.boxes.map((b) => ({ ...b }));
  const wounds: WoundTrack = { boxes, dead: tracks.wounds.dead };
  const stun = { ...tracks.stun };
  const plain = { wounds, stun, overflowed: false, died: false };
  switch (edit.kind) {
    case "box": {
      const box = boxes[edit.index];
      // A box marked by hand is a wound of its own level (rules 3.4.5); a box already as asked stays as it is.
      if (box && box.marked !== edit.marked)
        boxes[edit.index] = edit.marked ? { ...emptyWoundBox(), marked: true, severity: boxLevel(edit.index) } : emptyWoundBox();
      return plain;
    }
    case "flag": {
      const box = boxes[edit.index];
      if (box?.marked) boxes[edit.index] = { ...box, [edit.flag]: edit.on };
      return plain;
    }
    case "dead":
      return { ...plain, wounds: { ...wounds, dead: edit.dead } };
    case "stuns":
      return { ...plain, stun: { ...stun, stuns: edit.stuns } };
    case "stunFlag":
      return { ...plain, stun: { ...stun, [edit.flag]: edit.on } };
    case "addWound": {
      const result = markWound(wounds, edit.level, { open: edit.open });
      return { wounds: result.track, stun, overflowed: result.overflowed, died: result.died && edit.level !== "dead" };
    }
  }
}

/** Decides and carries out one edit for `requesterId`: one actor update, or a refusal that writes nothing. */
export async function handleTrackEdit(raw: unknown, requesterId: string, ports: TrackEditPorts): Promise<TrackEditResult> {
  const request = parseTrackEditRequest(raw);
  if (!request) return refusal("badRequest");
  const denied = deny("woundEdit", {
    gm: ports.isGM(requesterId),
    characterOwner: ports.isOwner(requesterId, request.actorUuid),
  });
  if (denied) return denied;
  const tracks = ports.tracks(request.actorUuid);
  if (!tracks) return refusal("noActor");
  if (requestDone(tracks.records, request.requestId)) return refusal("replayed");
  const after = editedTracks(tracks, request.edit);
  const changed = canonicalJson([after.wounds, after.stun]) !== canonicalJson([tracks.wounds, tracks.stun]);
  // Written (with the request's id) even when nothing changes, so a replay after a later change finds it.
  await ports.write(request.actorUuid, {
    wounds: after.wounds,
    stun: after.stun,
    records: withRequest(tracks.records, request.requestId),
  });
  return { ok: true, changed, actorName: tracks.name, overflowed: after.overflowed, died: after.died };
}

/** Decides an edit inside the actor's write queue (read and write in one turn). */
export function handleTrackEditInQueue(
  raw: unknown,
  requesterId: string,
  ports: TrackEditPorts,
  locks: WriteQueue,
): Promise<TrackEditResult> {
  const actor = isRecord(raw) && typeof raw["actorUuid"] === "string" ? raw["actorUuid"] : "";
  return locks.run([actor], () => handleTrackEdit(raw, requesterId, ports));
}
