/**
 * A combat round at the table, scripted: one attack from the first click to the wound on the
 * target, with each step taken by whoever the card names (next-step.ts) through the controls the
 * card offers that user (visibility.ts), sent to the GM's client's decisions with the world's
 * automation switches. Counts the clicks each side makes: Attack and its dialog (one click with
 * "Roll without dialogs" or a shift-click), Defend and its dialog (likewise), Roll damage, Apply.
 * README's "Clicks per attack" table reports these numbers.
 */
import { describe, expect, it } from "vitest";
import { handleCardRequest } from "../../src/play/attack/decide";
import { npcDefenceSkill } from "../../src/play/attack/decide-auto";
import { createLockQueue } from "../../src/play/gm/locks";
import { nextStep, type Turn } from "../../src/play/attack/next-step";
import { mayUse, type Viewer } from "../../src/play/attack/visibility";
import { cardStage } from "../../src/play/attack/state";
import type { Automation } from "../../src/play/attack/ports";
import { ALICE, BOB, FakeWorld, GM, PLAIN, attackRequest, fakeActor } from "./world";

const OFF: Automation = { damage: false, apply: "never", npcDefence: false };
/** The defaults before issue 27: only the damage die rolled by itself. */
const ISSUE_18: Automation = { damage: true, apply: "never", npcDefence: false };
/** The world settings' defaults (src/play/settings.ts): damage by itself, NPCs defend, hits on NPCs applied. */
const DEFAULTS: Automation = { damage: true, apply: "npcs", npcDefence: true };
const ALL: Automation = { damage: true, apply: "always", npcDefence: true };

type Case = "player→NPC" | "player→PC" | "GM NPC→PC";

function world(automation: Automation): FakeWorld {
  const w = new FakeWorld();
  w.automation = automation;
  // An NPC: owned by the GM alone (a GM owns every actor in Foundry), a better sword than dodge.
  w.actors.set("Actor.npc", fakeActor("Actor.npc", "Brigand", GM, { dodge: -1, sword: 1 }));
  w.tokens.set("Scene.s.Token.npc", "Actor.npc");
  return w;
}

const viewer = (w: FakeWorld, id: string): Viewer => ({
  id,
  isGM: w.users.get(id)?.isGM ?? false,
  owns: (uuid) => (w.users.get(id)?.isGM ?? false) || w.actor(uuid).owners.has(id),
  luckyReady: () => false,
});

/** Plays one attack; returns the clicks per user and the card's last stage. `oneClick`: rolls without dialogs. */
async function play(which: Case, automation: Automation, oneClick = false) {
  const w = world(automation);
  const locks = createLockQueue();
  const clicks: Record<string, number> = { [GM]: 0, [ALICE]: 0, [BOB]: 0 };
  const user: Record<Turn, string> = { gm: GM, attackerSide: ALICE, targetOwner: BOB };
  const attacker = which === "GM NPC→PC" ? "Actor.npc" : "Actor.attacker";
  const target = which === "player→NPC" ? "Scene.s.Token.npc" : "Scene.s.Token.target";
  const sides = { attackerPlayer: attacker !== "Actor.npc", targetPlayer: which !== "player→NPC" };
  const asker = sides.attackerPlayer ? ALICE : GM;
  w.tray.push([1, 1, 0, 0]); // Fair +1 rolls +2: Great (+3), a full hit on a Fair (+0) defence roll
  // Attack on the sheet, then Roll in its dialog (without dialogs: Attack alone).
  clicks[asker] = (clicks[asker] ?? 0) + (oneClick ? 1 : 2);
  const posted = await handleCardRequest(
    attackRequest("req-1", { attackerUuid: attacker, targetTokenUuid: target }),
    asker,
    w.portsFor(),
    locks,
  );
  if (!posted.ok) throw new Error(posted.reason);
  const id = posted.messageId;
  for (let guard = 0; guard < 6; guard++) {
    const card = w.card(id);
    const step = nextStep(card, sides);
    if (!step) break;
    const by = user[step.who];
    // The one named must be offered the control (the card shows it only to who may use it).
    expect(mayUse(viewer(w, by), step.kind, card)).toBe(true);
    let request: object;
    if (step.kind === "defend") {
      const skill = npcDefenceSkill(card, w.portsFor());
      clicks[by] = (clicks[by] ?? 0) + (oneClick ? 1 : 2);
      request = { kind: "defend", messageId: id, defence: "opposed", skill, choices: { ...PLAIN }, difficulty: null };
    } else {
      clicks[by] = (clicks[by] ?? 0) + 1;
      request = { kind: step.kind, messageId: id };
    }
    const result = await handleCardRequest(request, by, w.portsFor(), locks);
    if (!result.ok) throw new Error(result.reason);
  }
  const card = w.card(id);
  const hurt = w.actor(card.target.actorUuid).wounds;
  return { clicks, stage: cardStage(card), card, hurt };
}

