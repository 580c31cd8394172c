/**
 * A fake world for the checks the GM asks for (src/play/check-request/decide.ts over plain data):
 * a GM, Alice (Aldric's player), Bob (Mirelle's), Eve (no character) and a guard of the GM's; a dice
 * tray; every message posted with whom it is whispered to (as foundry.ts whispers it), so a test can
 * read what each user's client receives.
 */
import { handleCheckRequest, requestAudience, type CheckPorts } from "../../src/play/check-request/decide";
import { parseCheckLedger, parseCheckRequest } from "../../src/play/check-request/state";
import { createLockQueue } from "../../src/play/gm/locks";
import { audience } from "../../src/play/services/audience";
import type { DiceSpec } from "../../src/play/services/dice";

export const GM = "gm";
export const ALICE = "alice";
export const BOB = "bob";
export const EVE = "eve";
export const USERS = [GM, ALICE, BOB, EVE];

export const ACTORS: Record<
  string,
  { name: string; owners: string[]; levels: Record<string, number | null>; woundPenalty: number }
> = {
  "Actor.aldric": { name: "Aldric", owners: [ALICE], levels: { awareness: 0, stealth: 1 }, woundPenalty: 0 },
  "Actor.mirelle": { name: "Mirelle", owners: [BOB], levels: { awareness: 1 }, woundPenalty: -1 },
  "Actor.guard": { name: "Guard", owners: [], levels: { awareness: 0 }, woundPenalty: 0 },
};

export interface PostedMessage {
  id: string;
  /** Whom it is whispered to (empty: everyone). */
  whisper: string[];
  flags: Record<string, unknown>;
}

export function checkWorld() {
  const messages = new Map<string, PostedMessage>();
  const tray: number[][] = [];
  const specs: DiceSpec[] = [];
  const writes = { creates: 0, updates: 0, dice: 0 };
  let next = 0;
  const post = (whisper: string[], flags: Record<string, unknown>) => {
    const id = `m${++next}`;
    messages.set(id, { id, whisper, flags: structuredClone(flags) });
    writes.creates += 1;
    return id;
  };
  const ownersOf = (uuid: string) => [GM, ...(ACTORS[uuid]?.owners ?? [])];
  const ports: CheckPorts = {
    isGM: (id) => id === GM,
    isOwner: (id, uuid) => id === GM || (ACTORS[uuid]?.owners.includes(id) ?? false),
    actor: (uuid) => {
      const a = ACTORS[uuid];
      return a
        ? { uuid, name: a.name, img: "", woundPenalty: a.woundPenalty, talents: [], conditions: { refused: null, modifiers: [] } }
        : null;
    },
    traitLevel: (uuid, _kind, key) => ACTORS[uuid]?.levels[key] ?? null,
    card: (id) => {
      const state = parseCheckRequest(messages.get(id)?.flags["checkRequest"]);
      return state ? { id, state } : null;
    },
    cardByRequest: (requestId) =>
      [...messages.values()].find((m) => parseCheckRequest(m.flags["checkRequest"])?.requestId === requestId)?.id ?? null,
    ledger: (id) => {
      const state = parseCheckLedger(messages.get(id)?.flags["checkLedger"]);
      return state ? { id, state } : null;
    },
    hiddenFaces: (id) => {
      const faces = messages.get(id)?.flags["faces"];
      return Array.isArray(faces) ? faces.map(Number) : null;
    },
    roll: async (spec) => {
      specs.push(spec);
      writes.dice += 1;
      const faces = tray.shift() ?? [0, 0, 0, 0];
      if (spec.visibility === "public") return { faces, diceMessageId: null };
      return { faces, diceMessageId: post(audience(spec.visibility, spec.requesterId, [GM]).whisper, { faces }) };
    },
    createCards: async (state, ledger) => {
      const ledgerId = ledger ? post([GM], { checkLedger: ledger }) : null;
      const full = { ...state, ledgerId };
      return post(requestAudience(full, ownersOf, [GM]), { checkRequest: full });
    },
    updateCard: async (id, state) => {
      const m = messages.get(id);
      if (m) m.flags = { ...m.flags, checkRequest: structuredClone(state) };
      writes.updates += 1;
    },
    updateLedger: async (id, state) => {
      const m = messages.get(id);
      if (m) m.flags = { ...m.flags, checkLedger: structuredClone(state) };
      writes.updates += 1;
    },
    markUsed: async () => undefined,
  };
  const locks = createLockQueue();
  const ask = (request: unknown, user: string) => handleCheckRequest(request, user, ports, locks);
  /** The messages `user`'s client receives (a whisper reaches only its recipients). */
  const receivedBy = (user: string) => [...messages.values()].filter((m) => m.whisper.length === 0 || m.whisper.includes(user));
  return { ports, messages, tray, specs, writes, ask, receivedBy };
}

export const CHOICES = { situational: 0, applyWounds: true, opponents: 1, talents: [], visibility: "public" };

export const askRequest = (extra: Record<string, unknown> = {}) => ({
  kind: "ask",
  requestId: "ask-1",
  trait: { kind: "skill", key: "awareness" },
  difficulty: 1,
  secret: false,
  actorUuids: ["Actor.aldric", "Actor.mirelle"],
  ...extra,
});
