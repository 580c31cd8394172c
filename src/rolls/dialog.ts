/**
 * The roll dialog (DialogV2): difficulty on the ladder, situational modifier, the wound penalty
 * (shown, switchable), the multiple-opponents penalty, talent bonuses that apply, who sees the
 * roll (the message mode: core's list and the user's current mode, on v13 and v14 alike),
 * and the exact chance of success from the rules core's 4dF distribution, updated as the player types.
 */
import { ATTACK_MINIMUM_DEGREE, chanceUnopposed, multipleOpponentsPenalty } from "../rules";
import { ladderOptions, ladderWord, percent, signed } from "../play/format";
import { defaultMessageMode, isElementOf, messageModeOptions, toMessageMode, type MessageMode } from "../compat";
import { SYSTEM_PATH, type CheckModifier } from "./roll";
import { GM_SITUATIONAL_LIMIT, PLAYER_SITUATIONAL_LIMIT, type RollChoices } from "./choices";

export const ROLL_DIALOG_TEMPLATE = `${SYSTEM_PATH}/templates/dialog/roll.hbs`;

/** What the chance of success is measured against. */
export type ChanceTarget =
  | { kind: "difficulty" }
  /** An attack must reach Fair (rules 3.2). */
  | { kind: "attack" }
  /** A defence must reach the attack's rolled degree. */
  | { kind: "degree"; degree: number }
  | { kind: "none" };

export interface TalentBonus {
  /** The talent option's id (`charismatic`, `acuteSense:hearing`), sent to the GM's client as a choice. */
  id: string;
  label: string;
  value: number;
  /** Ticked by default. */
  applies: boolean;
  /** When the talent applies (the rules' situation), shown beside it. */
  hint?: string;
}

export interface RollDialogInput {
  title: string;
  label: string;
  level: number;
  woundPenalty: number;
  talentBonuses: TalentBonus[];
  difficulty: number;
  chance: ChanceTarget;
  showOpponents: boolean;
  /** Show the attack's options: stun instead of wound, pull the punch (rules 3.4.6). */
  attackOptions?: boolean;
  /** Opponents to preselect (rules 3.2.1), 1 by default. */
  opponents?: number;
  /** Penalties the character's conditions impose (rules 3.4.6: Stunned, Very Stunned…), always applied. */
  conditionModifiers?: CheckModifier[];
  /**
   * The GM's client makes this roll from a player's choices (see choices.ts): the situational
   * modifier is offered within the player's bounds and only the GM may switch off the wound penalty.
   */
  playerBounds?: boolean;
}

/** Wound levels a punch can be pulled to (rules 3.4.6), mildest first. */
export const PULL_LEVELS = ["scratch", "hurt", "veryHurt", "incapacitated"] as const;
export type PullLevel = (typeof PULL_LEVELS)[number];

/** The dialog's state as read from its form. */
export interface RollDialogState {
  difficulty: number;
  situational: number;
  applyWounds: boolean;
  opponents: number;
  talents: boolean[];
  messageMode: MessageMode;
  stun: boolean;
  pullTo: PullLevel | null;
}

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
}

/** The modifiers a dialog state adds to the roll; every penalty comes from the rules core. */
export function dialogModifiers(input: RollDialogInput, state: RollDialogState): CheckModifier[] {
  const out: CheckModifier[] = [...(input.conditionModifiers ?? [])];
  if (state.applyWounds && input.woundPenalty !== 0)
    out.push({ label: "HARNFUDGE.Roll.WoundPenalty", value: input.woundPenalty });
  if (input.showOpponents) {
    const penalty = multipleOpponentsPenalty(Math.max(1, state.opponents));
    if (penalty !== 0) out.push({ label: "HARNFUDGE.Roll.Opponents", value: penalty });
  }
  input.talentBonuses.forEach((talent, i) => {
    if (state.talents[i] && talent.value !== 0) out.push({ label: talent.label, value: talent.value });
  });
  if (state.situational !== 0) out.push({ label: "HARNFUDGE.Roll.Situational", value: state.situational });
  return out;
}

/** The exact chance of success for a state, or null when nothing is measured. */
export function dialogChance(input: RollDialogInput, state: RollDialogState): number | null {
  const effective = input.level + dialogModifiers(input, state).reduce((s, m) => s + m.value, 0);
  switch (input.chance.kind) {
    case "difficulty":
      return chanceUnopposed(effective, state.difficulty).value;
    case "attack":
      return chanceUnopposed(effective, ATTACK_MINIMUM_DEGREE).value;
    case "degree":
      return chanceUnopposed(effective, input.chance.degree).value;
    case "none":
      return null;
  }
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
  };
}

