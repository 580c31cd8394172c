/**
 * A Foundry world stood in for the campaign test (tests/play/campaign.test.ts): the globals the
 * system's GM-side code reads when world time moves, rest is given, a combat ends, a round turns
 * and Lucky is used — actors (world actors and unlinked tokens' synthetic actors, with flags,
 * effects and a merging update), ActiveEffect's statics, combats, users, settings, chat messages,
 * the world's clock (`game.time.advance` fires `updateWorldTime` as the server does), Hooks, and
 * templates rendered to their context as JSON (the test reads what a card would show). Everything
 * runs on "the designated GM's client". Rolls are combat-stubs.ts's StubRoll (queued faces).
 */
import { vi } from "vitest";
import { emptyStunTrack, emptyWoundTrack, type StunTrack, type WoundTrack } from "../../src/rules";
import { emptyRecords, type ActorRecords } from "../../src/play/gm/records";
import { FateDie, StubRoll } from "./combat-stubs";
import { FakeEffect, merge } from "./effect-stubs";

type Data = Record<string, unknown>;

const isData = (v: unknown): v is Data => typeof v === "object" && v !== null && !Array.isArray(v) && !(v instanceof Set);

/** A hook registry as Foundry's: `on`, `once`, `off`, `callAll`, `call`. */
export class StubHooks {
  private handlers = new Map<string, { id: number; fn: (...args: unknown[]) => unknown; once: boolean }[]>();
  private next = 1;
  on(name: string, fn: (...args: unknown[]) => unknown): number {
    const id = this.next++;
    this.handlers.set(name, [...(this.handlers.get(name) ?? []), { id, fn, once: false }]);
    return id;
  }
  once(name: string, fn: (...args: unknown[]) => unknown): number {
    const id = this.on(name, fn);
    const list = this.handlers.get(name) ?? [];
    const entry = list.find((h) => h.id === id);
    if (entry) entry.once = true;
    return id;
  }
  off(name: string, id: number): void {
    this.handlers.set(
      name,
      (this.handlers.get(name) ?? []).filter((h) => h.id !== id),
    );
  }
  callAll(name: string, ...args: unknown[]): boolean {
    const list = this.handlers.get(name) ?? [];
    this.handlers.set(
      name,
      list.filter((h) => !h.once),
    );
    for (const h of list) h.fn(...args);
    return true;
  }
  call(name: string, ...args: unknown[]): boolean {
    return (this.handlers.get(name) ?? []).every((h) => h.fn(...args) !== false);
  }
}

export interface StubSystem {
  wounds: WoundTrack;
  stun: StunTrack;
  records: ActorRecords;
  lucky: { lastUsed: number | null };
  talents: Set<string>;
  attributes: { health: number };
  woundPenalty: number;
  toObject(): { wounds: WoundTrack; stun: StunTrack; records: ActorRecords; lucky: { lastUsed: number | null } };
}

function system(talents: string[]): StubSystem {
  const s = {
    wounds: emptyWoundTrack(),
    stun: emptyStunTrack(),
    records: emptyRecords(),
    lucky: { lastUsed: null as number | null },
    talents: new Set(talents),
    attributes: { health: 0 },
    woundPenalty: 0,
    toObject() {
      return structuredClone({ wounds: s.wounds, stun: s.stun, records: s.records, lucky: s.lucky });
    },
  };
  return s;
}

export interface ActorOptions {
  type?: "character" | "npc";
  /** A player owns it (a player character). */
  player?: boolean;
  talents?: string[];
  /** An unlinked token's synthetic actor: the token's id (its actor has the base actor's id). */
  token?: string;
}

/** The base class the system's `instanceof Actor` checks see (a stand-in for core's Actor). */
export class StubActorBase {
  readonly documentName = "Actor";
}

export class StubActor extends StubActorBase {
  readonly type: "character" | "npc";
  readonly system: StubSystem;
  readonly flags: Record<string, Data> = {};
  readonly list: FakeEffect[] = [];
  readonly hasPlayerOwner: boolean;
  readonly isOwner = true;
  readonly token: string | null;
  private nextEffect = 1;

  constructor(
    readonly id: string,
    readonly name: string,
    options: ActorOptions = {},
  ) {
    super();
    this.type = options.type ?? "character";
    this.hasPlayerOwner = options.player ?? false;
    this.token = options.token ?? null;
    this.system = system(options.talents ?? []);
  }

