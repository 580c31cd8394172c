/**
 * The character sheet's code that runs once it renders (the class, character-sheet.ts, calls it):
 * its context, raising a trait, and its own click actions (CHARACTER_SHEET_ACTIONS names them).
 */
import { notifyFormat } from "../../util/notify";
import { confirmDialog } from "../../util/form-dialog";
import { isAttributeKey, raiseTargetKey } from "../../rules";
import { formatData } from "../../i18n/format";
import { isCharacter } from "../../documents/guards";
import {
  askRaise,
  planRaise,
  raiseLabel,
  raiserFacts,
  raisesNeedApproval,
  type RaiseTarget,
  targetLabel,
  writeRaise,
} from "../../play/raises";
import type { ActorRenderContext } from "../base";
import type { CHARACTER_SHEET_ACTIONS, HarnFudgeCharacterSheet } from "../character-sheet";
import type { SheetAction } from "../code-loader";
import { buildCharacterContext } from "../context/character";
import { creationTalentKeys } from "../context/creation";
import { characterInput, currentSessionNumber, plainItems } from "../data";
import { rowItemId } from "./actor-actions";
import { limitedContext, sheetView } from "./actor-sheet";
import { userMay } from "../../play/gm/may";

function characterOf(sheet: HarnFudgeCharacterSheet): Actor.OfType<"character"> | null {
  return isCharacter(sheet.actor) ? sheet.actor : null;
}

/** The sheet's context on top of core's (`base`); `tabs` prepares the tab group's navigation. */
export async function characterSheetContext(
  sheet: HarnFudgeCharacterSheet,
  base: ActorRenderContext,
  tabs: () => Record<string, foundry.applications.api.ApplicationV2.Tab>,
) {
  if (sheet.actor.limited) return { ...base, ...(await limitedContext(sheet)) };
  const actor = characterOf(sheet);
  if (!actor) return base;
  const context = buildCharacterContext(await characterInput(actor, sheet.isEditable, sheetView(sheet)));
  return { ...base, ...context, tabs: tabs() };
}

/**
 * Raises a trait one level (rules 1.4) through the rules core's check (raises/plan.ts, the same
 * check the GM's client makes when it accepts a request): refused with every reason; with the
 * GM's approval required (world setting) the raise becomes a request card instead.
 */
async function raise(sheet: HarnFudgeCharacterSheet, target: RaiseTarget) {
  const actor = characterOf(sheet);
  if (!actor || !sheet.isEditable) return;
  const approval = raisesNeedApproval();
  const planned = planRaise(raiserFacts(actor), target, {
    session: currentSessionNumber(),
    allowDebt: userMay("raiseDecide") || approval,
  });
  if (!planned.ok) {
    const reason = planned.problems.map((p) => game.i18n.format(p.code, formatData(p.data, game.i18n))).join(" ");
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

export const characterSheetActions: Record<(typeof CHARACTER_SHEET_ACTIONS)[number], SheetAction<HarnFudgeCharacterSheet>> = {
  async raiseAttribute(sheet, _event, target) {
    const key = target.dataset["attribute"];
    if (isAttributeKey(key)) await raise(sheet, { kind: "attribute", key });
  },

  /** Raises a trained skill, or learns an untrained catalog skill (a new skill item at the level reached). */
  async raiseSkill(sheet, _event, target) {
    const key = target.dataset["skillKey"];
    if (!key) return;
    const itemId = rowItemId(target);
    await raise(sheet, { kind: "skill", key, specialization: target.dataset["specialization"] ?? "", itemId: itemId || null });
  },

  /** GM: toggles an attribute's "used since the last raise" (rules 1.4); rolling it sets it by itself. */
  async toggleAttributeUsed(sheet, _event, target) {
    const actor = characterOf(sheet);
    const key = target.dataset["attribute"];
    if (!actor || !game.user.isGM || !isAttributeKey(key)) return;
    await actor.update({ system: { attributeAdvancement: { [key]: { used: !actor.system.attributeAdvancement[key].used } } } });
  },

  /** GM: Danger Sense's secret situational roll (rules 4), `game.harnfudge.dangerSense(actor)`. */
  async dangerSense(sheet) {
    await game.harnfudge.dangerSense(sheet.actor);
  },

  /** GM: Intuition's secret situational roll (rules 4), `game.harnfudge.intuition(actor)`. */
  async intuition(sheet) {
    await game.harnfudge.intuition(sheet.actor);
  },

  /** GM: marks a Lucky reroll made outside the system (rules 4), `game.harnfudge.markLuckyUsed(actor)`. */
  async luckyMark(sheet) {
    await game.harnfudge.markLuckyUsed(sheet.actor);
  },

  /**
   * Marks character creation finished (rules 1.3, 1.4): the owner or the GM, after a confirmation
   * (a player cannot take it back). The talents held now are recorded: any later one is warned
   * about (rules 4). One actor update.
   */
  async finishCreation(sheet) {
    const actor = characterOf(sheet);
    if (!actor || !sheet.isEditable || actor.system.creation.finished) return;
    const confirmed = await confirmDialog({
      title: game.i18n.localize("HARNFUDGE.SheetPlay.Creation.Finish"),
      text: game.i18n.format(game.user.isGM ? "HARNFUDGE.SheetPlay.Creation.ConfirmGM" : "HARNFUDGE.SheetPlay.Creation.Confirm", {
        name: actor.name,
      }),
      origin: sheet.element,
    });
    if (!confirmed) return;
    await actor.update({ system: { creation: { finished: true, talents: creationTalentKeys(plainItems(actor)) } } });
  },

  /** GM: reopens character creation (the budget and starting limits apply again). One actor update. */
  async reopenCreation(sheet) {
    const actor = characterOf(sheet);
    if (!actor) return;
    if (!game.user.isGM) {
      ui.notifications?.warn(game.i18n.localize("HARNFUDGE.Notify.GMOnly"));
      return;
    }
    await actor.update({ system: { creation: { finished: false, talents: [] } } });
  },
};
