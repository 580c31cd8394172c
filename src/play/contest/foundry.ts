/**
 * Contests on Foundry: the ports of the "contest" request domain on the designated GM's client (a
 * GM-authored card rendered from its state) and the domain handler. The dialog and the card's Roll
 * button are in client.ts.
 */
import { actorFromUuid, isGMUser, ownsActor, tokenActorFromUuid } from "../services/actors";
import { rollerFacts, traitLevel } from "../services/actor-facts";
import { markTraitUsedOn } from "../../rolls/mark-used";
import { conditionModifiersOf } from "../../rolls/actor-conditions";
import { rollDice, updateCardWithRolls, whisperedFaces, type PendingRolls } from "../services/roll-dice";
import { luckyRerollPorts, recordLucky } from "../gm/lucky-use";
import { gmLocks } from "../gm/queue";
import type { DomainHandler } from "../gm/router";
import { writeCounter } from "../services/writes";
import { contestCardContext } from "./card";
import { handleContestRequest, type ContestPorts } from "./decide";
import { isContest, parseContest, type ContestCard } from "./state";
import { CONTEST_TEMPLATE } from "./template";
import { loadCardParts } from "../../rolls/load-card-parts";

export { CONTEST_TEMPLATE };

function gmMessage(id: string): ChatMessage.Implementation | null {
  const m = game.messages.get(id);
  return m?.author?.isGM ? m : null;
}

async function render(state: ContestCard): Promise<string> {
  await loadCardParts();
  return foundry.applications.handlebars.renderTemplate(CONTEST_TEMPLATE, contestCardContext(state, game.i18n));
}

/** The users a secret contest's card is whispered to (none: public): the GMs, and with "sides" the owners of both sides. */
function audience(state: ContestCard): string[] {
  const secrecy = state.secrecy ?? "public";
  if (secrecy === "public") return [];
  const sides = [state.a, ...state.observers].map((side) => actorFromUuid(side.actorUuid));
  return game.users
    .filter((u) => u.isGM || (secrecy === "sides" && sides.some((a) => !!a && a.testUserPermission(u, "OWNER"))))
    .flatMap((u) => (u.id ? [u.id] : []));
}

function ports(pending: PendingRolls): ContestPorts {
  return {
    card(id) {
      const m = gmMessage(id);
      const state = parseContest(m?.getFlag("harnfudge", "contest"));
      return m?.id && state ? { id: m.id, state: structuredClone(state) } : null;
    },
    cardByRequest: (requestId) =>
      game.messages.find(
        (m) =>
          !!m.author?.isGM && isContest(m.getFlag("harnfudge", "contest")) && m.getFlag("harnfudge", "requestId") === requestId,
      )?.id ?? null,
    actor(uuid) {
      const actor = actorFromUuid(uuid);
      if (!actor) return null;
      return {
        ...rollerFacts(actor),
        strengthScale: actor.system.scale.strength,
        conditions: conditionModifiersOf(actor, "other"),
      };
    },
    tokenActor(uuid) {
      const found = tokenActorFromUuid(uuid);
      return found ? { actorUuid: found.actor.uuid, name: found.name, img: found.img } : null;
    },
    traitLevel,
    isGM: isGMUser,
    isOwner: ownsActor,
    hiddenFaces: whisperedFaces,
    roll: (spec) => rollDice(spec, pending),
    markUsed: (uuid, kind, key) => markTraitUsedOn(actorFromUuid(uuid), kind, key),
    lucky: luckyRerollPorts.lucky,
    now: luckyRerollPorts.now,
    useLucky: recordLucky,
    async createCard(state) {
      const actor = actorFromUuid(state.a.actorUuid);
      writeCounter.creates += 1;
      const message = await ChatMessage.create({
        speaker: ChatMessage.getSpeaker(actor ? { actor } : {}),
        content: await render(state),
        whisper: audience(state),
        rolls: pending.splice(0),
        flags: { harnfudge: { contest: state, requestId: state.requestId } },
      });
      if (!message?.id) throw new Error("the contest card was not created");
      return message.id;
    },
    async updateCard(id, state) {
      const m = gmMessage(id);
      if (!m) throw new Error(`no card ${id}`);
      // A secret card's rolls are its audience's only (Dice So Nice too).
      await updateCardWithRolls(
        m,
        { content: await render(state), flags: { harnfudge: { contest: state } } },
        pending,
        audience(state),
      );
    },
  };
}

/** The "contest" request domain on the designated GM's client. */
export const contestDomain: DomainHandler = async (request, requesterId) => {
  const result = await handleContestRequest(request, requesterId, ports([]), gmLocks);
  return result.ok ? { ok: true, messageId: result.messageId } : result;
};
