/**
 * HarnFudgeRoll: a HârnFudge check, `4dF` (Foundry's FateDie) plus the trait level and modifiers.
 * What the check was (label, level, modifiers, difficulty) lives in the roll's options, so it is
 * serialized with the roll into `ChatMessage#rolls` and the chat card re-renders after a reload.
 * Every reading of the dice (rolled degree, success, critical) comes from the rules core.
 */
import { describeLevel, resolveUnopposed, rolledDegree, type RolledDegree } from "../rules";
import { ladderWord, signed } from "../play/format";

export const SYSTEM_PATH = "systems/harnfudge";

/** What kind of check a roll is; the chat card's heading and CSS follow it. */
export const CHECK_KINDS = ["skill", "attribute", "situational", "initiative", "attack", "defence"] as const;
export type CheckKind = (typeof CHECK_KINDS)[number];

/** One modifier shown on the card and dialog: a label (localization key or text) and its value. */
export interface CheckModifier {
  label: string;
  value: number;
}

/** The check a roll stands for; plain JSON, stored in `roll.options.harnfudge`. */
export interface CheckData {
  kind: CheckKind;
  /** Display label of the trait ("Sword", "Strength"); already localized. */
  label: string;
  /** Skill or attribute key; null for situational rolls. */
  traitKey: string | null;
  /** Trait level on the ladder (situational rolls: 0, read from Fair). */
  level: number;
  modifiers: CheckModifier[];
  /** Difficulty on the ladder when one is set (unopposed), else null. */
  difficulty: number | null;
  /** The actor who rolled, if any. */
  actorUuid: string | null;
  /** Set on the kept roll of a Lucky reroll (rules 4). */
  lucky?: boolean;
}

export interface HarnFudgeRollOptions extends Roll.Options {
  harnfudge: CheckData;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Reads check data back from JSON; missing or malformed fields fall back to a bare situational roll. */
export function parseCheckData(value: unknown): CheckData {
  const v = isRecord(value) ? value : {};
  const kind = CHECK_KINDS.find((k) => k === v["kind"]) ?? "situational";
  const modifiers = Array.isArray(v["modifiers"])
    ? v["modifiers"].filter(isRecord).map((m) => ({ label: String(m["label"] ?? ""), value: Number(m["value"]) || 0 }))
    : [];
  return {
    kind,
    label: typeof v["label"] === "string" ? v["label"] : "",
    traitKey: typeof v["traitKey"] === "string" ? v["traitKey"] : null,
    level: typeof v["level"] === "number" ? v["level"] : 0,
    modifiers,
    difficulty: typeof v["difficulty"] === "number" ? v["difficulty"] : null,
    actorUuid: typeof v["actorUuid"] === "string" ? v["actorUuid"] : null,
    lucky: v["lucky"] === true,
  };
}

/** The formula of a check: `4dF + level + each modifier`, zeros left out. */
export function checkFormula(check: Pick<CheckData, "level" | "modifiers">): string {
  const parts = ["4dF"];
  for (const value of [check.level, ...check.modifiers.map((m) => m.value)]) {
    if (value !== 0) parts.push(value > 0 ? `+ ${value}` : `- ${Math.abs(value)}`);
  }
  return parts.join(" ");
}

/** Context of templates/chat/roll.hbs. */
export interface RollCardContext {
  kind: CheckKind;
  label: string;
  levelWord: string;
  modifiers: { label: string; value: string }[];
  faces: { value: number; symbol: string; css: string }[];
  diceTotal: string;
  degree: number;
  degreeWord: string;
  difficultyWord: string | null;
  success: boolean | null;
  critical: "success" | "failure" | null;
  lucky: boolean;
  isPrivate: boolean;
  formula: string;
}

const FACE_SYMBOL: Record<number, string> = { [-1]: "\u2212", 0: "\u00a0", 1: "+" };

export class HarnFudgeRoll extends Roll {
  static override CHAT_TEMPLATE = `${SYSTEM_PATH}/templates/chat/roll.hbs`;

  /** The check this roll stands for, validated from its options. */
  readonly check: CheckData;

  constructor(formula: string, data?: Record<string, never>, options?: Roll.Options) {
    super(formula, data, options);
    const raw: object = options ?? {};
    this.check = parseCheckData("harnfudge" in raw ? raw.harnfudge : undefined);
  }

  /** Builds an unevaluated check roll. */
  static forCheck(check: CheckData): HarnFudgeRoll {
    const options: HarnFudgeRollOptions = { harnfudge: check };
    return new HarnFudgeRoll(checkFormula(check), {}, options);
  }

  /** The four Fudge faces (−1, 0, +1) as rolled; empty before evaluation. */
  get faces(): number[] {
    const die = this.dice.find((d) => d instanceof foundry.dice.terms.FateDie);
    if (!die) return [];
    return die.results.filter((r) => r.active !== false && r.discarded !== true).map((r) => r.result);
  }

  /** Sum of the modifiers. */
  get modifierTotal(): number {
    return this.check.modifiers.reduce((sum, m) => sum + m.value, 0);
  }

  /** The rules core's reading of the roll: rolled degree and critical (rules 2, 2.3). */
  get degree(): RolledDegree {
    return rolledDegree({ level: this.check.level, faces: this.faces, modifier: this.modifierTotal });
  }

  /** Success against the difficulty (rules 2.1), or null when no difficulty is set. */
  get success(): boolean | null {
    if (this.check.difficulty === null) return null;
    return resolveUnopposed({
      level: this.check.level,
      faces: this.faces,
      modifier: this.modifierTotal,
      difficulty: this.check.difficulty,
    }).success;
  }

  /** Everything the chat template shows. */
  cardContext(isPrivate = false): RollCardContext {
    const degree = this.degree;
    const levelDescription = describeLevel(this.check.level);
    return {
      kind: this.check.kind,
      label: this.check.label,
      levelWord: this.check.kind === "situational" ? "" : game.i18n.localize(levelDescription.key),
      modifiers: this.check.modifiers
        .filter((m) => m.value !== 0)
        .map((m) => ({ label: game.i18n.localize(m.label), value: signed(m.value) })),
      faces: this.faces.map((value) => ({
        value,
        symbol: FACE_SYMBOL[value] ?? "?",
        css: value > 0 ? "plus" : value < 0 ? "minus" : "blank",
      })),
      diceTotal: signed(degree.diceTotal),
      degree: degree.rolledDegree,
      degreeWord: ladderWord(degree.rolledDegree),
      difficultyWord: this.check.difficulty === null ? null : ladderWord(this.check.difficulty),
      success: this.success,
      critical: degree.critical,
      lucky: this.check.lucky === true,
      isPrivate,
      formula: this.formula,
    };
  }

  override async render(options: { flavor?: string; template?: string; isPrivate?: boolean } = {}): Promise<string> {
    if (!this._evaluated) await this.evaluate({ allowInteractive: !options.isPrivate });
    const isPrivate = options.isPrivate ?? false;
    const context = { ...this.cardContext(isPrivate), flavor: isPrivate ? null : (options.flavor ?? null) };
    return foundry.applications.handlebars.renderTemplate(options.template ?? HarnFudgeRoll.CHAT_TEMPLATE, context);
  }
}
