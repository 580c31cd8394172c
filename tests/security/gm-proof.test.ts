/**
 * The identity proof (src/play/gm/proof.ts), edge by edge: the stamp's shape, the nonce's length,
 * the stamp's age and clock skew at their limits, the waiting for a late stamp, the nonce memory's
 * expiry and the per-user budget. Each case is one a hostile player's console could send.
 */
import { describe, expect, it } from "vitest";
import {
  MAX_REQUEST_CHARS,
  NONCE_MIN_LENGTH,
  REQUESTS_PER_MINUTE,
  STAMP_MAX_AGE_MS,
  STAMP_MAX_SKEW_MS,
  STAMP_SLOTS,
  STAMP_WAIT_MS,
  canonicalJson,
  findStamp,
  nonceMemory,
  requestBudget,
  stampRequest,
  verifyRequest,
  verifyRequestPatiently,
  type ProofPorts,
} from "../../src/play/gm/proof";

const BAD = { ok: false, reason: "HARNFUDGE.Notify.BadRequest" };
const UNVERIFIED = { ok: false, reason: "HARNFUDGE.Notify.Unverified" };
const UNSEEN = { ...UNVERIFIED, retry: true };
const STALE = { ok: false, reason: "HARNFUDGE.Notify.Stale" };
const REPLAYED = { ok: false, reason: "HARNFUDGE.Notify.Replayed" };

const REQUEST = { domain: "card", kind: "apply", messageId: "m1" };
const NONCE = "nonce-0001";

/** A GM client's ports over one user's flag, with a clock the test sets. */
function ports(stamps: Record<string, unknown> | undefined, now = 10_000) {
  const used: Array<[string, number]> = [];
  const waits: number[] = [];
  const p: ProofPorts & { clock: number; used: typeof used; waits: number[]; users: string[] } = {
    clock: now,
    used,
    waits,
    users: [],
    readStamps: (userId) => {
      p.users.push(userId);
      return userId === "alice" ? stamps : undefined;
    },
    now: () => p.clock,
    isUsed: (nonce) => used.some(([n]) => n === nonce),
    markUsed: (nonce, until) => void used.push([nonce, until]),
  };
  return p;
}

function envelope(request: Record<string, unknown> = REQUEST, nonce = NONCE) {
  return { requesterId: "alice", nonce, request };
}

function stampAt(at: number, request: Record<string, unknown> = REQUEST, nonce = NONCE) {
  return stampRequest(request, "alice", nonce, at).stamp;
}

describe("canonical JSON", () => {
  it("sorts keys at every depth and drops undefined fields, so the same request gives the same string", () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: 2, y: undefined, x: "s" }], c: null } })).toBe(
      '{"a":{"c":null,"d":[1,{"x":"s","z":2}]},"b":1}',
    );
    expect(canonicalJson({ a: 1, b: 2 })).toBe(canonicalJson({ b: 2, a: 1 }));
  });

  it("writes undefined inside an array, and undefined alone, as null", () => {
    expect(canonicalJson([undefined, 1])).toBe("[null,1]");
    expect(canonicalJson(undefined)).toBe("null");
    expect(canonicalJson("x")).toBe('"x"');
    expect(canonicalJson([])).toBe("[]");
    expect(canonicalJson({})).toBe("{}");
  });

  it("escapes keys as JSON strings", () => {
    expect(canonicalJson({ 'a"b': 1 })).toBe('{"a\\"b":1}');
  });
});

describe("building a stamp", () => {
  it("binds the nonce, the time and the exact request; the envelope names the requester", () => {
    expect(stampRequest({ b: 2, a: 1 }, "alice", "nonce-xyz1", 42)).toEqual({
      stamp: { nonce: "nonce-xyz1", at: 42, payload: '{"a":1,"b":2}' },
      envelope: { requesterId: "alice", nonce: "nonce-xyz1", request: { b: 2, a: 1 } },
    });
  });
});

