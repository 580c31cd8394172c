/**
 * A character's Lucky (rules 4: "roughly once per hour (real time) you may reroll a bad dice roll")
 * on the designated GM's client, for any card that offers it (a contest side): what the GM's client
 * reads of the character (gm/lucky-use.ts `luckyRerollPorts`: the talent, the later of the
 * character's mark and the GM's own record, server time) and what it writes once a reroll is made
 * (`recordLucky`: the GM's record and the mark of the base actor every token of it reads, issue 28
 * item 3). Foundry is stood in for by tests/foundry/campaign-stubs.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { StubActor, stubCampaignWorld, type CampaignWorld } from "./campaign-stubs";
import { luckyRerollPorts, recordLucky } from "../../src/play/gm/lucky-use";
import { luckyRefusal, rerollWithLucky } from "../../src/play/gm/lucky-reroll";
import { REASONS } from "../../src/play/gm/policy";
import { writeCounter } from "../../src/play/services/writes";
import { LUCKY_COOLDOWN_MS } from "../../src/rules";

let world: CampaignWorld;

beforeEach(() => {
  world = stubCampaignWorld();
  world.settings.set("harnfudge.luckyUses", {});
});

afterEach(() => vi.unstubAllGlobals());

/** Aldric (a player's, Lucky), a guard (the GM's, no Lucky), and a Lucky hireling with an unlinked token on the scene. */
function cast() {
  const aldric = new StubActor("aldric", "Aldric", { player: true, talents: ["lucky"] });
  const guard = new StubActor("guard", "Guard");
  const hireling = new StubActor("hireling", "Hireling", { talents: ["lucky"] });
  const token = new StubActor("hireling", "Hireling (1)", { talents: ["lucky"], token: "t1" });
  world.actors.push(aldric, guard, hireling);
  world.tokens.push(token);
  return { aldric, guard, hireling, token };
}

describe("the character's Lucky as the GM's client reads it (rules 4)", () => {
  it("names no actor that is not there, no talent on a character without it, and a never-used Lucky as ready", () => {
    const { aldric, guard } = cast();
    expect(luckyRerollPorts.lucky("Actor.gone")).toBeNull();
    expect(luckyRerollPorts.lucky(guard.uuid)).toEqual({ hasLucky: false, lastUsed: null });
    expect(luckyRerollPorts.lucky(aldric.uuid)).toEqual({ hasLucky: true, lastUsed: null });
    expect(luckyRerollPorts.now()).toBe(world.time.serverTime);
  });

  it("reads the GM's record when the player cleared the character's own mark (issue 17, item 14)", () => {
    const { aldric } = cast();
    world.settings.set("harnfudge.luckyUses", { "Actor.aldric": 5000 });
    aldric.system.lucky.lastUsed = null;
    expect(luckyRerollPorts.lucky(aldric.uuid)).toEqual({ hasLucky: true, lastUsed: 5000 });
    aldric.system.lucky.lastUsed = 9000;
    expect(luckyRerollPorts.lucky(aldric.uuid)).toEqual({ hasLucky: true, lastUsed: 9000 });
  });

  it("refuses a reroll for a character deleted since the roll, without rolling", async () => {
    cast();
    const roll = { actorUuid: "Actor.gone", faces: [-1, -1, 0, 0], lucky: null, wentBadly: true };
    expect(luckyRefusal(roll, "gm", luckyRerollPorts)).toBe(REASONS.noActor);
    const reroll = vi.fn(async () => ({ faces: [1, 1, 1, 1], roll: null }));
    expect(await rerollWithLucky(roll, "gm", { ...luckyRerollPorts, reroll })).toEqual({ ok: false, reason: REASONS.noActor });
    expect(reroll).not.toHaveBeenCalled();
  });
});

describe("recording a Lucky reroll on the GM's client", () => {
  it("writes the GM's record and the base actor's mark in one actor update: the token's next roll waits the hour", async () => {
    const { hireling, token } = cast();
    const at = world.time.serverTime;
    const before = writeCounter.actorUpdates;
    await recordLucky(token.uuid, at);
    expect(world.settings.get("harnfudge.luckyUses")).toEqual({ "Actor.hireling": at });
    expect(hireling.system.lucky.lastUsed).toBe(at);
    expect(writeCounter.actorUpdates - before).toBe(1);
    // Every token of the hireling reads the hour as spent.
    expect(luckyRerollPorts.lucky(token.uuid)).toEqual({ hasLucky: true, lastUsed: at });
    const roll = { actorUuid: token.uuid, faces: [-1, -1, 0, 0], lucky: null, wentBadly: true };
    expect(luckyRefusal(roll, "gm", luckyRerollPorts)).toBe(REASONS.luckyCooldown);
    world.time.serverTime = at + LUCKY_COOLDOWN_MS;
    expect(luckyRefusal(roll, "gm", luckyRerollPorts)).toBeNull();
  });

  it("writes nothing for an actor deleted before the record is made", async () => {
    cast();
    const before = writeCounter.actorUpdates;
    await expect(recordLucky("Actor.gone", 1234)).resolves.toBeUndefined();
    expect(world.settings.get("harnfudge.luckyUses")).toEqual({});
    expect(writeCounter.actorUpdates).toBe(before);
  });
});
