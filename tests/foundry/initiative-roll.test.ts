/**
 * Rolling initiative through the system's Combat and Combatant (issue 19), core's classes stood in
 * for (combat-stubs.ts): a character who cannot act does not roll and the user is told; one who
 * can rolls with its wound penalty and conditions; a hidden combatant's roll is whispered to the
 * GMs whatever mode was asked, whoever else the message data named.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { decodeInitiativeSortKey, emptyStunTrack, emptyWoundTrack, markWound, type WoundTrack } from "../../src/rules";
import { diceQueue, stubCombatClasses, stubGameForCombat } from "./combat-stubs";

await vi.hoisted(async () => {
  const stubs = await import("./combat-stubs");
  stubs.stubCombatClasses();
});
const { HarnFudgeCombat, HarnFudgeCombatant } = await import("../../src/documents/combat");

beforeEach(() => {
  stubCombatClasses();
  diceQueue.length = 0;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A character with a trained Initiative of `level`, its wounds and status effects. */
function character(name: string, level: number, wounds: WoundTrack, statuses: string[] = [], woundPenalty = 0) {
  return {
    type: "character",
    name,
    uuid: `Actor.${name}`,
    isOwner: false,
    id: name,
    token: null,
    statuses: new Set(statuses),
    appliedEffects: [] as object[],
    items: [{ type: "skill", name: "Initiative", system: { key: "initiative", level, specialization: "" } }] as object[],
    system: { wounds, stun: emptyStunTrack(), woundPenalty },
  };
}

function combatantOf(id: string, actor: ReturnType<typeof character>, hidden = false) {
  // The stand-in base class ignores its arguments; the fields the code reads are assigned below.
  const combatant = new HarnFudgeCombatant({}, { parent: null });
  return Object.assign(combatant, { id, uuid: `Combatant.${id}`, name: actor.name, actor, hidden });
}

function combatOf(...combatants: ReturnType<typeof combatantOf>[]) {
  const combat = new HarnFudgeCombat();
  return Object.assign(combat, { combatants: new Map(combatants.map((c) => [c.id, c])) });
}

/** The sort keys the combat wrote, by combatant id, decoded. */
function writtenDegrees(combat: object): Record<string, number> {
  const updates: unknown = Reflect.get(combat, "updates");
  const out: Record<string, number> = {};
  for (const u of Array.isArray(updates) ? updates : [])
    if (typeof u._id === "string" && typeof u.initiative === "number")
      out[u._id] = decodeInitiativeSortKey(u.initiative).rolledDegree;
  return out;
}

describe("initiative follows the character's state (rules 3.4.1, 3.4.6)", () => {
  it("an Incapacitated character does not roll; the others do; the user is told who did not", async () => {
    const chat = stubGameForCombat();
    const down = combatantOf("down", character("Down", 2, markWound(emptyWoundTrack(), "incapacitated").track));
    const fine = combatantOf("fine", character("Fine", 1, emptyWoundTrack()));
    const combat = combatOf(down, fine);
    await combat.rollInitiative(["down", "fine"]);
    expect(writtenDegrees(combat)).toEqual({ fine: 1 });
    expect(chat.created).toHaveLength(1);
    expect(chat.notes).toEqual([{ level: "info", key: "HARNFUDGE.Combat.CannotRollInitiative", data: { names: "Down" } }]);
  });

  it("a knocked-out combatant rolled alone (a macro) writes nothing", async () => {
    const chat = stubGameForCombat();
    const out = combatantOf("out", character("Out", 3, emptyWoundTrack(), ["knockedOut"]));
    expect(await out.rollInitiative()).toBeUndefined();
    expect(Reflect.get(out, "updates")).toEqual([]);
    expect(chat.notes.map((n) => n.key)).toEqual(["HARNFUDGE.Combat.CannotRollInitiative"]);
  });

  it("rolls with the wound penalty and Very Stunned's −2, as labelled modifiers, and sorts by that degree", async () => {
    const chat = stubGameForCombat();
    const hurt = markWound(emptyWoundTrack(), "hurt").track;
    const c = combatantOf("c", character("Hurt", 2, hurt, ["veryStunned"], -1));
    const combat = combatOf(c);
    diceQueue.push([1, 0, 0, 0]);
    await combat.rollInitiative("c");
    // Good (2) + 1 on the dice − 1 wound − 2 Very Stunned = Fair (0).
    expect(writtenDegrees(combat)).toEqual({ c: 0 });
    const roll: unknown = (chat.created[0]?.["rolls"] as unknown[] | undefined)?.[0];
    expect(Reflect.get(Reflect.get(Object(roll), "options"), "harnfudge")).toMatchObject({
      level: 2,
      modifiers: [
        { label: "HARNFUDGE.Roll.WoundPenalty", value: -1 },
        { label: "HARNFUDGE.Condition.veryStunned", value: -2 },
      ],
    });
  });

  it("Stunned and Entangled hinder attacks and defence, not initiative", () => {
    stubGameForCombat();
    const c = combatantOf("c", character("Dazed", 1, emptyWoundTrack(), ["stunned", "entangled"]));
    expect(c.getInitiativeRoll().check.modifiers).toEqual([]);
  });
});

