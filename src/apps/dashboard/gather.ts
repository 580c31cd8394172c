/**
 * The dashboard's Foundry side of the seam: reads the combat the GM's tracker is viewing (or,
 * outside combat, the player-owned characters), the actors' tracks, statuses and talents, the
 * attack cards of GM-authored messages and Foundry's status effects into the plain data
 * buildDashboardContext takes. Reads only; nothing is written.
 */
import { isCharacter, isPlayable } from "../../documents/guards";
import { FLAG_KEY, FLAG_SCOPE, nextStep, parseCard } from "../../play/attack";
import type { DashboardActorInput, DashboardCardInput, DashboardInput, StatusInput } from "./context";
import { statusEffectList } from "../../compat";
import { actorFromUuid as actorOf } from "../../play/services/actors";

export interface Gathered {
  input: DashboardInput;
  /** The actors behind the rows, by row key, for opening their sheets. */
  actors: Map<string, Actor.Implementation>;
  /** The combat shown, or null for the party. */
  combatId: string | null;
}

/** The combat the GM is looking at: the tracker's viewed encounter. */
export function viewedCombat(): Combat.Implementation | null {
  return ui.combat?.viewed ?? game.combats?.viewed ?? null;
}

function actorInput(actor: Actor.Implementation, key: string, extra: Partial<DashboardActorInput>): DashboardActorInput | null {
  if (!isPlayable(actor)) return null;
  const system = actor.system;
  return {
    key,
    cardKeys: [actor.uuid],
    name: actor.name,
    img: actor.img ?? "",
    wounds: system.wounds,
    stun: system.stun,
    statuses: [...actor.statuses],
    talents: [...system.talents],
    combatant: null,
    ...extra,
  };
}

/** The combatants in turn order; those without a character or NPC are left out. */
function combatRows(combat: Combat.Implementation, actors: Map<string, Actor.Implementation>): DashboardActorInput[] {
  const rows: DashboardActorInput[] = [];
  const current = combat.combatant?.id ?? null;
  for (const combatant of combat.turns) {
    const actor = combatant.actor;
    const key = combatant.id;
    if (!actor || !key) continue;
    const tokenUuid = combatant.token?.uuid;
    const row = actorInput(actor, key, {
      name: combatant.name || actor.name,
      img: combatant.img || actor.img || "",
      combatant: { active: combat.started && key === current, defeated: combatant.isDefeated, hidden: combatant.hidden },
    });
    if (!row) continue;
    if (tokenUuid) row.cardKeys.push(tokenUuid);
    actors.set(key, actor);
    rows.push(row);
  }
  return rows;
}

/** The party outside combat: player-owned characters, by name. */
function partyRows(actors: Map<string, Actor.Implementation>): DashboardActorInput[] {
  const party = game.actors.filter((a) => isCharacter(a) && a.hasPlayerOwner).sort((a, b) => a.name.localeCompare(b.name));
  const rows: DashboardActorInput[] = [];
  for (const actor of party) {
    const key = actor.id;
    const row = key ? actorInput(actor, key, {}) : null;
    if (!row || !key) continue;
    actors.set(key, actor);
    rows.push(row);
  }
  return rows;
}

/** Attack cards of GM-authored messages (a player-authored message is never a card). */
function cards(): DashboardCardInput[] {
  const out: DashboardCardInput[] = [];
  for (const message of game.messages) {
    if (!message.id || !message.author?.isGM) continue;
    const card = parseCard(message.getFlag(FLAG_SCOPE, FLAG_KEY));
    if (!card) continue;
    // Whose turn it is, as the card names it (next-step.ts): the rows mark the GM's own.
    const sides = {
      attackerPlayer: !!actorOf(card.attacker.actorUuid)?.hasPlayerOwner || !game.users.get(card.requesterId)?.isGM,
      targetPlayer: !!actorOf(card.target.actorUuid)?.hasPlayerOwner,
    };
    out.push({ messageId: message.id, timestamp: message.timestamp, card, gmTurn: nextStep(card, sides)?.who === "gm" });
  }
  return out;
}

function statusEffects(): StatusInput[] {
  return statusEffectList().map((s) => ({ id: s.id, label: game.i18n.localize(s.name ?? s.id), img: s.img ?? "" }));
}

/** Everything the dashboard shows, as plain data. */
export function gatherDashboard(): Gathered {
  const actors = new Map<string, Actor.Implementation>();
  const combat = viewedCombat();
  const rows = combat ? combatRows(combat, actors) : partyRows(actors);
  return {
    input: { combat: combat ? { round: combat.round } : null, actors: rows, cards: cards(), statusEffects: statusEffects() },
    actors,
    combatId: combat?.id ?? null,
  };
}