  get uuid(): string {
    return this.token ? `Scene.s1.Token.${this.token}.Actor.${this.id}` : `Actor.${this.id}`;
  }
  get isToken(): boolean {
    return this.token !== null;
  }
  get statuses(): Set<string> {
    return new Set(this.list.flatMap((e) => [...e.statuses]));
  }
  readonly effects = {
    contents: this.list,
    get: (id: string) => this.list.find((e) => e.id === id),
    has: (id: string) => this.list.some((e) => e.id === id),
    find: (fn: (e: FakeEffect) => boolean) => this.list.find(fn),
  };

  addEffect(data: Data): FakeEffect {
    const effect = new FakeEffect(`e${this.id}${this.nextEffect++}`, data);
    this.list.push(effect);
    return effect;
  }
  getFlag(scope: string, key: string): unknown {
    return this.flags[scope]?.[key];
  }
  async setFlag(scope: string, key: string, value: unknown): Promise<this> {
    return this.update({ flags: { [scope]: { [key]: value } } });
  }
  testUserPermission(user: { isGM: boolean; id: string }): boolean {
    return user.isGM || (this.hasPlayerOwner && user.id === "player");
  }
  async update(data: Data): Promise<this> {
    const sys = data["system"];
    // The stand-in's system is plain data with a toObject method; merged key by key as Foundry merges an update.
    if (isData(sys)) merge(this.system as unknown as Data, sys);
    const flags = data["flags"];
    if (isData(flags)) merge(this.flags, flags);
    game().hooks.callAll("updateActor", this, data, {}, "gm");
    return this;
  }
  async deleteEmbeddedDocuments(_type: string, ids: string[]): Promise<void> {
    for (const id of ids) {
      const index = this.list.findIndex((e) => e.id === id);
      if (index >= 0) this.list.splice(index, 1);
    }
  }
}

export interface StubMessage {
  id: string;
  content: string;
  whisper: string[];
  flags: Record<string, Data>;
  rolls: unknown[];
  getFlag(scope: string, key: string): unknown;
  setFlag(scope: string, key: string, value: unknown): Promise<StubMessage>;
  update(data: Data): Promise<StubMessage>;
  author: { isGM: boolean };
}

/** What a rendered template showed: its path and its context. */
export function shown(content: string): { path: string; context: Data } {
  return JSON.parse(content) as { path: string; context: Data };
}

export interface CampaignWorld {
  hooks: StubHooks;
  actors: StubActor[];
  tokens: StubActor[];
  combats: StubCombat[];
  messages: StubMessage[];
  settings: Map<string, unknown>;
  time: { worldTime: number; serverTime: number };
}

export interface StubCombat {
  id: string;
  started: boolean;
  round: number;
  turn: number;
  combatants: { contents: { actor: StubActor }[]; [Symbol.iterator](): Iterator<{ actor: StubActor }> };
}

let world: (CampaignWorld & { game: Data }) | null = null;

function game(): CampaignWorld {
  if (!world) throw new Error("no campaign world");
  return world;
}

/** A combat of these actors (started), as the sweep and the status code read it. */
export function stubCombat(id: string, actors: StubActor[], round = 1): StubCombat {
  const contents = actors.map((actor) => ({ actor }));
  return { id, started: true, round, turn: 0, combatants: { contents, [Symbol.iterator]: () => contents[Symbol.iterator]() } };
}

