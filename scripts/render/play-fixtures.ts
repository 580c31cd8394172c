/**
 * The fixture fight, as plain data, for the play screenshots and the chat-card benchmark: Aldric
 * (Good sword, Strength +1, broadsword +3) attacks a brigand in leather (armor 1), who dodges.
 * The card contexts come from the system's own builders (card-view.ts, check.ts). No Node APIs.
 */
import { emptyStunTrack, emptyWoundTrack } from "../../src/rules";
import type { AttackerFacts, DefenderFacts } from "../../src/play/attack/outcome";
import { newTarget, type AttackState, type CheckFacts, type TargetState } from "../../src/play/attack/state";
import { attackCardContext } from "../../src/play/attack/card-view";
import { checkCardContext, checkFormula, type CheckData, type CheckKind, type LuckyInfo } from "../../src/rolls/check";
import type { Renderer } from "./core";

type I18n = Renderer["i18n"];

export const SYSTEM_PATH = "systems/harnfudge";
export const ATTACKER: AttackerFacts = {
  strength: 1,
  strengthScale: 0,
  weaponStrength: 3,
  musclePowered: true,
  scaledToWielder: false,
};
export const DEFENDER: DefenderFacts = { damageCapacity: 0, massScale: 0, armorValue: 1, mysticalShield: false };
export const DODGE: CheckFacts = { level: 0, modifier: 0, faces: [0, 0, 0, -1] };

export function target(t: Partial<TargetState> = {}): TargetState {
  return { ...newTarget({ id: "t0", actorUuid: "Actor.brigand", tokenUuid: null, name: "Brigand", img: "" }), ...t };
}

export function attackState(t: TargetState): AttackState {
  return {
    v: 1,
    attackerUuid: "Actor.aldric",
    weaponUuid: "Actor.aldric.Item.sword",
    weaponName: "Broadsword",
    mode: "melee",
    skill: "sword",
    attack: { level: 1, modifier: 0, faces: [1, 1, 0, 0] },
    options: { stun: false, pullTo: null, opponents: 1 },
    targets: [t],
  };
}

/** The attack card's target at each stage: rolled, defended, damage computed, applied. */
export function attackStages(): [string, TargetState][] {
  const defended = target({ defence: { kind: "opposed", skill: "dodge", check: DODGE, difficulty: null, by: "bob" } });
  const damage = { ...defended, damageRolled: true, fudgeDie: 1 };
  const applied: TargetState = {
    ...damage,
    applied: {
      by: "gm",
      at: 0,
      level: "incapacitated",
      stun: null,
      boxIndex: 5,
      overflowed: false,
      died: false,
      previous: { wounds: emptyWoundTrack(), stun: emptyStunTrack() },
    },
  };
  return [
    ["rolled", target()],
    ["defended", defended],
    ["damage", damage],
    ["applied", applied],
  ];
}

/** The check card's context: the same builder HarnFudgeRoll#cardContext calls. */
export function rollCard(
  i18n: I18n,
  check: {
    label: string;
    level: number;
    faces: number[];
    modifiers?: { label: string; value: number }[];
    difficulty?: number | null;
    kind?: CheckKind;
    lucky?: LuckyInfo;
  },
  extra: object = {},
) {
  const data: CheckData = {
    kind: check.kind ?? "skill",
    label: check.label,
    traitKey: null,
    level: check.level,
    modifiers: check.modifiers ?? [],
    difficulty: check.difficulty ?? null,
    actorUuid: "Actor.aldric",
    lucky: check.lucky ?? null,
  };
  return {
    ...checkCardContext({ check: data, faces: check.faces, formula: checkFormula(data), isPrivate: false, i18n }),
    offerLucky: false,
    ...extra,
  };
}

/** The attack card's context: card-view.ts's own builder, with the fixture fight as its lookups. */
export function attackCard(i18n: I18n, t: TargetState) {
  const state = attackState(t);
  const context = attackCardContext(state, "m1", "", {
    i18n,
    attackerName: "Aldric of Tashal",
    attackerFacts: ATTACKER,
    target: () => ({
      facts: DEFENDER,
      defenceOptions: [
        { key: "dodge", label: i18n.localize("HARNFUDGE.Skill.dodge") },
        { key: "sword", label: i18n.localize("HARNFUDGE.Skill.sword") },
      ],
    }),
    userName: () => "Gamemaster",
  });
  return {
    ...context,
    rollContext: rollCard(i18n, { kind: "attack", label: "Broadsword (Sword)", level: 1, faces: state.attack.faces }),
  };
}

/** The whole attack card's HTML, check roll included, as the chat log shows it. */
export function attackCardHtml(r: Renderer, t: TargetState): string {
  const context = attackCard(r.i18n, t);
  const rollHtml = r.render(`${SYSTEM_PATH}/templates/chat/roll.hbs`, context.rollContext);
  return r.render(`${SYSTEM_PATH}/templates/chat/attack.hbs`, { ...context, rollHtml });
}
