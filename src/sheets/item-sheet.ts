/** Item sheets, one per type: header, the type's fields, and the description as rich text. */
import { HandlebarsItemSheet, type PrepareContextOptions, type SheetDefaultOptions } from "./base";
import { buildItemContext } from "./context/items";
import { foundryI18n, plainItem } from "./data";
import { ITEM_BODY_TEMPLATES, ITEM_PARTS } from "./parts";

export class HarnFudgeItemSheet extends HandlebarsItemSheet {
  static override DEFAULT_OPTIONS: SheetDefaultOptions = {
    classes: ["harnfudge", "sheet", "item"],
    position: { width: 540, height: 640 },
    window: { resizable: true },
    form: { submitOnChange: true },
  };

  protected override async _prepareContext(options: PrepareContextOptions) {
    const base = await super._prepareContext(options);
    const item = plainItem(this.item);
    if (!item) return base;
    const enrichedDescription = await foundry.applications.ux.TextEditor.implementation.enrichHTML(item.system.description, {
      relativeTo: this.item,
      secrets: this.item.isOwner,
    });
    return {
      ...base,
      ...buildItemContext({ item, uuid: this.item.uuid, editable: this.isEditable, enrichedDescription, i18n: foundryI18n() }),
    };
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
