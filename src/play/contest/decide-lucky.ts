/**
 * Lucky on a contest card (rules 4: "roughly once per hour (real time) you may reroll a bad dice
 * roll, and choose the better of the two rolls"), decided on the designated GM's client, which
 * rolls the reroll itself (the client sends no dice): side a's roll or any observer's, asked by an
 * owner of that side or a GM (`cardLucky` in ../gm/policy.ts), once per roll, when the character
 * has the talent and has not used it within the hour (as the GM's client reads it: the later of
 * the character's mark and the GM's own record). The reroll keeps the roll's audience (a hidden
 * roll stays hidden); the better roll is kept, the original on a tie; the results it touches are
 * worked out again (side a's: every observer's). One actor update (Lucky's time) and one card update.
 */
import { deny, refusal } from "../gm/policy";
import { keptFaces, withLuckyReroll } from "../gm/dice";
import { luckyRerollAllowed } from "../../rules";
import { withResults } from "./decide-result";
import type { ContestPorts, ContestResult } from "./ports";
import type { ContestCard, ContestSideState } from "./state";

/** The side a Lucky request names: "a", or an observer's index. */
function sideOf(card: ContestCard, which: unknown): { side: ContestSideState; row: number | null } | null {
  if (which === "a") return { side: card.a, row: null };
  if (typeof which !== "number" || !Number.isInteger(which)) return null;
  const side = card.observers[which];
  return side ? { side, row: which } : null;
}

/** The "lucky" request of the contest domain: `{ kind: "lucky", messageId, side: "a" | row }`. */
export async function contestLucky(
  request: Record<string, unknown>,
  requesterId: string,
  ports: ContestPorts,
): Promise<ContestResult> {
  const stored = typeof request["messageId"] === "string" ? ports.card(request["messageId"]) : null;
  if (!stored) return refusal("noCard");
  const card = stored.state;
  const named = sideOf(card, request["side"]);
  if (!named) return refusal("badRequest");
  const { side, row } = named;
  const denied = deny("cardLucky", { gm: ports.isGM(requesterId), rollerOwner: ports.isOwner(requesterId, side.actorUuid) });
  if (denied) return denied;
  const roll = side.roll;
  if (!roll) return refusal("notReady");
  if (roll.lucky) return refusal("luckyUsed");
  const actor = ports.actor(side.actorUuid);
  const now = ports.now();
  if (!actor || actor.luckyLastUsed === undefined || !luckyRerollAllowed(actor.luckyLastUsed ?? null, now))
    return refusal("noLucky");
  const original = keptFaces(roll, ports);
  if (!original) return refusal("notReady");
  const rolled = await ports.roll({
    formula: "4dF",
    actorUuid: side.actorUuid,
    label: "HARNFUDGE.Lucky.Reroll",
    level: roll.level,
    modifiers: roll.modifiers,
    visibility: roll.visibility,
    requesterId,
    cardId: stored.id,
  });
  const rerolled = withLuckyReroll(roll, original, rolled, requesterId, now);
  const next: ContestCard =
    row === null
      ? { ...card, a: { ...card.a, roll: rerolled } }
      : { ...card, observers: card.observers.map((o, i) => (i === row ? { ...o, roll: rerolled } : o)) };
  const state = withResults(next, ports, row === null ? undefined : [row]);
  await ports.useLucky(side.actorUuid, now);
  await ports.updateCard(stored.id, state);
  return { ok: true, messageId: stored.id, state };
}