/** Installs the world's globals (call in beforeEach; vi.unstubAllGlobals in afterEach). */
export function stubCampaignWorld(start = 1_000_000): CampaignWorld {
  const hooks = new StubHooks();
  const actors: StubActor[] = [];
  const tokens: StubActor[] = [];
  const combats: StubCombat[] = [];
  const messages: StubMessage[] = [];
  const settings = new Map<string, unknown>();
  const time = { worldTime: start, serverTime: 50 * 3_600_000 };
  const users = Object.assign(
    [
      { id: "gm", isGM: true, isSelf: true },
      { id: "player", isGM: false, isSelf: false },
    ],
    { activeGM: { id: "gm", isGM: true, isSelf: true } },
  );
  const byId =
    <T extends { id: string }>(list: T[]) =>
    (id: string) =>
      list.find((x) => x.id === id);
  const lookup = (uuid: string): unknown =>
    [...actors, ...tokens].find((a) => a.uuid === uuid) ?? messages.find((m) => `ChatMessage.${m.id}` === uuid) ?? null;
  const combatsCollection = Object.assign(combats, {
    get contents() {
      return combats;
    },
    get: byId(combats),
  });
  const actorsCollection = Object.assign(actors, {
    get contents() {
      return actors;
    },
    get: byId(actors),
  });
  const g: Data = {
    release: { generation: 13 },
    i18n: {
      localize: (key: string) => key,
      format: (key: string, data: object) => `${key} ${JSON.stringify(data)}`,
      has: () => false,
    },
    users: Object.assign(users, { get: byId(users) }),
    user: users[0],
    actors: actorsCollection,
    combats: combatsCollection,
    get combat() {
      return combats.find((c) => c.started) ?? null;
    },
    scenes: { active: null },
    messages: { get: byId(messages), contents: messages },
    settings: {
      get: (scope: string, key: string) => settings.get(`${scope}.${key}`),
      set: async (scope: string, key: string, value: unknown) => {
        settings.set(`${scope}.${key}`, structuredClone(value));
        return value;
      },
      settings: { has: (key: string) => settings.has(key) },
    },
    time: {
      get worldTime() {
        return time.worldTime;
      },
      get serverTime() {
        return time.serverTime;
      },
      calendar: { days: { hoursPerDay: 24, minutesPerHour: 60, secondsPerMinute: 60 } },
      /** As the server: the world's time moves, then every client's `updateWorldTime` hook fires. */
      async advance(delta: number) {
        time.worldTime += delta;
        hooks.callAll("updateWorldTime", time.worldTime, delta, {}, "gm");
        return time.worldTime;
      },
    },
  };
  world = { hooks, actors, tokens, combats, messages, settings, time, game: g };
  let nextMessage = 1;
  const message = (data: Data): StubMessage => {
    const m: StubMessage = {
      id: `m${nextMessage++}`,
      content: typeof data["content"] === "string" ? data["content"] : "",
      whisper: Array.isArray(data["whisper"]) ? data["whisper"].map(String) : [],
      flags: isData(data["flags"]) ? (structuredClone(data["flags"]) as Record<string, Data>) : {},
      rolls: Array.isArray(data["rolls"]) ? data["rolls"] : [],
      author: { isGM: true },
      getFlag: (scope, key) => m.flags[scope]?.[key],
      setFlag: async (scope, key, value) => m.update({ flags: { [scope]: { [key]: value } } }),
      update: async (update) => {
        if (typeof update["content"] === "string") m.content = update["content"];
        if (isData(update["flags"])) merge(m.flags, update["flags"]);
        if (Array.isArray(update["rolls"])) m.rolls = update["rolls"];
        return m;
      },
    };
    messages.push(m);
    return m;
  };
  vi.stubGlobal("game", g);
  vi.stubGlobal("Hooks", hooks);
  vi.stubGlobal("canvas", undefined);
  vi.stubGlobal("Actor", StubActorBase);
  vi.stubGlobal("Roll", StubRoll);
  vi.stubGlobal("CONFIG", { time: { roundTime: 0, turnTime: 0 }, statusEffects: [], specialStatusEffects: {}, ActiveEffect: {} });
  vi.stubGlobal("ChatMessage", {
    create: async (data: Data) => message(data),
    getSpeaker: () => ({}),
  });
  vi.stubGlobal("ActiveEffect", {
    implementation: {
      fromStatusEffect: async (id: string) => ({ toObject: () => ({ name: id, statuses: [id], description: "" }) }),
      create: async (data: Data, options: { parent: StubActor }) => options.parent.addEffect(data),
    },
  });
  vi.stubGlobal("foundry", {
    dice: { terms: { FateDie } },
    utils: {
      fromUuidSync: lookup,
      escapeHTML: (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`),
      randomID: () => `r${Math.random().toString(36).slice(2, 12)}`,
      debounce: (fn: () => void) => fn,
    },
    applications: {
      handlebars: {
        loadTemplates: async () => undefined,
        renderTemplate: async (path: string, context: Data) => JSON.stringify({ path, context }),
      },
    },
  });
  return world;
}
