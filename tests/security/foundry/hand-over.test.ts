/**
 * Issue 17, item 9 and issue 28, item 2: a GM hand-over. When the designated GM changes (a
 * higher-role or lower-id GM connects, or the designated GM's client leaves), the old GM's client
 * stops deciding before the new one starts: a task still waiting in its write queue is refused at
 * its turn, writes nothing, and the asker is told to try again (the new GM's records refuse a
 * second application of anything already done). A task already running on the old client is
 * finished before the new client's first task reads anything: the new client holds its queue
 * until the old one answers that it is idle (or, when the old one has left, for a short settle).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { HandedOver, createLockQueue } from "../../../src/play/gm/locks";
import { DRAIN_MAX_MS, SETTLE_MS, handOverWatcher, type HandOverPorts } from "../../../src/play/gm/hand-over";
import { dispatch, registerDomain } from "../../../src/play/gm/router";
import { ALICE, FakeWorld, GM, GM2, gmClient, readyCard } from "../helpers";

afterEach(() => vi.unstubAllGlobals());

describe("a GM hand-over", () => {
  it("refuses the queued tasks of a client that stopped being the designated GM, and runs none of them", async () => {
    const locks = createLockQueue();
    let designated = true;
    locks.mayRun = () => designated;
    const ran: string[] = [];
    let release: () => void = () => undefined;
    const first = locks.run(["Actor.a"], async () => {
      ran.push("first");
      await new Promise<void>((resolve) => (release = resolve));
      return "first done";
    });
    const second = locks.run(["Actor.a"], async () => void ran.push("second"));
    const elsewhere = locks.run(["Actor.b"], async () => void ran.push("elsewhere"));
    await elsewhere;
    designated = false; // a GM with a higher role connected meanwhile
    release();
    await expect(first).resolves.toBe("first done");
    await expect(second).rejects.toBeInstanceOf(HandedOver);
    expect(ran).toEqual(["first", "elsewhere"]);
    // The queue is free again: a later task (on the new designated GM's say-so) runs.
    designated = true;
    await expect(locks.run(["Actor.a"], async () => "later")).resolves.toBe("later");
  });

  it("answers a request refused by a hand-over with its own reason, not as a failure", async () => {
    registerDomain("hand-over-test", async () => async () => {
      throw new HandedOver();
    });
    expect(await dispatch({ domain: "hand-over-test" }, "alice")).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.HandedOver",
    });
  });

  it("the GM's queue runs a task only on the designated GM's client, or anywhere while no GM is connected", async () => {
    const { gmLocks, registerRouter } = await import("../../../src/play/gm/registry");
    const activeGM: { isSelf: boolean } | null = { isSelf: true };
    const game = { users: { activeGM } };
    vi.stubGlobal("game", game);
    vi.stubGlobal("CONFIG", { queries: {} });
    vi.stubGlobal("Hooks", { on: () => undefined, once: () => undefined });
    registerRouter();
    expect(gmLocks.mayRun()).toBe(true);
    game.users.activeGM = { isSelf: false };
    expect(gmLocks.mayRun()).toBe(false);
    await expect(gmLocks.run(["Actor.x"], async () => "ran")).rejects.toBeInstanceOf(HandedOver);
    (game.users as { activeGM: { isSelf: boolean } | null }).activeGM = null;
    expect(gmLocks.mayRun()).toBe(true);
  });
});

describe("the write queue across a hand-over", () => {
  it("says when it is idle: at once when empty, else once its running and queued tasks have ended", async () => {
    const locks = createLockQueue();
    let idle = false;
    await locks.idle();
    let release: () => void = () => undefined;
    let started = false;
    void locks.run(["a"], () => {
      started = true;
      return new Promise<void>((resolve) => (release = resolve));
    });
    void locks.run(["a"], async () => undefined);
    void locks.idle().then(() => (idle = true));
    await vi.waitFor(() => expect(started).toBe(true));
    expect(idle).toBe(false);
    release();
    await vi.waitFor(() => expect(idle).toBe(true));
    expect(locks.busyKeys()).toEqual([]);
  });

  it("is idle only once the last of its tasks has ended, on whatever keys they ran, and at once again after", async () => {
    const locks = createLockQueue();
    const release: Record<string, () => void> = {};
    const task = (key: string) => locks.run([key], () => new Promise<void>((resolve) => (release[key] = resolve)));
    const a = task("Actor.a");
    const b = task("Actor.b");
    let idle = false;
    void locks.idle().then(() => (idle = true));
    await vi.waitFor(() => expect(Object.keys(release)).toEqual(["Actor.a", "Actor.b"]));
    release["Actor.a"]?.();
    await a;
    await new Promise((resolve) => setTimeout(resolve, 5));
    // Actor.b's write is still running: a new GM asking this client to drain must keep waiting.
    expect(idle).toBe(false);
    release["Actor.b"]?.();
    await b;
    await vi.waitFor(() => expect(idle).toBe(true));
    let again = false;
    void locks.idle().then(() => (again = true));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(again).toBe(true);
  });

  it("holds the tasks queued after a hold until its gate settles, fulfilled or not", async () => {
    const locks = createLockQueue();
    const ran: string[] = [];
    let open: () => void = () => undefined;
    locks.hold(new Promise<void>((resolve) => (open = resolve)));
    const held = locks.run(["a"], async () => void ran.push("held"));
    const other = locks.run(["b"], async () => void ran.push("other key"));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(ran).toEqual([]);
    open();
    await Promise.all([held, other]);
    expect(ran).toEqual(["held", "other key"]);
    locks.hold(Promise.reject(new Error("the old GM never answered")));
    await expect(locks.run(["a"], async () => "after a failed gate")).resolves.toBe("after a failed gate");
  });
});

/** Hand-over ports over a small table of users; the clock and the drain answers are the test's. */
function handOverPorts(state: { designated: string | null; active: Set<string>; withoutSelf: string | null }) {
  const drains: string[] = [];
  const sleeps: number[] = [];
  let answer: () => void = () => undefined;
  let wake: () => void = () => undefined;
  const ports: HandOverPorts = {
    selfId: () => "new-gm",
    designated: () => state.designated,
    designatedWithoutSelf: () => state.withoutSelf,
    isActive: (id) => state.active.has(id),
    drain: (id) => {
      drains.push(id);
      return new Promise<void>((resolve) => (answer = resolve));
    },
    sleep: (ms) => {
      sleeps.push(ms);
      return new Promise<void>((resolve) => (wake = resolve));
    },
  };
  return { ports, drains, sleeps, answer: () => answer(), wake: () => wake() };
}

