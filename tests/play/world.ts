/**
 * A fake Foundry world for the play layer's decisions: users (GMs and players), actors with
 * owners, tokens, chat messages with authors (only a message's author or a GM may update it, as
 * in Foundry), a dice tray the tests load, write counters, and switches to delay or drop writes.
 * `portsFor(gmId)` gives the card ports as one GM client sees the shared documents.
 */
import { conditionModifiers } from "../../src/rolls/condition-modifiers";
import {
  conditionsFromTracks,
  emptyStunTrack,
  emptyWoundTrack,
  woundStatus,
  type EngagementPosition,
  type OwnedTalent,
  type StunTrack,
  type WoundTrack,
} from "../../src/rules";
import type { ActorFacts, Automation, CardPorts, DiceSpec, WeaponFacts } from "../../src/play/attack/ports";
import type { ConsentState, HealPorts } from "../../src/play/healing/decide";
import type { EndCombatPorts } from "../../src/play/end-combat/decide";
import type { TrackEditPorts } from "../../src/play/track-edit/decide";
import type { AttackCard } from "../../src/play/attack/state";
import type { Battlefield, FieldToken } from "../../src/rules/battlefield";
import { parseCard } from "../../src/play/attack/state-parse";
import { lastingModifiers, type ModifierSource } from "../../src/rules/roll-modifiers";
import { lastingSource, type LastingRecord } from "../../src/rolls/lasting-record";
import { emptyRecords, type ActorRecords } from "../../src/play/gm/records";

export const GM = "gm";
export const GM2 = "gm2";
export const ALICE = "alice"; // owns the attacker
export const BOB = "bob"; // owns the target
export const EVE = "eve"; // owns nothing here

export interface FakeActor {
  uuid: string;
  name: string;
  owners: Set<string>;
  wounds: WoundTrack;
  stun: StunTrack;
  records: ActorRecords;
  talents: OwnedTalent[];
  luckyLastUsed: number | null | undefined;
  skills: Record<string, number | null>;
  defender: ActorFacts["defender"];
  equippedSkills: string[];
  weapons: Record<string, WeaponFacts>;
  /** Status effects: id → the card that set it (or "" otherwise), with rounds for timed ones. */
  statuses: Map<string, { card: string; rounds: number | null }>;
  /** Its effects' changes on the roll-modifier keys (rules/roll-modifiers.ts), as modifier sources. */
  effects: ModifierSource[];
}

export interface FakeMessage {
  id: string;
  authorId: string;
  whisper: string[];
  flags: { attack?: unknown; requestId?: string };
  faces: number[] | null;
}

export class FakeWorld {
  users = new Map<string, { isGM: boolean; stamps: Record<string, unknown> }>();
  actors = new Map<string, FakeActor>();
  tokens = new Map<string, string>();
  messages = new Map<string, FakeMessage>();
  consents = new Map<string, ConsentState>();
  /** Faces the next rolls show, first in first out; when empty, a blank roll. */
  tray: number[][] = [];
  writes = { creates: 0, cardUpdates: 0, actorUpdates: 0, dice: 0, lucky: 0, effects: 0 };
  /** The traits marked used (rules 1.4), as "actor:skill", in order. */
  marked: string[] = [];
  /** Called before every write resolves (tests interleave tasks with it). */
  delay: () => Promise<void> = async () => undefined;
  /** Drop the next card update (a write lost on the way). */
  dropNextCardUpdate = false;
  /** Card updates let through before the dropped one (Apply notes its hit on the card, then writes the actor). */
  skipCardUpdates = 0;
  clock = 10_000_000;
  /** The combat round now (null: no combat), and token distances in feet ("from→to"). */
  round: { combat: string; round: number } | null = null;
  distances = new Map<string, number>();
  /** The world's automation switches (all off unless a test turns them on). */
  automation: Automation = { damage: false, apply: "never", npcDefence: false };
  /** Where the GM says a token stands (rules 3.2.1), by token uuid; "open" when not set. */
  positions = new Map<string, EngagementPosition>();
  /** The GM's lasting modifiers for the scene every actor of this world stands on (rolls/lasting-record.ts). */
  sceneModifiers: LastingRecord[] = [];
  /** Tokens the GM marked bulky (rules 3.2.1: they take two places). */
  bulky = new Set<string>();
  /**
   * Where tokens stand on the scene, in grid squares of 100 px, and their disposition (1 friendly,
   * −1 hostile); a token not placed stands nowhere near anyone (no battlefield adjacency).
   */
  places = new Map<string, { x: number; y: number; disposition: number }>();

