/**
 * Rules 3.2.1, the GM's side: the GM marks where a defender stands (open ground, surrounded, a
 * doorway, a doorway beset from both sides) and whether an attacker is bulky or wields a pole arm,
 * on the designated GM's client, into the GM's own record (issue 28: never the token's flags, which
 * its owner could write); a player cannot. The request names the mark wanted, so a second click that
 * crossed the first writes nothing twice. The marks are what the attack cards count by.
 */
import { describe, expect, it } from "vitest";
import {
  ENGAGEMENT_REQUESTS_KEPT,
  handleEngagementRequest,
  parseEngagementRequest,
  type EngagementPorts,
} from "../../src/play/engagement/decide";
import { bulkyTooltip, engagementTooltip } from "../../src/play/engagement/view";
import { bulkyOf, parseEngagementMarks, positionOf, withMark, type EngagementMarks } from "../../src/rules/engagement-positions";

const TOKEN = "Scene.s.Token.t";
const GM = "gm";
const PLAYER = "alice";

/** The GM's record as stored, the tokens that exist, the request ids it keeps, and the writes made. */
function world(tokens: string[] = [TOKEN]) {
  let marks: EngagementMarks = {};
  const writes: [string, object][] = [];
  const ids = new Map<string, string[]>();
  const exists = (uuid: string) => tokens.includes(uuid);
  const ports: EngagementPorts = {
    isGM: (id) => id === GM,
    mark: (uuid) => (exists(uuid) ? (marks[uuid] ?? {}) : null),
    requests: (uuid) => ids.get(uuid) ?? [],
    async write(uuid, change, requests) {
      writes.push([uuid, change]);
      marks = withMark(marks, uuid, change, exists);
      ids.set(uuid, requests);
    },
  };
  return { marks: () => marks, writes, ports, ids };
}

const ask = (w: ReturnType<typeof world>, request: object, user = GM) =>
  handleEngagementRequest({ kind: "engagement", tokenUuid: TOKEN, ...request }, user, w.ports);