describe("finding a stamp in a user's slots", () => {
  const good = { nonce: NONCE, at: 5, payload: "{}" };

  it("finds the stamp in any of the eight slots", () => {
    expect(STAMP_SLOTS).toEqual(["s0", "s1", "s2", "s3", "s4", "s5", "s6", "s7"]);
    for (const slot of STAMP_SLOTS) expect(findStamp({ [slot]: good }, NONCE)).toEqual(good);
    expect(findStamp({ s0: { ...good, nonce: "other-nonce" }, s7: good }, NONCE)).toEqual(good);
  });

  it("ignores a slot outside the eight, and a stamp of another nonce", () => {
    expect(findStamp({ s8: good }, NONCE)).toBeNull();
    expect(findStamp({ s0: { ...good, nonce: "other-nonce" } }, NONCE)).toBeNull();
  });

  it("reads only the stamp's own fields", () => {
    expect(findStamp({ s0: { ...good, extra: "<b>" } }, NONCE)).toEqual(good);
  });

  it.each([
    ["no flag", undefined],
    ["a flag that is no object", "s0"],
    ["a slot that is no object", { s0: NONCE }],
    ["a nonce that is no string", { s0: { ...good, nonce: 1 } }],
    ["no time", { s0: { nonce: NONCE, payload: "{}" } }],
    ["a time that is a string", { s0: { ...good, at: "5" } }],
    ["a time that is not finite", { s0: { ...good, at: Number.NaN } }],
    ["an infinite time", { s0: { ...good, at: Infinity } }],
    ["a payload that is no string", { s0: { ...good, payload: {} } }],
    ["no payload", { s0: { nonce: NONCE, at: 5 } }],
  ])("refuses a stamp with %s", (_what, stamps) => {
    expect(findStamp(stamps, NONCE)).toBeNull();
  });

  it("refuses a request whose stamp has a malformed time, even though the nonce and payload match", () => {
    const p = ports({ s0: { ...stampAt(10_000), at: "10000" } });
    expect(verifyRequest(envelope(), p)).toEqual(UNSEEN);
    const q = ports({ s0: { ...stampAt(10_000), at: Number.NaN } });
    expect(verifyRequest(envelope(), q)).toEqual(UNSEEN);
    expect(q.used).toEqual([]);
  });
});

