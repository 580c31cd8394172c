/**
 * The asker's side of a request (src/play/gm/transport.ts): what is stamped and sent, in which
 * slot, when it runs on this client instead, what comes back for an odd answer, and the Foundry
 * wiring of askGM, notify and request ids through stand-ins for `game`, `ui` and `foundry`.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  QUERY_TIMEOUT_MS,
  RETRY_WINDOW_MS,
  askGM,
  askGMOnce,
  retryMemory,
  retrySettled,
  newRequestId,
  notify,
  sendRequest,
  type AnswerWith,
  type TransportDeps,
} from "../../../src/play/gm/transport";
import {
  nonceDigest,
  nonceMemory,
  requestBudget,
  verifyRequest,
  type RequestEnvelope,
  type RequestStamp,
} from "../../../src/play/gm/proof";
import { dispatch, registerDomain } from "../../../src/play/gm/router";
import { writeCounter } from "../../../src/play/services/writes";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

interface Sent {
  envelope: RequestEnvelope;
  timeoutMs: number;
}

function deps(answer: (envelope: RequestEnvelope) => Promise<unknown> = async () => ({ ok: true })) {
  const sent: Sent[] = [];
  const stamps: Array<[string, RequestStamp]> = [];
  const here: Array<[Record<string, unknown>, string]> = [];
  const sleeps: number[] = [];
  let n = 0;
  const d: TransportDeps = {
    gm: {
      isSelf: false,
      query: (envelope, timeoutMs) => {
        sent.push({ envelope, timeoutMs });
        return answer(envelope);
      },
    },
    userId: "alice",
    now: () => 5000,
    nonce: () => `nonce-${String(++n).padStart(4, "0")}`,
    newRequestId: () => `request-${String(n + 1).padStart(4, "0")}`,
    writeStamp: async (slot, stamp) => void stamps.push([slot, stamp]),
    runHere: async (request, userId) => {
      here.push([request, userId]);
      return { ok: true, ranHere: true };
    },
    sleep: (ms) => {
      sleeps.push(ms);
      return new Promise(() => undefined);
    },
  };
  return { d, sent, stamps, here, sleeps };
}

describe("sending a request to the designated GM", () => {
  it("stamps the request with its domain, sends the matching envelope and returns the GM's answer", async () => {
    const { d, sent, stamps, here } = deps(async () => ({ ok: true, messageId: "m9" }));
    expect(await sendRequest(d, "card", { kind: "apply", messageId: "m1" })).toEqual({ ok: true, messageId: "m9" });
    const request = { kind: "apply", messageId: "m1", domain: "card", requestId: "request-0001" };
    expect(sent).toHaveLength(1);
    expect(sent[0]?.envelope).toEqual({ requesterId: "alice", nonce: "nonce-0001", request });
    expect(sent[0]?.timeoutMs).toBe(QUERY_TIMEOUT_MS);
    expect(QUERY_TIMEOUT_MS).toBe(20_000);
    expect(stamps).toHaveLength(1);
    expect(stamps[0]?.[1]).toEqual({
      digest: nonceDigest("nonce-0001"),
      at: 5000,
      payload: '{"domain":"card","kind":"apply","messageId":"m1","requestId":"request-0001"}',
    });
    expect(here).toEqual([]);
    // What was stamped proves exactly what was sent.
    const slot = stamps[0]?.[0] ?? "";
    const proof = verifyRequest(sent[0]?.envelope, {
      readStamps: () => ({ [slot]: stamps[0]?.[1] }),
      now: () => 5000,
      memory: nonceMemory(() => 5000),
      budget: requestBudget(() => 5000),
    });
    expect(proof).toEqual({ ok: true, requesterId: "alice", request });
  });

  it("writes the stamp before it queries", async () => {
    const order: string[] = [];
    const { d } = deps(async () => {
      order.push("query");
      return { ok: true };
    });
    d.writeStamp = async () => void order.push("stamp");
    await sendRequest(d, "card", { kind: "apply" });
    expect(order).toEqual(["stamp", "query"]);
  });

  it("overrides a domain smuggled into the request", async () => {
    const { d, sent } = deps();
    await sendRequest(d, "heal", { kind: "treat", domain: "gm" });
    expect(sent[0]?.envelope.request).toEqual({ kind: "treat", domain: "heal", requestId: "request-0001" });
  });

  it("keeps a request's own request id, and gives one to every request that brings none (issue 28)", async () => {
    const { d, sent } = deps();
    await sendRequest(d, "card", { kind: "undo", messageId: "m1", requestId: "mine-0001" });
    await sendRequest(d, "card", { kind: "undo", messageId: "m1", requestId: 7 });
    expect(sent.map((s) => (s.envelope.request as { requestId: unknown }).requestId)).toEqual(["mine-0001", "request-0002"]);
  });

  it("goes round the eight slots, so eight requests in flight never share one", async () => {
    const { d, stamps } = deps();
    for (let i = 0; i < 16; i++) await sendRequest(d, "card", { kind: "apply", i });
    const slots = stamps.map(([slot]) => slot);
    expect(new Set(slots.slice(0, 8)).size).toBe(8);
    expect(slots.slice(8)).toEqual(slots.slice(0, 8));
    for (const slot of slots) expect(slot).toMatch(/^s[0-7]$/);
  });

  it("uses the caller's timeout for the query and a second longer for its own timer", async () => {
    const { d, sent, sleeps } = deps();
    d.timeoutMs = 7000;
    await sendRequest(d, "card", { kind: "apply" });
    expect(sent[0]?.timeoutMs).toBe(7000);
    expect(sleeps).toEqual([8000]);
    const other = deps();
    await sendRequest(other.d, "card", { kind: "apply" });
    expect(other.sleeps).toEqual([QUERY_TIMEOUT_MS + 1000]);
  });

  it("times out on its own timer when the GM never answers", async () => {
    vi.useFakeTimers();
    const { d } = deps(() => new Promise(() => undefined));
    d.sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
    d.timeoutMs = 1000;
    let answer: AnswerWith | null = null;
    void sendRequest(d, "card", { kind: "apply" }).then((a) => (answer = a));
    await vi.advanceTimersByTimeAsync(1999);
    expect(answer).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(answer).toEqual({ ok: false, reason: "HARNFUDGE.Notify.Timeout", timedOut: true });
  });

  it.each<[unknown]>([[undefined], [null], [{ ok: false }], ["ok"], [{ ok: 1 }]])(
    "reads a reply that is no answer (%j) as a bad request",
    async (reply) => {
      const { d } = deps(async () => reply);
      expect(await sendRequest(d, "card", { kind: "apply" })).toEqual({ ok: false, reason: "HARNFUDGE.Notify.BadRequest" });
    },
  );

  it("answers with a timeout when the stamp cannot be written, and does not query", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { d, sent } = deps();
    d.writeStamp = () => Promise.reject(new Error("offline"));
    expect(await sendRequest(d, "card", { kind: "apply" })).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.Timeout",
      timedOut: true,
    });
    expect(sent).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toBe("HârnFudge | the GM did not answer");
    expect(warn.mock.calls[0]?.[1]).toEqual(new Error("offline"));
  });

  it("says so when this client has no user, before stamping anything", async () => {
    const { d, stamps, sent } = deps();
    d.userId = null;
    expect(await sendRequest(d, "card", { kind: "apply" })).toEqual({ ok: false, reason: "HARNFUDGE.Notify.NoGM" });
    expect(stamps).toEqual([]);
    expect(sent).toEqual([]);
  });
});

describe("on the designated GM's own client", () => {
  it("runs the request here with the domain and this user, without stamping or querying", async () => {
    const { d, sent, stamps, here } = deps();
    d.gm = { isSelf: true, query: d.gm?.query ?? (async () => null) };
    expect(await sendRequest(d, "card", { kind: "undo", messageId: "m1" })).toEqual({ ok: true, ranHere: true });
    expect(here).toEqual([[{ kind: "undo", messageId: "m1", domain: "card", requestId: "request-0001" }, "alice"]]);
    expect(stamps).toEqual([]);
    expect(sent).toEqual([]);
  });
});

function stubFoundry(activeGM: object | null, update = vi.fn(async () => undefined), ids: string[] = []) {
  vi.stubGlobal("game", {
    users: { activeGM },
    user: { id: "alice", update },
    time: { serverTime: 777 },
    i18n: { localize: (key: string) => `«${key}»` },
  });
  vi.stubGlobal("foundry", { utils: { randomID: (n: number) => ids.shift() ?? "r".repeat(n) } });
  return update;
}

describe("askGM on Foundry", () => {
  it("stamps this user's own request flag and queries the designated GM through harnfudge.request", async () => {
    const query = vi.fn(async () => ({ ok: true }));
    const update = stubFoundry({ isSelf: false, query });
    const before = writeCounter.userUpdates;
    expect(await askGM("card", { kind: "apply", messageId: "m1" })).toEqual({ ok: true });
    expect(writeCounter.userUpdates).toBe(before + 1);
    expect(update).toHaveBeenCalledTimes(1);
    const [changes] = update.mock.calls[0] as unknown as [Record<string, RequestStamp>];
    const [[key, stamp]] = Object.entries(changes) as [[string, RequestStamp]];
    expect(key).toMatch(/^flags\.harnfudge\.requests\.s[0-7]$/);
    expect(stamp).toEqual({
      digest: nonceDigest("r".repeat(16)),
      at: 777,
      payload: `{"domain":"card","kind":"apply","messageId":"m1","requestId":"${"r".repeat(16)}"}`,
    });
    expect(query).toHaveBeenCalledWith(
      "harnfudge.request",
      {
        requesterId: "alice",
        nonce: "r".repeat(16),
        request: { kind: "apply", messageId: "m1", domain: "card", requestId: "r".repeat(16) },
      },
      { timeout: QUERY_TIMEOUT_MS },
    );
  });

  it("runs the request through the router's dispatch on the designated GM's own client", async () => {
    const seen: Array<[Record<string, unknown>, string]> = [];
    registerDomain("transport-test", async () => async (request, requesterId) => {
      seen.push([request, requesterId]);
      return { ok: true };
    });
    const query = vi.fn(async () => ({ ok: false, reason: "not me" }));
    const update = stubFoundry({ isSelf: true, query });
    expect(await askGM("transport-test", { kind: "x" })).toEqual({ ok: true });
    expect(seen).toEqual([[{ kind: "x", domain: "transport-test", requestId: "r".repeat(16) }, "alice"]]);
    expect(query).not.toHaveBeenCalled();
    expect(update).not.toHaveBeenCalled();
    expect(await dispatch({ domain: "transport-test", kind: "y" }, "bob")).toEqual({ ok: true });
  });

  it("answers that no GM is connected when there is none", async () => {
    stubFoundry(null);
    expect(await askGM("card", { kind: "apply" })).toEqual({ ok: false, reason: "HARNFUDGE.Notify.NoGM" });
  });

  it("times out on a real timer a second after the query's limit", async () => {
    vi.useFakeTimers();
    stubFoundry({ isSelf: false, query: () => new Promise(() => undefined) });
    let answer: AnswerWith | null = null;
    void askGM("card", { kind: "apply" }).then((a) => (answer = a));
    await vi.advanceTimersByTimeAsync(QUERY_TIMEOUT_MS + 999);
    expect(answer).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(answer).toEqual({ ok: false, reason: "HARNFUDGE.Notify.Timeout", timedOut: true });
  });
});

describe("telling the user", () => {
  it("warns with the localized reason of a refusal and returns false; stays silent on success", () => {
    stubFoundry(null);
    const warn = vi.fn();
    vi.stubGlobal("ui", { notifications: { warn } });
    expect(notify({ ok: false, reason: "HARNFUDGE.Notify.NotAllowed" })).toBe(false);
    expect(warn).toHaveBeenCalledWith("«HARNFUDGE.Notify.NotAllowed»");
    expect(notify({ ok: true })).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("does not fail when the notifications are not ready yet", () => {
    stubFoundry(null);
    vi.stubGlobal("ui", {});
    expect(notify({ ok: false, reason: "HARNFUDGE.Notify.NotAllowed" })).toBe(false);
    expect(notify({ ok: true, notice: "HARNFUDGE.Notify.LateDone" })).toBe(true);
  });

  it("tells the user a success's notice, localized, and only a notice that is a string", () => {
    stubFoundry(null);
    const info = vi.fn();
    const warn = vi.fn();
    vi.stubGlobal("ui", { notifications: { info, warn } });
    expect(notify({ ok: true, notice: "HARNFUDGE.Notify.LateDone" })).toBe(true);
    expect(info).toHaveBeenCalledWith("«HARNFUDGE.Notify.LateDone»");
    expect(notify({ ok: true, notice: 3 })).toBe(true);
    expect(info).toHaveBeenCalledTimes(1);
    expect(warn).not.toHaveBeenCalled();
  });

  it("makes request ids of sixteen characters from Foundry's random ids", () => {
    stubFoundry(null);
    expect(newRequestId()).toBe("r".repeat(16));
  });
});

describe("an answer that arrives after the asker stopped waiting", () => {
  it("tells the user it was done after all", async () => {
    vi.useFakeTimers();
    let finish: (answer: unknown) => void = () => undefined;
    stubFoundry({ isSelf: false, query: () => new Promise((resolve) => (finish = resolve)) });
    const info = vi.fn();
    const warn = vi.fn();
    vi.stubGlobal("ui", { notifications: { info, warn } });
    const sent = askGM("card", { kind: "attack" });
    await vi.advanceTimersByTimeAsync(QUERY_TIMEOUT_MS + 1000);
    await expect(sent).resolves.toMatchObject({ timedOut: true });
    expect(info).not.toHaveBeenCalled();
    finish({ ok: true });
    await vi.advanceTimersByTimeAsync(1);
    expect(info).toHaveBeenCalledWith("«HARNFUDGE.Notify.LateDone»");
    expect(warn).not.toHaveBeenCalled();
  });

  it("tells the user it was refused after all, and why", async () => {
    vi.useFakeTimers();
    let finish: (answer: unknown) => void = () => undefined;
    stubFoundry({ isSelf: false, query: () => new Promise((resolve) => (finish = resolve)) });
    const info = vi.fn();
    const warn = vi.fn();
    vi.stubGlobal("ui", { notifications: { info, warn } });
    void askGM("card", { kind: "attack" });
    await vi.advanceTimersByTimeAsync(QUERY_TIMEOUT_MS + 1000);
    finish({ ok: false, reason: "HARNFUDGE.Notify.NotAllowed" });
    await vi.advanceTimersByTimeAsync(1);
    expect(warn).toHaveBeenCalledWith("«HARNFUDGE.Notify.LateRefused» «HARNFUDGE.Notify.NotAllowed»");
    expect(info).not.toHaveBeenCalled();
  });

  it("passes the checked answer and the sent request to the callback", async () => {
    vi.useFakeTimers();
    let finish: (answer: unknown) => void = () => undefined;
    const { d } = deps(() => new Promise((resolve) => (finish = resolve)));
    d.sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
    d.timeoutMs = 100;
    const late: unknown[] = [];
    d.late = (answer, request) => void late.push([answer, request]);
    void sendRequest(d, "card", { kind: "attack" });
    await vi.advanceTimersByTimeAsync(1100);
    finish("no answer");
    await vi.advanceTimersByTimeAsync(1);
    expect(late).toEqual([
      [
        { ok: false, reason: "HARNFUDGE.Notify.BadRequest" },
        { kind: "attack", domain: "card", requestId: "request-0001" },
      ],
    ]);
  });
});

describe("a late answer with nothing to tell", () => {
  it("is dropped quietly when the sender passed no callback", async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    let finish: (answer: unknown) => void = () => undefined;
    const { d } = deps(() => new Promise((resolve) => (finish = resolve)));
    d.sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
    d.timeoutMs = 100;
    void sendRequest(d, "card", { kind: "attack" });
    await vi.advanceTimersByTimeAsync(1100);
    finish({ ok: true });
    await vi.advanceTimersByTimeAsync(1);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([{ ok: true }, { ok: false, reason: "HARNFUDGE.Notify.NotAllowed" }])(
    "does not fail before the notifications are ready (%j)",
    async (reply) => {
      vi.useFakeTimers();
      const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
      let finish: (answer: unknown) => void = () => undefined;
      stubFoundry({ isSelf: false, query: () => new Promise((resolve) => (finish = resolve)) });
      vi.stubGlobal("ui", {});
      void askGM("card", { kind: "attack" });
      await vi.advanceTimersByTimeAsync(QUERY_TIMEOUT_MS + 1000);
      finish(reply);
      await vi.advanceTimersByTimeAsync(1);
      expect(warn).not.toHaveBeenCalled();
    },
  );
});

describe("asking once with a retry key", () => {
  it("sends a fresh request id, and the same one again for a retry after a timeout, until it settles", async () => {
    vi.useFakeTimers();
    const envelopes: RequestEnvelope[] = [];
    let hang = true;
    const query = (_name: string, envelope: RequestEnvelope) => {
      envelopes.push(envelope);
      return hang ? new Promise(() => undefined) : Promise.resolve({ ok: true });
    };
    stubFoundry({ isSelf: false, query }, undefined, ["random-1", "random-2", "random-3", "random-4", "random-5", "random-6"]);
    vi.stubGlobal("Hooks", { on: () => undefined });
    const first = askGMOnce("card", "attack:a", { kind: "attack" });
    await vi.advanceTimersByTimeAsync(QUERY_TIMEOUT_MS + 1000);
    // The notice says what is known, and that this retry is safe.
    await expect(first).resolves.toEqual({ ok: false, reason: "HARNFUDGE.Notify.TimeoutRetry", timedOut: true });
    hang = false;
    expect(await askGMOnce("card", "attack:a", { kind: "attack" })).toEqual({ ok: true });
    // Settled: the next request for the same action is a new one.
    expect(await askGMOnce("card", "attack:a", { kind: "attack" })).toEqual({ ok: true });
    const ids = envelopes.map((e) => (e.request as { requestId: string }).requestId);
    expect(ids[0]).toBe(ids[1]);
    expect(ids[2]).not.toBe(ids[0]);
    expect(envelopes[0]?.request).toEqual({ kind: "attack", domain: "card", requestId: ids[0] });
  });

  it("keeps retry keys of different domains apart", async () => {
    vi.useFakeTimers();
    const envelopes: RequestEnvelope[] = [];
    const query = (_name: string, envelope: RequestEnvelope) => {
      envelopes.push(envelope);
      return new Promise(() => undefined);
    };
    stubFoundry({ isSelf: false, query }, undefined, ["random-1", "random-2", "random-3", "random-4"]);
    vi.stubGlobal("Hooks", { on: () => undefined });
    void askGMOnce("heal", "same-key", { kind: "treat" });
    await vi.advanceTimersByTimeAsync(QUERY_TIMEOUT_MS + 1000);
    void askGMOnce("gm", "same-key", { kind: "rest" });
    await vi.advanceTimersByTimeAsync(1);
    const ids = envelopes.map((e) => (e.request as { requestId: string }).requestId);
    expect(ids).toHaveLength(2);
    expect(ids[1]).not.toBe(ids[0]);
  });
});

describe("the retry window", () => {
  it("keeps a timed-out id for as long as the GM's client could still accept its stamp and answer, up to the last millisecond", () => {
    let now = 1000;
    const memory = retryMemory(() => now);
    memory.timedOut("k", "old");
    expect(RETRY_WINDOW_MS).toBe(2 * 60_000 + 10_000 + 20_000);
    now += RETRY_WINDOW_MS;
    expect(memory.idFor("k", "new")).toBe("old");
    now += 1;
    expect(memory.idFor("k", "new")).toBe("new");
  });
});

describe("a retry id whose outcome is seen (issue 28, item 4)", () => {
  it("is forgotten when the card it made appears in the chat, so the next attack is a new one", async () => {
    vi.useFakeTimers();
    const envelopes: RequestEnvelope[] = [];
    type Message = { author: { isGM: boolean }; getFlag(scope: string, key: string): unknown };
    const hooks: Array<(message: Message) => void> = [];
    vi.stubGlobal("Hooks", { on: (name: string, fn: (typeof hooks)[number]) => name === "createChatMessage" && hooks.push(fn) });
    const query = (_name: string, envelope: RequestEnvelope) => {
      envelopes.push(envelope);
      return envelopes.length <= 2 ? new Promise(() => undefined) : Promise.resolve({ ok: true });
    };
    stubFoundry({ isSelf: false, query }, undefined, ["seen-1", "seen-2", "seen-3", "seen-4", "seen-5", "seen-6"]);
    const first = askGMOnce("card", "attack:seen", { kind: "attack" });
    await vi.advanceTimersByTimeAsync(QUERY_TIMEOUT_MS + 1000);
    await expect(first).resolves.toMatchObject({ timedOut: true });
    const firstId = (envelopes[0]?.request as { requestId: string }).requestId;
    const flag = (scope: string, key: string) => (scope === "harnfudge" && key === "requestId" ? firstId : undefined);
    // A player's message naming the id is no outcome: the retry still sends it.
    for (const hook of hooks) hook({ author: { isGM: false }, getFlag: flag });
    const second = askGMOnce("card", "attack:seen", { kind: "attack" });
    await vi.advanceTimersByTimeAsync(QUERY_TIMEOUT_MS + 1000);
    await expect(second).resolves.toMatchObject({ timedOut: true });
    expect((envelopes[1]?.request as { requestId: string }).requestId).toBe(firstId);
    // The GM's client finished after all: its card, carrying the request id, reaches this client.
    for (const hook of hooks) hook({ author: { isGM: true }, getFlag: flag });
    expect(await askGMOnce("card", "attack:seen", { kind: "attack" })).toEqual({ ok: true });
    expect((envelopes[2]?.request as { requestId: string }).requestId).not.toBe(firstId);
  });

  it("is forgotten when the GM's answer arrives after the timeout", async () => {
    vi.useFakeTimers();
    const envelopes: RequestEnvelope[] = [];
    let finish: (answer: unknown) => void = () => undefined;
    vi.stubGlobal("Hooks", { on: () => undefined });
    vi.stubGlobal("ui", { notifications: { info: vi.fn(), warn: vi.fn() } });
    const query = (_name: string, envelope: RequestEnvelope) => {
      envelopes.push(envelope);
      return envelopes.length === 1 ? new Promise((resolve) => (finish = resolve)) : Promise.resolve({ ok: true });
    };
    stubFoundry({ isSelf: false, query }, undefined, ["late-1", "late-2", "late-3", "late-4"]);
    const first = askGMOnce("card", "attack:late", { kind: "attack" });
    await vi.advanceTimersByTimeAsync(QUERY_TIMEOUT_MS + 1000);
    await expect(first).resolves.toMatchObject({ timedOut: true });
    finish({ ok: true, messageId: "card-1" });
    await vi.advanceTimersByTimeAsync(1);
    expect(await askGMOnce("card", "attack:late", { kind: "attack" })).toEqual({ ok: true });
    const ids = envelopes.map((e) => (e.request as { requestId: string }).requestId);
    expect(ids[1]).not.toBe(ids[0]);
  });

  it("is forgotten when the feature that sees its outcome otherwise says so (retrySettled)", async () => {
    vi.useFakeTimers();
    const envelopes: RequestEnvelope[] = [];
    vi.stubGlobal("Hooks", { on: () => undefined });
    const query = (_name: string, envelope: RequestEnvelope) => {
      envelopes.push(envelope);
      return envelopes.length === 1 ? new Promise(() => undefined) : Promise.resolve({ ok: true });
    };
    stubFoundry({ isSelf: false, query }, undefined, ["settle-1", "settle-2", "settle-3", "settle-4"]);
    const first = askGMOnce("heal", "treat:p", { kind: "treat" });
    await vi.advanceTimersByTimeAsync(QUERY_TIMEOUT_MS + 1000);
    await expect(first).resolves.toMatchObject({ timedOut: true });
    const firstId = (envelopes[0]?.request as { requestId: string }).requestId;
    retrySettled(firstId);
    expect(await askGMOnce("heal", "treat:p", { kind: "treat" })).toEqual({ ok: true });
    expect((envelopes[1]?.request as { requestId: string }).requestId).not.toBe(firstId);
  });

  it("watches the chat with one hook however many requests time out, and a message without an author settles nothing", async () => {
    vi.useFakeTimers();
    const envelopes: RequestEnvelope[] = [];
    type Message = { author: { isGM: boolean } | null; getFlag(scope: string, key: string): unknown };
    const hooks: Array<(message: Message) => void> = [];
    vi.stubGlobal("Hooks", { on: (name: string, fn: (typeof hooks)[number]) => name === "createChatMessage" && hooks.push(fn) });
    const query = (_name: string, envelope: RequestEnvelope) => {
      envelopes.push(envelope);
      return envelopes.length <= 2 ? new Promise(() => undefined) : Promise.resolve({ ok: true });
    };
    stubFoundry({ isSelf: false, query }, undefined, ["hook-1", "hook-2", "hook-3", "hook-4", "hook-5", "hook-6"]);
    for (const target of ["a", "b"]) {
      const asked = askGMOnce("card", `attack:${target}`, { kind: "attack" });
      await vi.advanceTimersByTimeAsync(QUERY_TIMEOUT_MS + 1000);
      await expect(asked).resolves.toMatchObject({ timedOut: true });
    }
    // One listener for the session, not one more per timed-out request.
    expect(hooks).toHaveLength(1);
    const firstId = (envelopes[0]?.request as { requestId: string }).requestId;
    // A message whose author's User no longer exists is no GM's outcome.
    hooks[0]?.({ author: null, getFlag: () => firstId });
    expect(await askGMOnce("card", "attack:a", { kind: "attack" })).toEqual({ ok: true });
    expect((envelopes[2]?.request as { requestId: string }).requestId).toBe(firstId);
  });
});
