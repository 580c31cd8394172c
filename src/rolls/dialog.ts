/**
 * The roll dialog (DialogV2): difficulty on the ladder, situational modifier, the wound penalty
 * (shown, switchable), the multiple-opponents penalty, talent bonuses that apply, who sees the
 * roll (the message mode: core's list and the user's current mode, on v13 and v14 alike),
 * and the exact chance of success from the rules core's 4dF distribution, updated as the player types.
 */
import { defaultMessageMode, isElementOf, messageModeOptions, toMessageMode, type MessageMode } from "../compat";
import { SYSTEM_PATH, type CheckModifier } from "./roll";
import type { RollChoices } from "./choices";
import {
  PULL_LEVELS,
  dialogModifiers,
  dialogViewContext,
  type PullLevel,
  type RollDialogInput,
  type RollDialogState,
  type RollTask,
} from "./dialog-view";
import { ensureOnDemandStyles } from "../lazy/styles";
import { formDialog } from "../util/form-dialog";

export const ROLL_DIALOG_TEMPLATE = `${SYSTEM_PATH}/templates/dialog/roll.hbs`;

export {
  PULL_LEVELS,
  dialogChance,
  dialogModifiers,
  talentBonuses,
  type ChanceTarget,
  type PullLevel,
  type RollDialogInput,
  type RollDialogState,
  type RollTask,
  type TalentBonus,
} from "./dialog-view";

export interface RollDialogResult {
  /** The choices as a request to the GM's client carries them (the GM's client decides the modifiers). */
  choices: RollChoices;
  difficulty: number | null;
  modifiers: CheckModifier[];
  /** Who sees the roll; post with compat's rollMessageOptions / applyMessageMode. */
  messageMode: MessageMode;
  opponents: number;
  stun: boolean;
  pullTo: PullLevel | null;
  /** The task chosen (the lower of two skills, rules 1.1.2.4): the level and label the roll takes; null for the skill alone. */
  task: RollTask | null;
}

export function defaultDialogState(input: RollDialogInput): RollDialogState {
  return {
    difficulty: input.difficulty,
    situational: 0,
    applyWounds: true,
    opponents: input.opponents ?? 1,
    talents: input.talentBonuses.map((t) => t.applies),
    messageMode: defaultMessageMode(),
    stun: false,
    pullTo: null,
    task: "",
  };
}

/** The template's context for a state, for this user and core's message modes. */
export function dialogContext(input: RollDialogInput, state: RollDialogState) {
  // The user's role matters only for a roll the GM's client makes from a player's choices.
  const isGM = (input.playerBounds ?? false) && game.user.isGM;
  return dialogViewContext(input, state, { i18n: game.i18n, isGM, modes: messageModeOptions() });
}

function readNumber(form: HTMLFormElement, name: string, fallback: number): number {
  const field = form.elements.namedItem(name);
  if (!(isElementOf(field, HTMLInputElement) || isElementOf(field, HTMLSelectElement))) return fallback;
  const n = Number(field.value);
  return Number.isFinite(n) ? Math.trunc(n) : fallback;
}

function readChecked(form: HTMLFormElement, name: string, fallback: boolean): boolean {
  const field = form.elements.namedItem(name);
  return isElementOf(field, HTMLInputElement) ? field.checked : fallback;
}

/** Reads the dialog's form into a state. */
export function readDialogState(form: HTMLFormElement, input: RollDialogInput): RollDialogState {
  const modeField = form.elements.namedItem("rollMode");
  return {
    difficulty: readNumber(form, "difficulty", input.difficulty),
    situational: readNumber(form, "situational", 0),
    applyWounds: readChecked(form, "applyWounds", true),
    // The field is the GM's alone; without it the count from the battlefield stands.
    opponents: Math.max(1, readNumber(form, "opponents", input.opponents ?? 1)),
    talents: input.talentBonuses.map((t, i) => readChecked(form, `talent${i}`, t.applies)),
    messageMode: (isElementOf(modeField, HTMLSelectElement) ? toMessageMode(modeField.value) : null) ?? defaultMessageMode(),
    stun: readChecked(form, "stun", false),
    pullTo: readPull(form),
    task: readTask(form, input),
  };
}

