/**
 * The "card" request domain on the designated GM's client: every attack card request runs through
 * the decisions with Foundry's ports and the shared write queue. Loaded on first use.
 */
import type { DomainHandler } from "../gm/router";
import { gmLocks } from "../gm/locks";
import { handleCardRequest } from "./decide";
import { foundryCardPorts } from "./foundry-ports";

export const cardDomain: DomainHandler = async (request, requesterId) => {
  const result = await handleCardRequest(request, requesterId, foundryCardPorts(), gmLocks);
  return result.ok ? { ok: true, messageId: result.messageId } : result;
};
