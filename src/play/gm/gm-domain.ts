/**
 * The "gm" request domain: the GM's own actions that write several actors or world state, run on
 * the designated GM's client whichever GM asked (so two GMs never race): end of session, "after the
 * fight", strenuous activity (strenuous/run.ts) and Lucky on the
 * GM's own cards (lucky/gm-run.ts). Loaded on first use.
 */
import { actorFromUuid } from "./actors";
import { afterTheFightHere } from "../end-combat/run";
import { endSessionDecision } from "../session/decide";
import { postSessionSummary } from "../session/client";
import { SETTINGS } from "../settings";
import { isCharacter } from "../../documents/guards";
import { runStrenuous } from "../strenuous/run";
import { runGmLucky } from "../lucky/gm-run";
import { writeCounter } from "./writes";
import { gmLocks } from "./locks";
import type { DomainHandler } from "./router";

export const gmDomain: DomainHandler = async (request, requesterId) => {
  if (!game.users.get(requesterId)?.isGM) return { ok: false, reason: "HARNFUDGE.Notify.GMOnly" };
  switch (request["kind"]) {
    case "endSession": {
      const result = await endSessionDecision(request, requesterId, {
        isGM: (id) => game.users.get(id)?.isGM ?? false,
        currentSession: () => game.settings.get("harnfudge", SETTINGS.sessionNumber),
        character(id) {
          const actor = game.actors.get(id);
          if (!isCharacter(actor)) return null;
          return { id, name: actor.name, earned: actor.system.ep.earned, records: foundry.utils.deepClone(actor.system.records) };
        },
        async award(id, earned, records) {
          const actor = game.actors.get(id);
          if (!isCharacter(actor)) throw new Error(`no character ${id}`);
          writeCounter.actorUpdates += 1;
          await actor.update({ system: { ep: { earned }, records } });
        },
        advanceSession: async (to) => void (await game.settings.set("harnfudge", SETTINGS.sessionNumber, to)),
        inQueue: (id, task) => gmLocks.run([game.actors.get(id)?.uuid ?? id], task),
      });
      if (!result.ok) return result;
      await postSessionSummary(result.awards, Number(request["session"]), result.advancedTo);
      if (result.failed.length > 0) return { ok: false, reason: "HARNFUDGE.Session.NotFinished" };
      return { ok: true };
    }
    case "afterFight": {
      const actor = typeof request["actorUuid"] === "string" ? actorFromUuid(request["actorUuid"]) : null;
      if (!actor) return { ok: false, reason: "HARNFUDGE.Notify.NoTarget" };
      const failed = await afterTheFightHere(actor.uuid);
      return failed.length === 0 ? { ok: true } : { ok: false, reason: "HARNFUDGE.Notify.ActionFailed" };
    }
    case "strenuous":
      return runStrenuous(request, requesterId);
    case "lucky":
      return runGmLucky(request, requesterId);
    default:
      return { ok: false, reason: "HARNFUDGE.Notify.BadRequest" };
  }
};