function readTask(form: HTMLFormElement, input: RollDialogInput): string {
  const field = form.elements.namedItem("task");
  const value = isElementOf(field, HTMLSelectElement) ? field.value : "";
  return input.tasks?.some((t) => t.id === value) ? value : "";
}

function readPull(form: HTMLFormElement): PullLevel | null {
  const field = form.elements.namedItem("pullTo");
  const value = isElementOf(field, HTMLSelectElement) ? field.value : "";
  return PULL_LEVELS.find((level) => level === value) ?? null;
}

/** The result for a state (also what a shift-click roll uses, from the default state). */
export function dialogResult(input: RollDialogInput, state: RollDialogState): RollDialogResult {
  return {
    choices: {
      situational: state.situational,
      applyWounds: state.applyWounds,
      // A number only when the GM changed the count: null lets the GM's client count the battlefield.
      opponents: input.showOpponents && state.opponents !== (input.opponents ?? 1) ? state.opponents : null,
      talents: input.talentBonuses.flatMap((t, i) => (state.talents[i] ? [t.id] : [])),
      visibility: state.messageMode,
    },
    difficulty: input.chance.kind === "difficulty" ? state.difficulty : null,
    modifiers: dialogModifiers(input, state),
    messageMode: state.messageMode,
    opponents: state.opponents,
    stun: state.stun,
    pullTo: state.pullTo,
    task: input.tasks?.find((t) => t.id === state.task) ?? null,
  };
}

/** Shows the dialog (in the window of `origin`, the control that asked); resolves to the roll's settings, or null when closed. */
export async function rollDialog(input: RollDialogInput, origin: Element | null = null): Promise<RollDialogResult | null> {
  const renderTemplate = foundry.applications.handlebars.renderTemplate;
  const initial = defaultDialogState(input);
  const content = await renderTemplate(ROLL_DIALOG_TEMPLATE, dialogContext(input, initial));
  ensureOnDemandStyles();
  return formDialog({
    window: { title: input.title, icon: "fa-solid fa-dice" },
    className: "harnfudge-roll-dialog",
    width: 400,
    content,
    submit: { action: "roll", label: "HARNFUDGE.Dialog.Roll", icon: "fa-solid fa-dice" },
    origin,
    read: (form) => dialogResult(input, readDialogState(form, input)),
    rendered: (form) => wireRollReadout(form, input),
  });
}

/**
 * The live readout of a roll's options in a form (the roll dialog, the healing dialog's roll
 * section): the effective level, the modifiers and the chance, updated as the player types. Only
 * the readout is re-rendered, so focus and typing in the inputs are never lost. Returns a function
 * that stops it (healing's section is replaced when another healer is picked).
 */
export function wireRollReadout(form: HTMLFormElement, input: RollDialogInput): () => void {
  const refresh = () => {
    const context = dialogContext(input, readDialogState(form, input));
    const chance = form.querySelector<HTMLElement>("[data-chance]");
    const effective = form.querySelector<HTMLElement>("[data-effective]");
    if (chance) chance.textContent = context.chance ?? "";
    const list = form.querySelector<HTMLElement>("[data-modifiers]");
    // Created in the form's own document: a dialog in a detached window (v14) has a document of its own.
    const doc = form.ownerDocument;
    if (list)
      list.replaceChildren(
        ...context.modifierLines.map((line) => {
          const item = doc.createElement("li");
          const label = doc.createElement("span");
          const value = doc.createElement("span");
          label.textContent = line.label;
          value.textContent = line.value;
          item.append(label, " ", value);
          return item;
        }),
      );
    if (effective)
      effective.textContent = game.i18n.format("HARNFUDGE.Dialog.EffectiveValue", {
        level: context.effectiveWord,
        modifiers: context.modifierTotal,
      });
  };
  form.addEventListener("input", refresh);
  form.addEventListener("change", refresh);
  return () => {
    form.removeEventListener("input", refresh);
    form.removeEventListener("change", refresh);
  };
}
