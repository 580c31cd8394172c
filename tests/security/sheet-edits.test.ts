/**
 * Issue 28, item 5: a hand edit of the wound or stun track on the sheet is decided in the actor's
 * write queue on the designated GM's client, like every other wound write. Before, the sheet wrote
 * the actor itself: an honest click while an Apply was being written erased the applied wound (the
 * box array is written whole) and the GM's Undo was then refused. Now the click waits its turn, both
 * land, and the Undo undoes exactly the hit. Only the actor's owners and the GMs may edit; an edit
 * names the state wanted and its request id is recorded, so a replay changes nothing.
 */
import { describe, expect, it } from "vitest";
import { createLockQueue } from "../../src/play/gm/locks";
import { editedTracks, handleTrackEdit, handleTrackEditInQueue, parseTrackEditRequest } from "../../src/play/track-edit/decide";
import { traceLine } from "../../src/play/track-edit/card";
import { emptyStunTrack, emptyWoundTrack } from "../../src/rules";
import { trackEditPortsFor } from "../play/world";
import { ALICE, BOB, EVE, FakeWorld, GM, gmClient, readyCard } from "./helpers";

const edit = (requestId: string, change: object, actorUuid = "Actor.target") => ({ actorUuid, requestId, edit: change });

describe("a sheet edit during an Apply", () => {
  it("waits for the Apply's turn: the applied wound stays, the edit lands, and Undo undoes exactly the hit", async () => {
    const w = new FakeWorld();
    const locks = createLockQueue();
    const client = gmClient(w, GM, locks);
    const id = await readyCard(w, client);
    // Every write yields, so the two interleave unless the queue orders them.
    w.delay = () => new Promise((resolve) => setTimeout(resolve, 1));
    const [applied, edited] = await Promise.all([
      client.act({ kind: "apply", messageId: id, requestId: "apply-0001" }, ALICE),
      // Bob, the target's owner, marks his Scratch box 0 by hand at the same moment.
      handleTrackEditInQueue(edit("edit-00001", { kind: "box", index: 0, marked: true }), BOB, trackEditPortsFor(w), locks),
    ]);
    expect(applied.ok && edited.ok).toBe(true);
    const target = w.actor("Actor.target");
    const hit = target.records.hits.find((h) => h.card === id);
    expect(hit?.boxIndex).not.toBeNull();
    expect(target.wounds.boxes[hit?.boxIndex ?? -1]?.marked).toBe(true);
    expect(target.wounds.boxes[0]?.marked).toBe(true);
    expect((await client.act({ kind: "undo", messageId: id, requestId: "undo-00001" }, GM)).ok).toBe(true);
    expect(target.wounds.boxes.filter((b) => b.marked).map((b) => b.severity)).toEqual(["scratch"]);
  });
});

describe("who may edit a track by hand", () => {
  it("the actor's owner and a GM; anyone else is refused and nothing is written", async () => {
    const w = new FakeWorld();
    const ports = trackEditPortsFor(w);
    const mark = (id: string) => edit(id, { kind: "box", index: 3, marked: true });
    expect(await handleTrackEdit(mark("edit-eve-1"), EVE, ports)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.NotAllowed" });
    expect(await handleTrackEdit(mark("edit-alice1"), ALICE, ports)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.NotAllowed",
    });
    expect(w.writes.actorUpdates).toBe(0);
    expect(await handleTrackEdit(mark("edit-bob-01"), BOB, ports)).toMatchObject({
      ok: true,
      changed: true,
      actorName: "Brigand",
    });
    expect(await handleTrackEdit(edit("edit-gm-001", { kind: "dead", dead: true }), GM, ports)).toMatchObject({ ok: true });
    expect(w.actor("Actor.target").wounds.dead).toBe(true);
  });
});

