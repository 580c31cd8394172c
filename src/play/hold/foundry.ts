/**
 * Holding an action on Foundry (rules 3.1.3), on the designated GM's client: the "hold" request
 * domain (the tracker's buttons ask for it: client.ts) decides with decide.ts in the combat's write
 * queue and writes the combatant's flags, its key and the combat's turn; at a new round it restores
 * the moved keys and drops the holds (register.ts calls `newRound`).
 */
import { gmLocks } from "../gm/locks";
import { isGMUser, ownsActor } from "../services/actors";
import type { DomainHandler } from "../gm/router";
import { decideHold, newRoundPlan, type HoldCombat, type HoldPorts } from "./decide";
import { refusal } from "../gm/policy";

function flagNumber(combatant: Combatant.Implementation, key: "held" | "movedFrom"): number | null {
  const value = combatant.getFlag("harnfudge", key);
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

function flagIds(combatant: Combatant.Implementation): string[] {
  const value = combatant.getFlag("harnfudge", "requests");
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}

function holdCombat(combat: Combat.Implementation): HoldCombat | null {
  if (!combat.id) return null;
  return {
    id: combat.id,
    started: combat.started,
    round: combat.round,
    turn: combat.turn ?? 0,
    turns: combat.turns.flatMap((c) =>
      c.id
        ? [
            {
              id: c.id,
              actorUuid: c.actor?.uuid ?? null,
              initiative: c.initiative,
              heldRound: flagNumber(c, "held"),
              movedFrom: flagNumber(c, "movedFrom"),
              defeated: c.isDefeated,
              requests: flagIds(c),
            },
          ]
        : [],
    ),
  };
}

const ports: HoldPorts = {
  combat: (id) => {
    const combat = game.combats.get(id);
    return combat ? holdCombat(combat) : null;
  },
  isGM: isGMUser,
  isOwner: ownsActor,
};

export const holdDomain: DomainHandler = (request, requesterId) =>
  gmLocks.run([`combat:${String(request["combatId"])}`], async () => {
    const result = decideHold(request, requesterId, ports);
    if (!result.ok) return result;
    const { plan } = result;
    const combat = game.combats.get(String(request["combatId"]));
    const combatant = combat?.combatants.get(plan.combatantId);
    if (!combat || !combatant) return refusal("noActor");
    if (plan.kind === "hold") {
      await combatant.update({ flags: { harnfudge: { held: plan.round, requests: plan.requests } } });
      await combat.nextTurn();
    } else {
      await combatant.update({
        initiative: plan.initiative,
        flags: { harnfudge: { held: null, movedFrom: plan.movedFrom, requests: plan.requests } },
      });
      await combat.update({ turn: plan.turn });
    }
    return { ok: true };
  });

/**
 * A new round on the designated GM's client: the moved keys back, every hold dropped, and the turn
 * given in the same update (`combatTurn`), so the restored top roller has it (decide.ts newRoundPlan).
 */
export async function newRound(combat: Combat.Implementation): Promise<void> {
  const found = holdCombat(combat);
  const plan = found ? newRoundPlan(found) : null;
  if (!plan) return;
  await combat.updateEmbeddedDocuments(
    "Combatant",
    plan.restores.map((r) => ({
      _id: r.id,
      ...(r.initiative === null ? {} : { initiative: r.initiative }),
      flags: { harnfudge: { held: null, movedFrom: null } },
    })),
    { combatTurn: plan.turn },
  );
}