  /** Adds an actor with a token (an unlinked one's actor uuid is its own), placed at (x, y) with a disposition. */
  placeToken(tokenUuid: string, actorUuid: string, x: number, y: number, disposition: number): void {
    this.tokens.set(tokenUuid, actorUuid);
    this.places.set(tokenUuid, { x, y, disposition });
  }
  private nextId = 1;

  constructor() {
    for (const [id, isGM] of [
      [GM, true],
      [GM2, true],
      [ALICE, false],
      [BOB, false],
      [EVE, false],
    ] as const)
      this.users.set(id, { isGM, stamps: {} });
    this.actors.set("Actor.attacker", fakeActor("Actor.attacker", "Aldric", ALICE, { sword: 1, dodge: -1 }));
    this.actors.set("Actor.target", fakeActor("Actor.target", "Brigand", BOB, { dodge: 0, sword: 0 }));
    this.tokens.set("Scene.s.Token.target", "Actor.target");
    this.tokens.set("Scene.s.Token.attacker", "Actor.attacker");
  }

  id(prefix: string): string {
    return `${prefix}${this.nextId++}`;
  }

  actor(uuid: string): FakeActor {
    const a = this.actors.get(uuid);
    if (!a) throw new Error(`no actor ${uuid}`);
    return a;
  }

  card(id: string): AttackCard {
    const card = parseCard(this.messages.get(id)?.flags.attack);
    if (!card) throw new Error(`no card ${id}`);
    return card;
  }

  /** The card ports as the GM client `gmId` sees the world. */
  portsFor(gmId: string = GM): CardPorts {
    return worldPorts(this, gmId);
  }
}