describe("a replayed sheet edit", () => {
  it("changes nothing, even after the box was changed again since", async () => {
    const w = new FakeWorld();
    const ports = trackEditPortsFor(w);
    const mark = edit("edit-00001", { kind: "box", index: 3, marked: true });
    await handleTrackEdit(mark, BOB, ports);
    await handleTrackEdit(edit("edit-00002", { kind: "box", index: 3, marked: false }), GM, ports);
    expect(await handleTrackEdit(mark, BOB, ports)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.Replayed" });
    expect(w.actor("Actor.target").wounds.boxes[3]?.marked).toBe(false);
    expect(w.actor("Actor.target").records.requests).toEqual(["edit-00001", "edit-00002"]);
  });

  it("an edit asking for what is there already changes nothing but is recorded, so its replay stays harmless", async () => {
    const w = new FakeWorld();
    const ports = trackEditPortsFor(w);
    expect(await handleTrackEdit(edit("edit-00001", { kind: "box", index: 3, marked: false }), BOB, ports)).toMatchObject({
      ok: true,
      changed: false,
    });
    expect(w.actor("Actor.target").records.requests).toEqual(["edit-00001"]);
  });
});

describe("what an edit does (rules 3.4.5, 3.4.6)", () => {
  const tracks = { wounds: emptyWoundTrack(), stun: emptyStunTrack() };

  it("marks a box at its own level, clears it, and sets a marked wound's flags only", () => {
    const marked = editedTracks(tracks, { kind: "box", index: 4, marked: true });
    expect(marked.wounds.boxes[4]).toMatchObject({ marked: true, severity: "veryHurt" });
    expect(editedTracks(marked, { kind: "box", index: 4, marked: false }).wounds.boxes[4]?.marked).toBe(false);
    expect(editedTracks(marked, { kind: "flag", index: 4, flag: "open", on: true }).wounds.boxes[4]?.open).toBe(true);
    expect(editedTracks(tracks, { kind: "flag", index: 4, flag: "infected", on: true }).wounds.boxes[4]?.infected).toBe(false);
  });

  it("sets the stun marks and flags, Dead, and adds a wound through the overflow rule", () => {
    expect(editedTracks(tracks, { kind: "stuns", stuns: 2 }).stun.stuns).toBe(2);
    expect(editedTracks(tracks, { kind: "stunFlag", flag: "knockedOut", on: true }).stun.knockedOut).toBe(true);
    expect(editedTracks(tracks, { kind: "dead", dead: true }).wounds.dead).toBe(true);
    const added = editedTracks(tracks, { kind: "addWound", level: "veryHurt", open: true });
    expect(added.wounds.boxes.find((b) => b.marked)).toMatchObject({ severity: "veryHurt", open: true });
    expect(added.overflowed).toBe(false);
  });

  it("refuses anything not of an edit's shape", () => {
    for (const bad of [
      { kind: "box", index: 99, marked: true },
      { kind: "box", index: 1.5, marked: true },
      { kind: "flag", index: 1, flag: "burning", on: true },
      { kind: "stuns", stuns: 3 },
      { kind: "stuns", stuns: -1 },
      { kind: "stunFlag", flag: "stunned", on: true },
      { kind: "addWound", level: "none", open: false },
      { kind: "toggle", index: 1 },
    ])
      expect(parseTrackEditRequest(edit("edit-00001", bad))).toBeNull();
    expect(parseTrackEditRequest({ actorUuid: "Actor.target", edit: { kind: "dead", dead: true } })).toBeNull();
  });
});

describe("the GM's trace of a player's edit (issue 27, item 8)", () => {
  it("names who changed which box of which actor", () => {
    const i18n = {
      localize: (key: string) => key.split(".").at(-1) ?? key,
      format: (key: string, data: Record<string, string>) =>
        `${key.split(".").at(-1) ?? key}(${Object.entries(data)
          .map(([k, v]) => `${k}=${v}`)
          .join(",")})`,
    };
    expect(traceLine("Bob", "Brigand", { kind: "box", index: 4, marked: true }, i18n)).toBe(
      "Trace(user=Bob,actor=Brigand,change=BoxMarked(box=veryHurt))",
    );
    expect(traceLine("Bob", "Brigand", { kind: "flag", index: 0, flag: "infected", on: false }, i18n)).toBe(
      "Trace(user=Bob,actor=Brigand,change=FlagOff(box=scratch,flag=Infected))",
    );
  });
});
