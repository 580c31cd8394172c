/**
 * After an attack on a target, its other cards of the round still waiting for its defence are
 * brought up to date (rules 3.2.1): each shows the target's opponents as they now are — the count
 * its defence will take, whatever order the cards come in — and so the odds its defence options
 * show. Each card is written in its own queue turn, and only when its count changed. Pure,
 * port-driven.
 */
import type { LockQueue } from "../gm/locks";
import { defenderOpponents } from "./decide-steps";
import { engagementLine } from "./engagement-line";
import type { CardPorts } from "./ports";
import { cardStage, type AttackCard, type EngagementLine } from "./state";

const sameLine = (a: EngagementLine, b: EngagementLine) => JSON.stringify(a) === JSON.stringify(b);

/** Updates the target's other open cards of the round awaiting its defence. */
export async function refreshEngagement(
  created: AttackCard,
  createdId: string,
  ports: CardPorts,
  locks: LockQueue,
): Promise<void> {
  const round = created.round;
  if (!round) return;
  for (const id of ports.cardsInRound(created.target.actorUuid, round)) {
    if (id === createdId) continue;
    await locks.run([id], async () => {
      const stored = ports.card(id);
      if (!stored || cardStage(stored.state) !== "awaitingDefence") return;
      const line = engagementLine(defenderOpponents(stored.state, ports));
      const current = stored.state.engagement?.target;
      if (current && sameLine(current, line)) return;
      await ports.updateCard(id, {
        ...stored.state,
        engagement: { attacker: stored.state.engagement?.attacker ?? null, target: line },
      });
    });
  }
}
