/**
 * The identity proof (src/play/gm/proof.ts), edge by edge: the stamp's shape, the nonce's length,
 * the digest that binds a stamp to the client that made it, the sender Foundry names, the stamp's
 * age and clock skew at their limits, the waiting for a late stamp, the request's size checked with
 * bounded work, the nonce memory's expiry, cap and sweeping, and the per-user budget. Each case is
 * one a hostile player's console could send.
 */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  MAX_REQUEST_CHARS,
  NONCES_PER_USER,
  NONCE_MAX_LENGTH,
  NONCE_MIN_LENGTH,
  REQUESTS_PER_MINUTE,
  STAMP_MAX_AGE_MS,
  STAMP_MAX_SKEW_MS,
  STAMP_SLOTS,
  STAMP_WAIT_MS,
  canonicalJson,
  findStamp,
  jsonWithin,
  nonceDigest,
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
const TOO_MANY = { ok: false, reason: "HARNFUDGE.Notify.TooManyRequests" };

const REQUEST = { domain: "card", kind: "apply", messageId: "m1" };
const NONCE = "nonce-0001";

/** A GM client's ports over one user's flag, with a clock the test sets. */
function ports(stamps: Record<string, unknown> | undefined, now = 10_000) {
  const used: Array<[string, number]> = [];
  const waits: number[] = [];
  const p: ProofPorts & { clock: number; used: typeof used; waits: number[]; users: string[]; taken: string[] } = {
    clock: now,
    used,
    waits,
    users: [],
    taken: [],
    readStamps: (userId) => {
      p.users.push(userId);
      return userId === "alice" ? stamps : undefined;
    },
    now: () => p.clock,
    memory: {
      isUsed: (_user, nonce) => used.some(([n]) => n === nonce),
      markUsed: (_user, nonce, until) => {
        used.push([nonce, until]);
        return true;
      },
      size: () => used.length,
    },
    budget: {
      take: (userId) => {
        p.taken.push(userId);
        return true;
      },
    },
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
  it("binds the nonce's digest, the time and the exact request; only the envelope carries the nonce", () => {
    expect(stampRequest({ b: 2, a: 1 }, "alice", "nonce-xyz1", 42)).toEqual({
      stamp: { digest: nonceDigest("nonce-xyz1"), at: 42, payload: '{"a":1,"b":2}' },
      envelope: { requesterId: "alice", nonce: "nonce-xyz1", request: { b: 2, a: 1 } },
    });
    expect(JSON.stringify(stampRequest({}, "alice", "nonce-xyz1", 42).stamp)).not.toContain("nonce-xyz1");
  });

  it("digests the nonce with SHA-256 under the system's own label", () => {
    expect(nonceDigest("nonce-xyz1")).toBe(createHash("sha256").update("harnfudge.request:nonce-xyz1").digest("hex"));
    expect(nonceDigest("nonce-xyz1")).not.toBe(nonceDigest("nonce-xyz2"));
  });
});

