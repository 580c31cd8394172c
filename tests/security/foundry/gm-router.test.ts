/**
 * The GM's side of every request (src/play/gm/router.ts, gm-domain.ts) driven end to end through
 * stand-ins for Foundry's `game`: a proven request reaches its domain handler and its answer comes
 * back; a forged, replayed, flooding or misrouted one is refused before any handler runs; a
 * handler that throws is reported as a failure, never thrown at the asker.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  REQUEST_QUERY,
  dispatch,
  foundryProofPorts,
  isAnswer,
  onRequestQuery,
  registerDomain,
  type Answer,
} from "../../../src/play/gm/router";
import { registerRouter } from "../../../src/play/gm/registry";
import { gmDomain, registerGmAction } from "../../../src/play/gm/gm-domain";
import { REQUESTS_PER_MINUTE, stampRequest } from "../../../src/play/gm/proof";

interface Call {
  request: Record<string, unknown>;
  requesterId: string;
}

/** Every call the test domain's handler received. */
const calls: Call[] = [];
registerDomain("test", async () => async (request, requesterId) => {
  calls.push({ request, requesterId });
  return request["kind"] === "fail" ? { ok: false, reason: "HARNFUDGE.Notify.NotAllowed" } : { ok: true };
});
registerDomain("throws", async () => async () => {
  throw new Error("handler broke");
});
registerDomain("unloadable", () => Promise.reject(new Error("import failed")));

/** The users' flags as the GM's client sees them, and who is a GM. */
let flags: Map<string, Record<string, unknown>>;
let clock: number;
let nonceCount = 0;

function stubGame(activeGM: { isSelf: boolean } | null, gms: readonly string[] = ["gm"]) {
  vi.stubGlobal("game", {
    users: {
      activeGM,
      get: (id: string) =>
        id === "nobody"
          ? undefined
          : {
              id,
              isGM: gms.includes(id),
              getFlag: (scope: string, key: string) => (scope === "harnfudge" && key === "requests" ? flags.get(id) : undefined),
            },
    },
    time: {
      get serverTime() {
        return clock;
      },
    },
  });
}

/** The requester's half: writes the stamp on its own User and returns the envelope. */
function stamped(userId: string, request: Record<string, unknown>, nonce = `nonce-${String(++nonceCount).padStart(6, "0")}`) {
  const built = stampRequest(request, userId, nonce, clock);
  flags.set(userId, { ...flags.get(userId), s0: built.stamp });
  return built.envelope;
}