/** The template's context for a state. */
export function dialogContext(input: RollDialogInput, state: RollDialogState) {
  const chance = dialogChance(input, state);
  const modifiers = dialogModifiers(input, state);
  const total = modifiers.reduce((s, m) => s + m.value, 0);
  return {
    label: input.label,
    levelWord: ladderWord(input.level, game.i18n),
    showDifficulty: input.chance.kind === "difficulty",
    difficulties: ladderOptions(state.difficulty, game.i18n),
    situational: state.situational,
    woundPenalty: signed(input.woundPenalty),
    hasWoundPenalty: input.woundPenalty !== 0,
    applyWounds: state.applyWounds,
    showOpponents: input.showOpponents,
    opponents: state.opponents,
    talents: input.talentBonuses.map((t, i) => ({
      index: i,
      label: t.label,
      hint: t.hint ?? "",
      value: signed(t.value),
      checked: state.talents[i] ?? false,
    })),
    rollModes: messageModeOptions().map((option) => ({ ...option, selected: option.value === state.messageMode })),
    effectiveWord: ladderWord(input.level + total, game.i18n),
    modifierTotal: signed(total),
    chance: chance === null ? null : percent(chance),
    chanceLabel: chanceLabelKey(input.chance),
    attackOptions: input.attackOptions ?? false,
    situationalLimit: input.playerBounds && !game.user.isGM ? PLAYER_SITUATIONAL_LIMIT : GM_SITUATIONAL_LIMIT,
    woundsLocked: (input.playerBounds ?? false) && !game.user.isGM,
    stun: state.stun,
    pullLevels: PULL_LEVELS.map((level) => ({
      value: level,
      label: `HARNFUDGE.Wound.${level}`,
      selected: level === state.pullTo,
    })),
  };
}

function chanceLabelKey(target: ChanceTarget): string {
  switch (target.kind) {
    case "attack":
      return "HARNFUDGE.Dialog.ChanceFair";
    case "degree":
      return "HARNFUDGE.Dialog.ChanceDefend";
    default:
      return "HARNFUDGE.Dialog.Chance";
  }
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
    opponents: Math.max(1, readNumber(form, "opponents", 1)),
    talents: input.talentBonuses.map((t, i) => readChecked(form, `talent${i}`, t.applies)),
    messageMode: (isElementOf(modeField, HTMLSelectElement) ? toMessageMode(modeField.value) : null) ?? defaultMessageMode(),
    stun: readChecked(form, "stun", false),
    pullTo: readPull(form),
  };
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
      opponents: input.showOpponents ? state.opponents : 1,
      talents: input.talentBonuses.flatMap((t, i) => (state.talents[i] ? [t.id] : [])),
      visibility: state.messageMode,
    },
    difficulty: input.chance.kind === "difficulty" ? state.difficulty : null,
    modifiers: dialogModifiers(input, state),
    messageMode: state.messageMode,
    opponents: state.opponents,
    stun: state.stun,
    pullTo: state.pullTo,
  };
}

/** Shows the dialog; resolves to the roll's settings, or null when the player closes it. */
export async function rollDialog(input: RollDialogInput): Promise<RollDialogResult | null> {
  const renderTemplate = foundry.applications.handlebars.renderTemplate;
  const initial = defaultDialogState(input);
  const content = await renderTemplate(ROLL_DIALOG_TEMPLATE, dialogContext(input, initial));
  let picked: RollDialogResult | null = null;
  await foundry.applications.api.DialogV2.wait({
    window: { title: input.title, icon: "fa-solid fa-dice" },
    classes: ["harnfudge", "harnfudge-roll-dialog"],
    position: { width: 400 },
    content,
    buttons: [
      {
        action: "roll",
        label: "HARNFUDGE.Dialog.Roll",
        icon: "fa-solid fa-dice",
        default: true,
        callback: (_event, button) => {
          const form = button.form;
          if (form) picked = dialogResult(input, readDialogState(form, input));
        },
      },
      { action: "cancel", label: "HARNFUDGE.Dialog.Cancel", icon: "fa-solid fa-xmark" },
    ],
    rejectClose: false,
    render: (_event, dialog) => {
      // DialogV2's root element is the form that wraps our content.
      const root = dialog.element;
      const form = isElementOf(root, HTMLFormElement) ? root : root.querySelector("form");
      if (!form) return;
      // Only the live readout is re-rendered, so focus and typing in the inputs are never lost.
      const refresh = () => {
        const context = dialogContext(input, readDialogState(form, input));
        const chance = form.querySelector<HTMLElement>("[data-chance]");
        const effective = form.querySelector<HTMLElement>("[data-effective]");
        if (chance) chance.textContent = context.chance ?? "";
        if (effective)
          effective.textContent = game.i18n.format("HARNFUDGE.Dialog.EffectiveValue", {
            level: context.effectiveWord,
            modifiers: context.modifierTotal,
          });
      };
      form.addEventListener("input", refresh);
      form.addEventListener("change", refresh);
    },
  });
  return picked;
}
