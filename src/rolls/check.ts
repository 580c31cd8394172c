/**
 * A HârnFudge check as plain data: what was rolled (label, level, modifiers, difficulty), how it
 * is stored in a roll's options and read back, and the chat card's context. Foundry-free, so the
 * screenshots and benchmark build the very context HarnFudgeRoll renders.
 */
import { describeLevel, resolveUnopposed, rolledDegree } from "../rules";
import { ladderWord, signed, type Localizer } from "../i18n/format";
import { isRecord } from "../util/guards";
import { parseLuckyReroll, type LuckyReroll } from "./lucky-reroll";
import { cardResult, type CardResult } from "./card-parts";

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
  /** Set on the kept roll of a Lucky reroll (rules 4): both rolls' faces, which was kept, by whom and when. */
  lucky?: LuckyReroll<number[]> | null;
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
    // A check card rerolled before Lucky recorded who and when reads with neither (lucky-reroll.ts).
    lucky: parseLuckyReroll(v["lucky"]),
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
  /** Success or failure against the difficulty, as every card's result line shows it (card-result.hbs). */
  result: CardResult | null;
  isPrivate: boolean;
  formula: string;
  actorUuid: string | null;
  /** Whether the card carries a Lucky reroll button (chat.ts shows it only to whom may use it). */
  offerLucky: boolean;
}

/** Checks a Lucky reroll may be offered on: an actor's own skill, attribute, attack, initiative and situational (`/sit`) rolls. */
export const LUCKY_KINDS: readonly CheckKind[] = ["skill", "attribute", "attack", "initiative", "situational"];

const FACE_SYMBOL: Record<number, string> = { [-1]: "\u2212", 0: "\u00a0", 1: "+" };

function faceView(value: number): { value: number; symbol: string; css: string } {
  return { value, symbol: FACE_SYMBOL[value] ?? "?", css: value > 0 ? "plus" : value < 0 ? "minus" : "blank" };
}

/** Everything the check card (templates/chat/roll.hbs) shows, read by the rules core. */
export function checkCardContext(input: {
  check: CheckData;
  faces: number[];
  formula: string;
  isPrivate: boolean;
  i18n: Pick<Localizer, "localize">;
}): RollCardContext {
  const { check, faces, i18n, isPrivate } = input;
  const modifier = check.modifiers.reduce((sum, m) => sum + m.value, 0);
  const degree = rolledDegree({ level: check.level, faces, modifier });
  const success =
    check.difficulty === null
      ? null
      : resolveUnopposed({ level: check.level, faces, modifier, difficulty: check.difficulty }).success;
  const difficultyWord = check.difficulty === null ? null : ladderWord(check.difficulty, i18n);
  return {
    kind: check.kind,
    label: check.label,
    levelWord: check.kind === "situational" ? "" : i18n.localize(describeLevel(check.level).key),
    modifiers: check.modifiers
      .filter((m) => m.value !== 0)
      // A label is a localization key or text as it was given (a talent's name, the GM's "Night").
      .map((m) => ({ label: m.label.startsWith("HARNFUDGE.") ? i18n.localize(m.label) : m.label, value: signed(m.value) })),
    faces: faces.map(faceView),
    diceTotal: signed(degree.diceTotal),
    degree: degree.rolledDegree,
    degreeWord: ladderWord(degree.rolledDegree, i18n),
    difficultyWord,
    success,
    result:
      difficultyWord === null
        ? null
        : cardResult(success ? "good" : "bad", i18n.localize(success ? "HARNFUDGE.Chat.Success" : "HARNFUDGE.Chat.Failure"), {
            detail: `${i18n.localize("HARNFUDGE.Chat.Versus")} ${difficultyWord}`,
          }),
    critical: degree.critical,
    lucky: check.lucky
      ? {
          original: check.lucky.original.map(faceView),
          reroll: check.lucky.reroll.map(faceView),
          keptReroll: check.lucky.kept === "reroll",
        }
      : null,
    isPrivate,
    formula: input.formula,
    actorUuid: check.actorUuid,
    offerLucky: !isPrivate && !check.lucky && check.actorUuid !== null && LUCKY_KINDS.includes(check.kind),
  };
}
