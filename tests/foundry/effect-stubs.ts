/**
 * A stand-in actor with ActiveEffects, and the ActiveEffect class's two statics the status code
 * calls (fromStatusEffect, create), for the condition tests on v13 and v14. Effects hold the data
 * they were created with and merge updates as Foundry does (objects merged key by key), so a test
 * reads back exactly the shape the system wrote.
 */
import { vi } from "vitest";
import { emptyStunTrack, emptyWoundTrack, type StunTrack, type WoundTrack } from "../../src/rules";

type Data = Record<string, unknown>;

function isData(value: unknown): value is Data {
  return typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Set);
}

/** Foundry's update merge: objects key by key, anything else replaced. */
export function merge(target: Data, source: Data): void {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    if (isData(value) && isData(current)) merge(current, value);
    else target[key] = isData(value) ? structuredClone(value) : value;
  }
}

export class FakeEffect {
  readonly statuses: Set<string>;
  readonly data: Data;
  updates = 0;

  constructor(
    readonly id: string,
    data: Data,
  ) {
    this.data = structuredClone(data);
    const statuses: unknown = data["statuses"];
    this.statuses = new Set(Array.isArray(statuses) ? statuses.map(String) : []);
  }

  get duration(): unknown {
    return this.data["duration"];
  }

  get start(): unknown {
    return this.data["start"];
  }

  get flags(): unknown {
    return this.data["flags"];
  }

  getFlag(scope: string, key: string): unknown {
    const flags = this.data["flags"];
    const scoped = isData(flags) ? flags[scope] : undefined;
    return isData(scoped) ? scoped[key] : undefined;
  }

  async update(data: Data): Promise<this> {
    this.updates += 1;
    merge(this.data, data);
    return this;
  }
}

export class FakeActor {
  readonly type = "character";
  readonly system: { wounds: WoundTrack; stun: StunTrack } = { wounds: emptyWoundTrack(), stun: emptyStunTrack() };
  readonly list: FakeEffect[] = [];
  deleted: string[] = [];
  private next = 1;

  readonly effects = {
    contents: this.list,
    find: (fn: (e: FakeEffect) => boolean) => this.list.find(fn),
  };

  get statuses(): Set<string> {
    return new Set(this.list.flatMap((e) => [...e.statuses]));
  }

  add(data: Data): FakeEffect {
    const effect = new FakeEffect(`e${this.next++}`, data);
    this.list.push(effect);
    return effect;
  }

  /** Core's toggle: on adds an effect from the status (unflagged), off deletes every effect with it. */
  async toggleStatusEffect(id: string, options: { active: boolean }): Promise<void> {
    if (options.active) this.add({ name: id, statuses: [id] });
    else
      await this.deleteEmbeddedDocuments(
        "ActiveEffect",
        this.list.filter((e) => e.statuses.has(id)).map((e) => e.id),
      );
  }

  async deleteEmbeddedDocuments(_type: string, ids: string[]): Promise<void> {
    this.deleted.push(...ids);
    for (const id of ids) {
      const index = this.list.findIndex((e) => e.id === id);
      if (index >= 0) this.list.splice(index, 1);
    }
  }
}

/** Stubs ActiveEffect.implementation: an effect from a status is its name, statuses and raw description. */
export function stubActiveEffect(): void {
  vi.stubGlobal("ActiveEffect", {
    implementation: {
      fromStatusEffect: async (id: string) => ({
        toObject: () => ({ name: `HARNFUDGE.Condition.${id}`, statuses: [id], description: `HARNFUDGE.ConditionHint.${id}` }),
      }),
      create: async (data: Data, options: { parent: FakeActor }) => options.parent.add(data),
    },
  });
}
