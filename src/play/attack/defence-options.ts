/**
 * The defences a target may take against a card, each with the modifiers the designated GM's
 * client will add when it takes the defaults (issue 27: one set of odds): its wound penalty, its
 * conditions, its melee opponents counted from the battlefield (rules 3.2.1) and its lasting
 * modifiers, assembled by the one function the roll uses (rolls/choices.ts assembleModifiers). The
 * card's odds, the preselected best defence and an NPC's own defence read them. Pure, port-driven.
 */
import { assembleModifiers } from "../../rolls/choices";
import type { CheckModifier } from "../../rolls/check";
import { defenceSkillKeys, defenderOpponents } from "./decide-steps";
import type { CardPorts } from "./ports";
import type { AttackCard } from "./state";

export interface DefenceChoice {
  key: string;
  /** The level it rolls the skill at. */
  level: number;
  /** What the GM's client adds to that roll by default (no talent, no situational modifier). */
  modifiers: CheckModifier[];
}

export type DefencePorts = Pick<CardPorts, "actor" | "traitLevel" | "battlefield" | "attacksInRound">;

/** The target's defence choices it can attempt, in the rules core's order, each with its default modifiers. */
export function defenceChoicesOf(card: AttackCard, ports: DefencePorts): DefenceChoice[] {
  const target = ports.actor(card.target.actorUuid);
  if (!target) return [];
  const opponents = defenderOpponents(card, ports).opponents;
  return defenceSkillKeys(target, card.mode).flatMap((key) => {
    const level = ports.traitLevel(target.uuid, key);
    if (level === null) return [];
    // A target that cannot act is still shown its choices; the GM's client refuses the roll and says why.
    const condition = target.conditionModifiers("defence", key);
    const modifiers = assembleModifiers({
      woundPenalty: target.woundPenalty,
      applyWounds: true,
      opponents,
      talents: [],
      extra: condition.refused ? [] : condition.modifiers,
      situational: 0,
    });
    return [{ key, level, modifiers }];
  });
}

/** The level a choice rolls at with its default modifiers: what the best defence is chosen by. */
export function effectiveLevel(choice: Pick<DefenceChoice, "level" | "modifiers">): number {
  return choice.level + choice.modifiers.reduce((sum, m) => sum + m.value, 0);
}
