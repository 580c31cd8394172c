/**
 * Issue 27, item 3: one set of odds. The attack card, the defence dialog and the attack dialog
 * compute their odds with the rules core's rollChance from every penalty the designated GM's client
 * will apply: wounds, conditions, the opponents counted from the battlefield (rules 3.2.1) and the
 * scene's lasting modifiers. One penalty of each kind is fed in; the card, the dialog and the roll
 * the GM's client makes agree.
 */
import { describe, expect, it } from "vitest";
import { markWound, emptyWoundTrack, rollChance, rolledDegree } from "../../src/rules";
import { handleCardRequest } from "../../src/play/attack/decide";
import { attackCardContext } from "../../src/play/attack/card";
import { defenceChoicesOf } from "../../src/play/attack/defence-options";
import { fighterOpponents } from "../../src/play/attack/opponents";
import { createLockQueue } from "../../src/play/gm/locks";
import { dialogChance, type RollDialogInput, type RollDialogState } from "../../src/rolls/dialog-view";
import { ALICE, BOB, FakeWorld, GM, attackRequest, dodge, fakeActor } from "./world";
import { i18n } from "./render";
import type { LastingRecord } from "../../src/rolls/lasting-record";

const NIGHT: LastingRecord = { id: "m1", label: "Night", value: -1, rolls: ["all"], dimLight: false, scene: "s", tokens: null };
const ALDRIC = "Scene.s.Token.attacker";
const BRIGAND = "Scene.s.Token.target";

/**
 * Aldric (Good sword) attacks the Brigand (Great dodge), who is Hurt (−1), stunned (−1 to defend),
 * beside a second enemy, Wolf (a second opponent: −1), at night (the GM's −1 for the scene).
 */
function world() {
  const w = new FakeWorld();
  w.round = { combat: "c1", round: 1 };
  w.sceneModifiers = [NIGHT];
  w.placeToken(ALDRIC, "Actor.attacker", 5, 5, 1);
  w.placeToken(BRIGAND, "Actor.target", 6, 5, -1);
  w.actors.set("Actor.wolf", fakeActor("Actor.wolf", "Wolf", GM, { sword: 0 }));
  w.placeToken("Scene.s.Token.wolf", "Actor.wolf", 7, 5, 1);
  const brigand = w.actor("Actor.target");
  brigand.skills = { dodge: 2, sword: 0 };
  brigand.wounds = markWound(emptyWoundTrack(), "hurt").track;
  brigand.statuses.set("stunned", { card: "", rounds: 1 });
  return w;
}

