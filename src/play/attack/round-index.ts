/**
 * The chat log's attack cards indexed, so that posting an attack never scans the log: the
 * attacks on a target in a combat round (rules 3.2.1: who attacked him in melee this round engages
 * him; engagement/battlefield.ts counts them) and the card
 * a request created (a replayed request finds it, even once the card was deleted: the request's
 * message id is kept, and finds no card, so a retry of a deleted attack creates no second one).
 * Built once from the log on first use, then kept
 * by the message hooks (attack/card-index.ts), so each look-up costs the same with ten cards or ten
 * thousand.
 *
 * Pure: the Foundry side feeds it each message's id, request id and parsed card state.
 */
import type { AttackCard } from "./state";
import type { RoundAttack } from "../../rules/battlefield";

export interface IndexedMessage {
  /** The request that created the message (GM-authored messages only), or null. */
  requestId: string | null;
  /** The attack card's state (GM-authored messages only), or null. */
  card: {
    round?: AttackCard["round"];
    closed: boolean;
    attacker: { actorUuid: string; tokenUuid?: string | null; name?: string };
    target: { actorUuid: string };
    mode?: AttackCard["mode"];
  } | null;
}

export interface CardIndex {
  /** Records (or replaces) what a message holds. */
  put(messageId: string, entry: IndexedMessage): void;
  /** Forgets a deleted message, but not the request that created it. */
  remove(messageId: string): void;
  /** The attacks on `targetUuid` in `round` on open cards, in the order the cards were indexed. */
  attacksInRound(targetUuid: string, round: { combat: string; round: number }): RoundAttack[];
  /** The open cards (message ids) of those attacks, in the same order. */
  cardsInRound(targetUuid: string, round: { combat: string; round: number }): string[];
  /** The message a request created (possibly deleted since), or null. */
  byRequest(requestId: string): string | null;
  size(): number;
}

const roundKey = (targetUuid: string, round: { combat: string; round: number }) =>
  JSON.stringify([round.combat, round.round, targetUuid]);

export function createCardIndex(): CardIndex {
  const messages = new Map<string, { requestId: string | null; roundKey: string | null }>();
  const rounds = new Map<string, Map<string, RoundAttack>>();
  const requests = new Map<string, string>();
  function remove(messageId: string, forgetRequest: boolean): void {
    const old = messages.get(messageId);
    if (!old) return;
    messages.delete(messageId);
    if (forgetRequest && old.requestId !== null && requests.get(old.requestId) === messageId) requests.delete(old.requestId);
    if (old.roundKey !== null) {
      const cards = rounds.get(old.roundKey);
      cards?.delete(messageId);
      if (cards?.size === 0) rounds.delete(old.roundKey);
    }
  }
  return {
    put(messageId, entry) {
      remove(messageId, true);
      const card = entry.card;
      const key = card?.round && !card.closed ? roundKey(card.target.actorUuid, card.round) : null;
      messages.set(messageId, { requestId: entry.requestId, roundKey: key });
      if (entry.requestId !== null && !requests.has(entry.requestId)) requests.set(entry.requestId, messageId);
      if (key !== null && card) {
        const cards = rounds.get(key) ?? new Map<string, RoundAttack>();
        cards.set(messageId, {
          attackerUuid: card.attacker.actorUuid,
          attackerTokenUuid: card.attacker.tokenUuid ?? null,
          name: card.attacker.name ?? "",
          mode: card.mode ?? "melee",
        });
        rounds.set(key, cards);
      }
    },
    remove: (messageId) => remove(messageId, false),
    attacksInRound(targetUuid, round) {
      return [...(rounds.get(roundKey(targetUuid, round))?.values() ?? [])];
    },
    cardsInRound(targetUuid, round) {
      return [...(rounds.get(roundKey(targetUuid, round))?.keys() ?? [])];
    },
    byRequest: (requestId) => requests.get(requestId) ?? null,
    size: () => messages.size,
  };
}
