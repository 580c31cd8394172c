/**
 * Poisonous gas on Foundry (rules 6.1), on the designated GM's client: the "gas" action of the GM's
 * own requests (client.ts asks for it), which rolls Health as real HarnFudgeRolls, decides with
 * decide.ts in the exposed actors' write queues, and posts one GM-authored card with every roll
 * in its `rolls` (Dice So Nice shows them), each roll a Lucky line, and the exposed tokens for the
 * next round.
 */
import { rollHealth } from "../services/health-roll";
import { SYSTEM_PATH } from "../../rolls/roll";
import { loadCardParts } from "../../rolls/load-card-parts";
import { actorFromUuid, isGMUser, tokenActorFromUuid } from "../services/actors";
import { gmLocks } from "../gm/locks";
import type { Answer } from "../gm/router";
import { markTraitUsedOn } from "../../rolls/mark-used";
import { writeCounter } from "../services/writes";
import { GAS_FLAG, gasCard, gasCardContext, parseGasCardFlag, type GasCard } from "./card";
import { LUCKY_LINES_FLAG, type GasLine } from "../services/lucky-lines";
import type { LuckyCardRenderer } from "../services/lucky-cards";
import { handleGasInQueue, type GasPorts } from "./decide";

export const GAS_CARD_TEMPLATE = `${SYSTEM_PATH}/templates/chat/gas.hbs`;

const ports: GasPorts = {
  isGM: isGMUser,
  exposed(tokenUuid) {
    const token = tokenActorFromUuid(tokenUuid);
    if (!token) return null;
    const { actor } = token;
    return {
      uuid: actor.uuid,
      name: token.name,
      health: actor.system.attributes.health,
      dead: actor.system.wounds.dead,
      records: actor.system.toObject().records,
    };
  },
  rollHealth: (actor, difficulty) => rollHealth(actor.uuid, actor.health, difficulty),
  async record(uuid, records) {
    const actor = actorFromUuid(uuid);
    if (!actor) throw new Error(`HârnFudge | no actor ${uuid}`);
    writeCounter.actorUpdates += 1;
    await actor.update({ system: { records } });
  },
  markHealthUsed: (uuid) => markTraitUsedOn(actorFromUuid(uuid), "attribute", "health"),
};

async function renderGasCard(card: GasCard): Promise<string> {
  await loadCardParts();
  return foundry.applications.handlebars.renderTemplate(GAS_CARD_TEMPLATE, gasCardContext(card, game.i18n));
}

/** Lucky's re-render of a gas card (services/lucky-cards.ts): its lines, with the difficulty and the dead from its flag. */
export const renderGasLines: LuckyCardRenderer = (message, lines) => {
  const flag = parseGasCardFlag(message.getFlag("harnfudge", GAS_FLAG));
  const gas = lines.filter((l): l is GasLine => l.kind === "gas");
  return renderGasCard({ difficulty: flag?.difficulty ?? gas[0]?.difficulty ?? 0, lines: gas, dead: flag?.dead ?? [] });
};

/** The "gas" kind of the "gm" domain, on the designated GM's client: decide, then post the card. */
export async function runGas(request: Record<string, unknown>, requesterId: string): Promise<Answer> {
  const result = await handleGasInQueue(request, requesterId, ports, gmLocks);
  if (!result.ok) return result;
  const { outcome } = result;
  const card = gasCard(outcome);
  writeCounter.creates += 1;
  await ChatMessage.create({
    content: await renderGasCard(card),
    rolls: outcome.rolls.filter((r) => r instanceof Roll),
    flags: {
      harnfudge: {
        requestId: String(request["requestId"]),
        [GAS_FLAG]: { tokenUuids: outcome.tokenUuids, difficulty: outcome.difficulty, dead: card.dead },
        [LUCKY_LINES_FLAG]: card.lines,
      },
    },
  });
  return { ok: true };
}
