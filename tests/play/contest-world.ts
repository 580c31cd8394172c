/**
 * A fake world for the contest decisions (the GM's client's ports over plain data): a thief, a
 * merchant with Magic Resistance, a bear, and three guards (the GM's); a dice tray, write counters,
 * the traits marked used, the hidden rolls' faces (as their whispered messages hold them), Lucky's
 * uses and the clock.
 */
import { handleContestRequest, type ContestActorFacts, type ContestPorts } from "../../src/play/contest/decide";
import type { DiceSpec } from "../../src/play/services/dice";
import { parseContest } from "../../src/play/contest/state";
import { createLockQueue } from "../../src/play/gm/locks";
import type { OwnedTalent } from "../../src/rules";

export const GM = "gm";
export const THIEF = "thief-player";
export const MARK = "mark-player";

export function contestWorld() {
  /** Who each roll was shown to (its visibility), in order. */
  const seen: string[] = [];
  const actors: Record<
    string,
    { name: string; owner: string; levels: Record<string, number | null>; scale: number; talents: OwnedTalent[] }
  > = {
    "Actor.thief": {
      name: "Tam",
      owner: THIEF,
      levels: { legerdemain: 1, strength: 0, stealth: 1 },
      scale: 0,
      talents: [{ key: "lucky" }],
    },
    "Actor.guard1": { name: "Guard 1", owner: GM, levels: { awareness: 0 }, scale: 0, talents: [] },
    "Actor.guard2": { name: "Guard 2", owner: GM, levels: { awareness: -1 }, scale: 0, talents: [] },
    "Actor.guard3": { name: "Guard 3", owner: GM, levels: { awareness: 1 }, scale: 0, talents: [] },
    "Actor.mark": {
      name: "Merchant",
      owner: MARK,
      levels: { awareness: 0, strength: 0, mentalConflict: 0 },
      scale: 0,
      talents: [{ key: "magicResistance" }],
    },
    "Actor.bear": { name: "Bear", owner: GM, levels: { strength: 1 }, scale: 3, talents: [] },
  };
  /** The cards posted, by id (as the GM's client stores them: a card of an older version too). */
  const messages = new Map<string, unknown>();
  const tray: number[][] = [];
  const writes = { creates: 0, updates: 0, dice: 0 };
  const marked: string[] = [];
  /** The faces of each hidden roll's whispered message, by its id. */
  const whispered = new Map<string, number[]>();
  const clock = { now: 1_000_000 };
  const lucky: { actorUuid: string; at: number }[] = [];
  const lastLucky: Record<string, number | null> = { "Actor.thief": null };
  const ports: ContestPorts = {
    card: (id) => {
      const state = parseContest(structuredClone(messages.get(id)));
      return state ? { id, state } : null;
    },
    cardByRequest: (requestId) => [...messages.entries()].find(([, c]) => parseContest(c)?.requestId === requestId)?.[0] ?? null,
    actor: (uuid) => {
      const a = actors[uuid];
      return a
        ? {
            uuid,
            name: a.name,
            img: "",
            woundPenalty: 0,
            talents: a.talents,
            strengthScale: a.scale,
            conditions: { refused: null, modifiers: [] },
          }
        : null;
    },
    tokenActor: (uuid) =>
      uuid === "Token.mark"
        ? { actorUuid: "Actor.mark", name: "Merchant (token)", img: "" }
        : uuid === "Token.bear"
          ? { actorUuid: "Actor.bear", name: "Bear", img: "" }
          : /^Token\.guard\d$/.test(uuid)
            ? { actorUuid: uuid.replace("Token.", "Actor."), name: actors[uuid.replace("Token.", "Actor.")]?.name ?? "", img: "" }
            : null,
    traitLevel: (uuid, _kind, key) => actors[uuid]?.levels[key] ?? null,
    isGM: (user) => user === GM,
    isOwner: (user, uuid) => actors[uuid]?.owner === user,
    hiddenFaces: (id) => whispered.get(id) ?? null,
    roll: async (spec) => {
      seen.push(spec.visibility);
      writes.dice += 1;
      const faces = tray.shift() ?? [0, 0, 0, 0];
      if (spec.visibility === "public") return { faces, diceMessageId: null };
      const id = `dice${writes.dice}`;
      whispered.set(id, faces);
      return { faces, diceMessageId: id };
    },
    createCard: async (state) => {
      writes.creates += 1;
      const id = `c${messages.size + 1}`;
      messages.set(id, structuredClone(state));
      return id;
    },
    updateCard: async (id, state) => {
      writes.updates += 1;
      messages.set(id, structuredClone(state));
    },
    markUsed: async (uuid, kind, key) => {
      marked.push(`${uuid}:${kind}:${key}`);
    },
    lucky: (uuid) => {
      const a = actors[uuid];
      return a ? { hasLucky: a.talents.some((t) => t.key === "lucky"), lastUsed: lastLucky[uuid] ?? null } : null;
    },
    now: () => clock.now,
    useLucky: async (actorUuid, at) => {
      lucky.push({ actorUuid, at });
      lastLucky[actorUuid] = at;
    },
  };
  return { ports, tray, writes, messages, marked, seen, whispered, clock, lucky, locks: createLockQueue() };
}

export const CHOICES = { situational: 0, applyWounds: true, opponents: 1, talents: [], visibility: "public" };

/** The thief's request to pit Legerdemain against the merchant's Awareness. */
export const startRequest = (extra: Record<string, unknown> = {}) => ({
  kind: "start",
  requestId: "ct-1",
  actorUuid: "Actor.thief",
  tokenUuid: "Token.mark",
  preset: "legerdemain",
  traitA: { kind: "skill", key: "legerdemain" },
  traitB: { kind: "skill", key: "awareness" },
  strength: false,
  choices: CHOICES,
  ...extra,
});

/** The contest world with the dice specs recorded and the actor facts `change` gives. */
export function recordingContestWorld(change: (uuid: string, facts: ContestActorFacts) => ContestActorFacts = (_, f) => f) {
  const w = contestWorld();
  const specs: DiceSpec[] = [];
  const { actor, roll: rollDice } = w.ports;
  w.ports.actor = (uuid) => {
    const facts = actor(uuid);
    return facts ? change(uuid, facts) : null;
  };
  w.ports.roll = (spec) => {
    specs.push(spec);
    return rollDice(spec);
  };
  const ask = (request: unknown, user: string) => handleContestRequest(request, user, w.ports, w.locks);
  return { ...w, specs, ask };
}
