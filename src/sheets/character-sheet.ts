/**
 * The character sheet: header, always-visible wound track, and tabs for skills, combat, talents,
 * character points / experience and biography. The context is built by buildCharacterContext from
 * plain data; raising a trait goes through play/raises (the rules core's checkRaise; a request to
 * the GM when raises need approval); the creation mark is set by the owner or the GM, cleared by
 * the GM only. Its code beyond the class is in code.ts, loaded by the first render.
 */
import { notifyFormat } from "../util/notify";
import { isAttributeKey, raiseTargetKey } from "../rules";
import { isCharacter } from "../documents/guards";
import type { RaiseTarget } from "../play/raises/plan";
import { HarnFudgeActorSheet, rowItemId } from "./actor-sheet";
import type { PrepareContextOptions } from "./base";
import { sheetCode } from "./code-loader";
import { CHARACTER_TABS, CHARACTER_TAB_GROUP, CHARACTER_TAB_LABEL_PREFIX } from "./context/tabs";
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
      finishCreation: HarnFudgeCharacterSheet.#onFinishCreation,
      reopenCreation: HarnFudgeCharacterSheet.#onReopenCreation,
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
    const { buildCharacterContext, characterInput } = await sheetCode.load();
    const context = buildCharacterContext(await characterInput(actor, this.isEditable, this.view));
    return { ...base, ...context, tabs: this._prepareTabs(CHARACTER_TAB_GROUP) };
  }

  /**
   * Raises a trait one level (rules 1.4) through the rules core's check (raises/plan.ts, the same
   * check the GM's client makes when it accepts a request): refused with every reason; with the
   * GM's approval required (world setting) the raise becomes a request card instead.
   */
  async #raise(target: RaiseTarget) {
    const actor = this.character;
    if (!actor || !this.isEditable) return;
    const { askRaise, currentSessionNumber, planRaise, raiseLabel, raiserFacts, raisesNeedApproval, targetLabel, writeRaise } =
      await sheetCode.load();
    const approval = raisesNeedApproval();
    const planned = planRaise(raiserFacts(actor), target, {
      session: currentSessionNumber(),
      allowDebt: game.user.isGM || approval,
    });
    if (!planned.ok) {
      const reason = planned.problems
        .map((p) => game.i18n.format(p.code, Object.fromEntries(Object.entries(p.data).map(([k, v]) => [k, String(v)]))))
        .join(" ");
      notifyFormat("warn", "HARNFUDGE.Sheet.Notify.RaiseRefused", { trait: targetLabel(actor, target), reason });
      return;
    }
    const { plan } = planned;
    const label = raiseLabel(plan);
    if (approval) {
      await askRaise(actor, target, plan, label);
      return;
    }
    await writeRaise(actor, plan);
    notifyFormat("info", "HARNFUDGE.Sheet.Notify.Raised", {
      trait: label,
      level: game.i18n.localize(raiseTargetKey(plan.from)),
      cost: String(plan.cost),
    });
  }

  static async #onRaiseAttribute(this: HarnFudgeCharacterSheet, _event: PointerEvent, target: HTMLElement) {
    const key = target.dataset["attribute"];
    if (isAttributeKey(key)) await this.#raise({ kind: "attribute", key });
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
    const key = target.dataset["skillKey"];
    if (!key) return;
    const itemId = rowItemId(target);
    await this.#raise({ kind: "skill", key, specialization: target.dataset["specialization"] ?? "", itemId: itemId || null });
  }

  /**
   * Marks character creation finished (rules 1.3, 1.4): the owner or the GM, after a confirmation
   * (a player cannot take it back). The talents held now are recorded: any later one is warned
   * about (rules 4). One actor update.
   */
  static async #onFinishCreation(this: HarnFudgeCharacterSheet) {
    const actor = this.character;
    if (!actor || !this.isEditable || actor.system.creation.finished) return;
    const confirmed = await foundry.applications.api.DialogV2.confirm({
      window: { title: "HARNFUDGE.SheetPlay.Creation.Finish" },
      content: `<p>${foundry.utils.escapeHTML(
        game.i18n.format(game.user.isGM ? "HARNFUDGE.SheetPlay.Creation.ConfirmGM" : "HARNFUDGE.SheetPlay.Creation.Confirm", {
          name: actor.name,
        }),
      )}</p>`,
      rejectClose: false,
    });
    if (confirmed !== true) return;
    const { creationTalentKeys, plainItems } = await sheetCode.load();
    await actor.update({ system: { creation: { finished: true, talents: creationTalentKeys(plainItems(actor)) } } });
  }

  /** GM: reopens character creation (the budget and starting limits apply again). One actor update. */
  static async #onReopenCreation(this: HarnFudgeCharacterSheet) {
    const actor = this.character;
    if (!actor) return;
    if (!game.user.isGM) {
      ui.notifications?.warn(game.i18n.localize("HARNFUDGE.Notify.GMOnly"));
      return;
    }
    await actor.update({ system: { creation: { finished: false, talents: [] } } });
  }
}
