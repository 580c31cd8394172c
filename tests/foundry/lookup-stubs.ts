/**
 * Stand-ins for what src/play/services/actors.ts, actor-facts.ts and this-viewer.ts read of
 * Foundry: `fromUuidSync` over a table of documents, the Actor and TokenDocument classes their
 * `instanceof` checks see, scenes with a grid that measures paths, users with ownership as core
 * tests it (a GM owns everything; a level is core's DOCUMENT_OWNERSHIP_LEVELS name), the world's
 * actors, the GM's Lucky record (a world setting), chat messages with their author and rolls.
 */
import { vi } from "vitest";
import { FateDie } from "./combat-stubs";

/** Core's CONST.DOCUMENT_OWNERSHIP_LEVELS. */
const OWNER = 3;
const LEVELS: Readonly<Record<string, number>> = { NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER };

export interface LookupUser {
  id: string;
  isGM: boolean;
}

interface ActorOptions {
  type?: string;
  img?: string | null;
  /** User id → ownership level (core's numbers). */
  ownership?: Record<string, number>;
  items?: unknown[];
  /** The prepared system data, as the data models derive it. */
  system?: Record<string, unknown>;
}

/** The base class the system's `instanceof Actor` checks see. */
export class LookupActor {
  readonly type: string;
  readonly img: string | null;
  readonly items: unknown[];
  readonly system: Record<string, unknown>;
  ownership: Record<string, number>;

  constructor(
    private readonly world: LookupWorld,
    readonly uuid: string,
    readonly name: string,
    options: ActorOptions = {},
  ) {
    this.type = options.type ?? "character";
    this.img = options.img === undefined ? `icons/${name}.webp` : options.img;
    this.items = options.items ?? [];
    this.system = options.system ?? {};
    this.ownership = options.ownership ?? {};
  }

  /** The base actor's id: the last part of the uuid (a token's actor carries its base actor's id). */
  get id(): string {
    return this.uuid.split(".").at(-1) ?? "";
  }

  get isToken(): boolean {
    return this.uuid.includes(".Token.");
  }

  testUserPermission(user: LookupUser, level: string): boolean {
    const needed = LEVELS[level];
    if (needed === undefined) return false;
    return (user.isGM ? OWNER : (this.ownership[user.id] ?? 0)) >= needed;
  }

  /** Whether this client's user owns it. */
  get isOwner(): boolean {
    return this.testUserPermission(this.world.user, "OWNER");
  }

  /** Whether a user who is not a GM owns it. */
  get hasPlayerOwner(): boolean {
    return [...this.world.users.values()].some((u) => !u.isGM && this.testUserPermission(u, "OWNER"));
  }
}

/** A scene: its tokens and a square grid measuring straight lines between points (pixels → its units). */
export class LookupScene {
  readonly tokens: LookupToken[] = [];
  readonly grid: {
    size: number;
    units: string;
    measurePath: (points: { x: number; y: number }[], options: object) => { distance: number };
  };

  constructor(distancePerSquare: number, units: string) {
    const size = 100;
    this.grid = {
      size,
      units,
      measurePath: (points) => {
        if (points.length < 2) throw new Error("a path needs two waypoints");
        const pixels = points.slice(1).reduce((sum, b, i) => {
          const a = points[i] ?? b;
          return sum + Math.hypot(b.x - a.x, b.y - a.y);
        }, 0);
        return { distance: (pixels / size) * distancePerSquare };
      },
    };
  }
}

/** Core's TokenDocument: one square, at grid square (x, y) of its scene. */
export class LookupToken {
  readonly texture: { src: string | null };

  constructor(
    readonly uuid: string,
    readonly parent: LookupScene | null,
    readonly actor: LookupActor | null,
    readonly data: {
      x: number;
      y: number;
      name?: string | null;
      src?: string | null;
      actorId?: string | null;
      actorLink?: boolean;
    },
  ) {
    this.texture = { src: data.src === undefined ? `tokens/${uuid}.webp` : data.src };
    parent?.tokens.push(this);
  }

  get name(): string | null {
    return this.data.name === undefined ? (this.actor?.name ?? null) : this.data.name;
  }

  get actorId(): string | null {
    return this.data.actorId === undefined ? (this.actor?.id ?? null) : this.data.actorId;
  }

  get actorLink(): boolean {
    return this.data.actorLink ?? false;
  }

  getCenterPoint(): { x: number; y: number } {
    return { x: this.data.x * 100 + 50, y: this.data.y * 100 + 50 };
  }
}

/** Another placeable of a scene (a tile): it has a parent scene but is no token. */
export class LookupTile {
  constructor(
    readonly uuid: string,
    readonly parent: LookupScene,
  ) {}
}

export interface LookupMessage {
  id: string;
  author: LookupUser | null;
  rolls: { dice: FateDie[] }[];
}

export interface LookupWorld {
  docs: Map<string, unknown>;
  users: Map<string, LookupUser>;
  /** The world's actors by id (game.actors). */
  actors: Map<string, LookupActor>;
  messages: Map<string, LookupMessage>;
  /** This client's user (game.user). */
  user: LookupUser;
  /** The GM's Lucky record (the world setting harnfudge.luckyUses). */
  luckyUses: unknown;
  serverTime: number;
  /** Adds a document to the uuid table (and a world actor to game.actors). */
  add<T extends { uuid: string }>(doc: T): T;
}

/** Installs the globals; `userId` is this client's user. */
export function stubLookups(userId = "gm"): LookupWorld {
  const users = new Map<string, LookupUser>([
    ["gm", { id: "gm", isGM: true }],
    ["alice", { id: "alice", isGM: false }],
    ["bob", { id: "bob", isGM: false }],
  ]);
  const world: LookupWorld = {
    docs: new Map(),
    users,
    actors: new Map(),
    messages: new Map(),
    user: users.get(userId) ?? { id: userId, isGM: false },
    luckyUses: {},
    serverTime: 1_000_000,
    add(doc) {
      world.docs.set(doc.uuid, doc);
      if (doc instanceof LookupActor && !doc.isToken) world.actors.set(doc.id, doc);
      return doc;
    },
  };
  vi.stubGlobal("Actor", LookupActor);
  vi.stubGlobal("foundry", {
    documents: { TokenDocument: LookupToken },
    dice: { terms: { FateDie } },
    utils: { fromUuidSync: (uuid: string) => world.docs.get(uuid) ?? null },
  });
  vi.stubGlobal("game", {
    get user() {
      return world.user;
    },
    users: { get: (id: string) => world.users.get(id) },
    actors: { get: (id: string | null) => (id === null ? undefined : world.actors.get(id)) },
    messages: { get: (id: string) => world.messages.get(id) },
    settings: {
      get: (scope: string, key: string) => {
        if (scope === "harnfudge" && key === "luckyUses") return world.luckyUses;
        throw new Error(`unexpected setting ${scope}.${key}`);
      },
    },
    time: {
      get serverTime() {
        return world.serverTime;
      },
    },
  });
  return world;
}
