/**
 * The end of a combat for one actor (src/play/end-combat/decide.ts, rules 3.4.6–3.4.8): open wounds
 * roll Health for infection only when the world's rule is on, scratches and stun marks clear, the
 * combat is recorded in the same update, an actor that already has the combat recorded is skipped
 * (nothing rolled, nothing written), and Health is marked used only when it was rolled.
 */
import { describe, expect, it } from "vitest";
import { emptyStunTrack, emptyWoundTrack, markWound, type StunTrack, type WoundTrack } from "../../src/rules";
import { emptyRecords, type ActorRecords } from "../../src/play/gm/records";
import {
  endCombatFor,
  endCombatInQueue,
  infectionRollsNeeded,
  type CombatantState,
  type EndCombatPorts,
} from "../../src/play/end-combat/decide";

/** A track with an open Hurt wound (box 0 after repacking) and a scratch. */
function woundedTrack(): WoundTrack {
  const hurt = markWound(emptyWoundTrack(), "hurt", { open: true }).track;
  return markWound(hurt, "scratch").track;
}
const stunned: StunTrack = { stuns: 2, veryStunned: true, knockedOut: false };

const state = (extra: Partial<CombatantState> = {}): CombatantState => ({
  uuid: "Actor.aldric",
  name: "Aldric",
  health: 0,
  wounds: woundedTrack(),
  stun: stunned,
  records: emptyRecords(),
  ...extra,
});
const done = (combats: string[]): ActorRecords => ({ ...emptyRecords(), combats });
const hurtIndex = (track: WoundTrack) => track.boxes.findIndex((b) => b.severity === "hurt");

describe("which wounds roll for infection at the end of a combat (rules 3.4.8)", () => {
  it("the open wounds not checked yet, when the rule is on and the combat is new for the actor", () => {
    const s = state();
    expect(infectionRollsNeeded(s, "combat-1", true)).toEqual([hurtIndex(s.wounds)]);
  });

  it("none when the world turned infection off, or when this combat was already processed", () => {
    expect(infectionRollsNeeded(state(), "combat-1", false)).toEqual([]);
    expect(infectionRollsNeeded(state({ records: done(["combat-1"]) }), "combat-1", true)).toEqual([]);
  });
});

describe("what the end of a combat does to one actor (rules 3.4.6–3.4.8)", () => {
  it("an actor that already has this combat recorded is skipped: nothing to write, no checks", () => {
    expect(endCombatFor(state({ records: done(["combat-1"]) }), "combat-1", true, {})).toEqual({
      update: null,
      checks: [],
      skipped: true,
    });
  });

  it("rolls the open wound's infection check, clears the scratch and the stuns, and records the combat", () => {
    const s = state();
    const index = hurtIndex(s.wounds);
    const result = endCombatFor(s, "combat-1", true, { [index]: [-1, -1, -1, -1] });
    expect(result.skipped).toBe(false);
    expect(result.checks).toEqual([expect.objectContaining({ index, severity: "hurt", infected: true })]);
    expect(result.update?.records).toEqual(done(["combat-1"]));
    expect(result.update?.stun).toEqual({ stuns: 0, veryStunned: false, knockedOut: false });
    const boxes = result.update?.wounds?.boxes ?? [];
    expect(boxes.filter((b) => b.marked).map((b) => [b.severity, b.infected, b.infectionChecked])).toEqual([
      ["hurt", true, true],
    ]);
  });

  it("with infection off: no check, the wound stays unchecked, scratches and stuns still clear", () => {
    const result = endCombatFor(state(), "combat-1", false, {});
    expect(result.checks).toEqual([]);
    expect(result.skipped).toBe(false);
    const boxes = result.update?.wounds?.boxes ?? [];
    expect(boxes.filter((b) => b.marked).map((b) => [b.severity, b.infected, b.infectionChecked])).toEqual([
      ["hurt", false, false],
    ]);
    expect(result.update?.stun).toEqual(emptyStunTrack());
  });

  it("nothing to change on the tracks: only the record is written", () => {
    const result = endCombatFor(state({ wounds: emptyWoundTrack(), stun: emptyStunTrack() }), "combat-1", true, {});
    expect(result).toEqual({ update: { records: done(["combat-1"]) }, checks: [], skipped: false });
  });
});

