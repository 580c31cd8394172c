/**
 * What the character and NPC sheets share: Play / Edit mode (remembered per user and actor), the
 * sheet's DOM behaviour (behaviour/actor-sheet.ts: search, "trained only", folding, Edit mode's
 * ladders, "+", delete) wired to the documents through a SheetHost; rolling attributes, skills and
 * weapons through the roll API (shift-click skips the dialog); marking wounds, Dead and stun by
 * hand, Add wound…, Heal… and (GM) Rest…, Strenuous… and After the fight; item controls reading the
 * item id from the row; drag and drop (no duplicate skills, sorting, catalog skills dragged to the
 * hotbar); the public face only for LIMITED viewers; localized messages instead of the models' raw
 * validation errors.
 *
 * The class is registered at init and holds only what Foundry reads before a sheet renders (its
 * options, parts, the render options); every method body that runs once the sheet renders is in
 * rendered/actor-sheet.ts and rendered/actor-actions.ts, inside code.ts, which the first render
 * loads (code-loader.ts).
 */
import {
  HandlebarsActorSheet,
  type ActorRenderContext,
  type SheetDefaultOptions,
  type HandlebarsRenderOptions,
  type PrepareContextOptions,
  type TemplatePart,
} from "./base";
import { lazyActions, sheetCode } from "./code-loader";
import { LIMITED_PART } from "./parts";
import type { DeepPartial } from "fvtt-types/utils";

/** The actions of both actor sheets, each run by the function of that name in rendered/actor-actions.ts. */
export const ACTOR_SHEET_ACTIONS = [
  "rollAttribute",
  "rollSkill",
  "attack",
  "toggleWound",
  "toggleWoundFlag",
  "toggleDead",
  "addWound",
  "setStun",
  "setStunFlag",
  "itemEdit",
  "toggleEquipped",
  "toggleVariant",
  "heal",
  "rest",
  "strenuous",
  "afterFight",
] as const;

export class HarnFudgeActorSheet extends HandlebarsActorSheet {
  static override DEFAULT_OPTIONS: SheetDefaultOptions = {
    classes: ["harnfudge", "sheet", "actor"],
    position: { width: 760, height: 820 },
    window: { resizable: true },
    form: { submitOnChange: true },
    actions: lazyActions(ACTOR_SHEET_ACTIONS, (code) => code.actorSheetActions),
  };

  /** LIMITED viewers get the public face only (name, portrait, biography); everyone else every part but that one. */
  protected override _configureRenderParts(options: HandlebarsRenderOptions): Record<string, TemplatePart> {
    const parts = super._configureRenderParts(options);
    if (this.actor.limited) return { limited: LIMITED_PART };
    delete parts["limited"];
    return parts;
  }

  protected override _configureRenderOptions(options: DeepPartial<HandlebarsRenderOptions>): void {
    super._configureRenderOptions(options);
    if (options.isFirstRender && this.actor.limited) options.position = { ...options.position, width: 520, height: 560 };
  }

  /** Loads the sheets' code (code.ts) first: every later step of a render, and every click, may use it. */
  protected override async _prepareContext(options: PrepareContextOptions) {
    await sheetCode.load();
    return super._prepareContext(options);
  }

  protected override async _preparePartContext(
    partId: string,
    context: ActorRenderContext,
    options: DeepPartial<HandlebarsRenderOptions>,
  ) {
    const partContext = await super._preparePartContext(partId, context, options);
    const tab = partContext.tabs?.[partId];
    return tab ? { ...partContext, tab } : partContext;
  }

  protected override async _onFirstRender(
    context: DeepPartial<ActorRenderContext>,
    options: DeepPartial<HandlebarsRenderOptions>,
  ) {
    await super._onFirstRender(context, options);
    (await sheetCode.load()).attachActorSheet(this);
  }

  protected override async _preRender(context: DeepPartial<ActorRenderContext>, options: DeepPartial<HandlebarsRenderOptions>) {
    await super._preRender(context, options);
    if (this.rendered) (await sheetCode.load()).captureActorSheetFocus(this);
  }

  protected override async _onRender(context: DeepPartial<ActorRenderContext>, options: DeepPartial<HandlebarsRenderOptions>) {
    await super._onRender(context, options);
    (await sheetCode.load()).restoreActorSheetFocus(this);
  }

  /** Out-of-range numbers are reported in the user's language and the sheet shows the saved values again. */
  protected override _prepareSubmitData(
    event: SubmitEvent,
    form: HTMLFormElement,
    formData: foundry.applications.ux.FormDataExtended,
    updateData?: unknown,
  ): object {
    return sheetCode
      .loaded()
      .checkedActorSubmit(this, this._processFormData(event, form, formData), () =>
        super._prepareSubmitData(event, form, formData, updateData),
      );
  }

  /** Catalog skill rows have no item: they drag as a skill reference (for the hotbar). */
  protected override _onDragStart(event: DragEvent) {
    if (sheetCode.loaded().dragSkillReference(this, event)) return;
    return super._onDragStart(event);
  }

  /** A skill the actor already has (same key and specialization) is not added twice; the rest as core does (sorting included). */
  protected override async _onDropItem(event: DragEvent, item: Item.Implementation) {
    if (!(await (await sheetCode.load()).acceptsDroppedItem(this, item))) return null;
    return super._onDropItem(event, item);
  }
}
