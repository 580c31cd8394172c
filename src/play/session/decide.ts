/**
 * End of session (rules 1.4, 1.4.1), decided on the designated GM's client: each character's
 * award is added to its EP earned with the session recorded on the character in the SAME update;
 * a character that already has the session recorded is skipped, so an interrupted end of session
 * is finished by running it again, never awarding twice. The session number advances only when
 * every award is in. Pure: the writes go through the ports.
 */
import { isRecord } from "../../util/guards";
import { withSession, type ActorRecords } from "../gm/records";
import { nextSession, sessionAwards, type Award, type AwardInput } from "./awards";
import { deny, refusal } from "../gm/policy";

export interface SessionRequest {
  kind: "endSession";
  /** The session being ended (the world's number when the GM opened the tool). */
  session: number;
  rows: { actorId: string; ticked: string[]; extra: number }[];
}

export interface SessionCharacter {
  id: string;
  name: string;
  earned: number;
  records: ActorRecords;
}

export interface SessionPorts {
  isGM(userId: string): boolean;
  currentSession(): number;
  character(id: string): SessionCharacter | null;
  /** One actor update: EP earned and the records. */
  award(id: string, earned: number, records: ActorRecords): Promise<void>;
  advanceSession(to: number): Promise<void>;
  /** Runs a character's award inside its write queue. */
  inQueue<T>(id: string, task: () => Promise<T>): Promise<T>;
}

export type SessionResult =
  { ok: true; awards: Award[]; skipped: string[]; failed: string[]; advancedTo: number | null } | { ok: false; reason: string };

export function parseSessionRequest(value: unknown): SessionRequest | null {
  if (!isRecord(value) || value["kind"] !== "endSession" || typeof value["session"] !== "number" || !Array.isArray(value["rows"]))
    return null;
  const rows: SessionRequest["rows"] = [];
  for (const row of value["rows"]) {
    if (!isRecord(row) || typeof row["actorId"] !== "string" || typeof row["extra"] !== "number" || !Array.isArray(row["ticked"]))
      return null;
    rows.push({
      actorId: row["actorId"],
      ticked: row["ticked"].filter((t): t is string => typeof t === "string"),
      extra: row["extra"],
    });
  }
  return { kind: "endSession", session: value["session"], rows };
}

export async function endSessionDecision(raw: unknown, requesterId: string, ports: SessionPorts): Promise<SessionResult> {
  const request = parseSessionRequest(raw);
  if (!request) return refusal("badRequest");
  const denied = deny("gmAction", { gm: ports.isGM(requesterId) });
  if (denied) return denied;
  if (ports.currentSession() !== request.session) return refusal("sessionEnded");
  const awards: Award[] = [];
  const skipped: string[] = [];
  const failed: string[] = [];
  for (const row of request.rows) {
    try {
      await ports.inQueue(row.actorId, async () => {
        const character = ports.character(row.actorId);
        if (!character) return;
        if (character.records.sessions.includes(request.session)) {
          skipped.push(character.name);
          return;
        }
        const input: AwardInput = {
          actorId: character.id,
          name: character.name,
          earned: character.earned,
          ticked: row.ticked,
          extra: row.extra,
        };
        const [award] = sessionAwards([input]);
        if (!award) return;
        await ports.award(character.id, award.earned, withSession(character.records, request.session));
        awards.push(award);
      });
    } catch {
      failed.push(ports.character(row.actorId)?.name ?? row.actorId);
    }
  }
  let advancedTo: number | null = null;
  if (failed.length === 0) {
    advancedTo = nextSession(request.session);
    await ports.advanceSession(advancedTo);
  }
  return { ok: true, awards, skipped, failed, advancedTo };
}
