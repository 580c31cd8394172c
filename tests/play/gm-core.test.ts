/**
 * The small pure pieces of the GM core, each against its contract: the write queue (locks.ts),
 * the actor records that make Apply, healing, end of combat and end of session happen once
 * (records.ts), the dice records (dice.ts), who sees a hidden roll (audience.ts) and how a roll
 * reads on a card (roll-view.ts).
 */
import { describe, expect, it } from "vitest";
import { HandedOver, createLockQueue } from "../../src/play/gm/locks";
import { defaultActor } from "../../src/play/gm/policy";
import {
  RECORD_LIMITS,
  activeHit,
  emptyRecords,
  hitRecord,
  keepLast,
  requestDone,
  undoHit,
  withCombat,
  withHit,
  withRequest,
  withSession,
  type HitRecord,
} from "../../src/play/gm/records";
import { keepBetter, keptFaces, rollRecord, type DiceSpec, type RollRecord } from "../../src/play/services/dice";
import { audience } from "../../src/play/services/audience";
import { faceView, rollView } from "../../src/play/services/roll-view";
import { emptyStunTrack, emptyWoundBox, emptyWoundTrack, type WoundBox, type WoundTrack } from "../../src/rules";

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe("the write queue", () => {
  it("names a hand-over refusal in the console", () => {
    expect(new HandedOver().message).toBe("HârnFudge | this client is no longer the designated GM");
  });

  it("runs tasks sharing a key one after another, and frees the key when done", async () => {
    const q = createLockQueue();
    const log: string[] = [];
    const gate = deferred();
    const first = q.run(["a"], async () => {
      log.push("first start");
      await gate.promise;
      log.push("first end");
      return 1;
    });
    const second = q.run(["a"], async () => {
      log.push("second");
      return 2;
    });
    await tick();
    expect(log).toEqual(["first start"]);
    expect(q.busyKeys()).toEqual(["a"]);
    gate.resolve();
    expect(await first).toBe(1);
    expect(await second).toBe(2);
    expect(log).toEqual(["first start", "first end", "second"]);
    await tick();
    expect(q.busyKeys()).toEqual([]);
  });

  it("runs tasks on different keys side by side", async () => {
    const q = createLockQueue();
    const gate = deferred();
    const log: string[] = [];
    const a = q.run(["a"], async () => {
      await gate.promise;
      log.push("a");
    });
    await q.run(["b"], async () => void log.push("b"));
    expect(log).toEqual(["b"]);
    gate.resolve();
    await a;
    expect(log).toEqual(["b", "a"]);
  });

  it("makes a task holding several keys wait for every one of them, and takes a repeated key once", async () => {
    const q = createLockQueue();
    const gateA = deferred();
    const gateB = deferred();
    const log: string[] = [];
    void q.run(["a"], async () => {
      await gateA.promise;
      log.push("a");
    });
    void q.run(["b"], async () => {
      await gateB.promise;
      log.push("b");
    });
    const both = q.run(["a", "b", "a"], async () => void log.push("both"));
    gateA.resolve();
    await tick();
    expect(log).toEqual(["a"]);
    expect(q.busyKeys().sort()).toEqual(["a", "b"]);
    gateB.resolve();
    await both;
    expect(log).toEqual(["a", "b", "both"]);
    await tick();
    expect(q.busyKeys()).toEqual([]);
  });

  it("goes on after a task that fails, and hands the failure to its caller", async () => {
    const q = createLockQueue();
    const failing = q.run(["a"], async () => {
      throw new Error("write refused");
    });
    const next = q.run(["a"], async () => "next");
    await expect(failing).rejects.toThrow("write refused");
    expect(await next).toBe("next");
    await tick();
    expect(q.busyKeys()).toEqual([]);
  });

  it("keeps a key busy for a later task when an earlier one finishes", async () => {
    const q = createLockQueue();
    const gate1 = deferred();
    const gate2 = deferred();
    const first = q.run(["a"], () => gate1.promise);
    const second = q.run(["a"], () => gate2.promise);
    gate1.resolve();
    await first;
    await tick();
    expect(q.busyKeys()).toEqual(["a"]);
    gate2.resolve();
    await second;
    await tick();
    expect(q.busyKeys()).toEqual([]);
  });
});

