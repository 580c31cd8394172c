/**
 * The "raise" request domain on the designated GM's client (decide.ts decides): Foundry's side
 * of the ports — characters by uuid, the world's session, the request cards (GM-authored chat
 * messages with `flags.harnfudge.raise`), the raise's writes (write.ts). Loaded on first use.
 */
import { isCharacter } from "../../documents/guards";
import { SYSTEM_PATH } from "../../rolls/roll";
import { actorFromUuid, isGMUser, ownsActor } from "../services/actors";
import { gmLocks } from "../gm/queue";
import type { DomainHandler } from "../gm/router";
import { SETTINGS } from "../settings";
import { writeCounter } from "../services/writes";
import { raiseCardContext } from "./card";
import { handleRaiseRequest, parseRaiseCard, type RaiseCardState, type RaisePorts } from "./decide";
import { raiseLabel, raiserFacts, targetLabel, writeRaise, writeRaiseItem } from "./write";
import { loadCardParts } from "../../rolls/load-card-parts";

export const RAISE_CARD_TEMPLATE = `${SYSTEM_PATH}/templates/chat/raise.hbs`;

function character(uuid: string): Actor.OfType<"character"> | null {
  const actor = actorFromUuid(uuid);
  return isCharacter(actor) ? actor : null;
}

async function cardHtml(
  state: RaiseCardState,
  actorName: string,
  trait: string,
  balance: { now: number; after: number } | null,
): Promise<string> {
  const decidedBy = state.decidedBy ? (game.users.get(state.decidedBy)?.name ?? null) : null;
  const context = raiseCardContext(
    { actorName, trait, from: state.from, to: state.to, cost: state.cost, balance, status: state.status, decidedBy },
    game.i18n,
  );
  await loadCardParts();
  return foundry.applications.handlebars.renderTemplate(RAISE_CARD_TEMPLATE, context);
}

function gmIds(): string[] {
  return game.users.filter((u) => u.isGM).flatMap((u) => (u.id ? [u.id] : []));
}

export const foundryRaisePorts: RaisePorts = {
  actor(uuid) {
    const actor = character(uuid);
    if (!actor) return null;
    return { uuid: actor.uuid, name: actor.name, facts: raiserFacts(actor), records: actor.system.toObject().records };
  },
  isGM: isGMUser,
  isOwner: ownsActor,
  session() {
    const value = game.settings.get("harnfudge", SETTINGS.sessionNumber);
    return Number.isInteger(value) ? value : null;
  },
  // Only a GM-authored card counts: a player's own message carrying a request id blocks nothing.
  cardExists: (requestId) =>
    game.messages.contents.some((m) => !!m.author?.isGM && m.getFlag("harnfudge", "requestId") === requestId),
  pendingCards: (actorUuid) =>
    game.messages.contents.flatMap((m) => {
      const state = m.author?.isGM ? parseRaiseCard(m.getFlag("harnfudge", "raise")) : null;
      return state && state.actorUuid === actorUuid && state.status === "pending" ? [state] : [];
    }),
  card(messageId) {
    const message = game.messages.get(messageId);
    return message ? { authorIsGM: message.author?.isGM ?? false, state: message.getFlag("harnfudge", "raise") } : null;
  },
  async postCard(state, plan, actor) {
    const doc = character(actor.uuid);
    const balance = actor.facts.ep.earned - actor.facts.ep.spent;
    const content = await cardHtml(state, actor.name, raiseLabel(plan), { now: balance, after: plan.balanceAfter });
    writeCounter.creates += 1;
    await ChatMessage.create({
      speaker: ChatMessage.getSpeaker(doc ? { actor: doc } : {}),
      content,
      whisper: [...new Set([...gmIds(), state.requesterId])],
      flags: { harnfudge: { raise: state, requestId: state.requestId } },
    });
  },
  async writeRaise(actorUuid, plan, records) {
    const actor = character(actorUuid);
    if (!actor) throw new Error(`HârnFudge | no character ${actorUuid}`);
    await writeRaise(actor, plan, records);
  },
  async writeRaiseItem(actorUuid, plan) {
    const actor = character(actorUuid);
    if (!actor) throw new Error(`HârnFudge | no character ${actorUuid}`);
    await writeRaiseItem(actor, plan);
  },
  async updateCard(messageId, state, plan) {
    const message = game.messages.get(messageId);
    if (!message) throw new Error(`HârnFudge | no message ${messageId}`);
    const actor = character(state.actorUuid);
    const trait = plan ? raiseLabel(plan) : targetLabel(actor, state.target);
    const content = await cardHtml(state, actor?.name ?? message.speaker.alias ?? "", trait, null);
    writeCounter.messageUpdates += 1;
    await message.update({ content, flags: { harnfudge: { raise: state } } });
  },
};

/** The "raise" request domain. */
export const raiseDomain: DomainHandler = (request, requesterId) =>
  handleRaiseRequest(request, requesterId, foundryRaisePorts, gmLocks);
