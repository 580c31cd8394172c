/**
 * End of session on Foundry: the "endSession" action of the GM's own requests (gm/gm-domain.ts),
 * run on the designated GM's client with decide.ts's ports (characters by id, the world's session
 * number, one actor update per award inside that actor's write queue), and the summary card.
 */
import { isCharacter } from "../../documents/guards";
import { SYSTEM_PATH } from "../../rolls/roll";
import { gmLocks } from "../gm/queue";
import type { DomainHandler } from "../gm/router";
import { writeCounter } from "../services/writes";
import { SETTINGS } from "../settings";
import { sessionCardContext } from "./context";
import type { Award } from "./awards";
import { endSessionDecision } from "./decide";
import { refusal } from "../gm/policy";

export const SESSION_CARD_TEMPLATE = `${SYSTEM_PATH}/templates/chat/session.hbs`;

/** Posts the summary of an end of session (on the designated GM's client). */
export async function postSessionSummary(awards: readonly Award[], session: number, next: number | null): Promise<void> {
  const summary = await foundry.applications.handlebars.renderTemplate(
    SESSION_CARD_TEMPLATE,
    sessionCardContext(awards, session, next ?? session),
  );
  await ChatMessage.create({ content: summary, speaker: { alias: game.i18n.localize("HARNFUDGE.Session.Speaker") } });
}

/** The "endSession" action, on the designated GM's client. */
export const endSessionAction: DomainHandler = async (request, requesterId) => {
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
  if (result.failed.length > 0) return refusal("sessionNotFinished");
  return { ok: true };
};