const box = (over: Partial<WoundBox>): WoundBox => ({ ...emptyWoundBox(), ...over });

function hit(card: string, over: Partial<HitRecord> = {}): HitRecord {
  return {
    card,
    by: "alice",
    at: 1,
    boxIndex: null,
    box: null,
    died: false,
    stunBefore: emptyStunTrack(),
    stunAfter: emptyStunTrack(),
    undone: false,
    ...over,
  };
}

describe("actor records", () => {
  it("start empty", () => {
    expect(emptyRecords()).toEqual({ hits: [], requests: [], combats: [], sessions: [] });
  });

  it("keep the newest entries up to each limit", () => {
    expect(keepLast([1, 2, 3, 4], 2)).toEqual([3, 4]);
    expect(keepLast([1, 2], 5)).toEqual([1, 2]);
    expect(keepLast([1, 2], 2)).toEqual([1, 2]);
    expect(RECORD_LIMITS).toEqual({ hits: 40, requests: 60, combats: 20, sessions: 20 });
    let r = emptyRecords();
    for (let i = 0; i < 70; i++) r = withRequest(withCombat(withSession(withHit(r, hit(`c${i}`)), i), `k${i}`), `q${i}`);
    expect(r.hits).toHaveLength(40);
    expect(r.hits[0]?.card).toBe("c30");
    expect(r.requests).toHaveLength(60);
    expect(r.requests[0]).toBe("q10");
    expect(r.requests.at(-1)).toBe("q69");
    expect(r.combats).toEqual(Array.from({ length: 20 }, (_, i) => `k${i + 50}`));
    expect(r.sessions).toEqual(Array.from({ length: 20 }, (_, i) => i + 50));
  });

  it("tell whether a request was carried out", () => {
    const r = withRequest(emptyRecords(), "req-1");
    expect(requestDone(r, "req-1")).toBe(true);
    expect(requestDone(r, "req-2")).toBe(false);
    expect(r).toEqual({ hits: [], requests: ["req-1"], combats: [], sessions: [] });
  });

  it("find the newest record of a card, and none once it was undone", () => {
    const old = hit("m1", { at: 1 });
    const newer = hit("m1", { at: 2 });
    const r = withHit(withHit(withHit(emptyRecords(), old), hit("m2")), newer);
    expect(activeHit(r, "m1")).toBe(newer);
    expect(activeHit(r, "m3")).toBeNull();
    const undone = withHit(withHit(emptyRecords(), old), hit("m1", { undone: true }));
    expect(activeHit(undone, "m1")).toBeNull();
    expect(activeHit(withHit(emptyRecords(), hit("m1", { undone: true })), "m1")).toBeNull();
  });

  it("record the box as the hit wrote it, a death the hit caused, and both stun tracks", () => {
    const before = { wounds: emptyWoundTrack(), stun: emptyStunTrack() };
    const marked = box({ marked: true, severity: "incapacitated", open: true });
    const wounds: WoundTrack = { ...emptyWoundTrack(), dead: true };
    wounds.boxes[3] = marked;
    const after = { wounds, stun: { stuns: 1, veryStunned: false, knockedOut: false } };
    const record = hitRecord("m1", "bob", 99, before, after, 3);
    expect(record).toEqual({
      card: "m1",
      by: "bob",
      at: 99,
      boxIndex: 3,
      box: marked,
      died: true,
      stunBefore: emptyStunTrack(),
      stunAfter: { stuns: 1, veryStunned: false, knockedOut: false },
      undone: false,
    });
    // Copies, not the tracks' own objects.
    expect(record.box).not.toBe(marked);
    expect(record.stunAfter).not.toBe(after.stun);
    expect(record.stunBefore).not.toBe(before.stun);
    // Dead before the hit: the hit did not kill.
    expect(hitRecord("m1", "bob", 99, { ...before, wounds }, after, 3).died).toBe(false);
    // No box, or an index past the track: nothing recorded for it.
    expect(hitRecord("m1", "bob", 99, before, after, null)).toMatchObject({ boxIndex: null, box: null });
    expect(hitRecord("m1", "bob", 99, before, after, 99)).toMatchObject({ boxIndex: null, box: null });
  });

  describe("undoing a hit", () => {
    const marked = box({ marked: true, severity: "hurt" });
    const stunAfter = { stuns: 2, veryStunned: false, knockedOut: false };
    const stunBefore = { stuns: 1, veryStunned: false, knockedOut: false };
    function applied(dead = false) {
      const wounds = emptyWoundTrack();
      wounds.boxes[1] = { ...marked };
      wounds.dead = dead;
      const records = withHit(emptyRecords(), hit("m1", { boxIndex: 1, box: { ...marked }, died: dead, stunBefore, stunAfter }));
      return { wounds, stun: { ...stunAfter }, records };
    }

    it("empties the box, clears the death and restores the stun track, marking the record undone", () => {
      const current = applied(true);
      const result = undoHit(current, current.records, "m1");
      expect(result).toEqual({
        ok: true,
        wounds: emptyWoundTrack(),
        stun: stunBefore,
        records: { ...current.records, hits: [{ ...current.records.hits[0], undone: true }] },
      });
      // The current tracks are not changed in place.
      expect(current.wounds.boxes[1]).toEqual(marked);
      expect(current.records.hits[0]?.undone).toBe(false);
    });

    it("keeps a death the hit did not cause", () => {
      const current = applied(false);
      current.wounds.dead = true;
      const result = undoHit(current, current.records, "m1");
      expect(result.ok && result.wounds.dead).toBe(true);
    });

    it("keeps the other records as they are", () => {
      const current = applied();
      const other = hit("m2", { boxIndex: 5 });
      const records = withRequest(withHit(current.records, other), "req");
      const result = undoHit(current, records, "m1");
      expect(result.ok && result.records.hits[1]).toBe(other);
      expect(result.ok && result.records.requests).toEqual(["req"]);
    });

    it("restores a hit without a box (stun only)", () => {
      const current = { wounds: emptyWoundTrack(), stun: { ...stunAfter } };
      const records = withHit(emptyRecords(), hit("m1", { stunBefore, stunAfter }));
      expect(undoHit(current, records, "m1")).toMatchObject({ ok: true, wounds: emptyWoundTrack(), stun: stunBefore });
    });

    it.each([
      [
        "the box was healed or changed since",
        (c: ReturnType<typeof applied>) => (c.wounds.boxes[1] = box({ marked: true, severity: "hurt", treatment: "treated" })),
      ],
      ["the box is gone", (c: ReturnType<typeof applied>) => (c.wounds.boxes = c.wounds.boxes.slice(0, 1))],
      ["the death was healed away", (c: ReturnType<typeof applied>) => (c.wounds.dead = false)],
      [
        "the stun track moved on",
        (c: ReturnType<typeof applied>) => (c.stun = { stuns: 0, veryStunned: true, knockedOut: false }),
      ],
    ])("refuses when %s", (_what, change) => {
      const current = applied(true);
      change(current);
      expect(undoHit(current, current.records, "m1")).toEqual({ ok: false, reason: "HARNFUDGE.Notify.UndoChanged" });
    });

    it("refuses a card with no active record", () => {
      const current = applied();
      expect(undoHit(current, current.records, "m2")).toEqual({ ok: false, reason: "HARNFUDGE.Notify.NotApplied" });
      const once = undoHit(current, current.records, "m1");
      if (!once.ok) throw new Error(once.reason);
      expect(undoHit({ wounds: once.wounds, stun: once.stun }, once.records, "m1")).toEqual({
        ok: false,
        reason: "HARNFUDGE.Notify.NotApplied",
      });
    });
  });
});

