/**
 * The two base classes every HârnFudge sheet extends: Foundry's ActorSheetV2 / ItemSheetV2 with
 * HandlebarsApplicationMixin applied.
 *
 * WHY THE CAST. Writing `class X extends HandlebarsApplicationMixin(ActorSheetV2)` makes tsc
 * (fvtt-types 13.345) fail with TS2589 "Type instantiation is excessively deep" after 1–3 minutes
 * and about 3 GB of memory: checking a class against the intersection the mixin's type returns
 * (`typeof HandlebarsApplication & typeof ActorSheetV2`, full of `this`-dependent render-context
 * types) never finishes. So the mixin is applied ONCE here, its result widened (a checked
 * assignment) to the plain sheet class, and then cast down to a declared class that states, with
 * concrete types, what the mixin adds (PARTS, `parts`, `_preparePartContext`, …) and the v13
 * drag-and-drop methods ActorSheetV2 has at runtime but fvtt-types does not declare. The declared
 * classes have no runtime existence; they only give the sheets a cheap, exact base type.
 * This is the one place Foundry's sheet types are cast; see docs/sheets.md.
 */
import type { DeepPartial } from "fvtt-types/utils";

const { HandlebarsApplicationMixin } = foundry.applications.api;
const { ActorSheetV2, ItemSheetV2 } = foundry.applications.sheets;

export type TemplatePart = foundry.applications.api.HandlebarsApplicationMixin.HandlebarsTemplatePart;
export type HandlebarsRenderOptions = foundry.applications.api.HandlebarsApplicationMixin.RenderOptions &
  foundry.applications.api.DocumentSheetV2.RenderOptions;
export type ActorRenderContext = foundry.applications.sheets.ActorSheetV2.RenderContext;
export type ItemRenderContext = foundry.applications.api.DocumentSheetV2.RenderContext<Item.Implementation>;
/** The type of a sheet's DEFAULT_OPTIONS (subclasses' options are merged into their parent's by Foundry). */
export type SheetDefaultOptions = foundry.applications.api.DocumentSheetV2.DefaultOptions;
export type PrepareContextOptions = DeepPartial<HandlebarsRenderOptions> & { isFirstRender: boolean };

/** What HandlebarsApplicationMixin adds to ActorSheetV2, plus ActorSheetV2's v13 drag-and-drop methods. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- a declared class is a type with no runtime value; `typeof` of it is the cast target below.
declare class HandlebarsActorSheetBase extends ActorSheetV2 {
  static PARTS: Record<string, TemplatePart>;
  get parts(): Record<string, HTMLElement>;
  protected _configureRenderParts(options: HandlebarsRenderOptions): Record<string, TemplatePart>;
  protected _preparePartContext(
    partId: string,
    context: ActorRenderContext,
    options: DeepPartial<HandlebarsRenderOptions>,
  ): Promise<ActorRenderContext>;
  /** ActorSheetV2 (v13): dragstart on `.draggable` elements with `data-item-id` / `data-effect-id`. */
  protected _onDragStart(event: DragEvent): Promise<void> | void;
  /** ActorSheetV2 (v13): an Item dropped on the sheet; sorts when it already belongs to the actor. */
  protected _onDropItem(event: DragEvent, item: Item.Implementation): Promise<unknown>;
  /** ActorSheetV2 (v13): re-sorts an owned item relative to the drop target's `data-item-id`. */
  protected _onSortItem(event: DragEvent, item: Item.Implementation): Promise<unknown>;
}

/** What HandlebarsApplicationMixin adds to ItemSheetV2. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- as above: only its type is used.
declare class HandlebarsItemSheetBase extends ItemSheetV2 {
  static PARTS: Record<string, TemplatePart>;
  get parts(): Record<string, HTMLElement>;
  protected _configureRenderParts(options: HandlebarsRenderOptions): Record<string, TemplatePart>;
  protected _preparePartContext(
    partId: string,
    context: ItemRenderContext,
    options: DeepPartial<HandlebarsRenderOptions>,
  ): Promise<ItemRenderContext>;
}

const mixedActorSheet: typeof ActorSheetV2 = HandlebarsApplicationMixin(ActorSheetV2);
const mixedItemSheet: typeof ItemSheetV2 = HandlebarsApplicationMixin(ItemSheetV2);

/** `HandlebarsApplicationMixin(ActorSheetV2)`, typed by {@link HandlebarsActorSheetBase}. */
export const HandlebarsActorSheet = mixedActorSheet as typeof HandlebarsActorSheetBase;
/** `HandlebarsApplicationMixin(ItemSheetV2)`, typed by {@link HandlebarsItemSheetBase}. */
export const HandlebarsItemSheet = mixedItemSheet as typeof HandlebarsItemSheetBase;
