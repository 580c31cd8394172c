/**
 * The character sheet: header, always-visible wound track, and tabs for skills, combat, talents,
 * character points / experience and biography. The context is built by buildCharacterContext from
 * plain data; raising a trait applies the rules core's checkRaise.
 */
import { checkRaise, getSkill, isSkillKey, raiseTargetKey, ATTRIBUTE_KEYS, type RaiseCheck } from "../rules";
import { isCharacter, isSkillItem } from "../documents/guards";
import { isAttributeKey } from "../rolls/traits";
import { HarnFudgeActorSheet, rowItemId } from "./actor-sheet";
import type { PrepareContextOptions } from "./base";
import { buildCharacterContext } from "./context/character";
import { CHARACTER_TABS, CHARACTER_TAB_GROUP, CHARACTER_TAB_LABEL_PREFIX } from "./context/tabs";
import { characterInput, currentSessionNumber } from "./data";
import { CHARACTER_PARTS } from "./parts";

export class HarnFudgeCharacterSheet extends HarnFudgeActorSheet {
  static override DEFAULT_OPTIONS = {
    classes: ["character"],
    actions: {
      raiseAttribute: HarnFudgeCharacterSheet.#onRaiseAttribute,
      raiseSkill: HarnFudgeCharacterSheet.#onRaiseSkill,
      toggleAttributeUsed: HarnFudgeCharacterSheet.#onToggleAttributeUsed,
      dangerSense: HarnFudgeCharacterSheet.#onDangerSense,
      intuition: HarnFudgeCharacterSheet.#onIntuition,
    },
  };

  static override PARTS = CHARACTER_PARTS;

  static override TABS = {
    [CHARACTER_TAB_GROUP]: {
      tabs: CHARACTER_TABS.map((t) => ({ id: t.id, icon: t.icon, cssClass: "" })),
      initial: "skills",
      labelPrefix: CHARACTER_TAB_LABEL_PREFIX,
    },
  };

  get character(): Actor.OfType<"character"> | null {
    return isCharacter(this.actor) ? this.actor : null;
  }

  protected override async _prepareContext(options: PrepareContextOptions) {
    const base = await super._prepareContext(options);
    if (this.actor.limited) return { ...base, ...(await this.limitedContext()) };
    const actor = this.character;
    if (!actor) return base;
    const context = buildCharacterContext(await characterInput(actor, this.isEditable, this.view));
    return { ...base, ...context, tabs: this._prepareTabs(CHARACTER_TAB_GROUP) };
  }

  /** The rules' verdict on raising a trait now (rules 1.4); warns with every reason when refused. */
  #check(
    kind: "skill" | "attribute",
    from: number | null,
    advancement: { used: boolean; raisedInSession: number | null },
    label: string,
  ): RaiseCheck | null {
    const actor = this.character;
    if (!actor || !this.isEditable) return null;
    const session = currentSessionNumber();
    const check = checkRaise({
      kind,
      from,
      epBalance: actor.system.ep.earned - actor.system.ep.spent,
      raisedThisSession: session !== null && advancement.raisedInSession === session,
      usedSinceLastRaise: advancement.used,
      allowDebt: game.user.isGM,
    });
    if (!check.allowed || check.cost === null || check.to === null) {
      const reason = check.problems
        .map((p) => game.i18n.format(p.code, Object.fromEntries(Object.entries(p.data).map(([k, v]) => [k, String(v)]))))
        .join(" ");
      ui.notifications?.warn(game.i18n.format("HARNFUDGE.Sheet.Notify.RaiseRefused", { trait: label, reason }));
      return null;
    }
    return check;
  }

  #notifyRaised(label: string, from: number | null, cost: number) {
    ui.notifications?.info(
      game.i18n.format("HARNFUDGE.Sheet.Notify.Raised", {
        trait: label,
        level: game.i18n.localize(raiseTargetKey(from)),
        cost: String(cost),
      }),
    );
  }

  static async #onRaiseAttribute(this: HarnFudgeCharacterSheet, _event: PointerEvent, target: HTMLElement) {
    const actor = this.character;
    const key = target.dataset["attribute"];
    const attr = ATTRIBUTE_KEYS.find((k) => k === key);
    if (!actor || !attr) return;
    const label = game.i18n.localize(`HARNFUDGE.Attribute.${attr}`);
    const from = actor.system.attributes[attr];
    const check = this.#check("attribute", from, actor.system.attributeAdvancement[attr], label);
    if (!check || check.cost === null || check.to === null) return;
    await actor.update({
      system: {
        attributes: { [attr]: check.to },
        ep: { spent: actor.system.ep.spent + check.cost },
        attributeAdvancement: { [attr]: { raisedInSession: currentSessionNumber(), used: false } },
      },
    });
    this.#notifyRaised(label, from, check.cost);
  }

  /** GM: toggles an attribute's "used since the last raise" (rules 1.4); rolling it sets it by itself. */
  static async #onToggleAttributeUsed(this: HarnFudgeCharacterSheet, _event: PointerEvent, target: HTMLElement) {
    const actor = this.character;
    const key = target.dataset["attribute"];
    if (!actor || !game.user.isGM || !isAttributeKey(key)) return;
    await actor.update({ system: { attributeAdvancement: { [key]: { used: !actor.system.attributeAdvancement[key].used } } } });
  }

  /** GM: Danger Sense's secret situational roll (rules 4), `game.harnfudge.dangerSense(actor)`. */
  static async #onDangerSense(this: HarnFudgeCharacterSheet) {
    await game.harnfudge.dangerSense(this.actor);
  }

  /** GM: Intuition's secret situational roll (rules 4), `game.harnfudge.intuition(actor)`. */
  static async #onIntuition(this: HarnFudgeCharacterSheet) {
    await game.harnfudge.intuition(this.actor);
  }

  /** Raises a trained skill, or learns an untrained catalog skill (a new skill item at the level reached). */
  static async #onRaiseSkill(this: HarnFudgeCharacterSheet, _event: PointerEvent, target: HTMLElement) {
    const actor = this.character;
    const key = target.dataset["skillKey"];
    if (!actor || !key) return;
    const item = actor.items.get(rowItemId(target));
    const skill = isSkillItem(item) ? item : null;
    const catalog = isSkillKey(key) ? getSkill(key) : null;
    const label = skill?.name ?? (catalog ? game.i18n.localize(catalog.labelKey) : key);
    const def = catalog ? catalog.default : (skill?.system.default ?? null);
    const from = skill?.system.level ?? def;
    const check = this.#check("skill", from, skill?.system.advancement ?? { used: true, raisedInSession: null }, label);
    if (!check || check.cost === null || check.to === null) return;
    const advancement = { raisedInSession: currentSessionNumber(), used: false };
    if (skill) {
      await skill.update({ system: { level: check.to, advancement } });
    } else if (catalog) {
      await Item.implementation.create(
        {
          name: label,
          type: "skill",
          system: {
            key: catalog.key,
            category: catalog.category,
            default: catalog.default,
            level: check.to,
            perSubject: catalog.perSubject,
            specialization: target.dataset["specialization"] ?? "",
            advancement,
          },
        },
        { parent: actor },
      );
    } else return;
    await actor.update({ system: { ep: { spent: actor.system.ep.spent + check.cost } } });
    this.#notifyRaised(label, from, check.cost);
  }
}
