/**
 * Issue 17, item 14: a defender's Lucky window (rules 4) cannot be closed by a scripted attacker.
 * The damage die of a full hit is rolled at once (the world's automatic damage roll, on by
 * default, or an attacker's script asking for it the moment the hit is known); the target's owner
 * may still reroll the defence until the hit is applied, and while they may, the attacker's side
 * cannot apply it and the GM's client does not apply it by itself. The defender answers with
 * Lucky or Apply; a GM may always apply.
 */
import { describe, expect, it } from "vitest";
import { attackCardContext } from "../../src/play/attack/card";
import { mayUse, type Viewer } from "../../src/play/attack/visibility";
import { ALICE, BOB, FakeWorld, GM, attackRequest, dodge, gmClient, snapshot } from "./helpers";

const HOUR = 60 * 60 * 1000;

/** Alice's Superb attack against Bob's Brigand, who dodges badly: a full hit, its die rolled at once. */
async function fullHit(w: FakeWorld, client = gmClient(w)) {
  w.automation.damage = true;
  w.actor("Actor.target").luckyLastUsed = null;
  w.tray.push([1, 1, 0, 0], [0, 0, 0, -1], [1]);
  const posted = await client.act(attackRequest("req-lw"), ALICE);
  if (!posted.ok) throw new Error(posted.reason);
  const defended = await client.act(dodge(posted.messageId), BOB);
  if (!defended.ok) throw new Error(defended.reason);
  expect(defended.state.damage?.fudge?.faces).toEqual([1]);
  return { id: posted.messageId, client };
}

const marked = (w: FakeWorld) => w.actor("Actor.target").wounds.boxes.filter((b) => b.marked).length;

