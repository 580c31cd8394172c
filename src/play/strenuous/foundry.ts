/**
 * Strenuous activity on Foundry (rules 3.4.7), on the designated GM's client: the "strenuous"
 * action of the GM's own requests (client.ts asks for it), which rolls Health as a real HarnFudgeRoll, decides with decide.ts in
 * the actor's write queue, marks Health used, and posts a GM-authored card with the roll in its
 * `rolls` (Dice So Nice shows it).
 */
import type { LuckyCardRenderer } from "../gm/lucky-cards";
import { rollHealth } from "../gm/health-roll";
import { SYSTEM_PATH } from "../../rolls/roll";
import { actorFromUuid, isGMUser } from "../gm/actors";
import { trackFacts } from "../gm/actor-facts";
import { gmLocks } from "../gm/queue";
import type { Answer } from "../gm/router";
import { markTraitUsedOn } from "../../rolls/mark-used";
import { writeCounter } from "../gm/writes";
import { LUCKY_LINES_FLAG, type StrenuousLine } from "../gm/lucky-lines";
import { strenuousCardContext, strenuousLine, strenuousOutcomeOfLine } from "./card";
import { handleStrenuousInQueue, type StrenuousPorts } from "./decide";
import { loadCardParts } from "../../rolls/load-card-parts";

export const STRENUOUS_CARD_TEMPLATE = `${SYSTEM_PATH}/templates/chat/strenuous.hbs`;

const ports: StrenuousPorts = {
  actor(uuid) {
    const actor = actorFromUuid(uuid);
    if (!actor) return null;
    return { ...trackFacts(actor), health: actor.system.attributes.health };
  },
  isGM: isGMUser,
  rollHealth: (actor, difficulty) => rollHealth(actor.uuid, actor.health, difficulty),
  async write(uuid, data) {
    const actor = actorFromUuid(uuid);
    if (!actor) throw new Error(`HârnFudge | no actor ${uuid}`);
    writeCounter.actorUpdates += 1;
    await actor.update({ system: { wounds: data.wounds, records: data.records } });
  },
  markHealthUsed: (uuid) => markTraitUsedOn(actorFromUuid(uuid), "attribute", "health"),
};

/** The "strenuous" kind of the "gm" domain, on the designated GM's client: decide, then post the card. */
export async function runStrenuous(request: Record<string, unknown>, requesterId: string): Promise<Answer> {
  const result = await handleStrenuousInQueue(request, requesterId, ports, gmLocks);
  if (!result.ok) return result;
  const { outcome } = result;
  const line = strenuousLine(outcome);
  const actor = actorFromUuid(outcome.actorUuid);
  writeCounter.creates += 1;
  await ChatMessage.create({
    speaker: ChatMessage.getSpeaker(actor ? { actor } : {}),
    content: await renderStrenuousCard(line),
    rolls: outcome.roll instanceof Roll ? [outcome.roll] : [],
    flags: { harnfudge: { requestId: String(request["requestId"]), [LUCKY_LINES_FLAG]: [line] } },
  });
  return { ok: true };
}

/** The card's HTML from its Lucky line (the kept roll once Lucky rerolled it); names escaped by the template. */
/** Lucky's re-render of a strenuous card (gm/lucky-cards.ts): the card holds one strenuous line. */
export const renderStrenuousLines: LuckyCardRenderer = async (_message, lines) => {
  const [line] = lines;
  if (line?.kind !== "strenuous") throw new Error("HârnFudge | a strenuous card holds one strenuous line");
  return renderStrenuousCard(line);
};

export async function renderStrenuousCard(line: StrenuousLine): Promise<string> {
  await loadCardParts();
  return foundry.applications.handlebars.renderTemplate(
    STRENUOUS_CARD_TEMPLATE,
    strenuousCardContext(strenuousOutcomeOfLine(line), game.i18n),
  );
}