/** The card ports as the GM client `gmId` sees the world `w`. */
function worldPorts(w: FakeWorld, gmId: string): CardPorts {
  const isGM = (id: string) => w.users.get(id)?.isGM ?? false;
  return {
    card(messageId) {
      const m = w.messages.get(messageId);
      if (!m || !isGM(m.authorId)) return null;
      const state = parseCard(m.flags.attack);
      return state ? { id: m.id, state } : null;
    },
    cardByRequest: (requestId) =>
      [...w.messages.values()].find((m) => isGM(m.authorId) && m.flags.requestId === requestId)?.id ?? null,
    actor: (uuid) => {
      const a = w.actors.get(uuid);
      return a ? actorFacts(a, w.sceneModifiers) : null;
    },
    tokenActor: (tokenUuid) => {
      const a = w.actors.get(w.tokens.get(tokenUuid) ?? "");
      return a ? { actorUuid: a.uuid, name: `${a.name} (token)`, img: "token.png" } : null;
    },
    weapon: (actorUuid, weaponId) => w.actors.get(actorUuid)?.weapons[weaponId] ?? null,
    traitLevel: (uuid, skill) => {
      const level = w.actors.get(uuid)?.skills[skill];
      return level === undefined ? null : level;
    },
    isGM,
    isOwner: (userId, uuid) => w.actors.get(uuid)?.owners.has(userId) ?? false,
    selfId: () => gmId,
    hasPlayerOwner: (uuid) => [...(w.actors.get(uuid)?.owners ?? [])].some((id) => !isGM(id)),
    automation: () => ({ ...w.automation }),
    hiddenFaces: (messageId) => {
      const m = w.messages.get(messageId);
      return m && isGM(m.authorId) ? m.faces : null;
    },
    tracks: (uuid) => {
      const a = w.actors.get(uuid);
      return a ? structuredClone({ wounds: a.wounds, stun: a.stun, records: a.records }) : null;
    },
    roll: async (spec: DiceSpec) => {
      w.writes.dice += 1;
      const count = spec.formula === "1dF" ? 1 : 4;
      const faces = (w.tray.shift() ?? new Array<number>(count).fill(0)).slice(0, count);
      if (spec.visibility === "public") return { faces, diceMessageId: null };
      const id = w.id("dice");
      await w.delay();
      w.messages.set(id, { id, authorId: gmId, whisper: [spec.requesterId], flags: {}, faces });
      return { faces, diceMessageId: id };
    },
    createCard: async (state) => {
      await w.delay();
      const id = w.id("m");
      w.writes.creates += 1;
      w.messages.set(id, {
        id,
        authorId: gmId,
        whisper: [],
        flags: { attack: structuredClone(state), requestId: state.requestId },
        faces: null,
      });
      return id;
    },
    updateCard: async (messageId, state) => {
      await w.delay();
      const m = w.messages.get(messageId);
      if (!m) throw new Error(`no message ${messageId}`);
      if (m.authorId !== gmId && !isGM(gmId)) throw new Error("not allowed to update this message");
      if (w.dropNextCardUpdate && w.skipCardUpdates > 0) w.skipCardUpdates -= 1;
      else if (w.dropNextCardUpdate) {
        w.dropNextCardUpdate = false;
        throw new Error("the update was lost");
      }
      w.writes.cardUpdates += 1;
      m.flags.attack = structuredClone(state);
    },
    markUsed: async (uuid, skill) => {
      w.marked.push(`${uuid}:${skill}`);
    },
    writeTracks: async (uuid, data) => {
      await w.delay();
      const a = w.actor(uuid);
      w.writes.actorUpdates += 1;
      Object.assign(a, structuredClone(data));
    },
    useLucky: async (uuid, at) => {
      await w.delay();
      w.writes.lucky += 1;
      w.actor(uuid).luckyLastUsed = at;
    },
    startCondition: async (uuid, id, rounds) => {
      w.writes.effects += 1;
      w.actor(uuid).statuses.set(id, { card: "", rounds });
    },
    entangle: async (uuid, cardId) => {
      const a = w.actor(uuid);
      if (a.statuses.get("entangled")?.card === cardId) return false;
      w.writes.effects += 1;
      a.statuses.set("entangled", { card: cardId, rounds: null });
      return true;
    },
    freeEntangled: async (uuid, cardId) => {
      const a = w.actor(uuid);
      if (a.statuses.get("entangled")?.card !== cardId) return false;
      w.writes.effects += 1;
      a.statuses.delete("entangled");
      return true;
    },
    now: () => w.clock,
    currentRound: () => w.round,
    battlefield: (token) => worldBattlefield(w, token),
    attacksInRound: (target, round) =>
      roundCards(w, target, round).map(([, card]) => ({
        attackerUuid: card.attacker.actorUuid,
        attackerTokenUuid: card.attacker.tokenUuid,
        name: card.attacker.name,
        mode: card.mode,
      })),
    cardsInRound: (target, round) => roundCards(w, target, round).map(([id]) => id),
    tokenOfActor: (actorUuid) => [...w.tokens].find(([, actor]) => actor === actorUuid)?.[0] ?? null,
    distanceFeet: (from, to) => w.distances.get(`${from}→${to}`) ?? null,
    attackerToken: (attackerUuid, requested, target) => {
      const own = [...w.tokens].filter(([, actor]) => actor === attackerUuid).map(([token]) => token);
      if (requested && own.includes(requested)) return requested;
      return (
        own.sort(
          (a, b) => (w.distances.get(`${a}→${target}`) ?? Infinity) - (w.distances.get(`${b}→${target}`) ?? Infinity),
        )[0] ?? null
      );
    },
  };
}

