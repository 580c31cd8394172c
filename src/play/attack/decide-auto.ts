/**
 * The steps the designated GM's client takes by itself after a card request, as the world's
 * settings allow (src/play/settings.ts), inside the same write queue turn as the request:
 * - an NPC (an actor no player owns) defends with its best defence (on by default);
 * - the 1dF of a full hit is rolled as soon as the hit is known (on by default: the die has no
 *   choice in it);
 * - the hit is applied: never, on NPCs (the default) or always (auto-apply.ts; the GM can still
 *   Undo). A hit the GM undid is never applied again by itself, nor one whose defender may still
 *   use Lucky on its defence roll (the defender answers with Lucky or Accept).
 * Each step is the same decision a click would make, asked as this GM client's own user, so it
 * passes the same checks and writes the same records. Pure, port-driven.
 */
import { DEFAULT_CHOICES } from "../../rolls/choices";
import { bestDefence } from "./best-defence";
import type { CardResult } from "./decide-common";
import { applyHit } from "./decide-apply";
import { defenceLuckyOpen } from "./decide-lucky";
import { defend, rollDamage } from "./decide-steps";
import { defenceChoicesOf, type DefencePorts } from "./defence-options";
import type { CardPorts } from "./ports";
import { cardStage, type AttackCard } from "./state";
import { appliesAutomatically } from "../auto-apply";

/** The NPC's best defence skill against the card's attack (as the card preselects it), or null when it has none to attempt. */
export function npcDefenceSkill(card: AttackCard, ports: DefencePorts): string | null {
  return bestDefence(defenceChoicesOf(card, ports))?.key ?? null;
}

/** One automatic step on the card as it stands, or null when none applies. */
async function step(result: Extract<CardResult, { ok: true }>, ports: CardPorts): Promise<CardResult | null> {
  const auto = ports.automation();
  const stored = { id: result.messageId, state: result.state };
  const card = result.state;
  const self = ports.selfId();
  switch (cardStage(card)) {
    case "awaitingDefence": {
      if (!auto.npcDefence || ports.hasPlayerOwner(card.target.actorUuid)) return null;
      const skill = npcDefenceSkill(card, ports);
      if (!skill) return null;
      // Its opponents are counted from the battlefield (decide-steps.ts), as for any defence.
      const choices = { ...DEFAULT_CHOICES, talents: [] };
      return defend(
        { kind: "defend", messageId: stored.id, requestId: null, defence: "opposed", skill, choices, difficulty: null },
        stored,
        self,
        ports,
      );
    }
    case "awaitingDamage":
      return auto.damage ? rollDamage(stored, self, ports) : null;
    case "ready":
      // Never while the defender may still use Lucky on its defence: the hit waits for its answer.
      return appliesAutomatically(auto.apply, ports.hasPlayerOwner(card.target.actorUuid)) &&
        card.undone === 0 &&
        !card.applied &&
        !defenceLuckyOpen(card, ports)
        ? applyHit(stored, self, ports)
        : null;
    default:
      return null;
  }
}

/**
 * Carries a card on as far as the settings allow after a request's decision. The request's own
 * result stands if an automatic step is refused (the click that would make it is still offered).
 */
export async function advanceAutomatically(result: CardResult, ports: CardPorts): Promise<CardResult> {
  let current = result;
  // At most three steps: defend, roll damage, apply.
  for (let i = 0; i < 3 && current.ok; i++) {
    const next = await step(current, ports);
    if (!next || !next.ok) return current;
    current = next;
  }
  return current;
}
