/**
 * Issue 17, item 9: a GM hand-over. When the designated GM changes (a higher-role or lower-id GM
 * connects), the old GM's client stops deciding before the new one starts: a task still waiting in
 * its write queue is refused at its turn, writes nothing, and the asker is told to try again (the
 * new GM's records refuse a second application of anything already done).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { HandedOver, createLockQueue } from "../../../src/play/gm/locks";
import { dispatch, registerDomain } from "../../../src/play/gm/router";

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
    registerRouter();
    expect(gmLocks.mayRun()).toBe(true);
    game.users.activeGM = { isSelf: false };
    expect(gmLocks.mayRun()).toBe(false);
    await expect(gmLocks.run(["Actor.x"], async () => "ran")).rejects.toBeInstanceOf(HandedOver);
    (game.users as { activeGM: { isSelf: boolean } | null }).activeGM = null;
    expect(gmLocks.mayRun()).toBe(true);
  });
});
