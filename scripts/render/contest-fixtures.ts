/**
 * The small world of the contest pictures (contest-screens.ts): who owns whom, each actor's levels,
 * Scale and talents, and the ports of the contest decisions over it — a dice tray (first in, first
 * out), the cards posted, and each hidden roll's whispered message with its audience (services/audience.ts:
 * a GM roll the GMs and its roller, a blind roll the GMs, a self roll its roller), so each viewer's
 * client reads only the dice it would receive. No Node APIs.
 */
import type { ContestPorts } from "../../src/play/contest/decide";
import { parseContest } from "../../src/play/contest/state";
import { createLockQueue } from "../../src/play/gm/locks";
import { audience } from "../../src/play/services/audience";
import type { OwnedTalent } from "../../src/rules";
import { USERS } from "./play-fixtures";

export interface ContestActor {
  name: string;
  /** Users who own it (the GM owns every actor, as in Foundry). */
  owners: string[];
  levels: Record<string, number>;
  strengthScale: number;
  talents: OwnedTalent[];
}

/** Aldric is Alice's (USERS.attacker), Mirelle Bob's (USERS.target), the rest the GM's. */
export const CONTEST_ACTORS: Record<string, ContestActor> = {
  "Actor.aldric": {
    name: "Aldric of Tashal",
    owners: [USERS.attacker],
    levels: { awareness: 0, strength: 1, stealth: 0 },
    strengthScale: 0,
    talents: [{ key: "lucky" }],
  },
  "Actor.brigand": { name: "Brigand", owners: [], levels: { stealth: 1 }, strengthScale: 0, talents: [] },
  "Actor.bear": { name: "Bear", owners: [], levels: { strength: 1 }, strengthScale: 3, talents: [] },
  "Actor.priest": { name: "Priest", owners: [], levels: { mentalConflict: 1 }, strengthScale: 0, talents: [] },
  "Actor.guard1": { name: "Gate guard", owners: [], levels: { awareness: 0 }, strengthScale: 0, talents: [] },
  "Actor.guard2": { name: "Watchman", owners: [], levels: { awareness: 0 }, strengthScale: 0, talents: [] },
  "Actor.guard3": { name: "Sergeant", owners: [], levels: { awareness: 0 }, strengthScale: 0, talents: [] },
  "Actor.mirelle": {
    name: "Mirelle",
    owners: [USERS.target],
    levels: { mentalConflict: 0 },
    strengthScale: 0,
    talents: [{ key: "magicResistance" }],
  },
};

export interface ContestFixtureWorld {
  ports: ContestPorts;
  tray: number[][];
  locks: ReturnType<typeof createLockQueue>;
  /** The id of the card posted last. */
  lastCard(): string;
  /** A hidden roll's faces, if its whispered message reaches `userId`'s client. */
  readable(messageId: string, userId: string): number[] | null;
}

export function contestFixtureWorld(): ContestFixtureWorld {
  const messages = new Map<string, unknown>();
  const whispered = new Map<string, { faces: number[]; to: string[] }>();
  const tray: number[][] = [];
  let last = "";
  let dice = 0;
  const ports: ContestPorts = {
    markUsed: async () => undefined,
    card: (id) => {
      const state = parseContest(structuredClone(messages.get(id)));
      return state ? { id, state } : null;
    },
    cardByRequest: (requestId) => [...messages.entries()].find(([, c]) => parseContest(c)?.requestId === requestId)?.[0] ?? null,
    actor: (uuid) => {
      const a = CONTEST_ACTORS[uuid];
      return a
        ? {
            uuid,
            name: a.name,
            img: "",
            woundPenalty: 0,
            talents: a.talents,
            strengthScale: a.strengthScale,
            conditions: { refused: null, modifiers: [] },
          }
        : null;
    },
    tokenActor: (tokenUuid) => {
      const actorUuid = `Actor.${tokenUuid.split(".").pop() ?? ""}`;
      const a = CONTEST_ACTORS[actorUuid];
      return a ? { actorUuid, name: a.name, img: "" } : null;
    },
    traitLevel: (uuid, _kind, key) => CONTEST_ACTORS[uuid]?.levels[key] ?? null,
    isGM: (id) => id === USERS.gm,
    isOwner: (id, uuid) => id === USERS.gm || (CONTEST_ACTORS[uuid]?.owners.includes(id) ?? false),
    hiddenFaces: (id) => whispered.get(id)?.faces ?? null,
    roll: async (spec) => {
      const faces = tray.shift() ?? [0, 0, 0, 0];
      if (spec.visibility === "public") return { faces, diceMessageId: null };
      const id = `dice-${++dice}`;
      whispered.set(id, { faces, to: audience(spec.visibility, spec.requesterId, [USERS.gm]).whisper });
      return { faces, diceMessageId: id };
    },
    createCard: async (state) => {
      last = `contest-${messages.size + 1}`;
      messages.set(last, structuredClone(state));
      return last;
    },
    updateCard: async (id, state) => {
      messages.set(id, structuredClone(state));
    },
    lucky: (uuid) => {
      const a = CONTEST_ACTORS[uuid];
      return a ? { hasLucky: a.talents.some((t) => t.key === "lucky"), lastUsed: null } : null;
    },
    now: () => 0,
    useLucky: async () => undefined,
  };
  return {
    ports,
    tray,
    locks: createLockQueue(),
    lastCard: () => last,
    readable: (id, userId) => {
      const message = whispered.get(id);
      return message?.to.includes(userId) ? [...message.faces] : null;
    },
  };
}
