/**
 * What a character's conditions do to its next roll (rules 3.4.1, 3.4.6; the Net), by the rules
 * core's conditionRollModifier: the roll is refused when the character cannot act (or cannot
 * attack, for an attack), and each penalising condition is one labelled modifier ("Very Stunned
 * −2"). Pure: the condition ids are passed in (actor-conditions.ts reads them from an actor).
 */
import { CONDITION_EFFECTS, CONDITION_IDS, conditionRollModifier, type ConditionId, type RollKind } from "../rules";
import type { CheckModifier } from "./check";

export type { RollKind };

export interface ConditionModifiers {
  /** Why the roll is refused (a localization key), or null. */
  refused: string | null;
  modifiers: CheckModifier[];
}

/** The conditions' effect on a roll of `kind`, from the condition ids the character has (pure). */
export function conditionModifiers(ids: readonly string[], kind: RollKind): ConditionModifiers {
  const known = ids.filter((id): id is ConditionId => (CONDITION_IDS as readonly string[]).includes(id));
  const result = conditionRollModifier(known, kind);
  const modifiers = result.sources.flatMap((id) => {
    const e = CONDITION_EFFECTS[id];
    const value = e.actionPenalty + (kind === "defence" ? e.defencePenalty : 0);
    return value === 0 ? [] : [{ label: e.labelKey, value }];
  });
  return { refused: result.reasonKey, modifiers };
}
