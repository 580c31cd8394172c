/**
 * Issue 28, item 2: the GM hand-over as a world wires it (src/play/gm/registry.ts, registerRouter),
 * through stand-ins for Foundry's `game.users`, `Hooks` and `CONFIG`. When this client becomes the
 * designated GM it decides nothing until the GM who was designated before it has finished its
 * writes: a GM still connected is asked over `harnfudge.drain` (for at most ten seconds); a GM who
 * has left gets a two-second settle. The designated GM is Foundry's: an active GM of the highest
 * role, the lowest id among equals (`Users#getDesignatedUser`, which does not itself skip inactive
 * users).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

interface FakeUser {
  id: string;
  role: number;
  active: boolean;
  isGM: boolean;
  isSelf: boolean;
  query: ReturnType<typeof vi.fn>;
}

const GAMEMASTER = 4;
const ASSISTANT = 3;
const PLAYER = 1;

/** The world's users as this client sees them, and the hooks registerRouter registered. */
function stubWorld(selfId: string | null, rows: Array<[id: string, role: number, active: boolean]>) {
  const users = new Map<string, FakeUser>();
  for (const [id, role, active] of rows) {
    users.set(id, {
      id,
      role,
      active,
      isGM: role >= ASSISTANT,
      isSelf: id === selfId,
      query: vi.fn(() => new Promise(() => undefined)),
    });
  }
  const getDesignatedUser = (condition: (user: FakeUser) => boolean) =>
    [...users.values()].filter(condition).sort((a, b) => b.role - a.role || a.id.localeCompare(b.id))[0] ?? null;
  const hooks = new Map<string, Array<() => void>>();
  const listen = (name: string, fn: () => void) => void hooks.set(name, [...(hooks.get(name) ?? []), fn]);
  vi.stubGlobal("game", {
    get user() {
      return selfId === null ? undefined : users.get(selfId);
    },
    users: {
      get activeGM() {
        return getDesignatedUser((u) => u.active && u.isGM);
      },
      getDesignatedUser,
      get: (id: string) => users.get(id),
    },
  });
  vi.stubGlobal("CONFIG", { queries: {} });
  vi.stubGlobal("Hooks", { once: listen, on: listen });
  return {
    users,
    fire: (name: string) => {
      for (const fn of hooks.get(name) ?? []) fn();
    },
  };
}

/** registerRouter on a fresh module (its own write queue), and a task queued on that queue. */
async function register() {
  const { registerRouter, gmLocks, DRAIN_QUERY } = await import("../../../src/play/gm/registry");
  registerRouter();
  const ran: string[] = [];
  const queue = (name: string) => void gmLocks.run([`Actor.${name}`], async () => void ran.push(name));
  return { ran, queue, DRAIN_QUERY };
}

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The client waits exactly two seconds (the hand-over's settle) before the queued write runs. */
async function settlesTwoSeconds(ran: string[], label: string): Promise<void> {
  await vi.advanceTimersByTimeAsync(1_999);
  expect(ran).toEqual([]);
  await vi.advanceTimersByTimeAsync(1);
  expect(ran).toEqual([label]);
}

describe("a GM's client that is designated when the world is ready", () => {
  it("asks the GM who was designated before it to drain, over harnfudge.drain for at most ten seconds, and decides after its answer", async () => {
    // gm-0 ranks first but is not connected; the assistant gm-b was designated until gm-a (this client) came.
    const world = stubWorld("gm-a", [
      ["gm-0", GAMEMASTER, false],
      ["gm-a", GAMEMASTER, true],
      ["gm-b", ASSISTANT, true],
      ["player", PLAYER, true],
    ]);
    const { ran, queue, DRAIN_QUERY } = await register();
    let answer: (value: unknown) => void = () => undefined;
    world.users.get("gm-b")?.query.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    world.fire("ready");
    expect(world.users.get("gm-b")?.query).toHaveBeenCalledWith(DRAIN_QUERY, {}, { timeout: 10_000 });
    expect(DRAIN_QUERY).toBe("harnfudge.drain");
    for (const other of ["gm-0", "gm-a", "player"]) expect(world.users.get(other)?.query).not.toHaveBeenCalled();
    queue("first");
    await vi.advanceTimersByTimeAsync(5_000);
    expect(ran).toEqual([]);
    answer({ drained: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(ran).toEqual(["first"]);
  });

  it("goes on after ten seconds when the old GM's client does not answer", async () => {
    const world = stubWorld("gm-a", [
      ["gm-a", GAMEMASTER, true],
      ["gm-b", ASSISTANT, true],
    ]);
    const { ran, queue } = await register();
    world.fire("ready");
    queue("first");
    await vi.advanceTimersByTimeAsync(9_999);
    expect(ran).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(ran).toEqual(["first"]);
  });

  it("is the only GM (its own reload): settles two seconds for its last writes before deciding", async () => {
    const world = stubWorld("gm-a", [
      ["gm-a", GAMEMASTER, true],
      ["player", PLAYER, true],
    ]);
    const { ran, queue } = await register();
    world.fire("ready");
    queue("first");
    await settlesTwoSeconds(ran, "first");
  });
});

describe("a GM's client that becomes designated later", () => {
  it("when the designated GM leaves: settles two seconds instead of asking a client that is gone", async () => {
    const world = stubWorld("gm-b", [
      ["gm-a", GAMEMASTER, true],
      ["gm-b", ASSISTANT, true],
    ]);
    const { ran, queue } = await register();
    world.fire("ready");
    const gmA = world.users.get("gm-a");
    if (gmA) gmA.active = false;
    world.fire("userConnected");
    queue("after the hand-over");
    await settlesTwoSeconds(ran, "after the hand-over");
    expect(gmA?.query).not.toHaveBeenCalled();
  });

  it("when the old designated GM's User is gone from the world: settles, and asks nobody", async () => {
    const world = stubWorld("gm-b", [
      ["gm-a", GAMEMASTER, true],
      ["gm-b", ASSISTANT, true],
    ]);
    const { ran, queue } = await register();
    world.fire("ready");
    world.users.delete("gm-a");
    world.fire("userConnected");
    queue("after the hand-over");
    await settlesTwoSeconds(ran, "after the hand-over");
  });
});

describe("a client that is not the designated GM", () => {
  it("a player's client while no GM is connected: holds nothing, fails nowhere, and runs its own writes at once", async () => {
    const world = stubWorld("player", [
      ["gm-a", GAMEMASTER, false],
      ["player", PLAYER, true],
    ]);
    const { ran, queue } = await register();
    world.fire("ready");
    world.fire("userConnected");
    queue("own heal");
    await vi.advanceTimersByTimeAsync(0);
    expect(ran).toEqual(["own heal"]);
  });

  it("a client that does not know its user yet: holds nothing and fails nowhere", async () => {
    const world = stubWorld(null, [["gm-a", GAMEMASTER, false]]);
    const { ran, queue } = await register();
    world.fire("ready");
    world.fire("userConnected");
    queue("task");
    await vi.advanceTimersByTimeAsync(0);
    expect(ran).toEqual(["task"]);
  });
});
