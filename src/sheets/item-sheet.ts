/**
 * Item sheets, one per type: header, the type's fields, and the description as rich text. Number
 * inputs carry the data models' bounds; what the models would still reject (out-of-range numbers,
 * a ranged mode without a range) is reported in the user's language before the update and the
 * sheet re-renders with the saved values. The weapon sheet holds back a "Ranged" tick until a range
 * is typed (behaviour/weapon-form.ts). The classes are registered at init and hold what Foundry
 * reads before a render (options, parts); their method bodies are in rendered/item-sheet.ts,
 * loaded by the first render (code-loader.ts).
 */
import {
  HandlebarsItemSheet,
  type ItemRenderContext,
  type HandlebarsRenderOptions,
  type PrepareContextOptions,
  type SheetDefaultOptions,
} from "./base";
import { sheetCode } from "./code-loader";
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
    const code = await sheetCode.load();
    return code.itemSheetContext(this, await super._prepareContext(options));
  }

  /** Problems are reported in the user's language and the sheet shows the saved values again; nothing is written. */
  protected override _prepareSubmitData(
    event: SubmitEvent,
    form: HTMLFormElement,
    formData: foundry.applications.ux.FormDataExtended,
    updateData?: unknown,
  ): object {
    return sheetCode
      .loaded()
      .checkedItemSubmit(this, this._processFormData(event, form, formData), () =>
        super._prepareSubmitData(event, form, formData, updateData),
      );
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
    return sheetCode.loaded().withTalentChoiceChecked(this.item, super._processFormData(event, form, formData));
  }
}

const part = (type: keyof typeof ITEM_BODY_TEMPLATES) => ({
  header: ITEM_PARTS.header,
  body: { template: ITEM_BODY_TEMPLATES[type] },
  description: ITEM_PARTS.description,
});

export class HarnFudgeSkillSheet extends HarnFudgeItemSheet {
  static override DEFAULT_OPTIONS = { classes: ["skill"] };
  static override PARTS = part("skill");
}

export class HarnFudgeWeaponSheet extends HarnFudgeItemSheet {
  static override DEFAULT_OPTIONS = { classes: ["weapon"], position: { width: 620, height: 720 } };
  static override PARTS = part("weapon");
}

export class HarnFudgeArmorSheet extends HarnFudgeItemSheet {
  static override DEFAULT_OPTIONS = { classes: ["armor"], position: { width: 480, height: 480 } };
  static override PARTS = part("armor");
}

export class HarnFudgeTalentSheet extends HarnFudgeItemSheet {
  static override DEFAULT_OPTIONS = { classes: ["talent"], position: { width: 480, height: 520 } };
  static override PARTS = part("talent");
}
