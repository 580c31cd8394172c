/**
 * Issue 26, item 3 under issue 28's guarantees: the GM's lasting modifiers are the GM's action,
 * decided on the designated GM's client (play/lasting/decide.ts) and written with the request's id,
 * so a player cannot set one, a record is checked again whatever the window sent, two changes read
 * what the other wrote, and a replay — after a reload, or to a second GM — changes nothing.
 */
import { describe, expect, it } from "vitest";
import {
  LASTING_MAX,
  LASTING_REQUESTS_KEPT,
  handleLastingRequest,
  parseLastingRequest,
  type LastingPorts,
} from "../../src/play/lasting/decide";
import { parseLastingRecords, parseLastingStore, type LastingStore } from "../../src/rolls/lasting-record";

const GM = "gm";
const NIGHT = { label: "Night", value: -1, rolls: ["all"], dimLight: true, scene: "road", tokens: null };
const GEAR = { label: "Climbing gear", value: 1, rolls: ["skill.climbing"], dimLight: false, scene: "cliff", tokens: ["t1"] };

function world(initial: LastingStore = { records: [], requests: [] }) {
  let store = initial;
  const writes: LastingStore[] = [];
  const ports: LastingPorts = {
    isGM: (id) => id === GM,
    store: () => store,
    async write(next) {
      writes.push(next);
      store = next;
    },
  };
  return { ports, writes, store: () => store };
}

const ask = (w: ReturnType<typeof world>, request: object, user = GM) =>
  handleLastingRequest({ kind: "lasting", ...request }, user, w.ports);

describe("the GM's lasting modifiers, decided on the designated GM's client", () => {
  it("sets one under its request's id, removes it, and clears a scene's: one write each", async () => {
    const w = world();
    expect(await ask(w, { op: "add", record: NIGHT, requestId: "r1" })).toEqual({ ok: true, changed: true });
    expect(await ask(w, { op: "add", record: GEAR, requestId: "r2" })).toEqual({ ok: true, changed: true });
    expect(w.store().records).toEqual([
      { id: "r1", ...NIGHT },
      { id: "r2", ...GEAR },
    ]);
    expect(await ask(w, { op: "remove", id: "r2", requestId: "r3" })).toEqual({ ok: true, changed: true });
    expect(w.store().records.map((r) => r.id)).toEqual(["r1"]);
    expect(await ask(w, { op: "clear", scene: "road", requestId: "r4" })).toEqual({ ok: true, changed: true });
    expect(w.store()).toEqual({ records: [], requests: ["r1", "r2", "r3", "r4"] });
    expect(w.writes).toHaveLength(4);
  });

  it("a replay changes nothing, whatever changed since: a removed modifier does not come back", async () => {
    const w = world();
    await ask(w, { op: "add", record: NIGHT, requestId: "r1" });
    await ask(w, { op: "remove", id: "r1", requestId: "r2" });
    expect(await ask(w, { op: "add", record: NIGHT, requestId: "r1" })).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.Replayed",
    });
    expect(w.store().records).toEqual([]);
    expect(w.writes).toHaveLength(2);
  });

  it("removing what is not there writes nothing; the newest ids are kept", async () => {
    const old = Array.from({ length: LASTING_REQUESTS_KEPT }, (_, i) => `old-${i}`);
    const w = world({ records: [], requests: old });
    expect(await ask(w, { op: "remove", id: "gone", requestId: "r1" })).toEqual({ ok: true, changed: false });
    expect(w.writes).toEqual([]);
    await ask(w, { op: "add", record: NIGHT, requestId: "r2" });
    expect(w.store().requests).toEqual([...old.slice(1), "r2"]);
  });

  it("a player is refused, and so is a record the rules of the window would refuse, whatever the window sent", async () => {
    const w = world();
    expect(await ask(w, { op: "add", record: NIGHT, requestId: "r1" }, "alice")).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.GMOnly",
    });
    const bad = [
      { ...NIGHT, value: 5 },
      { ...NIGHT, value: 0 },
      { ...NIGHT, label: " " },
      { ...NIGHT, rolls: ["flying"] },
      { ...NIGHT, scene: "" },
      { ...NIGHT, tokens: [] },
      { ...NIGHT, tokens: "t1" },
    ];
    for (const record of bad)
      expect(await ask(w, { op: "add", record, requestId: "r2" })).toEqual({ ok: false, reason: "HARNFUDGE.Notify.BadRequest" });
    expect(parseLastingRequest({ kind: "lasting", op: "add", record: NIGHT })).toBeNull();
    expect(parseLastingRequest({ kind: "lasting", op: "drop", requestId: "r3" })).toBeNull();
    expect(parseLastingRequest({ kind: "lasting", op: "remove", id: "", requestId: "r3" })).toBeNull();
    expect(w.writes).toEqual([]);
  });

  it(`holds at most ${LASTING_MAX} modifiers`, async () => {
    const records = Array.from({ length: LASTING_MAX }, (_, i) => ({ id: `m${i}`, ...NIGHT }));
    const w = world({ records, requests: [] });
    expect(await ask(w, { op: "add", record: NIGHT, requestId: "r1" })).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.BadRequest",
    });
    expect(await ask(w, { op: "remove", id: "m0", requestId: "r2" })).toEqual({ ok: true, changed: true });
  });

  it("the setting is read tolerantly: the records and the ids, or a bare list of records", () => {
    const stored = { records: [{ id: "r1", ...NIGHT }, { id: 3 }], requests: ["r1", 7] };
    expect(parseLastingStore(stored)).toEqual({ records: [{ id: "r1", ...NIGHT }], requests: [] });
    expect(parseLastingStore({ records: [], requests: ["r1"] }).requests).toEqual(["r1"]);
    expect(parseLastingRecords([{ id: "r1", ...NIGHT }])).toEqual([{ id: "r1", ...NIGHT }]);
    expect(parseLastingStore(null)).toEqual({ records: [], requests: [] });
  });
});