describe("dice records", () => {
  const spec: DiceSpec = {
    formula: "4dF",
    actorUuid: "Actor.a",
    label: "Sword",
    level: 1,
    modifiers: [{ label: "x", value: -1 }],
    visibility: "public",
    requesterId: "alice",
    cardId: "m1",
  };

  it("record a public roll's faces and a hidden roll's whispered message only", async () => {
    const rolled: DiceSpec[] = [];
    const ports = {
      roll: async (s: DiceSpec) => {
        rolled.push(s);
        return { faces: [1, 0, -1, 1], diceMessageId: s.visibility === "public" ? null : "dice-1" };
      },
    };
    expect(await rollRecord(ports, spec)).toEqual({
      level: 1,
      modifiers: [{ label: "x", value: -1 }],
      visibility: "public",
      faces: [1, 0, -1, 1],
      diceMessageIds: [],
      lucky: null,
    });
    expect(rolled).toEqual([spec]);
    for (const visibility of ["gm", "blind", "self"] as const)
      expect(await rollRecord(ports, { ...spec, visibility })).toMatchObject({
        visibility,
        faces: null,
        diceMessageIds: ["dice-1"],
      });
  });

  it("read the kept faces: public ones as a copy, hidden ones from the kept roll's message", () => {
    const faces = [1, 1, 0, 0];
    const record: RollRecord = { level: 0, modifiers: [], visibility: "public", faces, diceMessageIds: [], lucky: null };
    const read = keptFaces(record, { hiddenFaces: () => [9] });
    expect(read).toEqual(faces);
    expect(read).not.toBe(faces);
    const hidden: RollRecord = { ...record, visibility: "gm", faces: null, diceMessageIds: ["d0", "d1"] };
    const ports = { hiddenFaces: (id: string) => (id === "d0" ? [0, 0, 0, 1] : id === "d1" ? [1, 1, 1, 1] : null) };
    expect(keptFaces(hidden, ports)).toEqual([0, 0, 0, 1]);
    const lucky = { original: null, reroll: null, by: "alice", at: 1 };
    expect(keptFaces({ ...hidden, lucky: { ...lucky, kept: "reroll" } }, ports)).toEqual([1, 1, 1, 1]);
    expect(keptFaces({ ...hidden, lucky: { ...lucky, kept: "original" } }, ports)).toEqual([0, 0, 0, 1]);
    expect(keptFaces({ ...hidden, diceMessageIds: [] }, ports)).toBeNull();
  });

  it("keep the better of two rolls, the original on a tie", () => {
    expect(keepBetter([-1, -1, 0, 0], [1, 0, 0, 0])).toBe("reroll");
    expect(keepBetter([1, 0, 0, 0], [-1, -1, 0, 0])).toBe("original");
    expect(keepBetter([1, -1, 0, 0], [0, 0, 0, 0])).toBe("original");
    expect(keepBetter([-1], [1])).toBe("reroll");
  });
});