/** The open GM-authored cards against `target` in `round`, with their message ids (the card index's answer). */
function roundCards(w: FakeWorld, target: string, round: { combat: string; round: number }): [string, AttackCard][] {
  return [...w.messages.values()].flatMap((m): [string, AttackCard][] => {
    const card = w.users.get(m.authorId)?.isGM ? parseCard(m.flags.attack) : null;
    const same = card?.round?.combat === round.combat && card.round.round === round.round;
    return card && !card.closed && same && card.target.actorUuid === target ? [[m.id, card]] : [];
  });
}

const SQUARE = 100;

/** The battlefield around a token of the fake world's one scene (engagement/battlefield.ts's snapshot). */
function worldBattlefield(w: FakeWorld, tokenUuid: string | null): Battlefield | null {
  const field = (uuid: string): FieldToken | null => {
    const actor = w.actors.get(w.tokens.get(uuid) ?? "");
    if (!actor) return null;
    // A token not placed stands far from everyone, neutral.
    const place = w.places.get(uuid) ?? { x: 1000 + w.tokens.size * 50, y: 1000, disposition: 0 };
    const ids = [...actor.statuses.keys(), ...conditionsFromTracks(actor.wounds, actor.stun)];
    return {
      uuid,
      actorUuid: actor.uuid,
      name: actor.name,
      disposition: place.disposition,
      x: place.x * SQUARE,
      y: place.y * SQUARE,
      width: SQUARE,
      height: SQUARE,
      canFight: conditionModifiers(ids, "attack").refused === null,
    };
  };
  const fighter = tokenUuid ? field(tokenUuid) : null;
  if (!fighter || !tokenUuid) return null;
  const others = [...w.tokens.keys()].flatMap((uuid) => (uuid === tokenUuid ? [] : (field(uuid) ?? [])));
  const marks: Record<string, { position?: EngagementPosition; bulky?: boolean }> = {};
  for (const [uuid, position] of w.positions) marks[uuid] = { position };
  for (const uuid of w.bulky) marks[uuid] = { ...marks[uuid], bulky: true };
  return { fighter, others, gridSize: SQUARE, marks };
}

export function fakeActor(uuid: string, name: string, owner: string, skills: Record<string, number | null>): FakeActor {
  return {
    uuid,
    name,
    owners: new Set([owner]),
    wounds: emptyWoundTrack(),
    stun: emptyStunTrack(),
    records: emptyRecords(),
    talents: [],
    luckyLastUsed: undefined,
    skills,
    defender: { damageCapacity: 0, massScale: 0, armorValue: 1, mysticalShield: false },
    equippedSkills: ["sword"],
    weapons: {
      sword: {
        uuid: `${uuid}.Item.sword`,
        name: "Broadsword",
        wounding: "edged",
        modes: {
          melee: {
            skill: "sword",
            attacker: { strength: 1, strengthScale: 0, weaponStrength: 3, musclePowered: true },
            rangeFeet: null,
          },
        },
      },
    },
    statuses: new Map(),
    effects: [],
  };
}

function actorFacts(a: FakeActor, scene: readonly LastingRecord[]): ActorFacts {
  return {
    uuid: a.uuid,
    name: a.name,
    img: "",
    woundPenalty: woundStatus(a.wounds).penalty,
    talents: a.talents,
    luckyLastUsed: a.luckyLastUsed,
    defender: a.defender,
    equippedSkills: a.equippedSkills,
    // As the Foundry side reads them (rolls/actor-conditions.ts): the status effects and what the
    // tracks imply, then the lasting modifiers (the GM's for the scene, the actor's effects').
    conditionModifiers: (kind, skill) => {
      const conditions = conditionModifiers([...a.statuses.keys(), ...conditionsFromTracks(a.wounds, a.stun)], kind);
      if (conditions.refused) return conditions;
      const roll = { kind: kind === "other" ? ("check" as const) : kind, skill };
      const lasting = lastingModifiers([...scene.map(lastingSource), ...a.effects], roll, a.talents);
      return { refused: null, modifiers: [...conditions.modifiers, ...lasting] };
    },
  };
}

