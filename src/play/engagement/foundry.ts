/**
 * Engagement marks on Foundry, on the designated GM's client: the "engagement" action of the GM's
 * own requests (hud.ts asks for it), which writes the GM's record (store.ts: a world setting, in
 * one turn of the GM's write queue).
 */
import { fromUuid, isGMUser } from "../gm/actors";
import type { DomainHandler } from "../gm/router";
import { handleEngagementRequest, type EngagementPorts } from "./decide";
import { engagementMarks, writeEngagementMark } from "./store";

const ports: EngagementPorts = {
  isGM: isGMUser,
  mark(uuid) {
    if (!(fromUuid(uuid) instanceof foundry.documents.TokenDocument)) return null;
    return engagementMarks()[uuid] ?? {};
  },
  write: writeEngagementMark,
};

export const runEngagement: DomainHandler = async (request, requesterId) => {
  const result = await handleEngagementRequest(request, requesterId, ports);
  return result.ok ? { ok: true } : result;
};