describe("clicks per attack (issues 18 and 27)", () => {
  it("takes six clicks with every automation off, as before: 2 attack, 2 defend, 1 damage, 1 apply", async () => {
    const npc = await play("player→NPC", OFF);
    expect(npc.stage).toBe("applied");
    expect(npc.clicks).toEqual({ [ALICE]: 3, [GM]: 3, [BOB]: 0 });
    const pc = await play("player→PC", OFF);
    expect(pc.clicks).toEqual({ [ALICE]: 3, [BOB]: 3, [GM]: 0 });
    const gm = await play("GM NPC→PC", OFF);
    expect(gm.clicks).toEqual({ [GM]: 3, [BOB]: 3, [ALICE]: 0 });
  });

  it("rolled only the damage die by itself under issue 18's defaults: five clicks, three of them the GM's", async () => {
    const npc = await play("player→NPC", ISSUE_18);
    expect(npc.clicks).toEqual({ [ALICE]: 2, [GM]: 3, [BOB]: 0 });
    expect(npc.card.damage?.fudge).not.toBeNull();
    const pc = await play("player→PC", ISSUE_18);
    expect(pc.clicks).toEqual({ [ALICE]: 2, [BOB]: 3, [GM]: 0 });
    const gm = await play("GM NPC→PC", ISSUE_18);
    expect(gm.clicks).toEqual({ [GM]: 2, [BOB]: 3, [ALICE]: 0 });
  });

  it("under today's defaults a player's attack on an NPC is the player's two clicks and none by the GM", async () => {
    const npc = await play("player→NPC", DEFAULTS);
    expect(npc.clicks).toEqual({ [ALICE]: 2, [GM]: 0, [BOB]: 0 });
    expect(npc.stage).toBe("applied");
    // The NPC defended with its best defence: its sword (+1) over its dodge (−1); the hit landed by itself.
    expect(npc.card.defence).toMatchObject({ kind: "opposed", skill: "sword", by: GM });
    expect(npc.card.applied?.by).toBe(GM);
    expect(npc.hurt.boxes.some((b) => b.marked)).toBe(true);
  });

  it("under today's defaults a hit on a player's character waits for a click: the target's player defends and applies", async () => {
    const pc = await play("player→PC", DEFAULTS);
    expect(pc.clicks).toEqual({ [ALICE]: 2, [BOB]: 3, [GM]: 0 });
    expect(pc.stage).toBe("applied");
    expect(pc.card.applied?.by).toBe(BOB);
    const gm = await play("GM NPC→PC", DEFAULTS);
    expect(gm.clicks).toEqual({ [GM]: 2, [BOB]: 3, [ALICE]: 0 });
  });

  it("rolling without dialogs halves the rest: one click to attack an NPC, one to defend", async () => {
    const npc = await play("player→NPC", DEFAULTS, true);
    expect(npc.clicks).toEqual({ [ALICE]: 1, [GM]: 0, [BOB]: 0 });
    const pc = await play("player→PC", DEFAULTS, true);
    expect(pc.clicks).toEqual({ [ALICE]: 1, [BOB]: 2, [GM]: 0 });
    const gm = await play("GM NPC→PC", DEFAULTS, true);
    expect(gm.clicks).toEqual({ [GM]: 1, [BOB]: 2, [ALICE]: 0 });
  });

  it("with every automation on, a fight between PCs' sides is two clicks each, one each without dialogs", async () => {
    const pc = await play("player→PC", ALL);
    expect(pc.clicks).toEqual({ [ALICE]: 2, [BOB]: 2, [GM]: 0 });
    expect(pc.stage).toBe("applied");
    const quick = await play("player→PC", ALL, true);
    expect(quick.clicks).toEqual({ [ALICE]: 1, [BOB]: 1, [GM]: 0 });
    const gm = await play("GM NPC→PC", ALL, true);
    expect(gm.clicks).toEqual({ [GM]: 1, [BOB]: 1, [ALICE]: 0 });
    expect(gm.stage).toBe("applied");
  });
});

