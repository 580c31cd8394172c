/**
 * The GM's lasting modifiers on Foundry, on the designated GM's client: the "lasting" action of the
 * GM's own requests (the GM's window asks for it: apps/modifiers), decided and written in one turn of
 * the GM's write queue for the setting, so what it reads is what it writes over. Loaded on first use.
 */
import { isGMUser } from "../services/actors";
import { gmLocks } from "../gm/queue";
import type { DomainHandler } from "../gm/router";
import { LASTING_SETTING, parseLastingStore } from "../../rolls/lasting-record";
import { handleLastingRequest, type LastingPorts } from "./decide";

/** The GM's queue key of the setting (a setting, not a document). */
const LASTING_KEY = `setting:harnfudge.${LASTING_SETTING}`;

const ports: LastingPorts = {
  isGM: isGMUser,
  store: () => parseLastingStore(game.settings.get("harnfudge", LASTING_SETTING)),
  async write(store) {
    await game.settings.set("harnfudge", LASTING_SETTING, { records: store.records, requests: store.requests });
  },
};

export const runLasting: DomainHandler = async (request, requesterId) => {
  const result = await gmLocks.run([LASTING_KEY], () => handleLastingRequest(request, requesterId, ports));
  return result.ok ? { ok: true } : result;
};
