/**
 * The roll dialog's view, Foundry-free: its input and state, the modifiers and chance a state
 * gives, and the template's context. dialog.ts shows it in Foundry (passing `game.i18n`, the
 * user's role and core's message modes); the screenshots render the very same context.
 */
import { rollChance, type ChanceAgainst } from "../rules";
import { ladderOptions, ladderWord, percent, signed, type Localizer } from "../i18n/format";
import type { CheckModifier } from "./check";
import {
  GM_SITUATIONAL_LIMIT,
  MAX_OPPONENTS,
  PLAYER_SITUATIONAL_LIMIT,
  assembleModifiers,
  talentOptionId,
  type RollVisibility,
} from "./choices";
import type { TalentOption } from "./talents";

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

/** A task rolled on another level than the skill's own: the lower of two skills (rules 1.1.2.4, tasks.ts). */
export interface RollTask {
  id: string;
  /** As the dialog offers it. */
  label: string;
  /** Which two skills it takes the lower of. */
  hint: string;
  /** As the roll is labelled ("Lockcraft (a lock)"). */
  rollLabel: string;
  level: number;
}

export interface RollDialogInput {
  title: string;
  label: string;
  level: number;
  /** Tasks rolled on the lower of two skills (rules 1.1.2.4), offered besides the skill alone; none when omitted. */
  tasks?: RollTask[];
  woundPenalty: number;
  talentBonuses: TalentBonus[];
  difficulty: number;
  chance: ChanceTarget;
  showOpponents: boolean;
  /** Show the attack's options: stun instead of wound, pull the punch (rules 3.4.6). */
  attackOptions?: boolean;
  /**
   * The opponents counted from the battlefield (rules 3.2.1: play/engagement, as the GM's client
   * counts them), 1 by default; only a GM may set another number in the dialog.
   */
  opponents?: number;
  /** Where the count came from ("Aldric: 3 engaged (Bandit ×3)"), shown beside it. */
  opponentsSource?: string | null;
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
  /** Who sees the roll (compat's MessageMode: the same four names). */
  messageMode: RollVisibility;
  stun: boolean;
  pullTo: PullLevel | null;
  /** The task chosen (a RollTask's id), or "" for the skill alone. */
  task?: string;
}

/** The level a state rolls at: the chosen task's (the lower of two skills), else the skill's own. */
export function dialogLevel(input: RollDialogInput, state: Pick<RollDialogState, "task">): number {
  return input.tasks?.find((t) => t.id === state.task)?.level ?? input.level;
}

/** What the view needs of the client: its localizer, whether the user is a GM, and core's message modes. */
export interface DialogEnvironment {
  i18n: Localizer;
  isGM: boolean;
  /** The modes a roll can be posted with, each with core's label key (compat's messageModeOptions). */
  modes: readonly { value: RollVisibility; label: string }[];
}

/** The talent bonuses the dialog offers, labelled (name, sense, situation) from the talent options. */
export function talentBonuses(options: readonly TalentOption[], i18n: Localizer): TalentBonus[] {
  return options.map((option) => {
    const name = i18n.localize(option.labelKey);
    const label = option.senseKey ? `${name} (${i18n.localize(option.senseKey)})` : name;
    return {
      id: talentOptionId(option),
      label,
      value: option.value,
      applies: option.applies,
      hint: i18n.localize(option.situationKey),
    };
  });
}

/** The opponents a dialog state rolls with: the GM's number, or the count from the battlefield. */
function opponentsOf(input: RollDialogInput, state: RollDialogState): number | null {
  return input.showOpponents ? Math.max(1, state.opponents) : null;
}

/**
 * The modifiers a dialog state adds to the roll, by the one function the GM's client assembles
 * them with (choices.ts assembleModifiers): every penalty comes from the rules core.
 */
export function dialogModifiers(input: RollDialogInput, state: RollDialogState): CheckModifier[] {
  return assembleModifiers({
    woundPenalty: input.woundPenalty,
    applyWounds: state.applyWounds,
    opponents: opponentsOf(input, state),
    talents: input.talentBonuses.flatMap((talent, i) => (state.talents[i] ? [{ label: talent.label, value: talent.value }] : [])),
    extra: input.conditionModifiers ?? [],
    situational: state.situational,
  });
}

/** The rules core's chance target of a dialog state, or null when nothing is measured. */
function chanceAgainst(input: RollDialogInput, state: RollDialogState): ChanceAgainst | null {
  switch (input.chance.kind) {
    case "difficulty":
      return { kind: "difficulty", difficulty: state.difficulty };
    case "attack":
      return { kind: "attack" };
    case "degree":
      return { kind: "degree", degree: input.chance.degree };
    case "none":
      return null;
  }
}

