/**
 * The public roll API the sheets, macros and the combat tracker call. Everything that rolls goes
 * through `rollCheck`: build the check, show the dialog (unless skipped), evaluate the 4dF roll
 * and post it, respecting the roll mode.
 */
import { notifyFormat } from "../util/notify";
import { RulesError, isAttributeKey, type AttributeKey } from "../rules";
import {
  rollDialog,
  defaultDialogState,
  dialogResult,
  type ChanceTarget,
  type RollDialogInput,
  type RollDialogResult,
  type RollTask,
  type TalentBonus,
  talentBonuses,
} from "./dialog";
import { skillTasks } from "./tasks";
import { HarnFudgeRoll, type CheckData, type CheckKind } from "./roll";
import { isPlayable } from "../documents/guards";
import { talentOptions, type TalentContext } from "./talents";
import { attributeLevel, findSkillItem, ownedTalents, skillFacts, skillRollLevel, woundPenaltyOf } from "./traits";
import { markTraitUsedOn } from "./mark-used";
import { HOOKS } from "../hooks";
import { conditionModifiersOf, type RollKind } from "./actor-conditions";
import { rollMessageOptions } from "../compat";

export interface RollOptions {
  /** Roll at once with the defaults (shift-click). */
  skipDialog?: boolean;
  /** Which specialization of a per-subject skill (a language, an instrument…). */
  specialization?: string;
  /** A difficulty to preselect (default Fair). */
  difficulty?: number;
  /** What is certain about the roll's situation, for talent bonuses (e.g. `{ situations: ["opposedVsMagic"] }`). */
  talents?: TalentContext;
  /** The control that asked (a sheet's, a card's): the dialog opens in its window (v14's detached windows). */
  origin?: Element | null;
}

/** Shows a rules error as a localized warning. */
export function warnRulesError(error: unknown): void {
  if (error instanceof RulesError) {
    const data = Object.fromEntries(
      Object.entries(error.data).map(([k, v]) => [
        k,
        typeof v === "string" && v.startsWith("HARNFUDGE.") ? game.i18n.localize(v) : String(v),
      ]),
    );
    notifyFormat("warn", error.code, data);
    return;
  }
  throw error;
}

/**
 * Talent bonuses the dialog offers for a roll: each +1 talent the actor has (rules core's
 * talentRollBonus), pre-ticked only when the context makes its situation certain. Which rolls a
 * talent "logically affects" is the GM's call, so the player ticks the rest.
 */
export function talentBonusesFor(
  actor: Actor.Implementation,
  _kind: CheckKind,
  _traitKey: string,
  context: TalentContext = {},
): TalentBonus[] {
  return talentBonuses(talentOptions(ownedTalents(actor), context), game.i18n);
}

export interface CheckRequest {
  actor: Actor.Implementation | null;
  kind: CheckKind;
  traitKey: string | null;
  label: string;
  level: number;
  chance: ChanceTarget;
  showOpponents: boolean;
  skipDialog: boolean;
  difficulty?: number;
  /** Post the message (default) or only return the evaluated roll. */
  post?: boolean;
  flavor?: string;
  attackOptions?: boolean;
  /** What is certain about the situation, for talent bonuses. */
  talents?: TalentContext;
  /** Which specialization of a per-subject skill was rolled (to find the skill item to mark used). */
  specialization?: string;
  /** The roll is decided on the GM's client: the dialog keeps a player's choices within its bounds. */
  playerBounds?: boolean;
  /** Opponents counted from the battlefield (rules 3.2.1), and where the count came from. */
  opponents?: number;
  opponentsSource?: string | null;
  /** Tasks rolled on the lower of two skills (rules 1.1.2.4: tasks.ts), offered in the dialog. */
  tasks?: RollTask[];
  /** The control that asked: the dialog opens in its window (v14's detached windows). */
  origin?: Element | null;
  /** The choices already made in another dialog (healing's): no roll dialog of its own. */
  preset?: RollDialogResult;
}

export interface CheckOutcome {
  roll: HarnFudgeRoll;
  settings: RollDialogResult;
  message: ChatMessage.Implementation | null;
}

/** The kind of roll a condition changes (rules 3.4.6). */
function conditionRollKind(kind: CheckKind): RollKind {
  return kind === "attack" ? "attack" : kind === "defence" ? "defence" : "other";
}

/** Which trait a check rolls, as lasting modifiers may name it (a skill or an attribute). */
function rollDetail(request: CheckRequest) {
  return request.kind === "attribute" ? { attribute: request.traitKey } : { skill: request.traitKey };
}

/** The roll dialog's input for a check request (healing shows the same fields inside its own dialog). */
export function dialogInput(request: CheckRequest): RollDialogInput {
  const actor = request.actor;
  return {
    // Its conditions and lasting modifiers (the GM's for its scene or token, its effects'), always applied.
    conditionModifiers: isPlayable(actor)
      ? conditionModifiersOf(actor, conditionRollKind(request.kind), rollDetail(request)).modifiers
      : [],
    title: game.i18n.format("HARNFUDGE.Dialog.Title", { label: request.label }),
    label: request.label,
    level: request.level,
    woundPenalty: actor ? woundPenaltyOf(actor) : 0,
    talentBonuses: actor && request.traitKey ? talentBonusesFor(actor, request.kind, request.traitKey, request.talents) : [],
    difficulty: request.difficulty ?? 0,
    chance: request.chance,
    showOpponents: request.showOpponents,
    attackOptions: request.attackOptions ?? false,
    playerBounds: request.playerBounds ?? false,
    opponents: request.opponents ?? 1,
    opponentsSource: request.opponentsSource ?? null,
    ...(request.tasks?.length ? { tasks: request.tasks } : {}),
  };
}

