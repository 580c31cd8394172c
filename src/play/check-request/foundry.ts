/**
 * Checks the GM asks for, on Foundry: the ports of the "check" request domain on the designated
 * GM's client — GM-authored cards rendered from their state (the request card to everyone, or for
 * a secret check to the GMs and the players asked; the GMs' card to the GMs alone), dice rolled
 * there as real Foundry rolls — and the domain handler. The dialogs and the Roll button are client.ts.
 */
import { actorFromUuid, isGMUser, ownsActor } from "../services/actors";
import { rollerFacts, traitLevel } from "../services/actor-facts";
import { markTraitUsedOn } from "../../rolls/mark-used";
import { conditionModifiersOf } from "../../rolls/actor-conditions";
import { rollDice, updateCardWithRolls, whisperedFaces, type PendingRolls } from "../services/roll-dice";
import { gmLocks } from "../gm/queue";
import type { DomainHandler } from "../gm/router";
import { writeCounter } from "../services/writes";
import { loadCardParts } from "../../rolls/load-card-parts";
import { checkCardContext, ledgerCardContext } from "./card";
import { handleCheckRequest, requestAudience, type CheckPorts } from "./decide";
import { parseCheckLedger, parseCheckRequest, type CheckLedger, type CheckRequestCard } from "./state";
import { CHECK_LEDGER_TEMPLATE, CHECK_TEMPLATE } from "./template";

function gmMessage(id: string): ChatMessage.Implementation | null {
  const m = game.messages.get(id);
  return m?.author?.isGM ? m : null;
}

const gmIds = () => game.users.filter((u) => u.isGM).flatMap((u) => (u.id ? [u.id] : []));

/** The users who own an actor (players and GMs), as this client sees ownership. */
function ownersOf(uuid: string): string[] {
  const actor = actorFromUuid(uuid);
  return actor ? game.users.filter((u) => actor.testUserPermission(u, "OWNER")).flatMap((u) => (u.id ? [u.id] : [])) : [];
}

async function renderCard(state: CheckRequestCard): Promise<string> {
  await loadCardParts();
  return foundry.applications.handlebars.renderTemplate(CHECK_TEMPLATE, checkCardContext(state, game.i18n));
}

async function renderLedger(state: CheckLedger): Promise<string> {
  return foundry.applications.handlebars.renderTemplate(CHECK_LEDGER_TEMPLATE, ledgerCardContext(state, game.i18n));
}

function ports(pending: PendingRolls): CheckPorts {
  return {
    isGM: isGMUser,
    isOwner: ownsActor,
    actor(uuid) {
      const actor = actorFromUuid(uuid);
      return actor ? { ...rollerFacts(actor), conditions: conditionModifiersOf(actor, "other") } : null;
    },
    traitLevel,
    card(id) {
      const m = gmMessage(id);
      const state = parseCheckRequest(m?.getFlag("harnfudge", "checkRequest"));
      return m?.id && state ? { id: m.id, state: structuredClone(state) } : null;
    },
    cardByRequest: (requestId) =>
      game.messages.find(
        (m) => !!m.author?.isGM && parseCheckRequest(m.getFlag("harnfudge", "checkRequest"))?.requestId === requestId,
      )?.id ?? null,
    ledger(id) {
      const m = gmMessage(id);
      const state = parseCheckLedger(m?.getFlag("harnfudge", "checkLedger"));
      return m?.id && state ? { id: m.id, state: structuredClone(state) } : null;
    },
    hiddenFaces: whisperedFaces,
    roll: (spec) => rollDice(spec, pending),
    markUsed: (uuid, kind, key) => markTraitUsedOn(actorFromUuid(uuid), kind, key),
    async createCards(state, ledger) {
      let ledgerId: string | null = null;
      if (ledger) {
        writeCounter.creates += 1;
        const gmCard = await ChatMessage.create({
          speaker: { alias: game.i18n.localize("HARNFUDGE.CheckRequest.Title") },
          content: await renderLedger(ledger),
          whisper: gmIds(),
          flags: { harnfudge: { checkLedger: ledger } },
        });
        ledgerId = gmCard?.id ?? null;
        if (!ledgerId) throw new Error("the GMs' check card was not created");
      }
      const full: CheckRequestCard = { ...state, ledgerId };
      writeCounter.creates += 1;
      const message = await ChatMessage.create({
        speaker: { alias: game.i18n.localize("HARNFUDGE.CheckRequest.Title") },
        content: await renderCard(full),
        whisper: requestAudience(full, ownersOf, gmIds()),
        flags: { harnfudge: { checkRequest: full } },
      });
      if (!message?.id) throw new Error("the check request card was not created");
      return message.id;
    },
    async updateCard(id, state) {
      const m = gmMessage(id);
      if (!m) throw new Error(`no card ${id}`);
      const data = { content: await renderCard(state), flags: { harnfudge: { checkRequest: state } } };
      await updateCardWithRolls(m, data, pending, requestAudience(state, ownersOf, gmIds()));
    },
    async updateLedger(id, state) {
      const m = gmMessage(id);
      if (!m) throw new Error(`no card ${id}`);
      writeCounter.messageUpdates += 1;
      await m.update({ content: await renderLedger(state), flags: { harnfudge: { checkLedger: state } } });
    },
  };
}

/** The "check" request domain on the designated GM's client. */
export const checkDomain: DomainHandler = async (request, requesterId) => {
  const result = await handleCheckRequest(request, requesterId, ports([]), gmLocks);
  return result.ok ? { ok: true, messageId: result.messageId } : result;
};