describe("talents and lasting modifiers on initiative (issue 26, rules 4, 3.1.1)", () => {
  it("rules 4, Prescience (abnormally quick reflexes): +1 on the initiative roll, unless the GM turns it off", async () => {
    stubGameForCombat();
    const seer = character("Seer", 0, emptyWoundTrack());
    seer.items.push({ type: "talent", name: "Prescience", system: { key: "prescience", choice: "" } });
    expect(combatantOf("s", seer).getInitiativeRoll().check.modifiers).toEqual([
      { label: "HARNFUDGE.Talent.prescience", value: 1 },
    ]);
    stubGameForCombat("publicroll", { prescience: false });
    expect(combatantOf("s", seer).getInitiativeRoll().check.modifiers).toEqual([]);
  });

  it("a scene's lasting modifier for initiative and an effect on the initiative key count in the roll", async () => {
    const tokens = Object.assign(new Map<string, object>(), {
      some: (test: (t: { actorLink: boolean; actorId: string }) => boolean) => test({ actorLink: true, actorId: "Fog" }),
    });
    const chat = stubGameForCombat("publicroll", {
      lasting: [{ id: "m1", label: "Fog", value: -1, rolls: ["initiative"], dimLight: false, scene: "s1", tokens: null }],
      scenes: { s1: { id: "s1", tokens } },
    });
    const actor = character("Fog", 1, emptyWoundTrack());
    actor.appliedEffects.push({ name: "Haste", changes: [{ key: "system.modifiers.initiative", value: "2", mode: 2 }] });
    const combat = combatOf(combatantOf("c", actor));
    diceQueue.push([0, 0, 0, 0]);
    await combat.rollInitiative("c");
    // Good (1) − 1 fog + 2 haste = Great (2).
    expect(writtenDegrees(combat)).toEqual({ c: 2 });
    const roll: unknown = (chat.created[0]?.["rolls"] as unknown[] | undefined)?.[0];
    expect(Reflect.get(Reflect.get(Object(roll), "options"), "harnfudge")).toMatchObject({
      modifiers: [
        { label: "Fog", value: -1 },
        { label: "Haste", value: 2 },
      ],
    });
  });
});

describe("a hidden combatant's initiative (issue 19)", () => {
  it("is whispered to the GMs when the caller asked for a public roll", async () => {
    const chat = stubGameForCombat();
    const seen = combatantOf("seen", character("Seen", 0, emptyWoundTrack()));
    const lurker = combatantOf("lurker", character("Lurker", 0, emptyWoundTrack()), true);
    // v13's messageOptions.rollMode, as core's tracker passes it (not in the types of the message data).
    const messageOptions = { speaker: {}, rollMode: "publicroll" };
    await combatOf(seen, lurker).rollInitiative(["seen", "lurker"], { messageOptions });
    expect(chat.created.map((m) => m["whisper"])).toEqual([[], ["gm1", "gm2"]]);
  });

  it("goes to the GMs only, even when the message data named a player to whisper to", async () => {
    const chat = stubGameForCombat("publicroll");
    const lurker = combatantOf("lurker", character("Lurker", 0, emptyWoundTrack()), true);
    await combatOf(lurker).rollInitiative("lurker", { messageOptions: { whisper: ["player"] } });
    expect(chat.created.map((m) => m["whisper"])).toEqual([["gm1", "gm2"]]);
  });
});
