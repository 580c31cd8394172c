/**
 * A fake world for the raise requests decided on the GM's client (rules 1.4): Aldric's facts
 * (EP, attributes, a trained Sword, a Language with a subject, a custom lore), his owner, two GMs,
 * the request cards with their authors, and counters of the raises, item writes and card updates.
 */
import { createLockQueue } from "../../src/play/gm/locks";
import { emptyRecords, type ActorRecords } from "../../src/play/gm/records";
import type { RaiserFacts, RaiseTarget } from "../../src/play/raises/plan";
import type { RaiseCardState, RaisePorts } from "../../src/play/raises/decide";

export const GM = "gm";
export const GM2 = "gm-two";
export const OWNER = "aldric-player";
export const STRANGER = "eve";
export const UUID = "Actor.aldric";
export const SESSION = 4;

export function facts(): RaiserFacts {
  const adv = (used = true, raisedInSession: number | null = null) => ({ used, raisedInSession });
  return {
    ep: { earned: 40, spent: 10 },
    attributes: { strength: 1, agility: 0, health: 0, memory: 0, willpower: 3, aura: 2 },
    attributeAdvancement: {
      strength: adv(),
      agility: adv(true, SESSION),
      health: adv(false, 2),
      memory: adv(),
      willpower: adv(),
      aura: adv(),
    },
    skills: [
      { id: "sword00000000001", name: "Sword", key: "sword", specialization: "", level: 1, default: -2, advancement: adv() },
      {
        id: "lang000000000001",
        name: "Language",
        key: "language",
        specialization: "Jarinese",
        level: -1,
        default: -3,
        advancement: adv(),
      },
      {
        id: "myth000000000001",
        name: "Kethiran lore",
        key: "custom-lore",
        specialization: "",
        level: 0,
        default: null,
        advancement: adv(),
      },
    ],
  };
}

export const sword = { kind: "skill", key: "sword", specialization: "", itemId: "sword00000000001" } satisfies RaiseTarget;

export interface Card {
  authorIsGM: boolean;
  state: RaiseCardState;
}

export function world() {
  const w = {
    facts: facts(),
    records: emptyRecords() as ActorRecords,
    cards: new Map<string, Card>(),
    raises: 0,
    itemWrites: 0,
    cardUpdates: 0,
  };
  let next = 0;
  const ports: RaisePorts = {
    actor: (uuid) =>
      uuid === UUID ? { uuid, name: "Aldric", facts: structuredClone(w.facts), records: structuredClone(w.records) } : null,
    isGM: (user) => user === GM || user === GM2,
    isOwner: (user, uuid) => user === OWNER && uuid === UUID,
    session: () => SESSION,
    cardExists: (requestId) => [...w.cards.values()].some((c) => c.state.requestId === requestId),
    pendingCards: (uuid) =>
      [...w.cards.values()]
        .filter((c) => c.authorIsGM && c.state.actorUuid === uuid && c.state.status === "pending")
        .map((c) => c.state),
    card: (id) => {
      const c = w.cards.get(id);
      return c ? { authorIsGM: c.authorIsGM, state: structuredClone(c.state) } : null;
    },
    postCard: async (state) => {
      w.cards.set(`msg${++next}`, { authorIsGM: true, state: structuredClone(state) });
    },
    writeRaise: async (_uuid, plan, records) => {
      // A tick between reads and writes: a racing task would see stale data if the queue did not hold it back.
      await new Promise((resolve) => setTimeout(resolve, 1));
      w.raises += 1;
      w.records = structuredClone(records);
      w.facts.ep.spent = plan.actor.ep.spent;
      Object.assign(w.facts.attributes, plan.actor.attributes);
      const skill = w.facts.skills.find((s) => s.id === plan.item?.id);
      if (skill && plan.item) Object.assign(skill, plan.item.system);
    },
    writeRaiseItem: async (_uuid, plan) => {
      w.itemWrites += 1;
      const skill = w.facts.skills.find((s) => s.id === plan.item?.id);
      if (skill && plan.item) Object.assign(skill, plan.item.system);
    },
    updateCard: async (id, state) => {
      const c = w.cards.get(id);
      if (c) c.state = structuredClone(state);
      w.cardUpdates += 1;
    },
  };
  return Object.assign(w, { ports, locks: createLockQueue() });
}

export const ask = (extra: Record<string, unknown> = {}) => ({
  kind: "ask",
  requestId: "raise-request-1",
  actorUuid: UUID,
  target: sword,
  ...extra,
});
