/**
 * The dice of the GM path, as plain data: what a roll is (the spec the designated GM's client
 * rolls from), what it rolled, the record a card keeps of it (public faces, or the ids of the
 * whispered messages holding a hidden roll), Lucky's reroll (rules 4: the one shape every card
 * records it in, rolls/lucky-reroll.ts), and reading
 * the kept faces back. Every card that the GM's client rolls for (attack, contest, healing) uses
 * these; roll-dice.ts rolls them on Foundry. Pure.
 */
import { luckyKeepBetter } from "../../rules";
import type { CheckModifier } from "../../rolls/check";
import type { RollVisibility } from "../../rolls/choices";
import type { LuckyReroll } from "../../rolls/lucky-reroll";

export type { LuckyReroll };

/** What a roll is, for the dice the GM's client rolls and shows. */
export interface DiceSpec {
  formula: "4dF" | "1dF";
  /** The roller (for the speaker and the check's label). */
  actorUuid: string | null;
  label: string;
  level: number;
  modifiers: CheckModifier[];
  visibility: RollVisibility;
  /** The user whose roll it is (the audience of a gm or self roll). */
  requesterId: string;
  /** The card the roll belongs to (for a hidden roll's whispered message). */
  cardId: string | null;
}

export interface RolledDice {
  faces: number[];
  /** The whispered message holding a hidden roll, else null (a public roll joins the card's rolls). */
  diceMessageId: string | null;
}

/** A 4dF (or 1dF) roll made by the GM's client for one side. */
export interface RollRecord {
  /** The trait level the GM's client read from the actor (0 for the damage die). */
  level: number;
  /** The modifiers the GM's client decided from the roller's choices. */
  modifiers: CheckModifier[];
  visibility: RollVisibility;
  /** The kept faces of a public roll; null when only the roll's audience may see them. */
  faces: number[] | null;
  /** A hidden roll's whispered messages: the roll, then Lucky's reroll. */
  diceMessageIds: string[];
  /** Lucky (rules 4): both rolls' faces (null while hidden), which was kept, by whom and when. */
  lucky: LuckyReroll | null;
}

/** Reads a hidden roll's faces from its whispered message on this client. */
export interface FacePorts {
  hiddenFaces(messageId: string): number[] | null;
}

/** Rolls dice (the GM's client; tests roll plain numbers). */
export interface RollPorts {
  roll(spec: DiceSpec): Promise<RolledDice>;
}

/** The faces a roll record stands for: the kept roll, public or read from its dice messages. */
export function keptFaces(roll: RollRecord, ports: FacePorts): number[] | null {
  if (roll.faces) return [...roll.faces];
  const keptIndex = roll.lucky?.kept === "reroll" ? 1 : 0;
  const id = roll.diceMessageIds[keptIndex];
  return id ? ports.hiddenFaces(id) : null;
}

/** Rolls dice for a roll record (the GM's client rolls; the audience sees them as the visibility says). */
export async function rollRecord(
  ports: RollPorts,
  spec: Omit<DiceSpec, "modifiers" | "level" | "visibility"> & {
    level: number;
    modifiers: CheckModifier[];
    visibility: RollVisibility;
  },
): Promise<RollRecord> {
  const rolled = await ports.roll(spec);
  const hidden = spec.visibility !== "public";
  return {
    level: spec.level,
    modifiers: spec.modifiers,
    visibility: spec.visibility,
    faces: hidden ? null : rolled.faces,
    diceMessageIds: rolled.diceMessageId ? [rolled.diceMessageId] : [],
    lucky: null,
  };
}

/** Which of two rolls Lucky keeps (rules 4: the better; the original on a tie), for any number of dice. */
export function keepBetter(original: readonly number[], reroll: readonly number[]): "original" | "reroll" {
  return luckyKeepBetter(original, reroll).kept;
}

/** The spec of Lucky's reroll of `roll` (rules 4): the same level and modifiers, in the roll's own audience. */
export function luckyRerollSpec(
  roll: RollRecord,
  formula: DiceSpec["formula"],
  actorUuid: string,
  requesterId: string,
  cardId: string,
): DiceSpec {
  const { level, modifiers, visibility } = roll;
  return { formula, actorUuid, label: "HARNFUDGE.Lucky.Reroll", level, modifiers, visibility, requesterId, cardId };
}

/**
 * A roll record after Lucky's reroll (rules 4; `lucky`: both rolls' faces, the one kept, who asked
 * and when, as gm/lucky-reroll.ts or a card's own check decided it): a hidden roll keeps no faces on
 * the card — not the kept ones, not the reroll's — and its reroll's whispered message
 * (`diceMessageId`) joins its own.
 */
export function withLuckyReroll(roll: RollRecord, lucky: LuckyReroll<number[]>, diceMessageId: string | null): RollRecord {
  const hidden = roll.faces === null;
  const kept = lucky.kept === "reroll" ? lucky.reroll : lucky.original;
  return {
    ...roll,
    faces: hidden ? null : [...kept],
    diceMessageIds: diceMessageId ? [...roll.diceMessageIds, diceMessageId] : roll.diceMessageIds,
    lucky: hidden
      ? { ...lucky, original: null, reroll: null }
      : { ...lucky, original: [...lucky.original], reroll: [...lucky.reroll] },
  };
}
