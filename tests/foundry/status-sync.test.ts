/**
 * The system's status effects switched automatically (issues 11, 19; rules 3.4.1, 3.4.6), beyond
 * the duration shapes of conditions-v13-v14.test.ts: which client switches the track conditions
 * and on which update (the hooks), what the effects it creates carry, what a re-start rewrites,
 * which effects the designated GM's sweep removes and when it runs, and that none of them writes
 * when nothing changes. Foundry's actor, effects and hooks are stood in for (effect-stubs.ts).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { emptyWoundTrack, markWound } from "../../src/rules";
import type { PlayableActor } from "../../src/documents/guards";
import { FakeActor, stubActiveEffect } from "./effect-stubs";

vi.hoisted(() => vi.stubGlobal("Roll", function Roll() {}));
const { expireInCombat, registerStatusEffects, registerStatusHooks, startCondition, syncTrackStatuses } =
  await import("../../src/play/services/status");
const { setStatusEffects, statusEffectList } = await import("../../src/compat");

type Handler = (...args: unknown[]) => unknown;

/** The hooks registered, by event (once and on alike), as core's Hooks keeps them. */
let hooks: Map<string, Handler[]>;
let worldTime: number;

/** The v13 globals: this client is the designated GM ("gm"), a started combat "c1" at round 2, turn 1. */
function stubWorld(over: { activeGM?: object | null } = {}): void {
  vi.stubGlobal("game", {
    release: { generation: 13 },
    i18n: { localize: (key: string) => `«${key}»` },
    combat: { id: "c1", started: true, round: 2, turn: 1 },
    user: { id: "gm" },
    users: { activeGM: "activeGM" in over ? over.activeGM : { isSelf: true } },
    time: {
      get worldTime() {
        return worldTime;
      },
    },
  });
  vi.stubGlobal("CONFIG", { statusEffects: [], specialStatusEffects: { DEFEATED: "dead" }, ActiveEffect: {} });
  const register = (name: string, fn: Handler) => hooks.set(name, [...(hooks.get(name) ?? []), fn]);
  vi.stubGlobal("Hooks", { on: register, once: register });
  stubActiveEffect();
}

