/**
 * Issue 25, "A campaign's bookkeeping runs itself", played through as a GM would, on the system's
 * own GM-side code with Foundry stood in for (tests/foundry/campaign-stubs.ts: actors and their
 * effects, combats, settings, chat, the world's clock firing `updateWorldTime`):
 * - a fight ends with a Very Stunned bandit and a stunned PC: no stun status remains (rules 3.4.6);
 * - a stun outside combat ends after its rounds of world time (rules 3.1.2: a round is a second);
 * - a knocked-out character wakes after ten minutes advanced with the GM clock (rules 3.4.6);
 * - Rest… 5 days, then the clock advanced over the same 5 days, heals 5 days once (rules 3.4.7);
 * - the clock's rest offer rests three PCs and skips the scout the GM unticked;
 * - an untreated Near Death character is not healed by rest (rules 3.4.1);
 * - a held action restored at the next round leaves the top roller's turn in place (rules 3.1.3);
 * - a character with two unlinked tokens gets one Lucky reroll an hour (rules 4);
 * and counts the GM's clicks for five days of downtime of four wounded characters.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { markWound, restDays, type WoundTrack } from "../../src/rules";
import { StubActor, shown, stubCampaignWorld, stubCombat, type CampaignWorld, type StubMessage } from "./campaign-stubs";
import { diceQueue } from "./combat-stubs";
import { loadI18n } from "../../scripts/render/i18n";
import type { PlayableActor } from "../../src/documents/guards";

await vi.hoisted(async () => {
  // HarnFudgeRoll extends the global Roll when its module loads.
  const stubs = await import("./combat-stubs");
  stubs.stubCombatClasses();
});

const { registerTimers } = await import("../../src/play/timers/register");
const { registerRestClock } = await import("../../src/play/healing/clock-register");
const { registerStatusHooks, startCondition } = await import("../../src/play/services/status");
const { restClockAction } = await import("../../src/play/healing/clock-foundry");
const { healDomain } = await import("../../src/play/healing/foundry");
const { newRound } = await import("../../src/play/hold/foundry");
const { runGmLucky } = await import("../../src/play/lucky/foundry");
const { registerLuckyCard } = await import("../../src/play/services/lucky-cards");
const { gasCard } = await import("../../src/play/gas/card");
const { clockContext } = await import("../../src/apps/clock/context");
const { groupRows } = await import("../../src/play/group-rows");
await import("../../src/play/gm/queue");
// What the hooks load on first use, loaded now: a hook's work then starts at once, however busy the machine.
await import("../../src/play/timers/foundry");
await import("../../src/play/healing/clock-client");

const en = loadI18n();
const DAY = 86_400;

/** The world's globals are the campaign's; each test starts a fresh world. */
let world: CampaignWorld;

beforeEach(() => {
  world = stubCampaignWorld();
  for (const [key, value] of Object.entries({
    restClock: true,
    restClockMode: "offer",
    restClockPending: null,
    timerMarks: {},
    luckyUses: {},
    healingSkills: "herblore",
  }))
    world.settings.set(`harnfudge.${key}`, value);
  registerTimers();
  registerRestClock();
  registerStatusHooks();
  registerLuckyCard("gas", async () => (await import("../../src/play/gas/foundry")).renderGasLines);
  diceQueue.length = 0;
});

afterEach(() => vi.unstubAllGlobals());

