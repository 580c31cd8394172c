/**
 * Plain decisions of the initiative path, without Foundry (tested in tests/foundry/initiative*.test.ts):
 * what a tracker row shows, how the messages of one roll of several combatants are posted, and
 * whether and with which modifiers a character rolls (its wounds and conditions).
 *
 * The tracker sorts by one number, the rules core's sort key (rules 3.1.1). A key is only known to
 * be ours when the combatant carries it in its flag: a GM may type any number into the tracker
 * (a 7 would decode as a Fair roll), and that number is shown as typed.
 */
import {
  CONDITION_REFUSAL_KEYS,
  canActAt,
  decodeInitiativeSortKey,
  initiativeTalentBonuses,
  talentLocKey,
  woundStatus,
  type OwnedTalent,
  type WoundTrack,
} from "../rules";
import type { MessageMode } from "../compat";
import type { CheckModifier } from "../rolls/check";
import { conditionModifiers } from "../rolls/condition-modifiers";

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
  /** A hidden combatant's roll: whispered to the GMs, whoever else the message data named. */
  whisperToGMs: boolean;
}

/**
 * The messages of one initiative roll, as core posts them (Combat#rollInitiative): one batch; a
 * mode the caller asked for (messageOptions' rollMode / messageMode), else the user's current
 * mode; one dice sound. A hidden combatant's roll goes to the GMs whatever that mode is (issue 19):
 * GM-only ("gm"), or blind when the mode was blind (the roller did not want to see it), and its
 * whisper list is the GMs even when the message data named others.
 */
export function initiativeMessagePlan(
  combatants: readonly { hidden: boolean }[],
  requested: MessageMode | null,
  current: MessageMode,
): InitiativeMessagePlan[] {
  const mode = requested ?? current;
  return combatants.map((combatant, index) => ({
    mode: combatant.hidden && mode !== "blind" ? "gm" : mode,
    sound: index === 0,
    whisperToGMs: combatant.hidden,
  }));
}

/** What of a character's state its initiative roll reads (issue 19, issue 26). */
export interface InitiativeState {
  wounds: WoundTrack;
  /** The wound penalty as derived (Fortitude counted), ≤ 0. */
  woundPenalty: number;
  /** Its status effects and the conditions its tracks imply (rolls/condition-ids.ts conditionIdsOf). */
  conditionIds: readonly string[];
  /** Its talents, and whether the GM lets Prescience quicken initiative (the world setting, on by default). */
  talents?: readonly OwnedTalent[];
  prescience?: boolean;
}

/** Whether a character rolls initiative, and with which modifiers. */
export type InitiativeReadiness = { canRoll: true; modifiers: CheckModifier[] } | { canRoll: false; reasonKey: string };

/** The label of the wound penalty on the roll (the one the roll dialog shows). */
export const WOUND_PENALTY_LABEL = "HARNFUDGE.Roll.WoundPenalty";

/**
 * Rolling initiative is an action (rules 3.1.1): a character who cannot act (rules 3.4.1:
 * Incapacitated or worse, by the rules core's canActAt; knocked out, 3.4.6) does not roll; one who
 * can rolls with its wound penalty (3.4.1) and its conditions' penalties to any action (Very
 * Stunned −2; Stunned and Entangled only hinder attacks and defence, so not initiative), and with
 * Prescience +1 (rules 4: "abnormally quick reflexes") when the GM lets it count.
 */
export function initiativeReadiness(state: InitiativeState): InitiativeReadiness {
  if (!canActAt(woundStatus(state.wounds).level)) return { canRoll: false, reasonKey: CONDITION_REFUSAL_KEYS.cannotAct };
  const conditions = conditionModifiers(state.conditionIds, "other");
  if (conditions.refused) return { canRoll: false, reasonKey: conditions.refused };
  const wound = state.woundPenalty === 0 ? [] : [{ label: WOUND_PENALTY_LABEL, value: state.woundPenalty }];
  const talents = state.prescience === false ? [] : initiativeTalentBonuses(state.talents ?? []);
  const quick = talents.map((t) => ({ label: talentLocKey(t.key), value: t.value }));
  return { canRoll: true, modifiers: [...wound, ...conditions.modifiers, ...quick] };
}

/** The actors whose Initiative skill a roll used, once each (one update per actor at most). */
export function distinctActors<A>(actors: readonly (A | null | undefined)[]): A[] {
  const out: A[] = [];
  for (const actor of actors) if (actor !== null && actor !== undefined && !out.includes(actor)) out.push(actor);
  return out;
}