beforeEach(() => {
  hooks = new Map();
  worldTime = 7200;
  stubWorld();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

// The status code reads only the stand-in's fields (type, system, effects, statuses, the writes).
const playable = (actor: FakeActor) => actor as unknown as PlayableActor;

/** Runs what core would on the event, then lets the handlers' writes finish. */
async function fire(name: string, ...args: unknown[]): Promise<void> {
  for (const fn of hooks.get(name) ?? []) fn(...args);
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** A character whose wound track shows Incapacitated and who has no status (a player took it off on the token HUD). */
function incapacitatedWithoutStatus(): FakeActor {
  const actor = new FakeActor();
  actor.system.wounds = markWound(emptyWoundTrack(), "incapacitated").track;
  return actor;
}

describe("the track sync's writes (rules 3.4.1)", () => {
  it("creates its effect flagged as the system's, with no start time (it ends by the track, not by time)", async () => {
    const actor = incapacitatedWithoutStatus();
    await syncTrackStatuses(playable(actor));
    expect(actor.list.map((e) => e.data["flags"])).toEqual([{ harnfudge: { condition: true } }]);
  });

  it("switches off in one delete of ActiveEffects, and writes nothing when nothing changes", async () => {
    const actor = incapacitatedWithoutStatus();
    const deletes = vi.spyOn(actor, "deleteEmbeddedDocuments");
    await syncTrackStatuses(playable(actor));
    await syncTrackStatuses(playable(actor));
    expect(actor.list).toHaveLength(1);
    expect(deletes).not.toHaveBeenCalled();
    const id = actor.list[0]?.id;
    actor.system.wounds = emptyWoundTrack();
    await syncTrackStatuses(playable(actor));
    expect(deletes.mock.calls).toEqual([["ActiveEffect", [id]]]);
  });

  it("removes its own effect that carries a condition switched off, also when it carries another status too", async () => {
    const actor = new FakeActor();
    actor.add({ statuses: ["incapacitated", "prone"], flags: { harnfudge: { condition: true } } });
    await syncTrackStatuses(playable(actor));
    expect(actor.list).toEqual([]);
  });

  it("a hand-made Incapacitated that is disabled does not count: the track's own one is switched on", async () => {
    // Core's actor.statuses holds the statuses of the active effects only.
    class CoreStatuses extends FakeActor {
      override get statuses(): Set<string> {
        return new Set(this.list.filter((e) => e.data["disabled"] !== true).flatMap((e) => [...e.statuses]));
      }
    }
    const actor = new CoreStatuses();
    actor.system.wounds = markWound(emptyWoundTrack(), "incapacitated").track;
    actor.add({ statuses: ["incapacitated"], disabled: true });
    await syncTrackStatuses(playable(actor));
    expect(actor.list.map((e) => [[...e.statuses], e.getFlag("harnfudge", "condition")])).toEqual([
      [["incapacitated"], undefined],
      [["incapacitated"], true],
    ]);
  });
});

describe("starting a condition (rules 3.4.6, the Net)", () => {
  it("an open-ended one started in a fight is tied to no combat and notes no start time", async () => {
    const actor = new FakeActor();
    await startCondition(playable(actor), "knockedOut", null);
    expect(actor.list[0]?.data).toMatchObject({
      duration: { rounds: null, combat: null, startRound: null, startTurn: null },
      flags: { harnfudge: { condition: true } },
    });
    expect(actor.list[0]?.data["flags"]).toEqual({ harnfudge: { condition: true } });
  });

  it("a re-stun later in the world's time notes the new start time on the same effect", async () => {
    const actor = new FakeActor();
    await startCondition(playable(actor), "stunned", 1);
    worldTime = 7206;
    await startCondition(playable(actor), "stunned", 1);
    expect(actor.list).toHaveLength(1);
    expect(actor.list[0]?.data["flags"]).toEqual({ harnfudge: { condition: true, since: 7206 } });
  });

  it("a second Net on an entangled character leaves its effect open-ended, with no start time", async () => {
    const actor = new FakeActor();
    await startCondition(playable(actor), "entangled", null);
    worldTime = 7300;
    await startCondition(playable(actor), "entangled", null);
    expect(actor.list).toHaveLength(1);
    expect(actor.list[0]?.updates).toBe(1);
    expect(actor.list[0]?.data["flags"]).toEqual({ harnfudge: { condition: true } });
  });
});

/** A combat "c1" at the moment given, with these combatants' actors. */
function combatAt(round: number, turn: number, actors: (FakeActor | null)[], over: object = {}) {
  const combat = { id: "c1", started: true, round, turn, combatants: actors.map((actor) => ({ actor })), ...over };
  // A stand-in combat with the fields the sweep reads (id, started, round, turn, combatants).
  return combat as unknown as Combat.Implementation;
}

/** A character stunned at round 2, turn 1 of "c1" (the system's effect). */
async function stunnedCharacter(): Promise<FakeActor> {
  const actor = new FakeActor();
  await startCondition(playable(actor), "stunned", 1);
  return actor;
}

describe("the designated GM's sweep (rules 3.4.6)", () => {
  it("removes only Stunned and Very Stunned: a Knocked Out given rounds on its sheet waits for the stun track", async () => {
    const actor = await stunnedCharacter();
    actor.add({
      statuses: ["knockedOut"],
      flags: { harnfudge: { condition: true } },
      duration: { rounds: 1, combat: "c1", startRound: 2, startTurn: 1 },
    });
    const stunned = actor.list[0]?.id;
    await expireInCombat(combatAt(3, 1, [actor]));
    expect(actor.deleted).toEqual([stunned]);
    expect([...actor.statuses]).toEqual(["knockedOut"]);
  });

  it("an own Stunned that also carries another status still runs out", async () => {
    const actor = new FakeActor();
    const effect = actor.add({
      statuses: ["prone", "stunned"],
      flags: { harnfudge: { condition: true } },
      duration: { rounds: 1, combat: "c1", startRound: 2, startTurn: 1 },
    });
    await expireInCombat(combatAt(3, 1, [actor]));
    expect(actor.deleted).toEqual([effect.id]);
  });

  it("passes over core's statuses (Prone) and a combatant whose actor is gone, and sweeps the others", async () => {
    const actor = await stunnedCharacter();
    actor.add({ statuses: ["prone"], flags: { harnfudge: { condition: true } } });
    const stunned = actor.list[0]?.id;
    await expireInCombat(combatAt(3, 1, [null, actor]));
    expect(actor.deleted).toEqual([stunned]);
  });

  it("writes nothing while no round has run out, then one delete of ActiveEffects", async () => {
    const actor = await stunnedCharacter();
    const deletes = vi.spyOn(actor, "deleteEmbeddedDocuments");
    await expireInCombat(combatAt(3, 0, [actor]));
    expect(deletes).not.toHaveBeenCalled();
    const id = actor.list[0]?.id;
    await expireInCombat(combatAt(3, 1, [actor]));
    expect(deletes.mock.calls).toEqual([["ActiveEffect", [id]]]);
  });

  it.each([
    ["another GM's client", { activeGM: { isSelf: false } }, {}],
    ["no GM connected", { activeGM: null }, {}],
    ["a combat not started", {}, { started: false }],
    ["a combat with no id", {}, { id: null }],
  ])("%s: no sweep", async (_what, world, combat) => {
    stubWorld(world);
    const actor = await stunnedCharacter();
    await expireInCombat(combatAt(3, 1, [actor], combat));
    expect(actor.deleted).toEqual([]);
    expect(actor.list).toHaveLength(1);
  });
});

describe("the hooks: who switches and when", () => {
  it("at i18nInit, the system's status descriptions become text; one a module or world script set is kept", async () => {
    registerStatusEffects();
    setStatusEffects(
      statusEffectList().map((e) => (e.id === "veryStunned" ? { ...e, description: "Our table's house rule" } : e)),
    );
    registerStatusHooks();
    await fire("i18nInit");
    const byId = new Map(statusEffectList().map((e) => [e.id, e.description]));
    expect(byId.get("nearDeath")).toBe("«HARNFUDGE.ConditionHint.nearDeath»");
    expect(byId.get("veryStunned")).toBe("Our table's house rule");
  });

  it.each([
    ["the wound track", { system: { wounds: {} } }],
    ["the stun track", { system: { stun: {} } }],
  ])("the client that wrote %s switches the conditions", async (_what, changed) => {
    registerStatusHooks();
    const actor = incapacitatedWithoutStatus();
    await fire("updateActor", actor, changed, {}, "gm");
    expect([...actor.statuses]).toEqual(["incapacitated"]);
  });

  it.each([
    ["an edit that is not a track", { system: { biography: "…" } }],
    ["an update with no system data", { name: "Renamed" }],
    ["an empty system diff", { system: null }],
  ])("%s leaves a status taken off by hand off", async (_what, changed) => {
    registerStatusHooks();
    const actor = incapacitatedWithoutStatus();
    await fire("updateActor", actor, changed, {}, "gm");
    expect(actor.list).toEqual([]);
  });

  it("another user's track write is switched on that user's client, not here; nor is an actor that has no tracks", async () => {
    registerStatusHooks();
    const actor = incapacitatedWithoutStatus();
    await fire("updateActor", actor, { system: { wounds: {} } }, {}, "player");
    const loot = incapacitatedWithoutStatus();
    Object.defineProperty(loot, "type", { value: "loot" });
    await fire("updateActor", loot, { system: { wounds: {} } }, {}, "gm");
    expect([actor.list, loot.list]).toEqual([[], []]);
  });

  it.each([
    // Core's diff holds only what changed: a new round at the same turn (one combatant) is `{ round }`.
    ["a new round", { round: 3 }, true],
    ["a new turn", { turn: 1 }, true],
    ["an edit that moves neither", { flags: { note: 1 } }, false],
  ])("%s of the combat: sweep %s", async (_what, changed, swept) => {
    registerStatusHooks();
    const actor = await stunnedCharacter();
    await fire("updateCombat", combatAt(3, 1, [actor]), changed);
    expect(actor.list.length).toBe(swept ? 0 : 1);
  });
});