/** The GM-side work the hooks started (their code loads on first use) runs to its end. */
async function settle(): Promise<void> {
  for (let i = 0; i < 60; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

// The system's code reads only the stand-in's fields (type, system, effects, flags, update…); the
// full Actor type is not built for a test.
const playable = (actor: StubActor) => actor as unknown as PlayableActor;

function wounded(id: string, name: string, options: ConstructorParameters<typeof StubActor>[2] = { player: true }): StubActor {
  const actor = new StubActor(id, name, options);
  let track: WoundTrack = actor.system.wounds;
  track = markWound(track, "hurt").track;
  track = markWound(track, "incapacitated").track;
  actor.system.wounds = track;
  world.actors.push(actor);
  return actor;
}

/** The GM's clicks, counted. */
const table = {
  clicks: 0,
  async click<T>(action: () => Promise<T>): Promise<T> {
    table.clicks += 1;
    return action();
  },
};

/** The GM clock's buttons as the window shows them (their seconds from the world's calendar). */
function clockButton(label: string): number {
  const context = clockContext(
    {
      components: { year: 720, month: 0, dayOfMonth: 0, dayOfWeek: 0, hour: 8, minute: 0, second: 0 },
      monthName: "Nuzyael",
      weekdayName: "Ilvinday",
      units: { minute: 60, hour: 3600, day: DAY },
      round: null,
      rest: { mode: "offer", offeredDays: null },
    },
    en,
  );
  const button = context.buttons.find((b) => b.label === label);
  if (!button) throw new Error(`no clock button ${label}`);
  return button.seconds;
}

/** The GM clock: a button, or a typed span of days with its Advance button (one click each). */
const clock = {
  async press(label: string) {
    await table.click(() => game.time.advance(clockButton(label)));
    await settle();
  },
  async days(n: number) {
    await table.click(() => game.time.advance(n * DAY));
    await settle();
  },
};

/** The rest offer the GM's client whispered (the last one), with its rows as the card shows them. */
function offer(): { message: StubMessage; rows: { uuid: string; name: string; checked: boolean; blocked: boolean }[] } {
  const message = [...world.messages].reverse().find((m) => m.getFlag("harnfudge", "restOffer") === "pending");
  if (!message) throw new Error("no rest offer");
  const rows = shown(message.content).context["rows"];
  if (!Array.isArray(rows)) throw new Error("no rows");
  return { message, rows };
}

/** "Rest them" with the ticks as the GM left them. */
async function restThem(ticked: string[]): Promise<unknown> {
  const { message } = offer();
  const answer = await table.click(() => restClockAction({ kind: "restClock", messageId: message.id, rest: ticked }, "gm"));
  await settle();
  return answer;
}

describe("a campaign's bookkeeping runs itself (issue 25)", () => {
  it("a round is one second of world time (rules 3.1.2): the tracker's rounds move the clock", () => {
    expect(CONFIG.time.roundTime).toBe(1);
  });

  it("a fight ends with a Very Stunned bandit and a stunned PC: no stun status remains", async () => {
    const aldric = new StubActor("aldric", "Aldric", { player: true });
    const bandit = new StubActor("bandit", "Bandit", { type: "npc" });
    world.actors.push(aldric, bandit);
    const combat = stubCombat("c1", [aldric, bandit], 2);
    world.combats.push(combat);
    await startCondition(playable(aldric), "stunned", 1);
    await startCondition(playable(bandit), "veryStunned", 2);
    expect([aldric.statuses.has("stunned"), bandit.statuses.has("veryStunned")]).toEqual([true, true]);
    // The GM ends the combat before the tracker passed their rounds: Foundry deletes it.
    world.combats.splice(0);
    world.hooks.callAll("deleteCombat", combat, {}, "gm");
    await settle();
    expect([...aldric.statuses, ...bandit.statuses]).toEqual([]);
  });

  it("a stun outside combat ends after its rounds of world time", async () => {
    const scout = new StubActor("scout", "Scout", { player: true });
    world.actors.push(scout);
    await startCondition(playable(scout), "veryStunned", 2);
    await clock.press("Round");
    expect(scout.statuses.has("veryStunned")).toBe(true);
    await clock.press("Round");
    expect(scout.statuses.has("veryStunned")).toBe(false);
  });

  it("a knocked-out character wakes after ten minutes advanced with the GM clock", async () => {
    const aldric = new StubActor("aldric", "Aldric", { player: true });
    world.actors.push(aldric);
    await aldric.update({ system: { stun: { stuns: 2, veryStunned: false, knockedOut: true } } });
    await settle();
    expect(aldric.statuses.has("knockedOut")).toBe(true);
    await clock.press("Minute");
    expect(aldric.system.stun.knockedOut).toBe(true);
    await clock.press("10 min");
    expect(aldric.system.stun.knockedOut).toBe(false);
    expect(aldric.statuses.has("knockedOut")).toBe(false);
    expect(world.messages.some((m) => m.content.includes("HARNFUDGE.Timers.KnockoutOver"))).toBe(true);
  });

  it("Rest… 5 days, then the clock advanced over the same 5 days, heals 5 days once", async () => {
    const aldric = wounded("aldric", "Aldric");
    const before = structuredClone(aldric.system.wounds);
    expect(await healDomain({ kind: "rest", requestId: "rest-aldric-5", patientUuid: aldric.uuid, days: 5 }, "gm")).toEqual({
      ok: true,
    });
    expect(aldric.system.wounds).toEqual(restDays(before, 5));
    await clock.days(5);
    // Nobody has days to rest: no offer is whispered at all.
    expect(world.messages.some((m) => m.getFlag("harnfudge", "restOffer") === "pending")).toBe(false);
    expect(aldric.system.wounds).toEqual(restDays(before, 5));
    await clock.days(1);
    await restThem([aldric.uuid]);
    expect(aldric.system.wounds).toEqual(restDays(before, 6));
  });

  it("the clock's offer rests three PCs and skips the scout the GM unticked; the untreated Near Death character is not healed", async () => {
    const pcs = [wounded("aldric", "Aldric"), wounded("hana", "Hana"), wounded("bran", "Bran")];
    const scout = wounded("scout", "Scout");
    const bandit = wounded("bandit", "Bandit", { type: "npc" });
    const nessa = wounded("nessa", "Nessa");
    nessa.system.wounds = markWound(nessa.system.wounds, "nearDeath").track;
    const before = new Map(world.actors.map((a) => [a.id, structuredClone(a.system.wounds)]));
    await clock.days(5);
    const { rows } = offer();
    expect(rows.map((r) => [r.name, r.checked, r.blocked])).toEqual([
      ["Aldric", true, false],
      ["Hana", true, false],
      ["Bran", true, false],
      ["Scout", true, false],
      ["Bandit", false, false],
      ["Nessa", false, true],
    ]);
    // The GM unticks the scout (she scouted ahead); even a forged tick of Nessa rests nobody Near Death.
    const ticked = rows.filter((r) => r.checked && r.name !== "Scout").map((r) => r.uuid);
    expect(await restThem([...ticked, nessa.uuid])).toEqual({ ok: true });
    for (const pc of pcs) expect(pc.system.wounds).toEqual(restDays(before.get(pc.id) ?? pc.system.wounds, 5));
    expect(scout.system.wounds).toEqual(before.get("scout"));
    expect(bandit.system.wounds).toEqual(before.get("bandit"));
    expect(nessa.system.wounds).toEqual(before.get("nessa"));
    // Their days passed without rest: the scout's and the bandit's marks moved on, Nessa's did not.
    expect(scout.getFlag("harnfudge", "restedUntil")).toBe(game.time.worldTime);
    expect(bandit.getFlag("harnfudge", "restedUntil")).toBe(game.time.worldTime);
    expect(nessa.getFlag("harnfudge", "restedUntil")).toBeUndefined();
    // Rest… by hand is refused for her too (rules 3.4.1).
    expect(await healDomain({ kind: "rest", requestId: "rest-nessa", patientUuid: nessa.uuid, days: 5 }, "gm")).toEqual({
      ok: false,
      reason: "HARNFUDGE.Healing.RestNearDeath",
    });
    expect(nessa.system.wounds).toEqual(before.get("nessa"));
    // A second click finds the offer closed: nobody rests twice.
    expect(offer).toThrow("no rest offer");
  });

  it("five days of downtime for four wounded characters take two clicks, by the clock or by Rest…", async () => {
    const party = [wounded("aldric", "Aldric"), wounded("hana", "Hana"), wounded("bran", "Bran"), wounded("scout", "Scout")];
    const before = structuredClone(party[0]?.system.wounds);
    table.clicks = 0;
    await clock.days(5); // the GM clock: 5, days, Advance
    const ticked = offer()
      .rows.filter((r) => r.checked)
      .map((r) => r.uuid);
    await restThem(ticked); // Rest them, the party ticked
    expect(table.clicks).toBe(2);
    for (const pc of party) expect(pc.system.wounds).toEqual(restDays(before ?? pc.system.wounds, 5));

    // The same with Rest… from the clock: one dialog, the party ticked, the days typed, Rest.
    for (const pc of party) pc.system.wounds = structuredClone(before ?? pc.system.wounds);
    table.clicks = 0;
    const rows = await table.click(async () =>
      groupRows(
        party.map((a) => ({ uuid: a.uuid, name: a.name, picked: false, blockedKey: null })),
        en,
      ),
    );
    await table.click(async () => {
      for (const row of rows.filter((r) => r.checked))
        await healDomain({ kind: "rest", requestId: `rest-${row.uuid}-5`, patientUuid: row.uuid, days: 5 }, "gm");
    });
    expect(table.clicks).toBe(2);
    for (const pc of party) expect(pc.system.wounds).toEqual(restDays(before ?? pc.system.wounds, 5));
  });

  it("a held action restored at the next round leaves the top roller's turn in place (rules 3.1.3)", async () => {
    interface Row {
      id: string;
      actor: { uuid: string } | null;
      initiative: number | null;
      flags: Record<string, number | null>;
      isDefeated: boolean;
      getFlag(scope: string, key: string): unknown;
    }
    const row = (id: string, initiative: number, flags: Record<string, number | null> = {}): Row => ({
      id,
      actor: { uuid: `Actor.${id}` },
      initiative,
      flags,
      isDefeated: false,
      getFlag: (_scope, key) => flags[key] ?? null,
    });
    // Round 2: Aldric (40) held and acted before Hana (moved to 25). Round 3 begins: core gave the turn
    // to the first of the order as it stood, the brigand.
    const rows = [row("brigand", 30), row("aldric", 25, { movedFrom: 40 }), row("hana", 20)];
    const combat = {
      id: "c1",
      started: true,
      round: 3,
      turn: 0,
      get turns() {
        return [...rows].sort((a, b) => (b.initiative ?? -Infinity) - (a.initiative ?? -Infinity) || (a.id > b.id ? 1 : -1));
      },
      /** Foundry's rule: the order sorted again; the turn given in the update, else the current combatant kept current. */
      async updateEmbeddedDocuments(
        _type: string,
        updates: { _id: string; initiative?: number }[],
        options: { combatTurn?: number } = {},
      ) {
        const current = combat.turns[combat.turn]?.id;
        for (const u of updates) {
          const r = rows.find((x) => x.id === u._id);
          if (r && u.initiative !== undefined) r.initiative = u.initiative;
          if (r) r.flags = {};
        }
        combat.turn =
          typeof options.combatTurn === "number" ? options.combatTurn : combat.turns.findIndex((t) => t.id === current);
      },
    };
    // A stand-in combat with the fields the new round reads and the update it makes.
    await newRound(combat as unknown as Combat.Implementation);
    expect(combat.turns.map((t) => t.id)).toEqual(["aldric", "brigand", "hana"]);
    expect(combat.turns[combat.turn]?.id).toBe("aldric");
  });

  it("a character with two unlinked tokens gets one Lucky reroll an hour (rules 4)", async () => {
    const base = new StubActor("hireling", "Hireling", { talents: ["lucky"] });
    const first = new StubActor("hireling", "Hireling (1)", { talents: ["lucky"], token: "t1" });
    const second = new StubActor("hireling", "Hireling (2)", { talents: ["lucky"], token: "t2" });
    world.actors.push(base);
    world.tokens.push(first, second);
    // One round of gas: both tokens fail their Health roll (each a Lucky line of the GM's card).
    const round = gasCard({
      difficulty: 1,
      tokenUuids: [],
      lines: [first, second].map((a) => ({
        actorUuid: a.uuid,
        name: a.name,
        health: 0,
        faces: [-1, -1, 0, 0],
        rolledDegree: -2,
        affected: true,
        dead: false,
      })),
    });
    const card = await ChatMessage.create({
      content: "",
      flags: { harnfudge: { luckyLines: round.lines, gas: { tokenUuids: [first.uuid, second.uuid], difficulty: 1, dead: [] } } },
    });
    const messageId = card?.id ?? "";
    diceQueue.push([1, 1, 0, 0]);
    expect(await runGmLucky({ kind: "lucky", messageId, line: 0 }, "gm")).toEqual({ ok: true });
    // The second token is the same character: its hour is spent (the GM's record is the base actor's).
    expect(await runGmLucky({ kind: "lucky", messageId, line: 1 }, "gm")).toEqual({
      ok: false,
      reason: "HARNFUDGE.Lucky.Cooldown",
    });
    expect(world.settings.get("harnfudge.luckyUses")).toEqual({ "Actor.hireling": game.time.serverTime });
    // An hour of real time later, Lucky is there again.
    world.time.serverTime += 3_600_000;
    diceQueue.push([1, 0, 0, 0]);
    expect(await runGmLucky({ kind: "lucky", messageId, line: 1 }, "gm")).toEqual({ ok: true });
  });
});
