/**
 * What a GM means by a value typed into the combat tracker's initiative input (issue 19), pure.
 * The tracker shows our rolls as ladder words (rules 3.1.1), where core's input expects a number or
 * a `+/-` delta; read the way a GM means it:
 * - a ladder word ("Great", "Großartig", "superb +1") sets the rolled degree to that level;
 * - a delta ("+1", "-2", "−1") moves the rolled degree by that many ladder steps;
 * both keep the key's Initiative skill and tiebreak (or, for a combatant not rolled yet, the skill it
 * rolls and a fresh tiebreak), written as the rules core's sort key, so the order stays the rules'
 * and the row still shows a ladder word;
 * - a plain number (or "=" and a number, core's explicit set) is kept as typed, as core does (shown
 *   raw); a delta on such a number adds to it;
 * - an empty input clears the initiative, as core does;
 * - anything else (or a delta on nothing rolled) changes nothing.
 */
import {
  INITIATIVE_DEGREE_LIMIT,
  LADDER_KEYS,
  decodeInitiativeSortKey,
  initiativeSortKey,
  levelFromDescription,
  type LadderKey,
} from "../rules";
import { INITIATIVE_KEY_FLAG, initiativeDisplay } from "./initiative";

/** What the input asks for. */
export type InitiativeEdit =
  /** Clear the initiative (an empty input). */
  | { kind: "clear" }
  /** Our sort key: written with the flag, shown as its degree's ladder word. */
  | { kind: "key"; key: number }
  /** A number as typed (or a raw number moved by a delta): written without the flag. */
  | { kind: "raw"; value: number }
  /** Not an initiative: nothing is written. */
  | { kind: "invalid" };

export interface InitiativeEditContext {
  /** The combatant's initiative now, and the key our roll wrote (its flag). */
  initiative: number | null;
  writtenKey: unknown;
  /** The Initiative skill level the combatant rolls (for a word typed where nothing was rolled). */
  skillLevel: number;
  /** A fresh tiebreak 0…999 (for a word typed where nothing was rolled). */
  tiebreak: number;
  /** The ladder words the GM may type (lower case) → their ladder key. */
  words: ReadonlyMap<string, LadderKey>;
}

/** The ladder words a GM may type: the keys themselves (the English words) and each translation. */
export function ladderWordTable(localize: (key: LadderKey) => string): Map<string, LadderKey> {
  const table = new Map<string, LadderKey>();
  for (const key of LADDER_KEYS) {
    table.set(key, key);
    table.set(normalize(localize(key)), key);
  }
  return table;
}

function normalize(text: string): string {
  return text.normalize("NFC").trim().toLocaleLowerCase().replace(/\s+/g, " ");
}

/** "+2", "-1", "−3" (the minus sign the tracker shows): the signed number, else null. */
function signedSteps(text: string): number | null {
  const match = /^([+\-\u2212])\s*(\d{1,3})$/.exec(text);
  if (!match) return null;
  const steps = Number(match[2]);
  return match[1] === "+" ? steps : -steps;
}

/** A ladder word, with an offset beyond the ladder ("superb +1"): its level, else null. */
function ladderLevel(text: string, words: ReadonlyMap<string, LadderKey>): number | null {
  const match = /^(.*?)(?:\s*([+\-\u2212])\s*(\d{1,2}))?$/.exec(text);
  const key = match?.[1] === undefined ? undefined : words.get(match[1]);
  if (!match || !key) return null;
  const offset = match[3] === undefined ? 0 : (match[2] === "+" ? 1 : -1) * Number(match[3]);
  try {
    return levelFromDescription(key, offset);
  } catch {
    return null;
  }
}

/** The sort key for a degree, keeping skill and tiebreak; invalid when it cannot be encoded. */
function keyFor(degree: number, skillLevel: number, tiebreak: number): InitiativeEdit {
  if (Math.abs(degree) > INITIATIVE_DEGREE_LIMIT) return { kind: "invalid" };
  try {
    return { kind: "key", key: initiativeSortKey(degree, skillLevel, tiebreak) };
  } catch {
    return { kind: "invalid" };
  }
}

/** Reads what a GM typed into a combatant's initiative input (see the module comment). */
export function readInitiativeEdit(typed: string, context: InitiativeEditContext): InitiativeEdit {
  const trimmed = normalize(typed);
  if (trimmed === "") return { kind: "clear" };
  const set = trimmed.startsWith("=");
  const text = set ? trimmed.slice(1).trim() : trimmed;
  const shown = initiativeDisplay(context.initiative, context.writtenKey);
  const ours = shown.kind === "degree" && context.initiative !== null ? decodeInitiativeSortKey(context.initiative) : null;
  const steps = set ? null : signedSteps(text);
  if (steps !== null) {
    if (ours) return keyFor(ours.rolledDegree + steps, ours.skillLevel, ours.tiebreak);
    if (shown.kind === "raw") return { kind: "raw", value: shown.value + steps };
    return { kind: "invalid" };
  }
  if (/^[+-]?\d+(\.\d+)?$/.test(text)) return { kind: "raw", value: Number(text) };
  const level = ladderLevel(text, context.words);
  if (level === null) return { kind: "invalid" };
  return keyFor(level, ours?.skillLevel ?? context.skillLevel, ours?.tiebreak ?? context.tiebreak);
}

/** The combatant update an edit makes (null: none). Our key carries the flag that marks it ours. */
export function initiativeEditUpdate(edit: InitiativeEdit): {
  initiative: number | null;
  flags?: { harnfudge: { [INITIATIVE_KEY_FLAG]: number } };
} | null {
  switch (edit.kind) {
    case "clear":
      return { initiative: null };
    case "raw":
      return { initiative: edit.value };
    case "key":
      return { initiative: edit.key, flags: { harnfudge: { [INITIATIVE_KEY_FLAG]: edit.key } } };
    case "invalid":
      return null;
  }
}