describe("verifying a request on the GM's client", () => {
  it("accepts a fresh, matching stamp: the requester and request come back and the nonce is used up", () => {
    const p = ports({ s3: stampAt(10_000) });
    expect(verifyRequest(envelope(), p)).toEqual({ ok: true, requesterId: "alice", request: REQUEST });
    expect(p.users).toEqual(["alice"]);
    expect(p.used).toEqual([[NONCE, 10_000 + STAMP_MAX_AGE_MS + STAMP_MAX_SKEW_MS]]);
    expect(verifyRequest(envelope(), p)).toEqual(REPLAYED);
  });

  it("accepts the same request with its keys in another order", () => {
    const p = ports({ s0: stampAt(10_000, { messageId: "m1", kind: "apply", domain: "card" }) });
    expect(verifyRequest(envelope(), p).ok).toBe(true);
  });

  it.each([
    ["no object", "hello"],
    ["null", null],
    ["no requester", { nonce: NONCE, request: REQUEST }],
    ["a requester that is no string", { requesterId: 7, nonce: NONCE, request: REQUEST }],
    ["no nonce", { requesterId: "alice", request: REQUEST }],
    ["a nonce that is no string", { requesterId: "alice", nonce: 12345678, request: REQUEST }],
    ["a request that is no object", { requesterId: "alice", nonce: NONCE, request: "apply" }],
    ["no request", { requesterId: "alice", nonce: NONCE }],
  ])("refuses an envelope with %s, before reading any stamp", (_what, raw) => {
    const p = ports({ s0: stampAt(10_000) });
    expect(verifyRequest(raw, p)).toEqual(BAD);
    expect(p.users).toEqual([]);
    expect(p.used).toEqual([]);
  });

  it("refuses a nonce shorter than eight characters, and takes one of exactly eight", () => {
    expect(NONCE_MIN_LENGTH).toBe(8);
    const short = "n".repeat(7);
    const p = ports({ s0: stampAt(10_000, REQUEST, short) });
    expect(verifyRequest(envelope(REQUEST, short), p)).toEqual(BAD);
    const eight = "n".repeat(8);
    const q = ports({ s0: stampAt(10_000, REQUEST, eight) });
    expect(verifyRequest(envelope(REQUEST, eight), q).ok).toBe(true);
  });

  it("refuses a used nonce before reading the stamps", () => {
    const p = ports({ s0: stampAt(10_000) });
    p.used.push([NONCE, 99_999]);
    expect(verifyRequest(envelope(), p)).toEqual(REPLAYED);
    expect(p.users).toEqual([]);
  });

  it("asks to wait when the claimed requester has no stamp with this nonce (it may still be on its way)", () => {
    expect(verifyRequest(envelope(), ports(undefined))).toEqual(UNSEEN);
    expect(verifyRequest(envelope(), ports({ s0: stampAt(10_000, REQUEST, "another-nonce") }))).toEqual(UNSEEN);
  });

  it("refuses without waiting a stamp whose request differs from the one sent", () => {
    const p = ports({ s0: stampAt(10_000, { ...REQUEST, messageId: "m2" }) });
    expect(verifyRequest(envelope(), p)).toEqual(UNVERIFIED);
    expect(p.used).toEqual([]);
  });

  it("accepts a stamp exactly two minutes old and refuses one a millisecond older", () => {
    const at = 10_000;
    const p = ports({ s0: stampAt(at) }, at + STAMP_MAX_AGE_MS);
    expect(verifyRequest(envelope(), p).ok).toBe(true);
    const q = ports({ s0: stampAt(at) }, at + STAMP_MAX_AGE_MS + 1);
    expect(verifyRequest(envelope(), q)).toEqual(STALE);
    expect(q.used).toEqual([]);
  });

  it("accepts a stamp up to ten seconds in the GM's future and refuses one further ahead", () => {
    const now = 100_000;
    const p = ports({ s0: stampAt(now + STAMP_MAX_SKEW_MS) }, now);
    expect(verifyRequest(envelope(), p).ok).toBe(true);
    const q = ports({ s0: stampAt(now + STAMP_MAX_SKEW_MS + 1) }, now);
    expect(verifyRequest(envelope(), q)).toEqual(STALE);
    // Ten seconds, as the docs say: a player's clock five seconds fast still gets through.
    expect(STAMP_MAX_SKEW_MS).toBe(10_000);
    expect(verifyRequest(envelope(), ports({ s0: stampAt(now + 5_000) }, now)).ok).toBe(true);
  });
});

describe("waiting for a stamp not yet seen", () => {
  it("polls every 150 ms and accepts the stamp once it arrives", async () => {
    const stamps: Record<string, unknown> = {};
    const p = ports(stamps);
    p.wait = async (ms) => {
      p.waits.push(ms);
      if (p.waits.length === 3) stamps["s1"] = stampAt(10_000);
    };
    expect(await verifyRequestPatiently(envelope(), p)).toEqual({ ok: true, requesterId: "alice", request: REQUEST });
    expect(p.waits).toEqual([150, 150, 150]);
  });

  it("gives up after three seconds in all", async () => {
    const p = ports({});
    p.wait = async (ms) => void p.waits.push(ms);
    expect(await verifyRequestPatiently(envelope(), p)).toEqual(UNSEEN);
    expect(STAMP_WAIT_MS).toBe(3000);
    expect(p.waits).toHaveLength(20);
  });

  it("does not wait for a refusal that waiting cannot change", async () => {
    const p = ports({ s0: stampAt(10_000, { ...REQUEST, messageId: "m2" }) });
    p.wait = async (ms) => void p.waits.push(ms);
    expect(await verifyRequestPatiently(envelope(), p)).toEqual(UNVERIFIED);
    expect(await verifyRequestPatiently("junk", p)).toEqual(BAD);
    expect(p.waits).toEqual([]);
  });

  it("answers at once on a client that cannot wait", async () => {
    expect(await verifyRequestPatiently(envelope(), ports({}))).toEqual(UNSEEN);
  });

  it("does not wait after an acceptance", async () => {
    const p = ports({ s0: stampAt(10_000) });
    p.wait = async (ms) => void p.waits.push(ms);
    expect((await verifyRequestPatiently(envelope(), p)).ok).toBe(true);
    expect(p.waits).toEqual([]);
  });
});