describe("automation on the GM's client (decide-auto.ts)", () => {
  it("never lets a player-owned target defend by itself, and never re-applies a hit the GM undid", async () => {
    const w = world(ALL);
    const locks = createLockQueue();
    w.tray.push([1, 1, 0, 0]);
    const posted = await handleCardRequest(attackRequest(), ALICE, w.portsFor(), locks);
    expect(posted.ok && cardStage(posted.state)).toBe("awaitingDefence");
    const defended = await handleCardRequest(
      {
        kind: "defend",
        messageId: posted.ok ? posted.messageId : "",
        defence: "opposed",
        skill: "dodge",
        choices: { ...PLAIN },
        difficulty: null,
      },
      BOB,
      w.portsFor(),
      locks,
    );
    if (!defended.ok) throw new Error(defended.reason);
    expect(cardStage(defended.state)).toBe("applied");
    const undone = await handleCardRequest({ kind: "undo", messageId: defended.messageId }, GM, w.portsFor(), locks);
    expect(undone.ok && cardStage(undone.state)).toBe("ready");
    expect(w.actor("Actor.target").wounds.boxes.some((b) => b.marked)).toBe(false);
    // A Lucky or any later request does not bring the undone hit back; only the GM's Apply does.
    expect(await handleCardRequest({ kind: "apply", messageId: defended.messageId }, BOB, w.portsFor(), locks)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.UndoneByGM",
    });
    expect(w.card(defended.messageId).applied).toBeNull();
  });

  it("leaves the damage click when the setting is off, and the NPC's defence to the GM when that one is off", async () => {
    const w = world({ damage: false, apply: "always", npcDefence: false });
    const locks = createLockQueue();
    w.tray.push([1, 1, 0, 0]);
    const posted = await handleCardRequest(
      attackRequest("r", { targetTokenUuid: "Scene.s.Token.npc" }),
      ALICE,
      w.portsFor(),
      locks,
    );
    if (!posted.ok) throw new Error(posted.reason);
    expect(cardStage(posted.state)).toBe("awaitingDefence");
    const defended = await handleCardRequest(
      {
        kind: "defend",
        messageId: posted.messageId,
        defence: "opposed",
        skill: "dodge",
        choices: { ...PLAIN },
        difficulty: null,
      },
      GM,
      w.portsFor(),
      locks,
    );
    expect(defended.ok && cardStage(defended.state)).toBe("awaitingDamage");
    const damage = await handleCardRequest({ kind: "damage", messageId: posted.messageId }, ALICE, w.portsFor(), locks);
    // Apply is automatic: the damage click marks the wound at once, by the GM's client.
    expect(damage.ok && damage.state.applied?.by).toBe(GM);
  });

  it("an NPC with no defence it can attempt waits for the GM", async () => {
    const w = world(ALL);
    const npc = w.actor("Actor.npc");
    npc.skills = { dodge: null, sword: null, shield: null, acrobatics: null };
    w.tray.push([1, 1, 0, 0]);
    const posted = await handleCardRequest(
      attackRequest("r", { targetTokenUuid: "Scene.s.Token.npc" }),
      ALICE,
      w.portsFor(),
      createLockQueue(),
    );
    expect(posted.ok && cardStage(posted.state)).toBe("awaitingDefence");
  });
});
