/**
 * Issue 17, item 16: the GM's write queue keys an actor by its base actor however its uuid was
 * written (src/play/gm/queue.ts, actorLockKey), so a token's actor and its base actor share one
 * queue and no write is lost between them. Foundry's lookups are stand-ins.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { createLockQueue } from "../../../src/play/gm/locks";
import { actorLockKey } from "../../../src/play/gm/queue";

afterEach(() => vi.unstubAllGlobals());

/** A few ticks, so that tasks that are not queued interleave their reads and writes. */
const ticks = async () => {
  for (let i = 0; i < 3; i++) await Promise.resolve();
};

describe("one queue per actor, however its uuid is written", () => {
  /** Foundry's lookups as the GM's client sees them: a base actor, its token actor, a message. */
  function stubFoundry() {
    class Actor {
      constructor(readonly id: string | null) {}
    }
    const docs = new Map<string, unknown>([
      ["Actor.aldric", new Actor("aldric")],
      ["Scene.s.Token.t1.Actor.aldric", new Actor("aldric")],
      ["Scene.s.Token.t2.Actor.brigand", new Actor("brigand")],
      ["ChatMessage.m1", { id: "m1" }],
    ]);
    vi.stubGlobal("Actor", Actor);
    vi.stubGlobal("foundry", {
      utils: {
        fromUuidSync: (uuid: string) => {
          if (uuid.startsWith("Compendium.")) throw new Error("cannot be retrieved synchronously");
          return docs.get(uuid) ?? null;
        },
      },
    });
  }

  it("resolves a token's actor and its base actor to one key, and leaves other keys alone", () => {
    stubFoundry();
    expect(actorLockKey("Actor.aldric")).toBe("Actor.aldric");
    expect(actorLockKey("Scene.s.Token.t1.Actor.aldric")).toBe("Actor.aldric");
    expect(actorLockKey("Scene.s.Token.t2.Actor.brigand")).toBe("Actor.brigand");
    expect(actorLockKey("ChatMessage.m1")).toBe("ChatMessage.m1");
    expect(actorLockKey("m1")).toBe("m1");
    expect(actorLockKey("Actor.gone")).toBe("Actor.gone");
    expect(actorLockKey("Compendium.x.y.Actor.z")).toBe("Compendium.x.y.Actor.z");
  });

  it("runs writers of one actor reached by two uuid forms one after another: no write lost", async () => {
    stubFoundry();
    const locks = createLockQueue();
    locks.keyOf = actorLockKey;
    let wounds = 0;
    const addWound = (uuid: string) =>
      locks.run([uuid], async () => {
        const read = wounds;
        await ticks();
        wounds = read + 1;
      });
    await Promise.all([addWound("Actor.aldric"), addWound("Scene.s.Token.t1.Actor.aldric"), addWound("Actor.aldric")]);
    expect(wounds).toBe(3);
  });

  it("the GM's own queue, as every writer imports it, resolves keys", async () => {
    stubFoundry();
    const { gmLocks } = await import("../../../src/play/gm/queue");
    expect(gmLocks.keyOf("Scene.s.Token.t1.Actor.aldric")).toBe("Actor.aldric");
    let release: () => void = () => undefined;
    const first = gmLocks.run(["Actor.aldric"], () => new Promise<void>((resolve) => (release = resolve)));
    expect(gmLocks.busyKeys()).toEqual(["Actor.aldric"]);
    const second = gmLocks.run(["Scene.s.Token.t1.Actor.aldric"], async () => "after");
    expect(gmLocks.busyKeys()).toEqual(["Actor.aldric"]);
    await ticks(); // the first task takes its turn
    release();
    await first;
    await expect(second).resolves.toBe("after");
  });
});
