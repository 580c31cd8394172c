/**
 * Plain decisions of the initiative path, without Foundry (tested in tests/play/initiative.test.ts):
 * what a tracker row shows, and how the messages of one roll of several combatants are posted.
 *
 * The tracker sorts by one number, the rules core's sort key (rules 3.1.1). A key is only known to
 * be ours when the combatant carries it in its flag: a GM may type any number into the tracker
 * (a 7 would decode as a Fair roll), and that number is shown as typed.
 */
import { decodeInitiativeSortKey } from "../rules";
import type { MessageMode } from "../compat";

/** The combatant flag (flags.harnfudge.initiativeKey) holding the sort key our roll wrote. */
export const INITIATIVE_KEY_FLAG = "initiativeKey";

/** The initiative message flag (flags.harnfudge.combatantUuid) naming the combatant who rolled. */
export const INITIATIVE_COMBATANT_FLAG = "combatantUuid";

/** What a tracker row shows for a combatant's initiative. */
export type InitiativeDisplay =
  /** Not rolled yet: core's roll button (or the owner's empty input). */
  | { kind: "none" }
  /** Our roll: its rolled degree, as a ladder word. */
  | { kind: "degree"; degree: number }
  /** Any other number (typed by a GM, set by a module): shown as it is. */
  | { kind: "raw"; value: number };

/**
 * Reads one row's initiative. Tolerant: a number our roll did not write, or one that is no sort key,
 * is shown raw; nothing here throws, so one odd row never leaves the others undecoded.
 */
export function initiativeDisplay(initiative: number | null | undefined, writtenKey: unknown): InitiativeDisplay {
  if (initiative === null || initiative === undefined || !Number.isFinite(initiative)) return { kind: "none" };
  if (writtenKey !== initiative) return { kind: "raw", value: initiative };
  try {
    return { kind: "degree", degree: decodeInitiativeSortKey(initiative).rolledDegree };
  } catch {
    return { kind: "raw", value: initiative };
  }
}

/** How one initiative message of a batch is posted. */
export interface InitiativeMessagePlan {
  mode: MessageMode;
  /** Only the first message of a batch plays the dice sound. */
  sound: boolean;
}

/**
 * The messages of one initiative roll, as core posts them (Combat#rollInitiative): one batch; a
 * mode the caller asked for (messageOptions' rollMode / messageMode) applies to all; otherwise a
 * hidden combatant rolls for the GMs and the others in the user's current mode; one dice sound.
 */
export function initiativeMessagePlan(
  combatants: readonly { hidden: boolean }[],
  requested: MessageMode | null,
  current: MessageMode,
): InitiativeMessagePlan[] {
  return combatants.map((combatant, index) => ({
    mode: requested ?? (combatant.hidden ? "gm" : current),
    sound: index === 0,
  }));
}

/** The actors whose Initiative skill a roll used, once each (one update per actor at most). */
export function distinctActors<A>(actors: readonly (A | null | undefined)[]): A[] {
  const out: A[] = [];
  for (const actor of actors) if (actor !== null && actor !== undefined && !out.includes(actor)) out.push(actor);
  return out;
}
