/**
 * Lucky on a contest card (rules 4: "roughly once per hour (real time) you may reroll a bad dice
 * roll, and choose the better of the two rolls"), decided on the designated GM's client with the
 * one Lucky check and reroll every card uses (../gm/lucky-reroll.ts): side a's roll or any observer's,
 * asked by an owner of that side or a GM (the policy's `gmLucky` row), once per roll, when the
 * character has the talent and its hour is over (the latest of its marks and the GM's record), and
 * the roll went badly as the card shows it (state.ts `sideWentBadly`). The GM's client rolls the
 * reroll itself (the client sends no dice), in the roll's own audience (a hidden roll stays
 * hidden); the better roll is kept, the original on a tie; the results it touches are worked out
 * again (side a's: every observer's). One card update, with the request's id (a replay finds it and
 * changes nothing), then the use recorded (the GM's record and the character's mark: one actor update).
 */
import { refusal, type Reason } from "../gm/policy";
import { keptFaces, luckyRerollSpec, withLuckyReroll, type RolledDice } from "../services/dice";
import { luckyRefusal, rerollWithLucky } from "../gm/lucky-reroll";
import { cardRequestDone, withCardRequest } from "../gm/records";
import { withResults } from "./decide-result";
import type { ContestPorts, ContestResult } from "./ports";
import { contestSideOf, sideWentBadly, type ContestCard, type ContestSide } from "./state";

const refuse = (reason: Reason): ContestResult => ({ ok: false, reason });

/** The "lucky" request of the contest domain: `{ kind: "lucky", messageId, side: "a" | row }`. */
export async function contestLucky(
  request: Record<string, unknown>,
  requesterId: string,
  ports: ContestPorts,
): Promise<ContestResult> {
  const stored = typeof request["messageId"] === "string" ? ports.card(request["messageId"]) : null;
  if (!stored) return refusal("noCard");
  const card = stored.state;
  const which = request["side"];
  const side = contestSideOf(card, which);
  if (!side || (which !== "a" && typeof which !== "number")) return refusal("badRequest");
  const roll = side.roll;
  const state = { actorUuid: side.actorUuid, lucky: roll?.lucky ?? null, wentBadly: sideWentBadly(card, which) };
  // Who may ask, the talent and the hour first; then the dice (a hidden roll's from its whispered message).
  const refused = luckyRefusal(state, requesterId, ports);
  if (refused) return refuse(refused);
  const requestId = typeof request["requestId"] === "string" ? request["requestId"] : null;
  if (cardRequestDone(card, requestId)) return refusal("replayed");
  const original = roll ? keptFaces(roll, ports) : null;
  if (!roll || !original) return refusal("notReady");
  const made: { dice: RolledDice | null } = { dice: null };
  const rerolled = await rerollWithLucky({ ...state, faces: original }, requesterId, {
    isGM: (id) => ports.isGM(id),
    isOwner: (id, uuid) => ports.isOwner(id, uuid),
    lucky: (uuid) => ports.lucky(uuid),
    now: () => ports.now(),
    reroll: async () => {
      made.dice = await ports.roll(luckyRerollSpec(roll, "4dF", side.actorUuid, requesterId, stored.id));
      return { faces: made.dice.faces, roll: made.dice };
    },
  });
  if (!rerolled.ok) return refuse(rerolled.reason);
  const record = withLuckyReroll(roll, rerolled.lucky, made.dice?.diceMessageId ?? null);
  const next: ContestCard = setRoll(card, which, record);
  const result = withCardRequest(withResults(next, ports, which === "a" ? undefined : [which]), requestId);
  await ports.updateCard(stored.id, result);
  await ports.useLucky(side.actorUuid, rerolled.lucky.at ?? ports.now());
  return { ok: true, messageId: stored.id, state: result };
}

function setRoll(card: ContestCard, side: ContestSide, roll: NonNullable<ContestCard["a"]["roll"]>): ContestCard {
  if (side === "a") return { ...card, a: { ...card.a, roll } };
  return { ...card, observers: card.observers.map((o, i) => (i === side ? { ...o, roll } : o)) };
}
