/**
 * A character's Lucky on the designated GM's client, for every card that offers it: the ports of
 * lucky-reroll.ts on Foundry and the record of a use (the GM's record and the character's mark, kept
 * by its base actor). The Lucky lines of the GM's cards (lucky/foundry.ts) and a contest side
 * (contest/foundry.ts) stand on it. Loaded on first use.
 */
import { actorFromUuid, isGMUser, luckyLastUsedOf, luckyMarkHolder, ownsActor } from "../services/actors";
import { gmLastLuckyUse, recordLuckyUse } from "./lucky-record-store";
import type { LuckyRerollPorts } from "./lucky-reroll";
import { writeCounter } from "../services/writes";

/**
 * gm/lucky-reroll.ts's ports on Foundry, for any card that offers Lucky on its rolls (a contest side):
 * who is a GM and who owns what as this client sees it, the character's last use (the latest of
 * its marks and the GM's record) and server time.
 */
export const luckyRerollPorts: LuckyRerollPorts = {
  isGM: isGMUser,
  isOwner: ownsActor,
  lucky(uuid) {
    const actor = actorFromUuid(uuid);
    if (!actor) return null;
    const lastUsed = gmLastLuckyUse(actor.uuid, luckyLastUsedOf(actor));
    return { hasLucky: lastUsed !== undefined, lastUsed: lastUsed ?? null };
  },
  now: () => game.time.serverTime,
};

/**
 * Records a Lucky use decided on the designated GM's client (after the card that shows the reroll
 * was written): the GM's record and the character's own mark (its base actor's, which every token
 * of it reads). One actor update.
 */
export async function recordLucky(actorUuid: string, at: number): Promise<void> {
  const actor = actorFromUuid(actorUuid);
  if (!actor) return;
  await recordLuckyUse(actorUuid, at);
  writeCounter.actorUpdates += 1;
  await luckyMarkHolder(actor).update({ system: { lucky: { lastUsed: at } } });
}
