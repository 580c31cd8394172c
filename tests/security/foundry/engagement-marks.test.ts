/**
 * Issue 28, item 3: the engagement position is GM-only data. It used to be a flag on the token
 * (`flags.harnfudge.engagement`), which the token's owner may write: a player surrounded by four
 * put himself "in a doorway" and defended at −1 instead of −3. The count now reads the GM's own
 * record, a world setting no player can write (src/play/engagement/store.ts), and nothing of the
 * token's flags. Foundry is a stand-in: a scene with tokens, their actors and the world setting.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { emptyStunTrack, emptyWoundTrack } from "../../../src/rules";
import { battlefieldOf } from "../../../src/play/attack/battlefield";
import { opponentsOf } from "../../../src/rules/battlefield";
import { engagementMarks, engagementRequests, writeEngagementMark } from "../../../src/play/engagement/store";

afterEach(() => vi.unstubAllGlobals());

/** Foundry's TokenDocument class, as battlefieldOf checks it with instanceof. */
class TokenDocument {
  constructor(data: object) {
    Object.assign(this, data);
  }

  get documentName(): string {
    return "Token";
  }
}

/** Aldric (friendly) at (5, 5), four hostile bandits around him; his token's flags as its owner wrote them. */
function stubScene(tokenFlags: object, marks: object, written: object[] = [], aldric = { disposition: 1, playerOwned: false }) {
  const docs = new Map<string, unknown>();
  const scene = { grid: { size: 100 }, tokens: [] as TokenDocument[] };
  const actor = (uuid: string, name: string, hasPlayerOwner = false) => ({
    uuid,
    name,
    hasPlayerOwner,
    type: "character",
    statuses: new Set<string>(),
    system: { wounds: emptyWoundTrack(), stun: emptyStunTrack() },
  });
  const token = (id: string, name: string, x: number, y: number, disposition: number, flags: object = {}, owned = false) => {
    const uuid = `Scene.s.Token.${id}`;
    const doc = new TokenDocument({
      uuid,
      parent: scene,
      actor: actor(`${uuid}.Actor.${id}`, name, owned),
      name,
      disposition,
      x: x * 100,
      y: y * 100,
      width: 1,
      height: 1,
      flags,
    });
    docs.set(uuid, doc);
    scene.tokens.push(doc);
  };
  token("aldric", "Aldric", 5, 5, aldric.disposition, tokenFlags, aldric.playerOwned);
  [
    [4, 5],
    [6, 5],
    [5, 4],
    [5, 6],
  ].forEach(([x, y], i) => token(`bandit${i}`, "Bandit", x ?? 0, y ?? 0, -1));
  vi.stubGlobal("foundry", { documents: { TokenDocument }, utils: { fromUuidSync: (uuid: string) => docs.get(uuid) ?? null } });
  vi.stubGlobal("game", {
    settings: {
      get: (scope: string, key: string) => {
        if (scope === "harnfudge" && key === "engagementMarks") return marks;
        throw new Error(`unexpected setting ${scope}.${key}`);
      },
      set: async (scope: string, key: string, value: object) => {
        if (scope !== "harnfudge" || key !== "engagementMarks") throw new Error(`unexpected setting ${scope}.${key}`);
        written.push(value);
        marks = value;
      },
    },
  });
}

describe("a player cannot set his own engagement position (issue 28, item 3)", () => {
  it("his token's flag saying 'doorway' is not read: four bandits around him are four opponents, −3", () => {
    stubScene({ harnfudge: { engagement: "doorway" } }, {});
    const count = opponentsOf(battlefieldOf("Scene.s.Token.aldric"), []);
    expect(count).toMatchObject({ opponents: 4, penalty: -3, position: "open", left: [] });
  });

  it("the GM's record puts him in the doorway: two can engage, −1, and the GM is warned of the others", () => {
    stubScene({}, { "Scene.s.Token.aldric": { position: "doorway" } });
    const count = opponentsOf(battlefieldOf("Scene.s.Token.aldric"), []);
    expect(count).toMatchObject({ opponents: 2, penalty: -1, position: "doorway" });
    expect(count.left).toHaveLength(2);
  });

  it("a bulky mark only the GM's record holds: his flag saying 'bulky' changes nothing", () => {
    stubScene({ harnfudge: { engagement: "doorwayBothSides", bulky: true } }, { "Scene.s.Token.bandit0": { bulky: true } });
    const count = opponentsOf(battlefieldOf("Scene.s.Token.aldric"), []);
    // Open ground: six places; the marked bandit takes two, the other three one each.
    expect(count).toMatchObject({ opponents: 4, position: "open", left: [] });
    expect(count.engaged.find((e) => e.id === "Scene.s.Token.bandit0")?.bulky).toBe(true);
  });
});

describe("a player cannot leave his enemies' count by his token's disposition (issue 28)", () => {
  it("his own token turned hostile still stands on the players' side: four bandits engage him, and he them", () => {
    stubScene({}, {}, [], { disposition: -1, playerOwned: true });
    expect(opponentsOf(battlefieldOf("Scene.s.Token.aldric"), [])).toMatchObject({ opponents: 4, penalty: -3 });
    expect(opponentsOf(battlefieldOf("Scene.s.Token.bandit0"), [])).toMatchObject({ opponents: 1 });
  });

  it("a hostile token no player owns keeps the disposition the GM gave it", () => {
    stubScene({}, {}, [], { disposition: -1, playerOwned: false });
    // The bandits are his friends now: no one engages him.
    expect(opponentsOf(battlefieldOf("Scene.s.Token.aldric"), [])).toMatchObject({ opponents: 0, engaged: [] });
  });
});

describe("the GM's record keeps the request ids with the marks (issue 28, item 2)", () => {
  it("one setting write holds the mark and its ids; a deleted token's entry goes; the count reads the marks only", async () => {
    const written: object[] = [];
    stubScene({}, { "Scene.s.Token.gone": { bulky: true, requests: ["old"] } }, written);
    await writeEngagementMark("Scene.s.Token.aldric", { position: "doorway", bulky: false }, ["eng-1"]);
    expect(written).toEqual([{ "Scene.s.Token.aldric": { position: "doorway", requests: ["eng-1"] } }]);
    expect(engagementRequests("Scene.s.Token.aldric")).toEqual(["eng-1"]);
    expect(engagementMarks()).toEqual({ "Scene.s.Token.aldric": { position: "doorway" } });
    // Back to the open ground: the mark goes, its ids stay, so an old request cannot set it again.
    await writeEngagementMark("Scene.s.Token.aldric", { position: "open", bulky: false }, ["eng-1", "eng-2"]);
    expect(written[1]).toEqual({ "Scene.s.Token.aldric": { requests: ["eng-1", "eng-2"] } });
    expect(engagementMarks()).toEqual({});
    expect(opponentsOf(battlefieldOf("Scene.s.Token.aldric"), [])).toMatchObject({ opponents: 4, position: "open" });
  });
});