/** The exact chance of success for a state (the rules core's rollChance, as the attack card asks it), or null. */
export function dialogChance(input: RollDialogInput, state: RollDialogState): number | null {
  const against = chanceAgainst(input, state);
  return against === null ? null : rollChance(dialogLevel(input, state), dialogModifiers(input, state), against).value;
}

/** What the chance is the chance of, in words: success, an attack reaching Fair, a defence reaching the attack's degree. */
function chanceLabel(target: ChanceTarget, i18n: Localizer): string {
  switch (target.kind) {
    case "attack":
      return i18n.localize("HARNFUDGE.Dialog.ChanceFair");
    case "degree":
      return i18n.format("HARNFUDGE.Dialog.ChanceDefend", { degree: ladderWord(target.degree, i18n) });
    default:
      return i18n.localize("HARNFUDGE.Dialog.Chance");
  }
}

/** Each modifier by name, as the summary lists it (talent labels arrive already localized). */
export function modifierLines(modifiers: readonly CheckModifier[], i18n: Localizer): { label: string; value: string }[] {
  return modifiers.map((m) => ({
    label: m.label.startsWith("HARNFUDGE.") ? i18n.localize(m.label) : m.label,
    value: signed(m.value),
  }));
}

/** The template's context for a state. */
export function dialogViewContext(input: RollDialogInput, state: RollDialogState, env: DialogEnvironment) {
  const { i18n } = env;
  const chance = dialogChance(input, state);
  const modifiers = dialogModifiers(input, state);
  const total = modifiers.reduce((s, m) => s + m.value, 0);
  const level = dialogLevel(input, state);
  return {
    label: input.label,
    levelWord: ladderWord(input.level, i18n),
    tasks: input.tasks?.length
      ? [
          {
            id: "",
            label: i18n.format("HARNFUDGE.Dialog.TaskAlone", { skill: input.label, level: ladderWord(input.level, i18n) }),
            selected: !state.task,
          },
          ...input.tasks.map((t) => ({
            id: t.id,
            label: `${t.label}: ${ladderWord(t.level, i18n)}`,
            selected: t.id === state.task,
          })),
        ]
      : null,
    taskHints: input.tasks?.map((t) => t.hint) ?? [],
    showDifficulty: input.chance.kind === "difficulty",
    difficulties: ladderOptions(state.difficulty, i18n),
    situational: state.situational,
    woundPenalty: signed(input.woundPenalty),
    hasWoundPenalty: input.woundPenalty !== 0,
    applyWounds: state.applyWounds,
    showOpponents: input.showOpponents,
    /** Only a GM may set the opponents; everyone else reads the count from the battlefield. */
    opponentsEditable: input.showOpponents && env.isGM,
    opponents: state.opponents,
    opponentsSource: input.showOpponents ? (input.opponentsSource ?? null) : null,
    maxOpponents: MAX_OPPONENTS,
    talents: input.talentBonuses.map((t, i) => ({
      index: i,
      label: t.label,
      hint: t.hint ?? "",
      value: signed(t.value),
      checked: state.talents[i] ?? false,
    })),
    rollModes: env.modes.map((option) => ({ ...option, selected: option.value === state.messageMode })),
    effectiveWord: ladderWord(level + total, i18n),
    modifierTotal: signed(total),
    chance: chance === null ? null : percent(chance, i18n),
    chanceLabel: chanceLabel(input.chance, i18n),
    modifierLines: modifierLines(modifiers, i18n),
    /** A defence: the attack's rolled degree it must reach ("vs Superb (+3)"). */
    against:
      input.chance.kind === "degree"
        ? i18n.format("HARNFUDGE.Dialog.Against", {
            degree: ladderWord(input.chance.degree, i18n),
            value: signed(input.chance.degree),
          })
        : null,
    attackOptions: input.attackOptions ?? false,
    situationalLimit: input.playerBounds && !env.isGM ? PLAYER_SITUATIONAL_LIMIT : GM_SITUATIONAL_LIMIT,
    woundsLocked: (input.playerBounds ?? false) && !env.isGM,
    stun: state.stun,
    pullLevels: PULL_LEVELS.map((level) => ({
      value: level,
      label: `HARNFUDGE.Wound.${level}`,
      selected: level === state.pullTo,
    })),
  };
}
