/**
 * A fake world for the card actions: one attack card, an attacker and a target, plain-data ports
 * that count writes. Shared by the card action and request authentication tests.
 */
import type { CardPorts, TargetSnapshot } from "../../src/play/attack/actions";
import { newTarget, type AttackState } from "../../src/play/attack/state";
import { emptyStunTrack, emptyWoundTrack } from "../../src/rules";

export const GM = "gm";
export const ATTACKER_PLAYER = "alice";
export const TARGET_PLAYER = "bob";
export const STRANGER = "eve";

/** The card actions of the attack → defence → damage → apply sequence on target t0 of card m1. */
export const DEFEND_WITH_DODGE = {
  action: "defend",
  messageId: "m1",
  targetId: "t0",
  kind: "opposed",
  skill: "dodge",
  check: { level: 0, modifier: 0, faces: [0, 0, 0, -1] },
};
export const ROLL_DAMAGE = { action: "damage", messageId: "m1", targetId: "t0" };
export const APPLY = { action: "apply", messageId: "m1", targetId: "t0" };
export const UNDO = { action: "undo", messageId: "m1", targetId: "t0" };

export function baseState(): AttackState {
  return {
    v: 1,
    attackerUuid: "Actor.attacker",
    weaponUuid: "Actor.attacker.Item.sword",
    weaponName: "Broadsword",
    mode: "melee",
    skill: "sword",
    // Good sword (+1), dice +2: rolled degree Superb (+3).
    attack: { level: 1, modifier: 0, faces: [1, 1, 0, 0] },
    options: { stun: false, pullTo: null, opponents: 1 },
    targets: [newTarget({ id: "t0", actorUuid: "Actor.target", tokenUuid: null, name: "Brigand", img: "" })],
  };
}

export interface World {
  ports: CardPorts;
  writes: { actor: number; card: number };
  /** Lucky: the attacker's last use (undefined: no Lucky), and the faces the next 4dF shows. */
  lucky: { lastUsed: number | null | undefined; next: number[] };
  card: { state: AttackState };
  target: TargetSnapshot;
  levels: Record<string, number>;
}

export function world(): World {
  const w: Omit<World, "ports"> = {
    writes: { actor: 0, card: 0 },
    lucky: { lastUsed: undefined, next: [1, 1, 1, 0] },
    card: { state: baseState() },
    target: {
      facts: { damageCapacity: 0, massScale: 0, armorValue: 1, mysticalShield: false },
      wounds: emptyWoundTrack(),
      stun: emptyStunTrack(),
    },
    levels: { "Actor.attacker:sword": 1, "Actor.target:dodge": 0 },
  };
  const ports: CardPorts = {
    loadCard: (id) => (id === "m1" ? { id, authorId: ATTACKER_PLAYER, state: structuredClone(w.card.state) } : null),
    loadAttacker: () => ({ strength: 1, strengthScale: 0, weaponStrength: 3, musclePowered: true }),
    loadTarget: (uuid) => (uuid === "Actor.target" ? structuredClone(w.target) : null),
    traitLevel: (uuid, skill) => w.levels[`${uuid}:${skill}`] ?? null,
    isGM: (user) => user === GM,
    isOwner: (user, uuid) =>
      (uuid === "Actor.attacker" && user === ATTACKER_PLAYER) || (uuid === "Actor.target" && user === TARGET_PLAYER),
    rollFudgeDie: async () => 1,
    updateActor: async (_uuid, data) => {
      w.writes.actor += 1;
      w.target = { ...w.target, wounds: data.wounds, stun: data.stun };
    },
    updateCard: async (_id, state) => {
      w.writes.card += 1;
      w.card.state = state;
    },
    luckyLastUsed: (uuid) => (uuid === "Actor.attacker" ? w.lucky.lastUsed : undefined),
    rollFourDF: async () => w.lucky.next,
    updateLucky: async (_uuid, at) => {
      w.writes.actor += 1;
      w.lucky.lastUsed = at;
    },
    now: () => 10_000_000,
  };
  return Object.assign(w, { ports });
}
