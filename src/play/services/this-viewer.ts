/**
 * This client's user as a viewer of a card (services/card-turn.ts's CardViewer), for the cards each client
 * words and filters for its own viewer (an opposed action, a check the GM asks for): who it is, what
 * it owns, a character's Lucky (its talent and last use) and server time, whether a player owns an actor, and the faces
 * of a hidden roll's whispered dice message when it reached this client. Loaded with those cards'
 * viewer code, not at start.
 */
import { HarnFudgeRoll } from "../../rolls/roll";
import { actorFromUuid, luckyLastUsedOf } from "./actors";
import type { LuckyViewer } from "./card-turn";

export function thisViewer(): LuckyViewer {
  return {
    id: game.user.id ?? "",
    isGM: game.user.isGM,
    owns: (uuid) => actorFromUuid(uuid)?.testUserPermission(game.user, "OWNER") ?? false,
    lucky(uuid) {
      const actor = actorFromUuid(uuid);
      if (!actor) return null;
      const lastUsed = luckyLastUsedOf(actor);
      return { hasLucky: lastUsed !== undefined, lastUsed: lastUsed ?? null };
    },
    now: () => game.time.serverTime,
  };
}

/** Whether a player (not a GM) owns the actor: then that player is named for its roll, else the GM. */
export function playerOwned(uuid: string): boolean {
  return actorFromUuid(uuid)?.hasPlayerOwner ?? false;
}

/** The faces of a hidden roll's whispered message, when it reached this client (a GM-authored dice message). */
export function facesHere(messageId: string): number[] | null {
  const message = game.messages.get(messageId);
  const roll = message?.author?.isGM ? message.rolls[0] : undefined;
  return roll ? HarnFudgeRoll.fateFaces(roll) : null;
}
