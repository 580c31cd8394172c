/**
 * Stand-ins for the core classes documents/combat.ts extends and calls (Combat, Combatant, the
 * combat tracker, Roll with its FateDie, ChatMessage), installed before the module loads, so the
 * system's own initiative code runs as in Foundry: its check, its sort keys, its messages. The dice
 * show the faces a test queues (blank when none).
 */
import { vi } from "vitest";

export class FateDie {
  constructor(readonly results: { result: number; active: boolean }[]) {}
}

/** Faces the next evaluated rolls show, first in first out. */
export const diceQueue: number[][] = [];

export class StubRoll {
  dice: FateDie[] = [];
  constructor(
    readonly formula: string,
    readonly data: object,
    readonly options: object,
  ) {}

  async evaluate(): Promise<this> {
    const faces = diceQueue.shift() ?? [0, 0, 0, 0];
    this.dice = [new FateDie(faces.map((result) => ({ result, active: true })))];
    return this;
  }

  async toMessage(data: object): Promise<object> {
    return { ...data, rolls: [this] };
  }
}

export class StubCombatant {
  id = "";
  uuid = "";
  name = "";
  hidden = false;
  isOwner = true;
  actor: unknown = null;
  token = null;
  initiative: number | null = null;
  flags: Record<string, Record<string, unknown>> = {};
  updates: object[] = [];

  async update(data: object): Promise<this> {
    this.updates.push(data);
    return this;
  }

  getFlag(scope: string, key: string): unknown {
    return this.flags[scope]?.[key];
  }
}

export class StubCombat {
  combatants = new Map<string, unknown>();
  turns: { id: string }[] = [];
  turn = 0;
  combatant: { id: string } | null = null;
  updates: object[] = [];

  async updateEmbeddedDocuments(_type: string, data: object[]): Promise<void> {
    this.updates.push(...data);
  }

  async update(data: object): Promise<void> {
    this.updates.push(data);
  }
}

export class StubCombatTracker {
  /** The combat the tracker shows (core's `viewed`). */
  viewed: unknown = null;
}

/** The module-level globals, before documents/combat.ts is imported. */
export function stubCombatClasses(): void {
  vi.stubGlobal("Roll", StubRoll);
  vi.stubGlobal("Combat", StubCombat);
  vi.stubGlobal("Combatant", StubCombatant);
  vi.stubGlobal("foundry", {
    dice: { terms: { FateDie } },
    utils: { escapeHTML: (text: string) => text },
    applications: { sidebar: { tabs: { CombatTracker: StubCombatTracker } } },
  });
}

/** The world settings and scenes the initiative reads besides the roll mode (issue 26). */
export interface CombatWorld {
  /** The world setting: Prescience quickens initiative (on by default). */
  prescience?: boolean;
  /** The GM's lasting modifiers as stored. */
  lasting?: object[];
  /** Scenes by id, each with its tokens (Foundry's collection: get by id, some). */
  scenes?: Record<string, { id: string; tokens: object }>;
}

export interface ChatStub {
  created: Record<string, unknown>[];
  notes: { level: string; key: string; data: unknown }[];
}

/**
 * The per-test globals: the release (v13), the user's roll mode, two GMs and a player, and
 * ChatMessage whose applyRollMode, as core's, leaves an existing whisper list in place for a
 * GM-only roll.
 */
export function stubGameForCombat(rollMode = "publicroll", world: CombatWorld = {}): ChatStub {
  const stub: ChatStub = { created: [], notes: [] };
  const users = [
    { id: "gm1", isGM: true },
    { id: "gm2", isGM: true },
    { id: "player", isGM: false },
  ];
  vi.stubGlobal("game", {
    release: { generation: 13 },
    i18n: { localize: (key: string) => key, format: (key: string, data: object) => `${key} ${JSON.stringify(data)}` },
    settings: {
      get: (_scope: string, key: string) =>
        key === "prescienceInitiative"
          ? (world.prescience ?? true)
          : key === "lastingModifiers"
            ? (world.lasting ?? [])
            : rollMode,
    },
    scenes: new Map(Object.entries(world.scenes ?? {})),
    users,
    user: { id: "gm1" },
  });
  vi.stubGlobal("ui", {
    notifications: {
      info: (key: string, options: { format?: unknown }) => stub.notes.push({ level: "info", key, data: options.format }),
      warn: (key: string, options: { format?: unknown }) => stub.notes.push({ level: "warn", key, data: options.format }),
    },
  });
  vi.stubGlobal("ChatMessage", {
    getSpeaker: () => ({}),
    applyRollMode: (data: { whisper?: string[]; blind?: boolean }, mode: string) => {
      if (mode === "gmroll" || mode === "blindroll") data.whisper ??= ["gm1", "gm2"];
      else if (mode === "selfroll") data.whisper = ["gm1"];
      else data.whisper = [];
      data.blind = mode === "blindroll";
      return data;
    },
    implementation: {
      create: async (messages: Record<string, unknown>[]) => {
        stub.created.push(...messages);
        return messages;
      },
    },
  });
  return stub;
}