/** The dialog's choices with nothing changed. */
export const PLAIN = { situational: 0, applyWounds: true, opponents: null, talents: [], visibility: "public" } as const;

/** Alice's request to attack the Brigand's token with her sword. */
export function attackRequest(requestId = "req-0001", extra: Record<string, unknown> = {}) {
  return {
    kind: "attack",
    requestId,
    attackerUuid: "Actor.attacker",
    weaponId: "sword",
    mode: "melee",
    targetTokenUuid: "Scene.s.Token.target",
    targetActorUuid: null,
    choices: { ...PLAIN },
    stun: false,
    pullTo: null,
    ...extra,
  };
}

export const dodge = (messageId: string, choices: Record<string, unknown> = {}) => ({
  kind: "defend",
  messageId,
  defence: "opposed",
  skill: "dodge",
  choices: { ...PLAIN, ...choices },
  difficulty: null,
});

/** The healing ports over the same world (the GM's client): patients are the world's actors. */
export function healPortsFor(w: FakeWorld): HealPorts {
  const isGM = (id: string) => w.users.get(id)?.isGM ?? false;
  return {
    patient: (uuid) => {
      const a = w.actors.get(uuid);
      return a ? structuredClone({ uuid, name: a.name, wounds: a.wounds, records: a.records, rapidHealing: false }) : null;
    },
    healer: () => null,
    healingSkills: () => ["herblore"],
    traitLevel: (uuid, skill) => w.actors.get(uuid)?.skills[skill] ?? null,
    isGM,
    isOwner: (userId, uuid) => w.actors.get(uuid)?.owners.has(userId) ?? false,
    roll: async () => ({ faces: [0, 0, 0, 0], diceMessageId: null }),
    writePatient: async (uuid, data) => {
      await w.delay();
      w.writes.actorUpdates += 1;
      Object.assign(w.actor(uuid), structuredClone(data));
    },
    markUsed: async () => undefined,
    postConsentCard: async (state) => {
      const id = `consent-${w.messages.size + 1}`;
      w.consents.set(id, structuredClone(state));
      return id;
    },
  };
}

/** The end-of-combat ports over the same world; Health dice come from `faces(uuid, n)` (the actor's n-th roll). */
export function endCombatPortsFor(w: FakeWorld, faces: (uuid: string, n: number) => number[]): EndCombatPorts {
  const rolled = new Map<string, number>();
  return {
    state: (uuid) => {
      const a = w.actors.get(uuid);
      return a ? structuredClone({ uuid, name: a.name, health: 0, wounds: a.wounds, stun: a.stun, records: a.records }) : null;
    },
    rollHealth: async (uuid) => {
      const n = rolled.get(uuid) ?? 0;
      rolled.set(uuid, n + 1);
      return { faces: faces(uuid, n), roll: null };
    },
    write: async (uuid, update) => {
      await w.delay();
      w.writes.actorUpdates += 1;
      Object.assign(w.actor(uuid), structuredClone(update));
    },
    markHealthUsed: async () => undefined,
  };
}

/** The ports of a hand edit of the tracks (play/track-edit) over the same world, on the GM's client. */
export function trackEditPortsFor(w: FakeWorld): TrackEditPorts {
  return {
    isGM: (id) => w.users.get(id)?.isGM ?? false,
    isOwner: (userId, uuid) => w.actors.get(uuid)?.owners.has(userId) ?? false,
    tracks: (uuid) => {
      const a = w.actors.get(uuid);
      return a ? structuredClone({ name: a.name, wounds: a.wounds, stun: a.stun, records: a.records }) : null;
    },
    write: async (uuid, data) => {
      await w.delay();
      w.writes.actorUpdates += 1;
      Object.assign(w.actor(uuid), structuredClone(data));
    },
  };
}
