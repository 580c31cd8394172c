/**
 * The item sheets' code that runs once a sheet renders (the classes, item-sheet.ts, call it): the
 * context, the checked form submit, and the talent's sense choice.
 */
import type { ItemRenderContext } from "../base";
import { armorFormProblems, weaponFormProblems, type FormProblem } from "../context/form-problems";
import { buildItemContext } from "../context/items";
import { plainItem } from "../data";
import { foundryI18n } from "../foundry-i18n";
import type { HarnFudgeItemSheet } from "../item-sheet";
import { checkedSubmit } from "./checked-submit";
import { isRecord } from "../../util/guards";

/** The sheet's context on top of core's (`base`). */
export async function itemSheetContext(sheet: HarnFudgeItemSheet, base: ItemRenderContext) {
  const item = plainItem(sheet.item);
  if (!item) return base;
  const enrichedDescription = await foundry.applications.ux.TextEditor.implementation.enrichHTML(item.system.description, {
    relativeTo: sheet.item,
    secrets: sheet.item.isOwner,
  });
  return {
    ...base,
    ...buildItemContext({
      item,
      uuid: sheet.item.uuid,
      editable: sheet.isEditable,
      enrichedDescription,
      i18n: foundryI18n(),
      isGM: game.user.isGM,
    }),
    // The skill's advancement ("used", "raised in session") is the GM's to correct (templates/item/skill.hbs).
    isGM: game.user.isGM,
  };
}

/** What the item's model would reject in this submission, in words the user reads. */
function formProblems(sheet: HarnFudgeItemSheet, data: Record<string, unknown>): FormProblem[] {
  const item = plainItem(sheet.item);
  if (item?.type === "weapon") return weaponFormProblems(data, item.system);
  if (item?.type === "armor") return armorFormProblems(data);
  return [];
}

/** The form's submission, with what the model would reject reported instead of written. */
export function checkedItemSubmit(sheet: HarnFudgeItemSheet, data: object, submit: () => object): object {
  const problems = isRecord(data) ? formProblems(sheet, data) : [];
  return checkedSubmit(sheet, problems, [`HARNFUDGE.Item.${sheet.item.type}`], submit);
}

/** Only Acute Sense takes a sense: a talent's form data with any other talent's choice cleared. */
export function withTalentChoiceChecked<D extends object>(item: Item.Implementation, data: D): D {
  if (item.type !== "talent" || !("system" in data) || !isRecord(data.system)) return data;
  const system = data.system;
  if (system["key"] !== undefined && system["key"] !== "acuteSense") system["choice"] = "";
  return data;
}