beforeEach(() => {
  calls.length = 0;
  flags = new Map();
  // Each test starts later than the last, so the router's module-wide nonce memory and budget
  // (kept for the page's life) start from an empty minute.
  clock = (clock ?? 0) + 10 * 60_000;
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("a proven request on the designated GM's client", () => {
  it("reaches its domain's handler with the request and the proven requester, and its answer comes back", async () => {
    stubGame({ isSelf: true });
    const request = { domain: "test", kind: "apply", messageId: "m1" };
    expect(await onRequestQuery(stamped("alice", request))).toEqual({ ok: true });
    expect(calls).toEqual([{ request, requesterId: "alice" }]);
  });

  it("passes the handler's refusal back unchanged", async () => {
    stubGame({ isSelf: true });
    expect(await onRequestQuery(stamped("alice", { domain: "test", kind: "fail" }))).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.NotAllowed",
    });
  });

  it("refuses the same envelope sent again, without running the handler twice", async () => {
    stubGame({ isSelf: true });
    const envelope = stamped("alice", { domain: "test", kind: "apply" });
    expect(await onRequestQuery(envelope)).toEqual({ ok: true });
    expect(await onRequestQuery(envelope)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.Replayed" });
    expect(calls).toHaveLength(1);
  });

  it("refuses a request in another user's name, whose User holds no such stamp", async () => {
    vi.useFakeTimers();
    stubGame({ isSelf: true });
    const envelope = { ...stamped("eve", { domain: "test", kind: "apply" }), requesterId: "alice" };
    const answer = onRequestQuery(envelope);
    await vi.advanceTimersByTimeAsync(3500);
    expect(await answer).toEqual({ ok: false, reason: "HARNFUDGE.Notify.Unverified" });
    expect(calls).toEqual([]);
  });

  it("refuses an envelope whose request was changed after stamping", async () => {
    stubGame({ isSelf: true });
    const envelope = stamped("eve", { domain: "test", kind: "apply", messageId: "m1" });
    const answer = await onRequestQuery({ ...envelope, request: { domain: "test", kind: "apply", messageId: "m2" } });
    expect(answer).toEqual({ ok: false, reason: "HARNFUDGE.Notify.Unverified" });
    expect(calls).toEqual([]);
  });

  it("refuses a stale stamp", async () => {
    stubGame({ isSelf: true });
    const envelope = stamped("alice", { domain: "test", kind: "apply" });
    clock += 3 * 60_000;
    expect(await onRequestQuery(envelope)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.Stale" });
    expect(calls).toEqual([]);
  });

  it("waits for a stamp that arrives after the query", async () => {
    vi.useFakeTimers();
    stubGame({ isSelf: true });
    const request = { domain: "test", kind: "apply" };
    const built = stampRequest(request, "alice", "nonce-late-0001", clock);
    const answer = onRequestQuery(built.envelope);
    await vi.advanceTimersByTimeAsync(400);
    expect(calls).toEqual([]);
    flags.set("alice", { s5: built.stamp });
    await vi.advanceTimersByTimeAsync(400);
    expect(await answer).toEqual({ ok: true });
    expect(calls).toEqual([{ request, requesterId: "alice" }]);
  });

  it("refuses a user's requests past 120 a minute, before the handler, while others still get through", async () => {
    stubGame({ isSelf: true });
    for (let i = 0; i < REQUESTS_PER_MINUTE; i++)
      expect(await onRequestQuery(stamped("eve", { domain: "test", kind: "ping", i }))).toEqual({ ok: true });
    expect(await onRequestQuery(stamped("eve", { domain: "test", kind: "ping", i: "over" }))).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.TooManyRequests",
    });
    expect(calls).toHaveLength(REQUESTS_PER_MINUTE);
    expect(await onRequestQuery(stamped("alice", { domain: "test", kind: "ping" }))).toEqual({ ok: true });
    expect(calls.at(-1)?.requesterId).toBe("alice");
  });

  it("refuses a request whose sender, as Foundry v14 names it, is not the stamp's user (front-running)", async () => {
    stubGame({ isSelf: true });
    const envelope = stamped("alice", { domain: "test", kind: "apply" });
    // Eve's client sends Alice's stamped request first: Foundry tells the GM's client Eve sent it.
    expect(await onRequestQuery(envelope, { timeout: 20_000, user: { id: "eve" } })).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.Unverified",
    });
    expect(calls).toEqual([]);
    // Alice's own query still goes through: the refused one did not use her nonce up.
    expect(await onRequestQuery(envelope, { timeout: 20_000, user: { id: "alice" } })).toEqual({ ok: true });
    expect(calls).toHaveLength(1);
  });

  it("refuses a request too long to be a table's click, before the handler", async () => {
    stubGame({ isSelf: true });
    const answer = await onRequestQuery(stamped("eve", { domain: "test", kind: "ping", junk: "x".repeat(20_000) }));
    expect(answer).toEqual({ ok: false, reason: "HARNFUDGE.Notify.BadRequest" });
    expect(calls).toEqual([]);
  });
});

describe("on any other client", () => {
  it("refuses on a client with no designated GM, and on a GM client that is not the designated one", async () => {
    for (const gm of [null, { isSelf: false }]) {
      stubGame(gm);
      expect(await onRequestQuery(stamped("alice", { domain: "test", kind: "apply" }))).toEqual({
        ok: false,
        reason: "HARNFUDGE.Notify.NotDesignated",
      });
    }
    expect(calls).toEqual([]);
  });
});

describe("dispatching a proven request", () => {
  it("refuses a request of no known domain", async () => {
    expect(await dispatch({ domain: "nope", kind: "apply" }, "alice")).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.BadRequest",
    });
    expect(await dispatch({ kind: "apply" }, "alice")).toEqual({ ok: false, reason: "HARNFUDGE.Notify.BadRequest" });
  });

  it("reports a handler that throws, or fails to load, as a failed action", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(await dispatch({ domain: "throws" }, "alice")).toEqual({ ok: false, reason: "HARNFUDGE.Notify.ActionFailed" });
    expect(await dispatch({ domain: "unloadable" }, "alice")).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.ActionFailed",
    });
    expect(error).toHaveBeenCalledTimes(2);
    expect(String(error.mock.calls[0]?.[0])).toContain("failed on the GM's client");
  });
});

