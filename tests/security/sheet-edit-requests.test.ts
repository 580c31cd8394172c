/**
 * Issue 28, item 5: a hand edit of the wound or stun track arrives at the GM's client as a query
 * payload any player's browser can forge. The GM's client accepts each edit's exact shape (rules
 * 3.4.5: the seven boxes; 3.4.6: two stun marks before Very Stunned) and nothing else, decides it
 * in the actor's write queue, and answers a bad request or an unknown actor with a localized
 * refusal that writes nothing. Companion to sheet-edits.test.ts (who may, replays, an edit during
 * an Apply).
 */
import { describe, expect, it } from "vitest";
import {
  editedTracks,
  handleTrackEdit,
  handleTrackEditInQueue,
  parseTrackEditRequest,
  type TrackEdit,
} from "../../src/play/track-edit/decide";
import type { WriteQueue } from "../../src/play/gm/locks";
import { WOUND_TRACK_BOXES, emptyStunTrack, emptyWoundTrack, markWound, type WoundTrack } from "../../src/rules";
import { trackEditPortsFor } from "../play/world";
import { BOB, FakeWorld, GM } from "./helpers";

const request = (edit: unknown, over: Record<string, unknown> = {}) => ({
  actorUuid: "Actor.target",
  requestId: "edit-00001",
  edit,
  ...over,
});
const parsedEdit = (edit: unknown): TrackEdit | null => parseTrackEditRequest(request(edit))?.edit ?? null;

describe("the edits the GM's client accepts (issue 28, item 5)", () => {
  it("takes every well-formed edit exactly as asked", () => {
    const good: TrackEdit[] = [
      { kind: "box", index: 0, marked: true },
      { kind: "box", index: WOUND_TRACK_BOXES.length - 1, marked: false },
      { kind: "flag", index: 2, flag: "open", on: true },
      { kind: "flag", index: 6, flag: "infected", on: false },
      { kind: "dead", dead: false },
      { kind: "stuns", stuns: 0 },
      { kind: "stuns", stuns: 2 },
      { kind: "stunFlag", flag: "veryStunned", on: true },
      { kind: "stunFlag", flag: "knockedOut", on: false },
      { kind: "addWound", level: "hurt", open: true },
      { kind: "addWound", level: "dead", open: false },
    ];
    for (const edit of good)
      expect(parseTrackEditRequest(request(edit))).toEqual({ actorUuid: "Actor.target", requestId: "edit-00001", edit });
  });

  it("keeps only the fields of the edit's kind", () => {
    expect(parsedEdit({ kind: "stuns", stuns: 1, index: 3, dead: true })).toEqual({ kind: "stuns", stuns: 1 });
  });

  it("refuses a box the track does not have (rules 3.4.5: seven boxes, 0 to 6)", () => {
    for (const index of [-1, WOUND_TRACK_BOXES.length, "3", null]) {
      expect(parsedEdit({ kind: "box", index, marked: true })).toBeNull();
      expect(parsedEdit({ kind: "flag", index, flag: "open", on: true })).toBeNull();
    }
  });

  it("refuses stun marks outside 0 to 2 (rules 3.4.6: the third makes Very Stunned) and fractions", () => {
    for (const stuns of [-1, 3, 1.5, "1", null]) expect(parsedEdit({ kind: "stuns", stuns })).toBeNull();
  });

  it("refuses a state that is not a yes or no", () => {
    for (const bad of [
      { kind: "box", index: 1, marked: "true" },
      { kind: "flag", index: 1, flag: "open", on: 1 },
      { kind: "dead", dead: "yes" },
      { kind: "stunFlag", flag: "knockedOut", on: null },
      { kind: "addWound", level: "hurt", open: "no" },
      { kind: "flag", index: 1, on: true },
      { kind: "stunFlag", on: true },
      { kind: "addWound", open: true },
      { kind: "addWound", level: "grievous", open: true },
    ])
      expect(parsedEdit(bad)).toBeNull();
  });

  it("refuses a request that is not an object, or whose edit is not one", () => {
    for (const bad of [null, "edit", 3, [request({ kind: "dead", dead: true })]]) expect(parseTrackEditRequest(bad)).toBeNull();
    for (const edit of [null, "dead", [{ kind: "dead", dead: true }]]) expect(parsedEdit(edit)).toBeNull();
  });

  it("refuses an actor uuid or request id that is missing, empty or too long", () => {
    const dead = { kind: "dead", dead: true };
    expect(parseTrackEditRequest(request(dead, { actorUuid: "A".repeat(200) }))?.actorUuid).toHaveLength(200);
    expect(parseTrackEditRequest(request(dead, { requestId: "r".repeat(64) }))?.requestId).toHaveLength(64);
    for (const over of [
      { actorUuid: 7 },
      { actorUuid: "" },
      { actorUuid: "A".repeat(201) },
      { requestId: 7 },
      { requestId: "" },
      { requestId: "r".repeat(65) },
    ])
      expect(parseTrackEditRequest(request(dead, over))).toBeNull();
  });
});