/** The check a request and the dialog's choices make: the preRollCheck payload and the roll's data. */
function checkOf(request: CheckRequest, settings: RollDialogResult): CheckData {
  // A task on the lower of two skills (rules 1.1.2.4) rolls at that level, and says so in its label.
  return {
    kind: request.kind,
    label: settings.task?.rollLabel ?? request.label,
    traitKey: request.traitKey,
    level: settings.task?.level ?? request.level,
    modifiers: settings.modifiers,
    difficulty: settings.difficulty,
    actorUuid: request.actor?.uuid ?? null,
  };
}

/**
 * The roll dialog alone (shift-click: its defaults), for a roll the GM's client will make from
 * the player's choices (an attack, a defence, a side of an opposed action, a healer's roll), and
 * the first step of rollCheck. Fires `harnfudge.preRollCheck` with the chosen check; a handler
 * returning false cancels it. Null when cancelled.
 */
export async function chooseRoll(request: CheckRequest): Promise<RollDialogResult | null> {
  // A character who cannot act (or cannot attack, for an attack) is refused before any dialog (rules 3.4.6).
  const refused = isPlayable(request.actor) ? conditionModifiersOf(request.actor, conditionRollKind(request.kind)).refused : null;
  if (refused) {
    ui.notifications?.warn(game.i18n.localize(refused));
    return null;
  }
  const input = dialogInput(request);
  const settings =
    request.preset ??
    (request.skipDialog ? dialogResult(input, defaultDialogState(input)) : await rollDialog(input, request.origin));
  if (!settings) return null;
  if (Hooks.call(HOOKS.preRollCheck, { actor: request.actor, check: checkOf(request, settings) }) === false) return null;
  return settings;
}

/** The shared roll path for a player's own checks: dialog → HarnFudgeRoll → evaluated → posted. Null when cancelled. */
export async function rollCheck(request: CheckRequest): Promise<CheckOutcome | null> {
  const actor = request.actor;
  const settings = await chooseRoll(request);
  if (!settings) return null;
  const roll = HarnFudgeRoll.forCheck(checkOf(request, settings));
  await roll.evaluate();
  if (actor) await markTraitUsedOn(actor, request.kind, request.traitKey, request.specialization);
  if (request.post === false) return { roll, settings, message: null };
  const message = await roll.toMessage(
    {
      speaker: ChatMessage.getSpeaker(actor ? { actor } : {}),
      // Flavor is HTML in the chat log; the label may be an item's name.
      flavor:
        request.flavor ??
        game.i18n.format("HARNFUDGE.Roll.Flavor", { label: foundry.utils.escapeHTML(settings.task?.rollLabel ?? request.label) }),
    },
    rollMessageOptions(settings.messageMode),
  );
  Hooks.callAll(HOOKS.rollCheck, { actor, roll, message: message ?? null });
  return { roll, settings, message: message ?? null };
}

/** Rolls one of the actor's skills (its default when untrained; refused for default None). */
export async function rollSkill(
  actor: Actor.Implementation,
  key: string,
  options: RollOptions = {},
): Promise<ChatMessage.Implementation | null> {
  let level: number;
  try {
    level = skillRollLevel(actor, key, options.specialization);
  } catch (error) {
    warnRulesError(error);
    return null;
  }
  const facts = skillFacts(actor, key, options.specialization);
  const label = facts.specialization ? `${facts.label} (${facts.specialization})` : facts.label;
  const outcome = await rollCheck({
    actor,
    kind: "skill",
    traitKey: key,
    label,
    level,
    chance: { kind: "difficulty" },
    // A check is no attack or defence: the opponents' penalty (rules 3.2.1) is counted on the attack card.
    showOpponents: false,
    skipDialog: options.skipDialog ?? false,
    difficulty: options.difficulty,
    talents: options.talents,
    specialization: options.specialization,
    tasks: skillTasks(key, (k) => findSkillItem(actor, k)?.system.level ?? null, game.i18n),
    origin: options.origin ?? null,
  });
  return outcome?.message ?? null;
}

/** Rolls one of the actor's attributes (rules 2.1: attributes are broad skills). */
export async function rollAttribute(
  actor: Actor.Implementation,
  key: AttributeKey,
  options: RollOptions = {},
): Promise<ChatMessage.Implementation | null> {
  if (!isAttributeKey(key) || !isPlayable(actor)) return null;
  const outcome = await rollCheck({
    actor,
    kind: "attribute",
    traitKey: key,
    label: game.i18n.localize(`HARNFUDGE.Attribute.${key}`),
    level: attributeLevel(actor, key),
    chance: { kind: "difficulty" },
    showOpponents: false,
    skipDialog: options.skipDialog ?? false,
    difficulty: options.difficulty,
    talents: options.talents,
    origin: options.origin ?? null,
  });
  return outcome?.message ?? null;
}
