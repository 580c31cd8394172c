/**
 * Writes per action: the attack → defence → damage → apply sequence driven through the card's
 * real decision code (handleAuthenticatedCardAction, the GM's side of the query) with ports that
 * count every document write, as in a game with one player attacking another player's character.
 */
import { handleAuthenticatedCardAction } from "../../src/play/attack/actions";
import { nonceMemory, stampRequest, type AuthPorts } from "../../src/play/auth";
import { APPLY, ATTACKER_PLAYER, DEFEND_WITH_DODGE, GM, ROLL_DAMAGE, TARGET_PLAYER, world } from "../../tests/play/cardWorld";
import type { Row } from "./stats";

export async function measureWrites(): Promise<Row[]> {
  const w = world();
  const stamps = new Map<string, unknown>();
  let userFlagWrites = 0;
  const auth: AuthPorts = { readStamp: (id) => stamps.get(id), now: () => 10_000_000, ...nonceMemory() };
  let n = 0;
  /** A request as a client sends it: a player stamps its own User (one write), the GM needs no stamp. */
  const send = async (userId: string, request: object) => {
    const built = stampRequest(request, userId, `nonce-${String(++n).padStart(4, "0")}`, 10_000_000);
    if (!built) throw new Error("unstampable request");
    if (userId !== GM) {
      stamps.set(userId, built.stamp);
      userFlagWrites += 1;
    }
    const result = await handleAuthenticatedCardAction(built.envelope, w.ports, auth);
    if (!result.ok) throw new Error(`${JSON.stringify(request)} refused: ${result.reason}`);
  };
  const steps: Array<[string, string, object]> = [
    ["defend (target's player, Dodge)", TARGET_PLAYER, DEFEND_WITH_DODGE],
    ["damage 1dF (attacker's player)", ATTACKER_PLAYER, ROLL_DAMAGE],
    ["apply (attacker's player)", ATTACKER_PLAYER, APPLY],
  ];
  const rows: Row[] = [
    {
      section: "writes",
      measure: "post the attack card",
      value: "1 ChatMessage create",
      note: "create.ts: one ChatMessage.create per attack (Foundry-side, not run here)",
    },
  ];
  for (const [label, user, request] of steps) {
    const before = { ...w.writes, user: userFlagWrites };
    await send(user, request);
    rows.push({
      section: "writes",
      measure: label,
      value: `${w.writes.card - before.card} card update, ${w.writes.actor - before.actor} actor update, ${userFlagWrites - before.user} User flag update`,
      note: "counted at the card's ports",
    });
  }
  rows.push({
    section: "writes",
    measure: "whole sequence",
    value: `1 create + ${w.writes.card} card updates + ${w.writes.actor} actor update + ${userFlagWrites} User flag updates`,
    note: "target: one message, one update per state change, one actor update when applied; the User flags prove who asked (none when the GM clicks)",
  });
  return rows;
}
