/**
 * Item sheets, one per type: header, the type's fields, and the description as rich text. Number
 * inputs carry the data models' bounds; what the models would still reject (out-of-range numbers,
 * a ranged mode without a range) is reported in the user's language before the update and the
 * sheet re-renders with the saved values. The weapon sheet holds back a "Ranged" tick until a range
 * is typed (behaviour/weapon-form.ts). The classes are registered at init; what they run once
 * rendered is in code.ts, loaded by the first render (code-loader.ts).
 */
import {
  HandlebarsItemSheet,
  type ItemRenderContext,
  type HandlebarsRenderOptions,
  type PrepareContextOptions,
  type SheetDefaultOptions,
} from "./base";
import { sheetCode } from "./code-loader";
import { isRecord } from "../util/guards";
import type { FormProblem } from "./context/form-problems";
import { ITEM_BODY_TEMPLATES, ITEM_PARTS } from "./parts";
import type { DeepPartial } from "fvtt-types/utils";

export class HarnFudgeItemSheet extends HandlebarsItemSheet {
  static override DEFAULT_OPTIONS: SheetDefaultOptions = {
    classes: ["harnfudge", "sheet", "item"],
    position: { width: 540, height: 640 },
    window: { resizable: true },
    form: { submitOnChange: true },
  };

  protected override async _prepareContext(options: PrepareContextOptions) {
    const { buildItemContext, foundryI18n, plainItem } = await sheetCode.load();
    const base = await super._prepareContext(options);
    const item = plainItem(this.item);
    if (!item) return base;
    const enrichedDescription = await foundry.applications.ux.TextEditor.implementation.enrichHTML(item.system.description, {
      relativeTo: this.item,
      secrets: this.item.isOwner,
    });
    return {
      ...base,
      ...buildItemContext({
        item,
        uuid: this.item.uuid,
        editable: this.isEditable,
        enrichedDescription,
        i18n: foundryI18n(),
        isGM: game.user.isGM,
      }),
      // The skill's advancement ("used", "raised in session") is the GM's to correct (templates/item/skill.hbs).
      isGM: game.user.isGM,
    };
  }

  /** What the item's model would reject in this submission, in words the user reads. */
  #formProblems(data: Record<string, unknown>): FormProblem[] {
    const { armorFormProblems, plainItem, weaponFormProblems } = sheetCode.loaded();
    const item = plainItem(this.item);
    if (item?.type === "weapon") return weaponFormProblems(data, item.system);
    if (item?.type === "armor") return armorFormProblems(data);
    return [];
  }

  /** Problems are reported in the user's language and the sheet shows the saved values again; nothing is written. */
  protected override _prepareSubmitData(
    event: SubmitEvent,
    form: HTMLFormElement,
    formData: foundry.applications.ux.FormDataExtended,
    updateData?: unknown,
  ): object {
    const { formProblemsMessage, foundryI18n, invalidFieldsMessage } = sheetCode.loaded();
    const data = this._processFormData(event, form, formData);
    const problems = isRecord(data) ? this.#formProblems(data) : [];
    if (problems.length > 0) {
      ui.notifications?.warn(formProblemsMessage(problems, foundryI18n()));
      void this.render();
      return {};
    }
    try {
      return super._prepareSubmitData(event, form, formData, updateData);
    } catch (error) {
      const message = invalidFieldsMessage(error, [`HARNFUDGE.Item.${this.item.type}`]);
      if (!message) throw error;
      ui.notifications?.warn(message);
      void this.render();
      return {};
    }
  }

  protected override async _onFirstRender(
    context: DeepPartial<ItemRenderContext>,
    options: DeepPartial<HandlebarsRenderOptions>,
  ) {
    await super._onFirstRender(context, options);
    if (this.item.type === "weapon") (await sheetCode.load()).attachWeaponFormBehaviour(this.element);
  }

  /** Only Acute Sense takes a sense (the talent model rejects a choice on any other talent). */
  protected override _processFormData(
    event: SubmitEvent | null,
    form: HTMLFormElement,
    formData: foundry.applications.ux.FormDataExtended,
  ) {
    const data = super._processFormData(event, form, formData);
    if (this.item.type === "talent") {
      const system =
        "system" in data && typeof data.system === "object" && data.system !== null
          ? (data.system as Record<string, unknown>)
          : null;
      if (system && system["key"] !== undefined && system["key"] !== "acuteSense") system["choice"] = "";
    }
    return data;
  }
}

export class HarnFudgeSkillSheet extends HarnFudgeItemSheet {
  static override DEFAULT_OPTIONS = { classes: ["skill"] };
  static override PARTS = {
    header: ITEM_PARTS.header,
    body: { template: ITEM_BODY_TEMPLATES.skill },
    description: ITEM_PARTS.description,
  };
}

export class HarnFudgeWeaponSheet extends HarnFudgeItemSheet {
  static override DEFAULT_OPTIONS = { classes: ["weapon"], position: { width: 620, height: 720 } };
  static override PARTS = {
    header: ITEM_PARTS.header,
    body: { template: ITEM_BODY_TEMPLATES.weapon },
    description: ITEM_PARTS.description,
  };
}

export class HarnFudgeArmorSheet extends HarnFudgeItemSheet {
  static override DEFAULT_OPTIONS = { classes: ["armor"], position: { width: 480, height: 480 } };
  static override PARTS = {
    header: ITEM_PARTS.header,
    body: { template: ITEM_BODY_TEMPLATES.armor },
    description: ITEM_PARTS.description,
  };
}

export class HarnFudgeTalentSheet extends HarnFudgeItemSheet {
  static override DEFAULT_OPTIONS = { classes: ["talent"], position: { width: 480, height: 520 } };
  static override PARTS = {
    header: ITEM_PARTS.header,
    body: { template: ITEM_BODY_TEMPLATES.talent },
    description: ITEM_PARTS.description,
  };
}
