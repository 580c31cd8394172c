/**
 * Attack class 8, hangs and silence, and class 5's "every GM handles queries": a query that never
 * settles times out with a clear answer instead of blocking, later requests do not wait for it,
 * and only the designated active GM's client carries out a request — any other GM's client refuses
 * it, so a second GM cannot apply it twice.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { RETRY_WINDOW_MS, retryMemory, sendRequest, type TransportDeps } from "../../../src/play/gm/transport";
import { ALICE, FakeWorld, attackRequest, gmClient } from "../helpers";
import { onRequestQuery } from "../../../src/play/gm/router";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function deps(
  query: TransportDeps["gm"] extends infer G ? (G extends { query: infer Q } ? Q : never) : never,
): TransportDeps & { stamps: string[] } {
  const stamps: string[] = [];
  let n = 0;
  return {
    stamps,
    gm: { isSelf: false, query },
    userId: "alice",
    now: () => 1000,
    nonce: () => `nonce-${String(++n).padStart(4, "0")}`,
    newRequestId: () => `request-${String(n).padStart(4, "0")}`,
    writeStamp: async (slot) => void stamps.push(slot),
    runHere: async () => ({ ok: true }),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    timeoutMs: 5000,
  };
}

describe("a query that never settles", () => {
  it("answers with a timeout after the limit, and a second request does not wait for the first", async () => {
    vi.useFakeTimers();
    let answered = 0;
    const d = deps((envelope) => {
      const request = (envelope as { request: { kind: string } }).request;
      if (request.kind === "hang") return new Promise(() => undefined);
      answered += 1;
      return Promise.resolve({ ok: true });
    });
    const hanging = sendRequest(d, "card", { kind: "hang" });
    const second = await sendRequest(d, "card", { kind: "apply" });
    expect(second).toEqual({ ok: true });
    expect(answered).toBe(1);
    // Each request stamps its own slot: the second did not overwrite the first's proof.
    expect(d.stamps).toHaveLength(2);
    expect(new Set(d.stamps).size).toBe(2);
    await vi.advanceTimersByTimeAsync(6001);
    await expect(hanging).resolves.toEqual({ ok: false, reason: "HARNFUDGE.Notify.Timeout", timedOut: true });
  });

  it("answers a query that fails (Foundry's own timeout, a lost connection) with the same clear refusal", async () => {
    const d = deps(() => Promise.reject(new Error("timed out")));
    expect(await sendRequest(d, "card", { kind: "apply" })).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.Timeout",
      timedOut: true,
    });
  });

  it("tells the user when no GM is connected, before anything is sent", async () => {
    const d = { ...deps(() => Promise.resolve({ ok: true })), gm: null };
    expect(await sendRequest(d, "card", { kind: "apply" })).toEqual({ ok: false, reason: "HARNFUDGE.Notify.NoGM" });
    expect(d.stamps).toEqual([]);
  });
});

describe("only the designated GM carries requests out", () => {
  it("refuses a query on any other GM's client, before reading the proof", async () => {
    vi.stubGlobal("game", { users: { activeGM: { isSelf: false }, get: () => undefined }, time: { serverTime: 0 } });
    expect(
      await onRequestQuery({ requesterId: "alice", nonce: "nonce-0001", request: { domain: "card", kind: "apply" } }),
    ).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.NotDesignated",
    });
  });

  it("on the designated GM's client, refuses a request whose requester's User holds no stamp for it", async () => {
    vi.useFakeTimers();
    vi.stubGlobal("game", {
      users: { activeGM: { isSelf: true }, get: () => ({ getFlag: () => undefined }) },
      time: { serverTime: 0 },
    });
    const answer = onRequestQuery({
      requesterId: "alice",
      nonce: "nonce-0002",
      request: { domain: "card", kind: "apply", messageId: "m1" },
    });
    await vi.advanceTimersByTimeAsync(4000);
    expect(await answer).toEqual({ ok: false, reason: "HARNFUDGE.Notify.Unverified" });
  });
});

describe("honest timeouts (issue 17, item 10)", () => {
  it("tells the asker what came of a request that timed out, when the GM's answer arrives after all", async () => {
    vi.useFakeTimers();
    let finish: (answer: unknown) => void = () => undefined;
    const late: unknown[] = [];
    const d = { ...deps(() => new Promise((resolve) => (finish = resolve))), late: (a: unknown) => void late.push(a) };
    const sent = sendRequest(d, "card", { kind: "attack" });
    await vi.advanceTimersByTimeAsync(6001);
    await expect(sent).resolves.toMatchObject({ ok: false, timedOut: true });
    expect(late).toEqual([]);
    finish({ ok: true, messageId: "card-1" });
    await vi.advanceTimersByTimeAsync(1);
    expect(late).toEqual([{ ok: true, messageId: "card-1" }]);
  });

  it("does not call the late callback for an answer that came in time", async () => {
    const late: unknown[] = [];
    const d = { ...deps(() => Promise.resolve({ ok: true })), late: (a: unknown) => void late.push(a) };
    expect(await sendRequest(d, "card", { kind: "apply" })).toEqual({ ok: true });
    expect(late).toEqual([]);
  });

  it("reuses a timed-out action's request id for its retry within the window, and only for the same action", () => {
    let now = 0;
    const memory = retryMemory(() => now);
    expect(memory.idFor("attack:a", "fresh-1")).toBe("fresh-1");
    memory.timedOut("attack:a", "fresh-1");
    expect(memory.idFor("attack:a", "fresh-2")).toBe("fresh-1");
    expect(memory.idFor("attack:b", "fresh-3")).toBe("fresh-3");
    now += RETRY_WINDOW_MS + 1;
    expect(memory.idFor("attack:a", "fresh-4")).toBe("fresh-4");
    expect(memory.size()).toBe(0);
    memory.timedOut("attack:a", "fresh-4");
    memory.settled("attack:a");
    expect(memory.idFor("attack:a", "fresh-5")).toBe("fresh-5");
  });

  it("forgets a kept id once its outcome is seen, so the next click is a new request (issue 28)", () => {
    const memory = retryMemory(() => 0);
    memory.timedOut("attack:a", "late-1");
    memory.timedOut("attack:b", "other-1");
    // The GM's client carried the first out after all: its card appeared, or its late answer came.
    memory.seen("late-1");
    expect(memory.idFor("attack:a", "fresh-2")).toBe("fresh-2");
    expect(memory.idFor("attack:b", "fresh-3")).toBe("other-1");
    memory.seen("no-such-id");
    expect(memory.size()).toBe(1);
  });

  it("a retried attack with the same request id makes one card with one attack roll", async () => {
    const w = new FakeWorld();
    const client = gmClient(w);
    const first = await client.act(attackRequest("retry-0001"), ALICE);
    const again = await client.act(attackRequest("retry-0001"), ALICE);
    expect(first.ok && again.ok).toBe(true);
    expect(first.ok && again.ok && again.messageId === first.messageId).toBe(true);
    expect([...w.messages.values()].filter((m) => m.flags.attack)).toHaveLength(1);
  });
});
