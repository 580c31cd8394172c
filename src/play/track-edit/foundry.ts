/**
 * Hand edits of the wound and stun tracks on Foundry: the "track" request domain on the designated
 * GM's client (decide.ts in the actor's write queue, one actor update), and the GM's trace of a
 * player's edit: one line whispered to the GMs (names escaped). Loaded on first use.
 */
import { actorFromUuid, isGMUser, ownsActor } from "../services/actors";
import { trackFacts } from "../services/actor-facts";
import { gmLocks } from "../gm/queue";
import { writeCounter } from "../services/writes";
import type { DomainHandler } from "../gm/router";
import { handleTrackEditInQueue, parseTrackEditRequest, type TrackEditPorts, type TrackEditResult } from "./decide";
import { traceLine } from "./card";

const ports: TrackEditPorts = {
  isGM: isGMUser,
  isOwner: ownsActor,
  tracks(uuid) {
    const actor = actorFromUuid(uuid);
    return actor ? trackFacts(actor) : null;
  },
  async write(uuid, data) {
    const actor = actorFromUuid(uuid);
    if (!actor) throw new Error(`no actor ${uuid}`);
    writeCounter.actorUpdates += 1;
    await actor.update({ system: { wounds: data.wounds, stun: data.stun, records: data.records } });
  },
};

/** Whispers the GMs a line naming who changed which box of which actor (a player's edit only). */
async function traceForGMs(request: unknown, requesterId: string, result: TrackEditResult): Promise<void> {
  const parsed = parseTrackEditRequest(request);
  if (!result.ok || !result.changed || !parsed || isGMUser(requesterId)) return;
  const user = game.users.get(requesterId)?.name ?? "?";
  const line = traceLine(user, result.actorName, parsed.edit, game.i18n);
  writeCounter.creates += 1;
  await ChatMessage.create({
    content: `<p class="harnfudge track-edit-trace">${foundry.utils.escapeHTML(line)}</p>`,
    whisper: game.users.filter((u) => u.isGM).flatMap((u) => (u.id ? [u.id] : [])),
  });
}

/** Carries out an edit on this client (the designated GM's, or an owner's own while no GM is connected). */
export async function runTrackEdit(request: Record<string, unknown>, requesterId: string): Promise<TrackEditResult> {
  const result = await handleTrackEditInQueue(request, requesterId, ports, gmLocks);
  await traceForGMs(request, requesterId, result);
  return result;
}

export const trackDomain: DomainHandler = async (request, requesterId) => {
  const result = await runTrackEdit(request, requesterId);
  return result.ok ? { ok: true, died: result.died, overflowed: result.overflowed } : result;
};
