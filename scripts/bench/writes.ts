/**
 * Writes per action: the attack → defence → damage → apply → undo sequence driven through the
 * card's real decision code on the GM's side (proof of the requester, then handleCardRequest)
 * with the fake world's ports, which count every document write, as in a game where one player
 * attacks another player's character.
 */
import { handleCardRequest } from "../../src/play/attack/decide";
import { createLockQueue } from "../../src/play/gm/locks";
import { nonceMemory, requestBudget, stampRequest, verifyRequest } from "../../src/play/gm/proof";
import { ALICE, BOB, FakeWorld, GM, attackRequest, dodge } from "../../tests/play/world";
import type { Row } from "./stats";

export async function measureWrites(): Promise<Row[]> {
  const w = new FakeWorld();
  const ports = w.portsFor(GM);
  const locks = createLockQueue();
  const proofPorts = {
    readStamps: (id: string) => w.users.get(id)?.stamps,
    now: () => w.clock,
    memory: nonceMemory(() => w.clock),
    budget: requestBudget(() => w.clock),
  };
  let userFlagWrites = 0;
  let n = 0;
  let messageId = "";
  /** A request as a client sends it: a player stamps its own User (one write); the GM needs no stamp. */
  const send = async (userId: string, request: Record<string, unknown>) => {
    // The designated GM's own click runs on its client with no query and no stamp (gm/transport.ts).
    let requesterId = userId;
    let checked = request;
    if (userId !== GM) {
      const built = stampRequest(request, userId, `nonce-${String(++n).padStart(4, "0")}`, w.clock);
      const user = w.users.get(userId);
      if (user) user.stamps["s0"] = built.stamp;
      userFlagWrites += 1;
      const proof = verifyRequest(built.envelope, proofPorts);
      if (!proof.ok) throw new Error(`unverified: ${proof.reason}`);
      requesterId = proof.requesterId;
      checked = proof.request;
    }
    const result = await handleCardRequest(checked, requesterId, ports, locks);
    if (!result.ok) throw new Error(`${JSON.stringify(request)} refused: ${result.reason}`);
    messageId = result.messageId;
  };
  const steps: Array<[string, string, () => Record<string, unknown>, number[][]]> = [
    ["post the attack (attacker's player)", ALICE, () => attackRequest(), [[1, 1, 0, 0]]],
    ["defend (target's player, Dodge)", BOB, () => dodge(messageId), [[0, 0, 0, -1]]],
    ["damage 1dF (attacker's player)", ALICE, () => ({ kind: "damage", messageId }), [[1]]],
    ["apply (attacker's player)", ALICE, () => ({ kind: "apply", messageId }), []],
    ["undo (GM)", GM, () => ({ kind: "undo", messageId }), []],
  ];
  const rows: Row[] = [];
  for (const [label, user, request, dice] of steps) {
    w.tray.push(...dice);
    const before = { ...w.writes, user: userFlagWrites };
    await send(user, request());
    rows.push({
      section: "writes",
      measure: label,
      value: `${w.writes.creates - before.creates} message create, ${w.writes.cardUpdates - before.cardUpdates} card update, ${w.writes.actorUpdates - before.actorUpdates} actor update, ${userFlagWrites - before.user} User flag update`,
      note: "counted at the card's ports (public rolls join the card; a hidden roll adds one whispered message)",
    });
  }
  rows.push({
    section: "writes",
    measure: "whole sequence",
    value: `${w.writes.creates} create + ${w.writes.cardUpdates} card updates + ${w.writes.actorUpdates} actor updates + ${userFlagWrites} User flag updates`,
    note: "one GM-authored message, one card update per state change and one more for apply (the GM's note of the hit it is about to record, then the result), one actor update (wound and its record together) per apply and undo; the User flags prove who asked (none when the GM clicks)",
  });
  return rows;
}
