/**
 * Engagement positions on Foundry, on the designated GM's client: the "engagement" action of the
 * GM's own requests (hud.ts asks for it), which writes the token's `flags.harnfudge.engagement`.
 */
import { asEngagementPosition } from "../../rules/engagement-positions";
import { fromUuid, isGMUser } from "../gm/actors";
import type { DomainHandler } from "../gm/router";
import { handleEngagementRequest, type EngagementPorts } from "./decide";

function tokenOf(uuid: string): TokenDocument.Implementation | null {
  const doc = fromUuid(uuid);
  return doc instanceof foundry.documents.TokenDocument ? doc : null;
}

const ports: EngagementPorts = {
  isGM: isGMUser,
  position(uuid) {
    const token = tokenOf(uuid);
    return token ? asEngagementPosition(token.getFlag("harnfudge", "engagement")) : null;
  },
  requests(uuid) {
    const value = tokenOf(uuid)?.getFlag("harnfudge", "engagementRequests");
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  },
  async write(uuid, position, requests) {
    await tokenOf(uuid)?.update({ flags: { harnfudge: { engagement: position, engagementRequests: requests } } });
  },
};

export const runEngagement: DomainHandler = async (request, requesterId) => {
  const result = await handleEngagementRequest(request, requesterId, ports);
  return result.ok ? { ok: true } : result;
};