describe("the GM marks where a defender stands and who is bulky (rules 3.2.1)", () => {
  it("the GM puts a token in a doorway: its mark is written once", async () => {
    const w = world();
    expect(await ask(w, { position: "doorway" })).toEqual({ ok: true, position: "doorway", bulky: false, changed: true });
    expect(w.writes).toEqual([[TOKEN, { position: "doorway", bulky: false }]]);
    expect(await ask(w, { position: "doorway" })).toEqual({ ok: true, position: "doorway", bulky: false, changed: false });
    expect(w.writes).toHaveLength(1);
    expect(positionOf(w.marks(), TOKEN)).toBe("doorway");
  });

  it("marks a token bulky without moving it, and clears it again", async () => {
    const w = world();
    await ask(w, { position: "doorwayBothSides" });
    expect(await ask(w, { bulky: true })).toEqual({ ok: true, position: "doorwayBothSides", bulky: true, changed: true });
    expect(bulkyOf(w.marks(), TOKEN)).toBe(true);
    expect(await ask(w, { bulky: false, position: "open" })).toMatchObject({ changed: true });
    // Nothing left to remember: the record holds no empty mark.
    expect(w.marks()).toEqual({});
  });

  it("a replayed request is refused after a later change, and the record keeps the newest twenty ids", async () => {
    const w = world();
    await ask(w, { position: "doorway", requestId: "eng-1" });
    await ask(w, { bulky: true, requestId: "eng-2" });
    expect(await ask(w, { position: "doorway", requestId: "eng-1" })).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.Replayed",
    });
    expect(w.ids.get(TOKEN)).toEqual(["eng-1", "eng-2"]);
    // The same mark again writes nothing and records nothing.
    expect(await ask(w, { bulky: true, requestId: "eng-3" })).toMatchObject({ ok: true, changed: false });
    expect(w.ids.get(TOKEN)).toEqual(["eng-1", "eng-2"]);
    for (let i = 0; i < ENGAGEMENT_REQUESTS_KEPT; i++) await ask(w, { bulky: i % 2 === 0 ? false : true, requestId: `n-${i}` });
    expect(w.ids.get(TOKEN)).toHaveLength(ENGAGEMENT_REQUESTS_KEPT);
    expect(w.ids.get(TOKEN)?.[0]).toBe("n-0");
    expect(parseEngagementRequest({ kind: "engagement", tokenUuid: TOKEN, bulky: true, requestId: "x".repeat(65) })).toEqual({
      kind: "engagement",
      tokenUuid: TOKEN,
      bulky: true,
      requestId: null,
    });
  });

  it("a player is refused and nothing is written", async () => {
    const w = world();
    expect(await ask(w, { position: "doorway" }, PLAYER)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.GMOnly" });
    expect(await ask(w, { bulky: true }, PLAYER)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.GMOnly" });
    expect(w.writes).toEqual([]);
  });

  it("a position the rules do not name, a request with no mark, or no such token is refused", async () => {
    const w = world();
    expect(parseEngagementRequest({ kind: "engagement", tokenUuid: TOKEN, position: "hallway" })).toBeNull();
    expect(parseEngagementRequest({ kind: "engagement", tokenUuid: TOKEN })).toBeNull();
    expect(parseEngagementRequest({ kind: "engagement", tokenUuid: TOKEN, bulky: "yes" })).toBeNull();
    expect(await ask(w, { position: "hallway" })).toEqual({ ok: false, reason: "HARNFUDGE.Notify.BadRequest" });
    expect(
      await handleEngagementRequest({ kind: "engagement", tokenUuid: "Scene.s.Token.gone", position: "open" }, GM, w.ports),
    ).toEqual({ ok: false, reason: "HARNFUDGE.Notify.NoTarget" });
    expect(w.writes).toEqual([]);
  });

  it("the record keeps only marks of tokens that still exist, and reads stored data tolerantly", () => {
    const stored = { [TOKEN]: { position: "doorway" }, "Scene.s.Token.gone": { bulky: true } };
    const marks = parseEngagementMarks({ ...stored, bad: "x", odd: { position: "Doorway" } });
    expect(marks).toEqual(stored);
    expect(withMark(marks, "Scene.s.Token.new", { bulky: true }, (uuid) => uuid !== "Scene.s.Token.gone")).toEqual({
      [TOKEN]: { position: "doorway" },
      "Scene.s.Token.new": { bulky: true },
    });
    expect(parseEngagementMarks(null)).toEqual({});
    expect(positionOf({}, null)).toBe("open");
  });

  it("the HUD's tooltips name the position, its limit and the next one, and what bulky means", () => {
    const i18n = {
      localize: (k: string) => k.split(".").pop() ?? k,
      format: (k: string, d: Record<string, string>) => JSON.stringify(d),
    };
    expect(JSON.parse(engagementTooltip("doorway", i18n))).toEqual({ position: "doorway", max: "2", next: "doorwayBothSides" });
    expect(JSON.parse(engagementTooltip("doorwayBothSides", i18n))).toEqual({
      position: "doorwayBothSides",
      max: "4",
      next: "open",
    });
    expect(bulkyTooltip(true, i18n)).toBe("BulkyOn");
    expect(bulkyTooltip(false, i18n)).toBe("BulkyOff");
  });

  it("an unmarked token stands in the open: marking it bulky keeps it there", async () => {
    const w = world();
    expect(await ask(w, { bulky: true })).toEqual({ ok: true, position: "open", bulky: true, changed: true });
    expect(w.writes).toEqual([[TOKEN, { position: "open", bulky: true }]]);
  });

  it("a request with no id (an older caller) is carried out and records no id; a fresh id is not a replay", async () => {
    const w = world();
    expect(await ask(w, { position: "doorway" })).toMatchObject({ ok: true, changed: true });
    expect(w.ids.get(TOKEN)).toEqual([]);
    expect(await ask(w, { position: "open", requestId: "eng-1" })).toMatchObject({ ok: true, changed: true });
    expect(w.ids.get(TOKEN)).toEqual(["eng-1"]);
  });

  it("reads the wire strictly: the kind, the token's uuid (1 to 200 characters), a known position and a boolean bulky", async () => {
    const w = world();
    const base = { kind: "engagement", tokenUuid: TOKEN, bulky: true };
    expect(parseEngagementRequest(null)).toBeNull();
    expect(parseEngagementRequest({ ...base, kind: "contest" })).toBeNull();
    expect(await handleEngagementRequest({ ...base, kind: "contest" }, GM, w.ports)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.BadRequest",
    });
    expect(parseEngagementRequest({ ...base, tokenUuid: 7 })).toBeNull();
    expect(parseEngagementRequest({ ...base, tokenUuid: "" })).toBeNull();
    expect(parseEngagementRequest({ ...base, tokenUuid: "t".repeat(201) })).toBeNull();
    expect(parseEngagementRequest({ ...base, tokenUuid: "t".repeat(200) })).toStrictEqual({
      kind: "engagement",
      tokenUuid: "t".repeat(200),
      bulky: true,
      requestId: null,
    });
    // An unknown position is refused even when the request also names a valid bulky mark.
    expect(parseEngagementRequest({ ...base, position: "hallway" })).toBeNull();
    // A request that names only a position carries no bulky mark (it keeps the token's).
    expect(
      parseEngagementRequest({ kind: "engagement", tokenUuid: TOKEN, position: "doorway", requestId: "i".repeat(64) }),
    ).toStrictEqual({ kind: "engagement", tokenUuid: TOKEN, position: "doorway", requestId: "i".repeat(64) });
    expect(parseEngagementRequest({ ...base, requestId: "" })).toStrictEqual({ ...base, requestId: null });
    expect(w.writes).toEqual([]);
  });
});
