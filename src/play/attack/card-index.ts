/**
 * The chat log's attack cards indexed on this client (round-index.ts): built from the log on first
 * use, then kept by the message hooks. The designated GM's client answers replayed requests and
 * counts a fighter's attackers this round from it; a player's client counts the same attackers for
 * its roll dialog (the cards are GM-authored: only those count).
 */
import { parseCard } from "./state-parse";
import { createCardIndex, type CardIndex, type IndexedMessage } from "./round-index";
import { FLAG_KEY, FLAG_SCOPE } from "./state";

let index: CardIndex | null = null;

function indexEntry(message: ChatMessage.Implementation): IndexedMessage {
  if (!message.author?.isGM) return { requestId: null, card: null };
  const requestId = message.getFlag(FLAG_SCOPE, "requestId");
  return { requestId: typeof requestId === "string" ? requestId : null, card: parseCard(message.getFlag(FLAG_SCOPE, FLAG_KEY)) };
}

/** The log's attack cards, indexed once (the one pass over the log) and then kept by the message hooks. */
export function cardIndex(): CardIndex {
  if (index) return index;
  const built = createCardIndex();
  for (const message of game.messages) if (message.id) built.put(message.id, indexEntry(message));
  const keep = (message: ChatMessage.Implementation) => {
    if (message.id) built.put(message.id, indexEntry(message));
  };
  Hooks.on("createChatMessage", keep);
  Hooks.on("updateChatMessage", keep);
  Hooks.on("deleteChatMessage", (message) => {
    if (message.id) built.remove(message.id);
  });
  index = built;
  return built;
}
