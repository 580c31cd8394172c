/**
 * Danger Sense at the start of a combat on Foundry (decide.ts): the card offered to the GMs when a
 * GM starts a combat (a whispered, GM-authored message naming who has the talent), and the "gm"
 * action "dangerSense" the card's button asks for, run on the designated GM's client in the card's
 * queue turn: each roll a real HarnFudgeRoll (a situational 4dF), kept on the card, which shows the
 * results to the GMs only. Loaded on first use.
 */
import { isPlayable } from "../../documents/guards";
import { HarnFudgeRoll, SYSTEM_PATH } from "../../rolls/roll";
import { actorFromUuid, isGMUser } from "../services/actors";
import { gmLocks } from "../gm/queue";
import type { DomainHandler } from "../gm/router";
import { dangerSenseCardContext } from "./card";
import {
  dangerSenseRoster,
  handleDangerSense,
  parseDangerSenseCard,
  type DangerSenseCard,
  type DangerSensePorts,
} from "./decide";

export const DANGER_SENSE_TEMPLATE = `${SYSTEM_PATH}/templates/chat/danger-sense.hbs`;

function render(card: DangerSenseCard): Promise<string> {
  return foundry.applications.handlebars.renderTemplate(DANGER_SENSE_TEMPLATE, dangerSenseCardContext(card, game.i18n));
}

const gmIds = () => game.users.filter((u) => u.isGM).flatMap((u) => (u.id ? [u.id] : []));

/** The card of a GM-authored message, if it is one. */
export function dangerSenseCardOf(message: ChatMessage.Implementation | undefined): DangerSenseCard | null {
  return message?.author?.isGM ? parseDangerSenseCard(message.getFlag("harnfudge", "dangerSense")) : null;
}

/** When a GM starts a combat: the card for every combatant with Danger Sense, whispered to the GMs (none: no card). */
export async function offerDangerSense(combat: Combat.Implementation): Promise<void> {
  const actors = dangerSenseRoster(
    combat.turns.map((c) => ({
      actorUuid: c.actor?.uuid ?? null,
      name: c.name ?? c.actor?.name ?? "",
      hasTalent: isPlayable(c.actor) && c.actor.system.talents.has("dangerSense"),
    })),
  );
  if (actors.length === 0 || !combat.id) return;
  const card: DangerSenseCard = { combat: combat.id, actors, results: null };
  await ChatMessage.create({
    speaker: { alias: game.i18n.localize("HARNFUDGE.Talent.dangerSense") },
    content: await render(card),
    whisper: gmIds(),
    flags: { harnfudge: { dangerSense: card } },
  });
}

function ports(): DangerSensePorts {
  const rolls: Roll[] = [];
  return {
    isGM: isGMUser,
    card: (messageId) => dangerSenseCardOf(game.messages.get(messageId)),
    hasTalent(uuid) {
      const actor = actorFromUuid(uuid);
      return isPlayable(actor) && actor.system.talents.has("dangerSense");
    },
    async roll(actorUuid, name) {
      const label = `${game.i18n.localize("HARNFUDGE.Talent.dangerSense")} (${name})`;
      const roll = HarnFudgeRoll.forCheck({
        kind: "situational",
        label,
        traitKey: null,
        level: 0,
        modifiers: [],
        difficulty: null,
        actorUuid,
      });
      await roll.evaluate();
      rolls.push(roll);
      return roll.faces;
    },
    async write(messageId, card) {
      const message = game.messages.get(messageId);
      if (!message) throw new Error(`no card ${messageId}`);
      await message.update({
        content: await render(card),
        flags: { harnfudge: { dangerSense: card } },
        rolls: [...message.rolls, ...rolls].map((r) => JSON.stringify(r)),
      });
    },
  };
}

/** The "gm" action "dangerSense": the GM's secret rolls, once per card, in the card's queue turn. */
export const runDangerSense: DomainHandler = async (request, requesterId) => {
  const messageId = String(request["messageId"]);
  const result = await gmLocks.run([messageId], () => handleDangerSense(request, requesterId, ports()));
  return result.ok ? { ok: true } : result;
};