describe("the defender's Lucky window against instant damage (issue 17, item 14)", () => {
  it("refuses the attacker's instant Apply and writes nothing; the defender's reroll still counts", async () => {
    const w = new FakeWorld();
    const { id, client } = await fullHit(w);
    const before = snapshot(w);
    expect(await client.act({ kind: "apply", messageId: id }, ALICE)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.DefenderLucky",
    });
    expect(snapshot(w)).toEqual(before);
    // Bob rerolls his Dodge: Great (+4) beats the Superb (+3) attack, and the rolled die is dropped.
    w.tray.push([1, 1, 1, 1]);
    const lucky = await client.act({ kind: "lucky", messageId: id, roll: "defence" }, BOB);
    expect(lucky.ok && lucky.state.resolution).toMatchObject({ hit: false, defenceDegree: 4 });
    expect(lucky.ok && lucky.state.damage).toBeNull();
    expect(await client.act({ kind: "apply", messageId: id }, ALICE)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.NotReady",
    });
    expect(marked(w)).toBe(0);
  });

  it("keeps the rolled die when the reroll leaves a full hit, works the damage out again, then lets anyone apply", async () => {
    const w = new FakeWorld();
    const { id, client } = await fullHit(w);
    const dice = w.writes.dice;
    w.tray.push([1, 0, 0, 0]);
    const lucky = await client.act({ kind: "lucky", messageId: id, roll: "defence" }, BOB);
    if (!lucky.ok) throw new Error(lucky.reason);
    // One die rolled (the reroll), none for the damage: the 1dF +1 stays, the relative degree drops to 2.
    expect(w.writes.dice).toBe(dice + 1);
    expect(lucky.state.resolution).toMatchObject({ relativeDegree: 2, table: "full" });
    expect(lucky.state.damage?.fudge?.faces).toEqual([1]);
    expect(lucky.state.damage?.breakdown.relativeDegreeAdded).toBe(2);
    // The defender has answered: the attacker's side may apply.
    expect((await client.act({ kind: "apply", messageId: id }, ALICE)).ok).toBe(true);
    expect(marked(w)).toBe(1);
  });

  it("keeps the GM's open-wound choice while the result stays, and drops the die when the hit becomes a graze", async () => {
    const w = new FakeWorld();
    const { id, client } = await fullHit(w);
    expect((await client.act({ kind: "open", messageId: id, open: false }, GM)).ok).toBe(true);
    // Dodge +0 instead of −1: relative degree 3, still Incapacitated, and still closed as the GM said.
    w.tray.push([0, 0, 0, 0]);
    const same = await client.act({ kind: "lucky", messageId: id, roll: "defence" }, BOB);
    expect(same.ok && [same.state.damage?.level, same.state.open]).toEqual(["incapacitated", false]);

    const other = new FakeWorld();
    const graze = await fullHit(other);
    other.tray.push([1, 1, 0, 0]);
    const grazed = await graze.client.act({ kind: "lucky", messageId: graze.id, roll: "defence" }, BOB);
    expect(grazed.ok && grazed.state.resolution?.table).toBe("graze");
    expect(grazed.ok && grazed.state.damage).toMatchObject({ fudge: null, level: "scratch" });
  });

  it("the defender's own Apply is their answer, and a GM may always apply", async () => {
    for (const user of [BOB, GM]) {
      const w = new FakeWorld();
      const { id, client } = await fullHit(w);
      expect((await client.act({ kind: "apply", messageId: id }, user)).ok).toBe(true);
      expect(marked(w)).toBe(1);
    }
  });

  it("the GM's client does not apply by itself while the window is open, and does once the defender rerolled", async () => {
    const w = new FakeWorld();
    w.automation.apply = "always";
    const { id, client } = await fullHit(w);
    expect(w.card(id).applied).toBeNull();
    w.tray.push([-1, -1, -1, -1]);
    const lucky = await client.act({ kind: "lucky", messageId: id, roll: "defence" }, BOB);
    expect(lucky.ok && lucky.state.defence?.roll?.lucky?.kept).toBe("original");
    expect(w.card(id).applied).not.toBeNull();
    expect(marked(w)).toBe(1);
  });

  it("asks nothing more when the defender has no Lucky to use: no talent, or used within the hour", async () => {
    for (const last of [undefined, 10_000_000 - HOUR / 2]) {
      const w = new FakeWorld();
      const { id, client } = await fullHit(w);
      w.actor("Actor.target").luckyLastUsed = last;
      expect((await client.act({ kind: "apply", messageId: id }, ALICE)).ok).toBe(true);
    }
  });

  it("the card offers the defender Lucky after the die is rolled and hides Apply from the attacker meanwhile", async () => {
    const w = new FakeWorld();
    const { id } = await fullHit(w);
    const card = w.card(id);
    const i18n = { localize: (k: string) => k, format: (k: string, d?: Record<string, string>) => `${k}:${d?.["target"]}` };
    const view = attackCardContext({
      card,
      messageId: id,
      i18n,
      defenceOptions: [],
      sides: { attackerPlayer: true, targetPlayer: true },
      userName: (u) => u,
    });
    expect(view.controls.lucky.map((l) => [l.roll, l.actor])).toContainEqual(["defence", "Actor.target"]);
    // The status line names the real choice, for the defender's player: reroll the defence or accept the hit.
    expect(view.luckyTurn).toEqual({
      who: "targetOwner",
      yours: "HARNFUDGE.Card.Next.LuckyOwn:Brigand (token)",
      waiting: "HARNFUDGE.Card.Wait.Target:Brigand (token)",
    });
    expect(view.turnGate).toBe("unless");
    expect(view.controls.applyWaitsFor).toBe("Actor.target");
    const viewer = (id: string, owned: string, ready: boolean): Viewer => ({
      id,
      isGM: false,
      owns: (u) => u === owned,
      luckyReady: () => ready,
    });
    expect(mayUse(viewer(ALICE, "Actor.attacker", true), "apply", card, "Actor.target")).toBe(false);
    expect(mayUse(viewer(BOB, "Actor.target", true), "apply", card, "Actor.target")).toBe(true);
    // Once the target's Lucky is not ready (on the viewer's client), the attacker's side sees Apply again.
    expect(mayUse(viewer(ALICE, "Actor.attacker", false), "apply", card, "Actor.target")).toBe(true);
  });
});

describe("Lucky once the hit is on the target, its card's own update lost (issue 17, item 14)", () => {
  it("refuses the defender's reroll and writes nothing; Apply then shows the hit as it was marked", async () => {
    const w = new FakeWorld();
    const { id, client } = await fullHit(w);
    // Bob applies; the actor's update lands, the card's after it is lost: the card still notes the hit.
    w.skipCardUpdates = 1;
    w.dropNextCardUpdate = true;
    await expect(client.act({ kind: "apply", messageId: id }, BOB)).rejects.toThrow(/lost/);
    expect(w.card(id).applying?.boxIndex).toBe(5);
    const before = snapshot(w);
    w.tray.push([1, 1, 1, 1]);
    expect(await client.act({ kind: "lucky", messageId: id, roll: "defence" }, BOB)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.NotReady",
    });
    expect(snapshot(w)).toEqual(before);
    expect(w.actor("Actor.target").luckyLastUsed).toBeNull();
    // The wound stays the card's: the next Apply only brings the card up to date.
    expect(await client.act({ kind: "apply", messageId: id }, ALICE)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.AlreadyApplied",
    });
    expect(w.card(id).applied).toMatchObject({ level: "incapacitated", boxIndex: 5, overflowed: false, died: false });
    expect(marked(w)).toBe(1);
  });
});