describe("one set of odds for the card, the dialogs and the roll (issue 27)", () => {
  it("the defence: the card's Dodge odds, the defence dialog's and the GM's roll count the same penalties", async () => {
    const w = world();
    const locks = createLockQueue();
    const ports = w.portsFor();
    // Aldric's attack: Good (1) − 1 at night + 0 on the dice = Fair (0).
    w.tray.push([1, -1, 0, 0]);
    const posted = await handleCardRequest(
      attackRequest("req-1", { attackerTokenUuid: ALDRIC, targetTokenUuid: BRIGAND }),
      ALICE,
      ports,
      locks,
    );
    if (!posted.ok) throw new Error(posted.reason);
    const card = posted.state;
    const degree = rolledDegree({
      level: card.attack.level,
      faces: card.attack.faces ?? [],
      modifier: card.attack.modifiers.reduce((s, m) => s + m.value, 0),
    }).rolledDegree;
    expect(degree).toBe(0);

    // The card: its Dodge option and the odds it shows.
    const choices = defenceChoicesOf(card, ports);
    const context = attackCardContext({
      card,
      messageId: posted.messageId,
      i18n,
      defenceOptions: choices.map((c) => ({ ...c, label: c.key, levelWord: String(c.level) })),
      sides: { attackerPlayer: true, targetPlayer: true },
      userName: () => "",
    });
    const cardDodge = context.controls.defend?.skills.find((s) => s.key === "dodge");

    // The defence dialog, as client.ts builds it on the Brigand's owner's client: the same facts.
    const target = ports.actor("Actor.target");
    if (!target) throw new Error("no target");
    const opponents = fighterOpponents(ports, card.target, card.round ?? null, {
      attackerUuid: card.attacker.actorUuid,
      attackerTokenUuid: card.attacker.tokenUuid,
      name: card.attacker.name,
      mode: card.mode,
    });
    const input = dialogInput(
      "Dodge",
      2,
      { kind: "degree", degree },
      target.woundPenalty,
      opponents.opponents,
      target.conditionModifiers("defence", "dodge").modifiers,
    );
    const dialog = dialogChance(input, defaultDialogStateFor(input));

    // The roll the GM's client makes from the dialog's defaults.
    w.tray.push([0, 0, 0, 0]);
    const defended = await handleCardRequest(dodge(posted.messageId), BOB, ports, locks);
    if (!defended.ok) throw new Error(defended.reason);
    const roll = defended.state.defence?.roll;
    expect(roll?.modifiers).toEqual([
      { label: "HARNFUDGE.Roll.WoundPenalty", value: -1 },
      { label: "HARNFUDGE.Roll.Opponents", value: -1 },
      { label: "HARNFUDGE.Condition.stunned", value: -1 },
      { label: "Night", value: -1 },
    ]);
    const rolled = rollChance(roll?.level ?? 0, roll?.modifiers ?? [], { kind: "degree", degree }).value;

    // Great (2) − 4 = Poor (−2) must reach Fair (0): +2 on 4dF, 15 in 81.
    expect(rolled).toBeCloseTo(15 / 81, 10);
    expect(dialog).toBe(rolled);
    expect(cardDodge?.chance).toBe("19%");
    expect(choices.find((c) => c.key === "dodge")?.modifiers).toEqual(roll?.modifiers);
  });

  it("the attack: the attack dialog's odds of reaching Fair count what the GM's client adds to the attack", async () => {
    const w = world();
    const ports = w.portsFor();
    const aldric = w.actor("Actor.attacker");
    aldric.wounds = markWound(emptyWoundTrack(), "hurt").track;
    // Aldric beside the Brigand and a second hostile bandit: two opponents.
    w.actors.set("Actor.bandit", fakeActor("Actor.bandit", "Bandit", GM, { sword: 0 }));
    w.placeToken("Scene.s.Token.bandit", "Actor.bandit", 4, 5, -1);
    const facts = ports.actor("Actor.attacker");
    if (!facts) throw new Error("no attacker");
    // The attack dialog, as client.ts builds it: his own count, the target engaging him in melee.
    const mine = fighterOpponents(ports, { actorUuid: "Actor.attacker", tokenUuid: ALDRIC }, w.round, {
      attackerUuid: "Actor.target",
      attackerTokenUuid: BRIGAND,
      name: "Brigand",
      mode: "melee",
    });
    const input = dialogInput(
      "Sword",
      1,
      { kind: "attack" },
      facts.woundPenalty,
      mine.opponents,
      facts.conditionModifiers("attack", "sword").modifiers,
    );
    const dialog = dialogChance(input, defaultDialogStateFor(input));
    w.tray.push([0, 0, 0, 0]);
    const posted = await handleCardRequest(
      attackRequest("req-2", { attackerTokenUuid: ALDRIC, targetTokenUuid: BRIGAND }),
      ALICE,
      ports,
      createLockQueue(),
    );
    if (!posted.ok) throw new Error(posted.reason);
    const attack = posted.state.attack;
    expect(attack.modifiers).toEqual([
      { label: "HARNFUDGE.Roll.WoundPenalty", value: -1 },
      { label: "HARNFUDGE.Roll.Opponents", value: -1 },
      { label: "Night", value: -1 },
    ]);
    // Good (1) − 3 = Poor (−2) must reach Fair: 15 in 81.
    expect(dialog).toBe(rollChance(attack.level, attack.modifiers, { kind: "attack" }).value);
    expect(dialog).toBeCloseTo(15 / 81, 10);
  });
});

/** The roll dialog's input as client.ts builds it for an attack or a defence: the facts the GM's client reads too. */
function dialogInput(
  label: string,
  level: number,
  chance: RollDialogInput["chance"],
  woundPenalty: number,
  opponents: number,
  conditionModifiers: RollDialogInput["conditionModifiers"],
): RollDialogInput {
  return {
    title: label,
    label,
    level,
    woundPenalty,
    talentBonuses: [],
    difficulty: 0,
    chance,
    showOpponents: true,
    opponents: Math.max(1, opponents),
    conditionModifiers,
    playerBounds: true,
  };
}

/** The dialog's defaults (a shift-click, as dialog.ts's defaultDialogState): nothing changed by the player. */
function defaultDialogStateFor(input: RollDialogInput): RollDialogState {
  return {
    difficulty: input.difficulty,
    situational: 0,
    applyWounds: true,
    opponents: input.opponents ?? 1,
    talents: [],
    messageMode: "public",
    stun: false,
    pullTo: null,
  };
}