interface Log {
  keys: string[][];
  rolled: string[];
  written: { uuid: string; update: unknown }[];
  used: string[];
}

function ports(states: Record<string, CombatantState>, faces: number[] = [1, 1, 1, 1]): { ports: EndCombatPorts; log: Log } {
  const log: Log = { keys: [], rolled: [], written: [], used: [] };
  return {
    log,
    ports: {
      state: (uuid) => states[uuid] ?? null,
      rollHealth: async (uuid, health) => {
        log.rolled.push(`${uuid}@${health}`);
        return { faces, roll: { total: health + faces.reduce((a, b) => a + b, 0) } };
      },
      write: async (uuid, update) => {
        log.written.push({ uuid, update });
      },
      markHealthUsed: async (uuid) => {
        log.used.push(uuid);
      },
    },
  };
}
const locksOf = (log: Log) => ({
  run: <T>(keys: readonly string[], task: () => Promise<T>) => {
    log.keys.push([...keys]);
    return task();
  },
});

describe("ending a combat for one actor on the GM's client", () => {
  it("reads, rolls Health, writes and marks Health used inside the actor's write queue", async () => {
    const s = state({ health: 1 });
    const index = hurtIndex(s.wounds);
    const { ports: p, log } = ports({ "Actor.aldric": s });
    const result = await endCombatInQueue("Actor.aldric", "combat-1", true, p, locksOf(log));
    expect(log.keys).toEqual([["Actor.aldric"]]);
    expect(log.rolled).toEqual(["Actor.aldric@1"]);
    expect(log.used).toEqual(["Actor.aldric"]);
    expect(log.written).toHaveLength(1);
    expect(result.name).toBe("Aldric");
    expect(result.health).toBe(1);
    expect(result.faces).toEqual({ [index]: [1, 1, 1, 1] });
    expect(result.rolls).toEqual([{ total: 5 }]);
    expect(result.checks).toEqual([expect.objectContaining({ index, infected: false })]);
    expect(result.wounds).toEqual((log.written[0]?.update as { wounds: WoundTrack }).wounds);
  });

  it("no Health roll (infection off): the tracks are written but Health is not marked used", async () => {
    const { ports: p, log } = ports({ "Actor.aldric": state() });
    const result = await endCombatInQueue("Actor.aldric", "combat-1", false, p, locksOf(log));
    expect(log.rolled).toEqual([]);
    expect(log.used).toEqual([]);
    expect(log.written).toHaveLength(1);
    expect(result.rolls).toEqual([]);
    expect(result.faces).toEqual({});
  });

  it("an actor already done for this combat: nothing rolled, nothing written, nothing marked", async () => {
    const { ports: p, log } = ports({ "Actor.aldric": state({ records: done(["combat-1"]) }) });
    const result = await endCombatInQueue("Actor.aldric", "combat-1", true, p, locksOf(log));
    expect(log).toEqual({ keys: [["Actor.aldric"]], rolled: [], written: [], used: [] });
    expect(result).toEqual({ name: "Aldric", health: 0, checks: [], faces: {}, rolls: [], wounds: null });
  });

  it("an actor that no longer exists: named by its uuid, nothing rolled or written", async () => {
    const { ports: p, log } = ports({});
    const result = await endCombatInQueue("Actor.gone", "combat-1", true, p, locksOf(log));
    expect(result).toEqual({ name: "Actor.gone", health: 0, checks: [], faces: {}, rolls: [], wounds: null });
    expect(log).toEqual({ keys: [["Actor.gone"]], rolled: [], written: [], used: [] });
  });
});