describe("the new designated GM's client", () => {
  it("started while another GM was designated: asks that GM's client to drain, and decides once it answers", async () => {
    const state = { designated: "new-gm", active: new Set(["old-gm", "new-gm"]), withoutSelf: "old-gm" };
    const h = handOverPorts(state);
    const locks = createLockQueue();
    const watcher = handOverWatcher(locks, h.ports);
    expect(watcher.observe()).toEqual({ from: "old-gm" });
    expect(h.drains).toEqual(["old-gm"]);
    expect(h.sleeps).toEqual([DRAIN_MAX_MS]);
    let ran = false;
    const task = locks.run(["Actor.a"], async () => void (ran = true));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(ran).toBe(false);
    h.answer();
    await task;
    expect(ran).toBe(true);
    // Still designated: no second hold.
    expect(watcher.observe()).toBeNull();
  });

  it("goes on after at most ten seconds when the old GM's client does not answer", async () => {
    const h = handOverPorts({ designated: "new-gm", active: new Set(["old-gm"]), withoutSelf: "old-gm" });
    const locks = createLockQueue();
    handOverWatcher(locks, h.ports).observe();
    expect(DRAIN_MAX_MS).toBe(10_000);
    const task = locks.run(["Actor.a"], async () => "ran");
    h.wake();
    await expect(task).resolves.toBe("ran");
  });

  it("when the old GM's client has left (a reload), waits a short settle for its last writes instead of asking it", async () => {
    const state = { designated: "old-gm" as string | null, active: new Set(["old-gm", "new-gm"]), withoutSelf: null };
    const h = handOverPorts(state);
    const locks = createLockQueue();
    const watcher = handOverWatcher(locks, h.ports);
    expect(watcher.observe()).toBeNull();
    state.active.delete("old-gm");
    state.designated = "new-gm";
    expect(watcher.observe()).toEqual({ from: null });
    expect(h.drains).toEqual([]);
    expect(h.sleeps).toEqual([SETTLE_MS]);
    expect(SETTLE_MS).toBe(2_000);
    const task = locks.run(["Actor.a"], async () => "ran");
    h.wake();
    await expect(task).resolves.toBe("ran");
  });

  it("takes over from a GM still connected (a GM of a higher role left, or this one's role rose): drains it", () => {
    const state = { designated: "old-gm" as string | null, active: new Set(["old-gm", "new-gm"]), withoutSelf: null };
    const h = handOverPorts(state);
    const watcher = handOverWatcher(createLockQueue(), h.ports);
    watcher.observe();
    state.designated = "new-gm";
    expect(watcher.observe()).toEqual({ from: "old-gm" });
    expect(h.drains).toEqual(["old-gm"]);
  });

  it("holds nothing while another client is designated, or when it was designated already", () => {
    const state = { designated: "old-gm" as string | null, active: new Set(["old-gm"]), withoutSelf: null };
    const h = handOverPorts(state);
    const locks = { hold: vi.fn() };
    const watcher = handOverWatcher(locks, h.ports);
    expect(watcher.observe()).toBeNull();
    state.designated = null;
    expect(watcher.observe()).toBeNull();
    expect(locks.hold).not.toHaveBeenCalled();
  });

  it("holds nothing on a client that does not know its user yet, even while no GM is designated", () => {
    const h = handOverPorts({ designated: null, active: new Set(["old-gm"]), withoutSelf: "old-gm" });
    h.ports.selfId = () => null;
    const locks = { hold: vi.fn() };
    expect(handOverWatcher(locks, h.ports).observe()).toBeNull();
    expect(locks.hold).not.toHaveBeenCalled();
    expect(h.drains).toEqual([]);
  });

  it("never asks its own client to drain (it would wait on itself): a GM named as the one before it that is itself settles", () => {
    const h = handOverPorts({ designated: "new-gm", active: new Set(["new-gm"]), withoutSelf: "new-gm" });
    expect(handOverWatcher(createLockQueue(), h.ports).observe()).toEqual({ from: null });
    expect(h.drains).toEqual([]);
    expect(h.sleeps).toEqual([SETTLE_MS]);
  });

  it("started with no other GM connected (its own reload): settles before deciding", () => {
    const h = handOverPorts({ designated: "new-gm", active: new Set(["new-gm"]), withoutSelf: null });
    expect(handOverWatcher(createLockQueue(), h.ports).observe()).toEqual({ from: null });
    expect(h.sleeps).toEqual([SETTLE_MS]);
  });
});