describe("the Foundry ports of the proof", () => {
  it("read the requester's own request flag and the server clock, and wait on a timer", async () => {
    stubGame({ isSelf: true });
    flags.set("alice", { s2: { nonce: "n" } });
    const ports = foundryProofPorts();
    expect(ports.readStamps("alice")).toEqual({ s2: { nonce: "n" } });
    expect(ports.readStamps("nobody")).toBeUndefined();
    expect(ports.now()).toBe(clock);
    clock += 5;
    expect(ports.now()).toBe(clock);
    vi.useFakeTimers();
    let done = false;
    void ports.wait?.(150).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(149);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it("share one nonce memory that expires by the server clock, and one budget", () => {
    stubGame({ isSelf: true });
    const ports = foundryProofPorts();
    ports.memory.markUsed("alice", "nonce-shared-1", clock + 100);
    expect(foundryProofPorts().memory.isUsed("alice", "nonce-shared-1")).toBe(true);
    clock += 101;
    expect(ports.memory.isUsed("alice", "nonce-shared-1")).toBe(false);
    expect(foundryProofPorts().budget).toBe(ports.budget);
  });
});

describe("what counts as an answer", () => {
  it.each<[unknown, boolean]>([
    [{ ok: true }, true],
    [{ ok: true, messageId: "m" }, true],
    [{ ok: false, reason: "HARNFUDGE.Notify.NotAllowed" }, true],
    [{ ok: false }, false],
    [{ ok: false, reason: 3 }, false],
    [{ ok: "yes" }, false],
    [{ reason: "x" }, false],
    [null, false],
    ["ok", false],
  ])("%j is an answer: %s", (value, expected) => {
    expect(isAnswer(value)).toBe(expected);
  });
});

describe("registering the router", () => {
  it("puts the query handler under harnfudge.request, and the hand-over's under harnfudge.drain", async () => {
    const queries: Record<string, unknown> = {};
    const hooks: string[] = [];
    vi.stubGlobal("CONFIG", { queries });
    vi.stubGlobal("Hooks", { on: (name: string) => hooks.push(name), once: (name: string) => hooks.push(name) });
    registerRouter();
    expect(hooks).toEqual(["ready", "userConnected"]);
    expect(REQUEST_QUERY).toBe("harnfudge.request");
    // The handler Foundry calls loads the router on first use and hands it the data.
    const handler = queries["harnfudge.request"];
    if (typeof handler !== "function") throw new Error("no handler registered");
    vi.stubGlobal("game", { users: { activeGM: { isSelf: false } }, time: { serverTime: 0 } });
    await expect(handler({ requesterId: "alice", nonce: "nonce-0001", request: {} })).resolves.toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.NotDesignated",
    });
    // Foundry v14's options (the sender) reach the router.
    vi.stubGlobal("game", { users: { activeGM: { isSelf: true }, get: () => undefined }, time: { serverTime: 0 } });
    await expect(
      handler({ requesterId: "alice", nonce: "nonce-0001", request: {} }, { timeout: 1, user: { id: "eve" } }),
    ).resolves.toEqual({ ok: false, reason: "HARNFUDGE.Notify.Unverified" });
    expect(Object.keys(queries)).toEqual(["harnfudge.request", "harnfudge.drain"]);
    // The drain answers once this client's write queue is idle.
    const drain = queries["harnfudge.drain"];
    if (typeof drain !== "function") throw new Error("no drain handler registered");
    await expect(drain({})).resolves.toEqual({ drained: true });
  });
});

describe("the GM's own actions (the gm domain)", () => {
  const done: Call[] = [];
  // Registered inside each test that uses it (registering again replaces it), so the mutation
  // run sees which tests reach the registration.
  const registerTestAction = () =>
    registerGmAction("testAction", async () => async (request, requesterId) => {
      done.push({ request, requesterId });
      return { ok: true };
    });

  it("runs a GM's action with the request and the GM's id", async () => {
    registerTestAction();
    stubGame({ isSelf: true }, ["gm2"]);
    done.length = 0;
    const request = { domain: "gm", kind: "testAction", combatId: "c1" };
    expect(await gmDomain(request, "gm2")).toEqual({ ok: true });
    expect(done).toEqual([{ request, requesterId: "gm2" }]);
  });

  it("refuses a player, and a user the GM's client does not know, before loading the action", async () => {
    registerTestAction();
    stubGame({ isSelf: true }, ["gm"]);
    done.length = 0;
    const gmOnly: Answer = { ok: false, reason: "HARNFUDGE.Notify.GMOnly" };
    expect(await gmDomain({ kind: "testAction" }, "alice")).toEqual(gmOnly);
    expect(await gmDomain({ kind: "testAction" }, "nobody")).toEqual(gmOnly);
    expect(done).toEqual([]);
  });

  it("refuses an action nobody registered", async () => {
    stubGame({ isSelf: true }, ["gm"]);
    expect(await gmDomain({ kind: "noSuchAction" }, "gm")).toEqual({ ok: false, reason: "HARNFUDGE.Notify.BadRequest" });
    expect(await gmDomain({}, "gm")).toEqual({ ok: false, reason: "HARNFUDGE.Notify.BadRequest" });
  });

  it("is reached through the router like any other domain", async () => {
    registerTestAction();
    stubGame({ isSelf: true }, ["gm"]);
    registerDomain("gm-test", async () => gmDomain);
    done.length = 0;
    expect(await onRequestQuery(stamped("gm", { domain: "gm-test", kind: "testAction" }))).toEqual({ ok: true });
    expect(await onRequestQuery(stamped("alice", { domain: "gm-test", kind: "testAction" }))).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.GMOnly",
    });
    expect(done.map((d) => d.requesterId)).toEqual(["gm"]);
  });
});