describe("who sees a hidden roll", () => {
  it("a GM roll: the GMs and the roller, once each; blind: the GMs only; self: the roller; public: everyone", () => {
    expect(audience("gm", "alice", ["gm1", "gm2"])).toEqual({ whisper: ["gm1", "gm2", "alice"], blind: false });
    expect(audience("gm", "gm1", ["gm1", "gm2"])).toEqual({ whisper: ["gm1", "gm2"], blind: false });
    expect(audience("blind", "alice", ["gm1"])).toEqual({ whisper: ["gm1"], blind: true });
    expect(audience("self", "alice", ["gm1"])).toEqual({ whisper: ["alice"], blind: false });
    expect(audience("public", "alice", ["gm1"])).toEqual({ whisper: [], blind: false });
  });

  it("hands back a list of its own, not the GM list", () => {
    const gms = ["gm1"];
    const blind = audience("blind", "alice", gms);
    blind.whisper.push("eve");
    expect(gms).toEqual(["gm1"]);
  });
});

const i18n = { localize: (key: string) => `«${key}»`, format: (key: string) => key };

describe("a roll on a card", () => {
  it("shows each face's sign and style", () => {
    expect(faceView(1)).toEqual({ value: 1, symbol: "+", css: "plus" });
    expect(faceView(-1)).toEqual({ value: -1, symbol: "\u2212", css: "minus" });
    expect(faceView(0)).toEqual({ value: 0, symbol: "\u00a0", css: "blank" });
  });

  it("shows a public roll: level, non-zero modifiers by name, dice, total, degree and critical", () => {
    const view = rollView(
      {
        level: 1,
        modifiers: [
          { label: "HARNFUDGE.Mod.Wounds", value: -1 },
          { label: "Bless", value: 2 },
          { label: "HARNFUDGE.Mod.None", value: 0 },
        ],
        visibility: "public",
        faces: [1, 1, 1, 1],
        diceMessageIds: [],
        lucky: null,
      },
      "Sword",
      i18n,
    );
    expect(view).toEqual({
      title: "Sword",
      levelWord: "«HARNFUDGE.Ladder.good»",
      modifiers: [
        { label: "«HARNFUDGE.Mod.Wounds»", value: "\u22121" },
        { label: "Bless", value: "+2" },
      ],
      hidden: false,
      lucky: null,
      faces: [1, 1, 1, 1].map(faceView),
      diceTotal: "+4",
      degreeWord: "«HARNFUDGE.Ladder.superb» +3",
      critical: "success",
    });
  });

  it("shows Lucky's two rolls and which was kept, once both are public", () => {
    const base: RollRecord = {
      level: 0,
      modifiers: [],
      visibility: "public",
      faces: [0, 0, 0, 1],
      diceMessageIds: [],
      lucky: null,
    };
    const view = rollView({ ...base, lucky: { kept: "reroll", original: [-1, 0, 0, 0], reroll: [0, 0, 0, 1] } }, "T", i18n);
    expect(view.lucky).toEqual({
      original: [-1, 0, 0, 0].map(faceView),
      reroll: [0, 0, 0, 1].map(faceView),
      keptReroll: true,
    });
    const kept = rollView({ ...base, lucky: { kept: "original", original: [0, 0, 0, 1], reroll: [-1, 0, 0, 0] } }, "T", i18n);
    expect(kept.lucky).toMatchObject({ keptReroll: false });
    expect(rollView({ ...base, lucky: { kept: "reroll", original: null, reroll: [1] } }, "T", i18n).lucky).toBeNull();
    expect(rollView({ ...base, lucky: { kept: "reroll", original: [1], reroll: null } }, "T", i18n).lucky).toBeNull();
  });

  it("shows a hidden roll without dice, degree or Lucky, saying who may see it", () => {
    const hidden: RollRecord = { level: 2, modifiers: [], visibility: "gm", faces: null, diceMessageIds: ["d"], lucky: null };
    expect(rollView(hidden, "T", i18n)).toEqual({
      title: "T",
      levelWord: "«HARNFUDGE.Ladder.great»",
      modifiers: [],
      hidden: true,
      lucky: null,
      hiddenText: "«HARNFUDGE.Card.HiddenGM»",
    });
    expect(rollView({ ...hidden, visibility: "blind" }, "T", i18n)).toMatchObject({ hiddenText: "«HARNFUDGE.Card.HiddenBlind»" });
    expect(rollView({ ...hidden, visibility: "self" }, "T", i18n)).toMatchObject({ hiddenText: "«HARNFUDGE.Card.HiddenSelf»" });
    expect(rollView({ ...hidden, visibility: "public" }, "T", i18n)).toMatchObject({
      hiddenText: "«HARNFUDGE.Chat.PrivateRoll»",
    });
  });
});

describe("the role a card names as the next to act", () => {
  it("is the first role that is not the GM's, and the GM's where only a GM may act", () => {
    expect(defaultActor("apply")).toBe("targetOwner");
    expect(defaultActor("defend")).toBe("targetOwner");
    expect(defaultActor("attack")).toBe("attackerSide");
    expect(defaultActor("undo")).toBe("gm");
    expect(defaultActor("gmAction")).toBe("gm");
  });
});
