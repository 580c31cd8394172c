/**
 * Issue 26 (the GM's lasting modifiers) under issue 28: the edges of what the designated GM's
 * client reads from a request. Any field of the wrong kind, or a list or a name over its bound,
 * refuses the request as a bad one (nothing is written, nothing throws); the bounds themselves
 * pass; clearing a scene leaves the other scenes' modifiers; the hundredth modifier still fits.
 */
import { describe, expect, it } from "vitest";
import { LASTING_MAX, handleLastingRequest, parseLastingRequest, type LastingPorts } from "../../src/play/lasting/decide";
import type { LastingStore } from "../../src/rolls/lasting-record";

const NIGHT = { label: "Night", value: -1, rolls: ["all"], dimLight: true, scene: "road", tokens: null };
const add = (record: unknown, requestId: unknown = "r1") => ({ kind: "lasting", op: "add", record, requestId });

function world(initial: LastingStore = { records: [], requests: [] }) {
  let store = initial;
  const writes: LastingStore[] = [];
  const ports: LastingPorts = {
    isGM: (id) => id === "gm",
    store: () => store,
    async write(next) {
      writes.push(next);
      store = next;
    },
  };
  return { ports, writes, store: () => store };
}

describe("a lasting-modifier request the GM's client cannot read (issue 26)", () => {
  it("is no request when it is not an object or not a record to add", () => {
    expect(parseLastingRequest(null)).toBeNull();
    expect(parseLastingRequest("lasting")).toBeNull();
    expect(parseLastingRequest(add(null))).toBeNull();
    expect(parseLastingRequest({ ...add(NIGHT), kind: "gm" })).toBeNull();
    expect(parseLastingRequest(add(NIGHT))).toEqual({ kind: "lasting", requestId: "r1", op: "add", record: NIGHT });
  });

  it("is no request when a field has the wrong kind", () => {
    for (const wrong of [
      { label: 5 },
      { rolls: "all" },
      { rolls: { all: true } },
      { rolls: [1] },
      { scene: 5 },
      { scene: null },
    ]) {
      expect(parseLastingRequest(add({ ...NIGHT, ...wrong })), JSON.stringify(wrong)).toBeNull();
    }
  });

  it("takes a request id, a scene and lists up to their bounds, and refuses one over", () => {
    const id64 = "r".repeat(64);
    expect(parseLastingRequest(add(NIGHT, id64))?.requestId).toBe(id64);
    expect(parseLastingRequest(add(NIGHT, "r".repeat(65)))).toBeNull();
    expect(parseLastingRequest({ kind: "lasting", op: "remove", id: "r".repeat(65), requestId: "r1" })).toBeNull();

    const scene64 = "s".repeat(64);
    expect(parseLastingRequest(add({ ...NIGHT, scene: scene64 }))).not.toBeNull();
    expect(parseLastingRequest(add({ ...NIGHT, scene: "s".repeat(65) }))).toBeNull();

    // The same roll named 50 times is one roll; 51 names are refused before they are counted.
    expect(parseLastingRequest(add({ ...NIGHT, rolls: Array<string>(50).fill("all") }))).not.toBeNull();
    expect(parseLastingRequest(add({ ...NIGHT, rolls: Array<string>(51).fill("all") }))).toBeNull();

    const tokens = (n: number) => Array.from({ length: n }, (_, i) => `t${i}`);
    expect(parseLastingRequest(add({ ...NIGHT, tokens: tokens(200) }))).not.toBeNull();
    expect(parseLastingRequest(add({ ...NIGHT, tokens: tokens(201) }))).toBeNull();
  });

  it("refuses it as a bad request and writes nothing", async () => {
    const w = world();
    expect(await handleLastingRequest(add({ ...NIGHT, scene: 5 }), "gm", w.ports)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.BadRequest",
    });
    expect(w.writes).toEqual([]);
  });
});

describe("what a lasting-modifier request changes (issue 26)", () => {
  it("clearing a scene keeps the modifiers set for other scenes", async () => {
    const cliff = { id: "m2", ...NIGHT, scene: "cliff" };
    const w = world({ records: [{ id: "m1", ...NIGHT }, cliff], requests: [] });
    expect(await handleLastingRequest({ kind: "lasting", op: "clear", scene: "road", requestId: "r1" }, "gm", w.ports)).toEqual({
      ok: true,
      changed: true,
    });
    expect(w.store()).toEqual({ records: [cliff], requests: ["r1"] });
  });

  it(`the ${LASTING_MAX}th modifier still fits`, async () => {
    const records = Array.from({ length: LASTING_MAX - 1 }, (_, i) => ({ id: `m${i}`, ...NIGHT }));
    const w = world({ records, requests: [] });
    expect(await handleLastingRequest(add(NIGHT), "gm", w.ports)).toEqual({ ok: true, changed: true });
    expect(w.store().records).toHaveLength(LASTING_MAX);
  });
});