describe("the nonce memory", () => {
  it("remembers a nonce up to and including its expiry, and forgets it after", () => {
    let t = 0;
    const memory = nonceMemory(() => t);
    expect(memory.isUsed("a")).toBe(false);
    memory.markUsed("a", 100);
    expect(memory.isUsed("a")).toBe(true);
    t = 100;
    expect(memory.isUsed("a")).toBe(true);
    t = 101;
    expect(memory.isUsed("a")).toBe(false);
    expect(memory.isUsed("b")).toBe(false);
  });

  it("drops expired nonces as new ones come in, and keeps those still valid", () => {
    let t = 0;
    const memory = nonceMemory(() => t);
    memory.markUsed("a", 50);
    memory.markUsed("b", 200);
    expect(memory.size()).toBe(2);
    t = 50;
    memory.markUsed("c", 300);
    expect(memory.size()).toBe(3);
    t = 51;
    memory.markUsed("d", 300);
    expect(memory.size()).toBe(3);
    expect(memory.isUsed("b")).toBe(true);
    expect(memory.isUsed("c")).toBe(true);
  });
});

describe("the per-user request budget", () => {
  it("lets a user ask 120 times a minute, refuses the next, and counts other users apart", () => {
    let t = 0;
    const budget = requestBudget(() => t);
    for (let i = 0; i < REQUESTS_PER_MINUTE; i++) expect(budget.take("eve", { i })).toBeNull();
    expect(budget.take("eve", { i: "more" })).toBe("HARNFUDGE.Notify.TooManyRequests");
    expect(budget.take("alice", { i: 0 })).toBeNull();
    t = 59_999;
    expect(budget.take("eve", {})).toBe("HARNFUDGE.Notify.TooManyRequests");
    // A minute after the first requests, they no longer count.
    t = 60_000;
    expect(budget.take("eve", {})).toBeNull();
  });

  it("does not count refused requests against the minute", () => {
    let t = 0;
    const budget = requestBudget(() => t);
    for (let i = 0; i < REQUESTS_PER_MINUTE; i++) budget.take("eve", {});
    t = 30_000;
    for (let i = 0; i < 10; i++) expect(budget.take("eve", {})).toBe("HARNFUDGE.Notify.TooManyRequests");
    t = 60_000;
    for (let i = 0; i < REQUESTS_PER_MINUTE; i++) expect(budget.take("eve", {})).toBeNull();
    expect(budget.take("eve", {})).toBe("HARNFUDGE.Notify.TooManyRequests");
  });

  it("refuses a request longer than the limit and accepts one exactly at it", () => {
    const budget = requestBudget(() => 0);
    const padding = (n: number) => ({ p: "x".repeat(n - '{"p":""}'.length) });
    expect(canonicalJson(padding(MAX_REQUEST_CHARS)).length).toBe(MAX_REQUEST_CHARS);
    expect(budget.take("alice", padding(MAX_REQUEST_CHARS))).toBeNull();
    expect(budget.take("alice", padding(MAX_REQUEST_CHARS + 1))).toBe("HARNFUDGE.Notify.BadRequest");
  });
});
