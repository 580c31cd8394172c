/**
 * Strenuous activity on Foundry (rules 3.4.7), on the designated GM's client: the "strenuous"
 * action of the GM's own requests (client.ts asks for it), which, for each character of the group,
 * rolls Health as a real HarnFudgeRoll, decides with decide.ts in the actor's write queue and marks
 * Health used, and posts one GM-authored card with every roll in its `rolls` (Dice So Nice shows
 * them), each roll a Lucky line.
 */
import type { LuckyCardRenderer } from "../services/lucky-cards";
import { rollHealth } from "../services/health-roll";
import { SYSTEM_PATH } from "../../rolls/roll";
import { actorFromUuid, isGMUser } from "../services/actors";
import { trackFacts } from "../services/actor-facts";
import { gmLocks } from "../gm/queue";
import type { Answer } from "../gm/router";
import { markTraitUsedOn } from "../../rolls/mark-used";
import { writeCounter } from "../services/writes";
import { LUCKY_LINES_FLAG, type StrenuousLine } from "../services/lucky-lines";
import { strenuousCardView, strenuousLine, strenuousOutcomeOfLine } from "./card";
import { handleStrenuousGroup, type StrenuousPorts } from "./decide";
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

/** The "strenuous" kind of the "gm" domain, on the designated GM's client: decide for each character, then post one card. */
export async function runStrenuous(request: Record<string, unknown>, requesterId: string): Promise<Answer> {
  const result = await handleStrenuousGroup(request, requesterId, ports, gmLocks);
  if (!result.ok) return result;
  const lines = result.outcomes.map(strenuousLine);
  const skipped = result.skipped.map((s) =>
    game.i18n.format("HARNFUDGE.Strenuous.Skipped", {
      name: s.name,
      reason: game.i18n.localize(SKIP_WORDS[s.reason] ?? s.reason),
    }),
  );
  const first = lines[0] ? actorFromUuid(lines[0].actorUuid) : null;
  writeCounter.creates += 1;
  await ChatMessage.create({
    speaker: ChatMessage.getSpeaker(lines.length === 1 && first ? { actor: first } : {}),
    content: await renderStrenuousCard(lines, skipped),
    rolls: result.outcomes.flatMap((o) => (o.roll instanceof Roll ? [o.roll] : [])),
    flags: { harnfudge: { requestId: String(request["requestId"]), [LUCKY_LINES_FLAG]: lines, [SKIPPED_FLAG]: skipped } },
  });
  return { ok: true };
}

/** The card's flag naming who had nothing to roll for (kept for its re-render after a Lucky reroll). */
const SKIPPED_FLAG = "strenuousSkipped";

/** The short reason beside a name left out of the group's rolls. */
const SKIP_WORDS: Record<string, string> = {
  "HARNFUDGE.Strenuous.Dead": "HARNFUDGE.Group.Dead",
  "HARNFUDGE.Strenuous.NotHealing": "HARNFUDGE.Group.NotHealing",
  "HARNFUDGE.Notify.NoTarget": "HARNFUDGE.Group.Gone",
};

/** Lucky's re-render of a strenuous card (services/lucky-cards.ts): its lines, and who had nothing to roll for. */
export const renderStrenuousLines: LuckyCardRenderer = async (message, lines) => {
  const skipped: unknown = message.getFlag("harnfudge", SKIPPED_FLAG);
  const strenuous = lines.filter((l): l is StrenuousLine => l.kind === "strenuous");
  return renderStrenuousCard(strenuous, Array.isArray(skipped) ? skipped.map(String) : []);
};

/** The card's HTML from its Lucky lines (the kept roll once Lucky rerolled one); names escaped by the template. */
export async function renderStrenuousCard(lines: readonly StrenuousLine[], skipped: readonly string[]): Promise<string> {
  await loadCardParts();
  return foundry.applications.handlebars.renderTemplate(
    STRENUOUS_CARD_TEMPLATE,
    strenuousCardView(lines.map(strenuousOutcomeOfLine), game.i18n, skipped),
  );
}
