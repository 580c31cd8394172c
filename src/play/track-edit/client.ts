/**
 * A hand edit of an actor's wound or stun track, as the sheet's clicks send it: to the designated
 * GM's client, which carries it out in the actor's write queue like every other wound write
 * (decide.ts); on the owner's own client only while no GM is connected. An added wound that
 * overflowed or killed is said so. Loaded with the sheet's actions.
 */
import { notifyFormat } from "../../util/notify";
import { askGM, newRequestId, notify, type AnswerWith } from "../gm/transport";
import type { PlayableActor } from "../../documents/guards";
import type { TrackEdit } from "./decide";
import { woundLevelLocKey } from "../../rules";

/** Sends one edit; resolves to whether it was carried out. */
export async function editTrack(actor: PlayableActor, edit: TrackEdit): Promise<boolean> {
  const request = { actorUuid: actor.uuid, edit, requestId: newRequestId() };
  let answer: AnswerWith;
  if (actor.isOwner && !game.users.activeGM) {
    const { runTrackEdit } = await import("./foundry");
    answer = await runTrackEdit(request, game.user.id ?? "");
  } else answer = await askGM("track", request);
  if (!notify(answer) || edit.kind !== "addWound") return answer.ok;
  const level = game.i18n.localize(woundLevelLocKey(edit.level));
  if (answer["died"] === true) notifyFormat("warn", "HARNFUDGE.SheetUI.Wounds.Died", { name: actor.name });
  else if (answer["overflowed"] === true)
    notifyFormat("info", "HARNFUDGE.SheetUI.Wounds.Overflowed", { name: actor.name, level });
  return true;
}