describe("a write in flight at a hand-over (issue 28, item 2)", () => {
  it("is finished by the old GM's client before the new one reads the actor: no wound is lost", async () => {
    const w = new FakeWorld();
    const setUp = gmClient(w, GM);
    const first = await readyCard(w, setUp);
    const second = await readyCard(w, setUp);
    // The old GM's client is in the middle of its Apply when the new GM takes over.
    let designated = true;
    const oldLocks = createLockQueue();
    oldLocks.mayRun = () => designated;
    let resume: () => void = () => undefined;
    let started: () => void = () => undefined;
    const writing = new Promise<void>((resolve) => (started = resolve));
    w.delay = () => {
      started();
      return new Promise<void>((resolve) => (resume = resolve));
    };
    const oldApply = gmClient(w, GM, oldLocks).act({ kind: "apply", messageId: first }, ALICE);
    await writing;
    designated = false;
    w.delay = async () => undefined;
    // The new GM's client holds its queue until the old one is idle (its answer to harnfudge.drain).
    const newLocks = createLockQueue();
    newLocks.hold(oldLocks.idle());
    const newApply = gmClient(w, GM2, newLocks).act({ kind: "apply", messageId: second }, ALICE);
    await new Promise((resolve) => setTimeout(resolve, 5));
    resume();
    // The old client's write is finished (it was running), then the new one reads and writes.
    const [a, b] = await Promise.all([oldApply, newApply]);
    expect(a.ok && b.ok).toBe(true);
    const hits = w.actor("Actor.target").records.hits.filter((h) => !h.undone);
    expect(hits.map((h) => h.card).sort()).toEqual([first, second].sort());
    expect(w.actor("Actor.target").wounds.boxes.filter((box) => box.marked)).toHaveLength(2);
  });
});