describe("finding a stamp in a user's slots", () => {
  const good = { digest: nonceDigest(NONCE), at: 5, payload: "{}" };

  it("finds the stamp in any of the eight slots", () => {
    expect(STAMP_SLOTS).toEqual(["s0", "s1", "s2", "s3", "s4", "s5", "s6", "s7"]);
    for (const slot of STAMP_SLOTS) expect(findStamp({ [slot]: good }, NONCE)).toEqual(good);
    expect(findStamp({ s0: { ...good, digest: nonceDigest("other-nonce") }, s7: good }, NONCE)).toEqual(good);
  });

  it("ignores a slot outside the eight, and a stamp of another nonce", () => {
    expect(findStamp({ s8: good }, NONCE)).toBeNull();
    expect(findStamp({ s0: { ...good, digest: nonceDigest("other-nonce") } }, NONCE)).toBeNull();
  });

  it("does not take a stamp that holds the nonce itself instead of its digest", () => {
    expect(findStamp({ s0: { nonce: NONCE, at: 5, payload: "{}" } }, NONCE)).toBeNull();
    expect(findStamp({ s0: { digest: NONCE, at: 5, payload: "{}" } }, NONCE)).toBeNull();
  });

  it("reads only the stamp's own fields", () => {
    expect(findStamp({ s0: { ...good, extra: "<b>" } }, NONCE)).toEqual(good);
  });

  it.each([
    ["no flag", undefined],
    ["a flag that is no object", "s0"],
    ["a slot that is no object", { s0: NONCE }],
    ["a digest that is no string", { s0: { ...good, digest: 1 } }],
    ["no time", { s0: { digest: good.digest, payload: "{}" } }],
    ["a time that is a string", { s0: { ...good, at: "5" } }],
    ["a time that is not finite", { s0: { ...good, at: Number.NaN } }],
    ["an infinite time", { s0: { ...good, at: Infinity } }],
    ["a payload that is no string", { s0: { ...good, payload: {} } }],
    ["no payload", { s0: { digest: good.digest, at: 5 } }],
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
    expect(p.taken).toEqual(["alice"]);
    expect(p.used).toEqual([[NONCE, 10_000 + STAMP_MAX_AGE_MS + STAMP_MAX_SKEW_MS]]);
    expect(verifyRequest(envelope(), p)).toEqual(REPLAYED);
  });

  it("refuses a request whose sender, as Foundry names it, is not the stamp's user (front-running), before any look-up", () => {
    const p = ports({ s0: stampAt(10_000) });
    expect(verifyRequest(envelope(), p, "eve")).toEqual(UNVERIFIED);
    expect(p.users).toEqual([]);
    expect(p.used).toEqual([]);
    expect(verifyRequest(envelope(), p, "alice").ok).toBe(true);
  });

  it("cannot be sent by another client that read the stamp from the requester's User: the stamp does not hold the nonce", () => {
    const stamp = stampAt(10_000);
    const p = ports({ s0: stamp });
    // Everything another client can read of Alice's flag, tried as the nonce.
    for (const guess of [stamp.digest.slice(0, 64), stamp.payload, `${stamp.at}-0000`, stamp.digest.slice(0, 16)])
      expect(verifyRequest(envelope(REQUEST, guess), p).ok).toBe(false);
    expect(p.used).toEqual([]);
  });

  it("counts a request against the requester's budget before its nonce is stored, and refuses it over budget", () => {
    const p = ports({ s0: stampAt(10_000) });
    p.budget = { take: () => false };
    expect(verifyRequest(envelope(), p)).toEqual(TOO_MANY);
    expect(p.used).toEqual([]);
  });

  it("refuses a request when the requester's nonce memory is full", () => {
    const p = ports({ s0: stampAt(10_000) });
    p.memory = { ...p.memory, markUsed: () => false };
    expect(verifyRequest(envelope(), p)).toEqual(TOO_MANY);
  });

  it("refuses a request longer than the limit before reading any stamp, and takes one exactly at it", () => {
    const padding = (n: number) => ({ p: "x".repeat(n - '{"p":""}'.length) });
    expect(canonicalJson(padding(MAX_REQUEST_CHARS)).length).toBe(MAX_REQUEST_CHARS);
    const big = ports({ s0: stampAt(10_000, padding(MAX_REQUEST_CHARS + 1)) });
    expect(verifyRequest(envelope(padding(MAX_REQUEST_CHARS + 1)), big)).toEqual(BAD);
    expect(big.users).toEqual([]);
    expect(big.taken).toEqual([]);
    const exact = ports({ s0: stampAt(10_000, padding(MAX_REQUEST_CHARS)) });
    expect(verifyRequest(envelope(padding(MAX_REQUEST_CHARS)), exact).ok).toBe(true);
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
    ["an empty requester", { requesterId: "", nonce: NONCE, request: REQUEST }],
    ["a requester id longer than 64 characters", { requesterId: "a".repeat(65), nonce: NONCE, request: REQUEST }],
    ["a nonce longer than 64 characters", { requesterId: "alice", nonce: "n".repeat(NONCE_MAX_LENGTH + 1), request: REQUEST }],
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
    expect(NONCE_MAX_LENGTH).toBe(64);
    const longest = "n".repeat(64);
    const r = ports({ s0: stampAt(10_000, REQUEST, longest) });
    expect(verifyRequest(envelope(REQUEST, longest), r).ok).toBe(true);
    const sixtyFour = { requesterId: "a".repeat(64), nonce: NONCE, request: REQUEST };
    expect(verifyRequest(sixtyFour, ports({})).ok).toBe(false);
    expect(verifyRequest(sixtyFour, ports({}))).toEqual(UNSEEN);
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
  it("remembers a user's nonce up to and including its expiry, and forgets it after", () => {
    let t = 0;
    const memory = nonceMemory(() => t);
    expect(memory.isUsed("alice", "a")).toBe(false);
    expect(memory.markUsed("alice", "a", 100)).toBe(true);
    expect(memory.isUsed("alice", "a")).toBe(true);
    expect(memory.isUsed("bob", "a")).toBe(false);
    t = 100;
    expect(memory.isUsed("alice", "a")).toBe(true);
    t = 101;
    expect(memory.isUsed("alice", "a")).toBe(false);
    expect(memory.isUsed("alice", "b")).toBe(false);
  });

  it("sweeps a user's expired nonces once the memory has doubled, and keeps those still valid", () => {
    let t = 0;
    const memory = nonceMemory(() => t);
    for (let i = 0; i < 15; i++) memory.markUsed("alice", `old-${i}`, 50);
    memory.markUsed("alice", "keep", 500);
    expect(memory.size()).toBe(16);
    t = 51;
    memory.markUsed("alice", "new", 600);
    expect(memory.size()).toBe(2);
    expect(memory.isUsed("alice", "keep")).toBe(true);
    expect(memory.isUsed("alice", "new")).toBe(true);
  });

  it("reads the clock only when a sweep is due: amortised constant work per request", () => {
    let reads = 0;
    const memory = nonceMemory(() => {
      reads += 1;
      return 0;
    }, 10_000);
    for (let i = 0; i < 4096; i++) memory.markUsed("eve", `n-${i}`, 1_000);
    // A sweep at 16, 32, 64 … 4096 nonces: twelve in all for 4096 requests.
    expect(reads).toBeLessThanOrEqual(12);
  });

  it("refuses a user whose memory is full, without sweeping while nothing has expired, and other users still pass", () => {
    let reads = 0;
    let t = 0;
    const memory = nonceMemory(() => {
      reads += 1;
      return t;
    }, 20);
    for (let i = 0; i < 20; i++) expect(memory.markUsed("eve", `n-${i}`, 100 + i)).toBe(true);
    expect(memory.markUsed("eve", "one-more", 200)).toBe(false);
    expect(memory.markUsed("alice", "a-1", 200)).toBe(true);
    expect(memory.size()).toBe(21);
    // Past the first expiry, the full memory is swept and takes the request.
    t = 101;
    expect(memory.markUsed("eve", "later", 300)).toBe(true);
    expect(memory.isUsed("eve", "n-0")).toBe(false);
    expect(memory.isUsed("eve", "n-1")).toBe(true);
    expect(memory.size()).toBe(21);
    expect(reads).toBeGreaterThan(0);
  });

  it("keeps, per user, every nonce the budget lets through while its stamp is valid", () => {
    // 120 a minute, over the three minutes a stamp's two minutes and ten seconds can touch.
    expect(NONCES_PER_USER).toBe(360);
    let t = 0;
    const memory = nonceMemory(() => t);
    const budget = requestBudget(() => t);
    let stored = 0;
    for (let i = 0; i < 3000; i++) {
      t = i * 50; // 1200 a minute
      if (budget.take("eve") && memory.markUsed("eve", `n-${i}`, t + STAMP_MAX_AGE_MS + STAMP_MAX_SKEW_MS)) stored += 1;
    }
    // Every request the budget let through was remembered: none was refused for a full memory.
    expect(stored).toBe(3 * REQUESTS_PER_MINUTE);
  });
});

describe("the per-user request budget", () => {
  it("lets a user ask 120 times a minute, refuses the next, and counts other users apart", () => {
    let t = 0;
    const budget = requestBudget(() => t);
    for (let i = 0; i < REQUESTS_PER_MINUTE; i++) expect(budget.take("eve")).toBe(true);
    expect(budget.take("eve")).toBe(false);
    expect(budget.take("alice")).toBe(true);
    t = 59_999;
    expect(budget.take("eve")).toBe(false);
    // A minute after the first requests, they no longer count.
    t = 60_000;
    expect(budget.take("eve")).toBe(true);
  });

  it("does not count refused requests against the minute", () => {
    let t = 0;
    const budget = requestBudget(() => t);
    for (let i = 0; i < REQUESTS_PER_MINUTE; i++) budget.take("eve");
    t = 30_000;
    for (let i = 0; i < 10; i++) expect(budget.take("eve")).toBe(false);
    t = 60_000;
    for (let i = 0; i < REQUESTS_PER_MINUTE; i++) expect(budget.take("eve")).toBe(true);
    expect(budget.take("eve")).toBe(false);
  });

  it("keeps counting right over many minutes of a steady flood", () => {
    let t = 0;
    const budget = requestBudget(() => t);
    let allowed = 0;
    for (let i = 0; i < 60_000; i++) {
      t = i * 10; // 6000 a minute for ten minutes
      if (budget.take("eve")) allowed += 1;
    }
    expect(allowed).toBe(10 * REQUESTS_PER_MINUTE);
  });
});

describe("the size of a request, with bounded work", () => {
  it("is exactly the canonical JSON's length, whatever the shape", () => {
    const values = [
      {},
      [],
      [1, "a", null],
      { a: 1, b: { c: [1, { d: 'x"y' }] }, u: undefined },
      "é",
      [undefined],
      12.5,
      true,
      null,
      undefined,
      { a: null, b: [null, { c: null }] },
    ];
    for (const v of values) {
      const n = canonicalJson(v).length;
      expect(jsonWithin(v, n)).toBe(true);
      expect(jsonWithin(v, n - 1)).toBe(false);
    }
  });

  it("gives up on a huge string or array before reading it", () => {
    expect(jsonWithin({ s: "x".repeat(1_000_000) }, MAX_REQUEST_CHARS)).toBe(false);
    const items = new Proxy(new Array<number>(1_000_000).fill(0), {
      get(target, key, receiver) {
        if (key === Symbol.iterator) throw new Error("the items were read");
        return Reflect.get(target, key, receiver);
      },
    });
    expect(jsonWithin({ items }, MAX_REQUEST_CHARS)).toBe(false);
  });

  it("refuses a string longer than the limit on its own, and an object whose keys alone pass it", () => {
    expect(jsonWithin("x".repeat(20), 10)).toBe(false);
    expect(jsonWithin("x".repeat(8), 10)).toBe(true);
    // {"abcd":1}: the braces, the key in quotes and the colon are nine characters before the value is read.
    expect(jsonWithin({ abcd: 1 }, 8)).toBe(false);
    expect(jsonWithin({ abcd: 1 }, 9)).toBe(false);
    expect(jsonWithin({ abcd: 1 }, 10)).toBe(true);
  });

  /** A large array or object that counts how many of its items or values are read. */
  function counted<T extends object>(target: T): { value: T; reads: () => number } {
    let reads = 0;
    const value = new Proxy(target, {
      get(t, key, receiver) {
        if (typeof key === "string" && key !== "length") reads += 1;
        return Reflect.get(t, key, receiver);
      },
    });
    return { value, reads: () => reads };
  }

  it("reads none of a huge array's items: its length alone passes the limit", () => {
    const items = counted(new Array<number>(200_000).fill(0));
    expect(jsonWithin({ items: items.value }, MAX_REQUEST_CHARS)).toBe(false);
    expect(items.reads()).toBe(0);
  });

  it("stops reading a huge object's values once its keys pass the limit", () => {
    const wide: Record<string, number> = {};
    for (let i = 0; i < 100_000; i++) wide[`k${i}`] = i;
    const object = counted(wide);
    expect(jsonWithin(object.value, MAX_REQUEST_CHARS)).toBe(false);
    // Each key costs at least six characters ("k0":, a comma), so fewer than 16,000 / 6 keys are looked at.
    expect(object.reads()).toBeGreaterThan(0);
    expect(object.reads()).toBeLessThan((2 * MAX_REQUEST_CHARS) / 6);
  });
});
