/**
 * HarnFudgeRoll: a HârnFudge check, `4dF` (Foundry's FateDie) plus the trait level and modifiers.
 * What the check was (label, level, modifiers, difficulty) lives in the roll's options, so it is
 * serialized with the roll into `ChatMessage#rolls` and the chat card re-renders after a reload.
 * Every reading of the dice (rolled degree, success, critical) comes from the rules core; the
 * check's plain data and card context are in check.ts.
 */
import { resolveUnopposed, rolledDegree, type RolledDegree } from "../rules";
import { checkCardContext, checkFormula, parseCheckData, type CheckData, type RollCardContext } from "./check";
import type { LuckyReroll } from "./lucky-reroll";
import { loadCardParts } from "./load-card-parts";

export * from "./check";

export const SYSTEM_PATH = "systems/harnfudge";

export interface HarnFudgeRollOptions extends Roll.Options {
  harnfudge: CheckData;
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
  withLucky(lucky: LuckyReroll<number[]>): HarnFudgeRoll {
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
    return checkCardContext({ check: this.check, faces: this.faces, formula: this.formula, isPrivate, i18n: game.i18n });
  }

  override async render(options: { flavor?: string; template?: string; isPrivate?: boolean } = {}): Promise<string> {
    if (!this._evaluated) await this.evaluate({ allowInteractive: !options.isPrivate });
    const isPrivate = options.isPrivate ?? false;
    const context = { ...this.cardContext(isPrivate), flavor: isPrivate ? null : (options.flavor ?? null) };
    await loadCardParts();
    return foundry.applications.handlebars.renderTemplate(options.template ?? HarnFudgeRoll.CHAT_TEMPLATE, context);
  }
}