describe("what a hand edit does to the tracks (rules 3.4.5, 3.4.6)", () => {
  const fresh = { wounds: emptyWoundTrack(), stun: emptyStunTrack() };
  const withWounds = (...levels: ("scratch" | "hurt" | "veryHurt" | "incapacitated" | "nearDeath")[]): WoundTrack =>
    levels.reduce((track, level) => markWound(track, level, { open: true }).track, emptyWoundTrack());

  it("reports no overflow and no death for an edit that is not an added wound", () => {
    for (const edit of [
      { kind: "box", index: 6, marked: true },
      { kind: "flag", index: 0, flag: "open", on: true },
      { kind: "dead", dead: true },
      { kind: "stuns", stuns: 2 },
      { kind: "stunFlag", flag: "knockedOut", on: true },
    ] as const) {
      const after = editedTracks(fresh, edit);
      expect([after.overflowed, after.died]).toEqual([false, false]);
    }
  });

  it("leaves a box already marked as it is, keeping its wound's flags", () => {
    const tracks = { wounds: withWounds("hurt"), stun: emptyStunTrack() };
    expect(tracks.wounds.boxes[3]).toMatchObject({ marked: true, open: true });
    expect(editedTracks(tracks, { kind: "box", index: 3, marked: true }).wounds).toEqual(tracks.wounds);
  });

  it("changes nothing for a box the track does not have", () => {
    for (const edit of [
      { kind: "box", index: 7, marked: true },
      { kind: "flag", index: 7, flag: "open", on: true },
    ] as const)
      expect(editedTracks(fresh, edit).wounds).toEqual(fresh.wounds);
  });

  it("an added wound with no box left kills (rules 3.4.5); a Dead chosen by hand is not reported as a death", () => {
    const full = { wounds: withWounds("nearDeath"), stun: emptyStunTrack() };
    const killed = editedTracks(full, { kind: "addWound", level: "nearDeath", open: false });
    expect([killed.wounds.dead, killed.overflowed, killed.died]).toEqual([true, true, true]);
    const chosen = editedTracks(fresh, { kind: "addWound", level: "dead", open: false });
    expect([chosen.wounds.dead, chosen.died]).toEqual([true, false]);
    const hurt = editedTracks(fresh, { kind: "addWound", level: "hurt", open: false });
    expect([hurt.wounds.dead, hurt.overflowed, hurt.died]).toEqual([false, false, false]);
  });
});

describe("a forged or stale edit on the GM's client", () => {
  it("is refused with a localized reason and writes nothing", async () => {
    const w = new FakeWorld();
    const ports = trackEditPortsFor(w);
    expect(await handleTrackEdit({ actorUuid: "Actor.target", requestId: "edit-00001" }, BOB, ports)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.BadRequest",
    });
    // A GM's edit of an actor deleted since the sheet was opened.
    expect(await handleTrackEdit(request({ kind: "dead", dead: true }, { actorUuid: "Actor.gone" }), GM, ports)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.NoTarget",
    });
    expect(w.writes.actorUpdates).toBe(0);
  });

  it("is queued under the actor it edits, and a payload of no shape is refused, not thrown", async () => {
    const w = new FakeWorld();
    const keys: unknown[][] = [];
    // The GM's queue resolves every key as a uuid string (gm/queue.ts, actorLockKey).
    const locks: WriteQueue = {
      run: (k, task) => {
        keys.push([...k]);
        return k.every((key) => typeof key === "string") ? task() : Promise.reject(new TypeError("not a uuid"));
      },
    };
    const ports = trackEditPortsFor(w);
    const marked = await handleTrackEditInQueue(request({ kind: "box", index: 0, marked: true }), BOB, ports, locks);
    expect(marked).toMatchObject({ ok: true, changed: true });
    expect(keys[0]).toEqual(["Actor.target"]);
    for (const bad of [null, "edit", { actorUuid: 7, requestId: "edit-00002", edit: { kind: "dead", dead: true } }])
      await expect(handleTrackEditInQueue(bad, BOB, ports, locks)).resolves.toEqual({
        ok: false,
        reason: "HARNFUDGE.Notify.BadRequest",
      });
    expect(w.writes.actorUpdates).toBe(1);
  });
});
