/**
 * Strenuous activity for a group (rules 3.4.7, issue 25): a request the GM's client refuses whole
 * before anyone rolls, characters it leaves out and names, and the write queues it holds.
 */
import { describe, expect, it } from "vitest";
import { emptyWoundTrack, markWound, type WoundTrack } from "../../src/rules";
import { recordingQueue } from "./recording-queue";
import { emptyRecords, type ActorRecords } from "../../src/play/gm/records";
import {
  STRENUOUS_MAX_ACTORS,
  handleStrenuousGroup,
  handleStrenuousInQueue,
  strenuousActors,
  woundEffect,
  type StrenuousActorFacts,
  type StrenuousPorts,
} from "../../src/play/strenuous/decide";

const GM = "gm";

function hurt(): WoundTrack {
  return markWound(emptyWoundTrack(), "hurt").track;
}

/** Aldric and Hana, both with a Hurt wound healing; every roll fails at Fair. */
function world() {
  const actors = new Map<string, { name: string; wounds: WoundTrack; records: ActorRecords }>([
    ["Actor.aldric", { name: "Aldric", wounds: hurt(), records: emptyRecords() }],
    ["Actor.hana", { name: "Hana", wounds: hurt(), records: emptyRecords() }],
  ]);
  const rolled: string[] = [];
  const { locks, held } = recordingQueue();
  const ports: StrenuousPorts = {
    actor: (uuid): StrenuousActorFacts | null => {
      const a = actors.get(uuid);
      return a ? { uuid, health: 0, rapidHealing: false, ...structuredClone(a) } : null;
    },
    isGM: (id) => id === GM,
    rollHealth: async (actor) => {
      rolled.push(actor.name);
      return { faces: [-1, -1, 0, 0], roll: null };
    },
    write: async (uuid, data) => {
      const a = actors.get(uuid);
      if (a) Object.assign(a, structuredClone(data));
    },
    markHealthUsed: async () => undefined,
  };
  return { actors, rolled, held, ports, locks };
}

const group = (actorUuids: unknown[], requestId = "s-1") => ({ kind: "strenuous", requestId, actorUuids, difficulty: 0 });

describe("Strenuous… for a group (rules 3.4.7, issue 25)", () => {
  it("a group naming an empty or non-text character is refused whole: nobody rolls", async () => {
    for (const bad of [
      ["Actor.aldric", ""],
      ["Actor.aldric", 7],
      ["Actor.aldric", null],
    ]) {
      const w = world();
      expect(await handleStrenuousGroup(group(bad), GM, w.ports, w.locks)).toEqual({
        ok: false,
        reason: "HARNFUDGE.Notify.BadRequest",
      });
      expect(w.rolled).toEqual([]);
    }
    const w = world();
    expect(await handleStrenuousGroup(null, GM, w.ports, w.locks)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.BadRequest" });
    expect(strenuousActors(null)).toBeNull();
  });

  it("takes up to 50 characters", () => {
    const many = Array.from({ length: STRENUOUS_MAX_ACTORS }, (_, i) => `Actor.${i}`);
    expect(strenuousActors({ actorUuids: many })).toEqual(many);
  });

  it("each character rolls in its own write queue turn", async () => {
    const w = world();
    const result = await handleStrenuousGroup(group(["Actor.aldric", "Actor.hana"]), GM, w.ports, w.locks);
    expect(result.ok && result.outcomes.map((o) => o.actorName)).toEqual(["Aldric", "Hana"]);
    expect(w.held).toEqual([["Actor.aldric"], ["Actor.hana"]]);
  });

  it("a character no longer in the world is left out and named by its uuid; the others roll", async () => {
    const w = world();
    const result = await handleStrenuousGroup(group(["Actor.gone", "Actor.hana"]), GM, w.ports, w.locks);
    if (!result.ok) throw new Error(result.reason);
    expect(result.outcomes.map((o) => o.actorName)).toEqual(["Hana"]);
    expect(result.skipped).toEqual([{ name: "Actor.gone", reason: "HARNFUDGE.Notify.NoTarget" }]);
  });

  it("a group replayed after one character already rolled rolls only the other, and does not name the first as left out", async () => {
    const w = world();
    await handleStrenuousGroup(group(["Actor.aldric"]), GM, w.ports, w.locks);
    const result = await handleStrenuousGroup(group(["Actor.aldric", "Actor.hana"]), GM, w.ports, w.locks);
    if (!result.ok) throw new Error(result.reason);
    expect(w.rolled).toEqual(["Aldric", "Hana"]);
    expect(result.outcomes.map((o) => o.actorName)).toEqual(["Hana"]);
    expect(result.skipped).toEqual([]);
  });

  it("one character's request runs in that character's write queue", async () => {
    const w = world();
    const result = await handleStrenuousInQueue(
      { kind: "strenuous", requestId: "s-2", actorUuid: "Actor.hana", difficulty: 0 },
      GM,
      w.ports,
      w.locks,
    );
    expect(result.ok).toBe(true);
    expect(w.held).toEqual([["Actor.hana"]]);
  });

  it("an untreated wound carrying treated levels has no benefit to lose: its count restarts", () => {
    const box = hurt().boxes.find((b) => b.marked);
    if (!box) throw new Error("no wound");
    expect(woundEffect({ ...box, treatment: "untreated", treatedLevels: 2 })).toBe("countRestarted");
  });
});
