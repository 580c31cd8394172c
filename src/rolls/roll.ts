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
  /** Set on the kept roll of a Lucky reroll (rules 4): both rolls' faces and which was kept. */
  lucky?: LuckyInfo | null;
}

/** Lucky (rules 4): the original and the reroll's 4dF faces, and which one was kept. */
export interface LuckyInfo {
  original: number[];
  reroll: number[];
  kept: "original" | "reroll";
}

function parseFaces(value: unknown): number[] | null {
  return Array.isArray(value) && value.length === 4 && value.every((f) => f === -1 || f === 0 || f === 1) ? value.map(Number) : null;
}

function parseLucky(value: unknown): LuckyInfo | null {
  if (!isRecord(value)) return null;
  const original = parseFaces(value["original"]);
  const reroll = parseFaces(value["reroll"]);
  const kept = value["kept"];
  if (!original || !reroll || (kept !== "original" && kept !== "reroll")) return null;
  return { original, reroll, kept };
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
    lucky: parseLucky(v["lucky"]),
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
  lucky: {
    original: { symbol: string; css: string }[];
    reroll: { symbol: string; css: string }[];
    keptReroll: boolean;
  } | null;
  isPrivate: boolean;
  formula: string;
  actorUuid: string | null;
  /** Whether the card carries a Lucky reroll button (chat.ts shows it only to whom may use it). */
  offerLucky: boolean;
}

/** Checks a Lucky reroll may be offered on: an actor's own skill, attribute and attack rolls. */
export const LUCKY_KINDS: readonly CheckKind[] = ["skill", "attribute", "attack"];

const FACE_SYMBOL: Record<number, string> = { [-1]: "\u2212", 0: "\u00a0", 1: "+" };

function faceView(value: number): { value: number; symbol: string; css: string } {
  return { value, symbol: FACE_SYMBOL[value] ?? "?", css: value > 0 ? "plus" : value < 0 ? "minus" : "blank" };
}

export class HarnFudgeRoll extends Roll {
  static override CHAT_TEMPLATE = `${SYSTEM_PATH}/templates/chat/roll.hbs`;

  /** The check this roll stands for, validated from its options. */
  get check(): CheckData {
    const raw: object = this.options;
    return parseCheckData("harnfudge" in raw ? raw.harnfudge : undefined);
  }

  /** The Fudge faces of any evaluated roll's FateDie terms. */
  static fateFaces(roll: Roll): number[] {
    const die = roll.dice.find((d) => d instanceof foundry.dice.terms.FateDie);
    if (!die) return [];
    return die.results.filter((r) => r.active !== false && r.discarded !== true).map((r) => r.result);
  }

  /** A copy of this evaluated roll marked as the kept roll of a Lucky reroll (rules 4). */
  withLucky(lucky: LuckyInfo): HarnFudgeRoll {
    const copy = HarnFudgeRoll.fromJSON(JSON.stringify(this.toJSON()));
    const check: CheckData = { ...this.check, lucky };
    Object.assign(copy.options, { harnfudge: check });
    return copy;
  }

  /** Builds an unevaluated check roll. */
  static forCheck(check: CheckData): HarnFudgeRoll {
    const options: HarnFudgeRollOptions = { harnfudge: check };
    return new HarnFudgeRoll(checkFormula(check), {}, options);
  }

  /** The four Fudge faces (−1, 0, +1) as rolled; empty before evaluation. */
  get faces(): number[] {
    return HarnFudgeRoll.fateFaces(this);
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
      faces: this.faces.map(faceView),
      diceTotal: signed(degree.diceTotal),
      degree: degree.rolledDegree,
      degreeWord: ladderWord(degree.rolledDegree),
      difficultyWord: this.check.difficulty === null ? null : ladderWord(this.check.difficulty),
      success: this.success,
      critical: degree.critical,
      lucky: this.check.lucky
        ? {
            original: this.check.lucky.original.map(faceView),
            reroll: this.check.lucky.reroll.map(faceView),
            keptReroll: this.check.lucky.kept === "reroll",
          }
        : null,
      isPrivate,
      formula: this.formula,
      actorUuid: this.check.actorUuid,
      offerLucky: !isPrivate && !this.check.lucky && this.check.actorUuid !== null && LUCKY_KINDS.includes(this.check.kind),
    };
  }

  override async render(options: { flavor?: string; template?: string; isPrivate?: boolean } = {}): Promise<string> {
    if (!this._evaluated) await this.evaluate({ allowInteractive: !options.isPrivate });
    const isPrivate = options.isPrivate ?? false;
    const context = { ...this.cardContext(isPrivate), flavor: isPrivate ? null : (options.flavor ?? null) };
    return foundry.applications.handlebars.renderTemplate(options.template ?? HarnFudgeRoll.CHAT_TEMPLATE, context);
  }
}
