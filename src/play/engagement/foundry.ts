/**
 * Engagement marks on Foundry, on the designated GM's client: the "engagement" action of the GM's
 * own requests (hud.ts asks for it), decided and written in one turn of the GM's write queue for
 * the record (store.ts: a world setting), so the request ids it checks are the ones it writes over.
 */
import { fromUuid, isGMUser } from "../services/actors";
import type { DomainHandler } from "../gm/router";
import { handleEngagementRequest, type EngagementPorts } from "./decide";
import { engagementMarks, engagementRequests, inMarksTurn, writeEngagementMark } from "./store";

const ports: EngagementPorts = {
  isGM: isGMUser,
  mark(uuid) {
    if (!(fromUuid(uuid) instanceof foundry.documents.TokenDocument)) return null;
    return engagementMarks()[uuid] ?? {};
  },
  requests: engagementRequests,
  write: writeEngagementMark,
};

export const runEngagement: DomainHandler = async (request, requesterId) => {
  const result = await inMarksTurn(() => handleEngagementRequest(request, requesterId, ports));
  return result.ok ? { ok: true } : result;
};
