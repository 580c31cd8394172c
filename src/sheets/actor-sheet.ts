/**
 * What the character and NPC sheets share: Play / Edit mode (remembered per user and actor), the
 * sheet's DOM behaviour (behaviour/actor-sheet.ts: search, "trained only", folding, Edit mode's
 * ladders, "+", delete) wired to the documents through a {@link SheetHost}; rolling attributes,
 * skills and weapons through the roll API (shift-click skips the dialog); marking wounds, Dead and
 * stun by hand, Add wound…, Heal… and (GM) Rest…, Strenuous… and After the fight; item controls
 * reading the item id from the row; drag and drop (no duplicate skills, sorting, catalog skills
 * dragged to the hotbar); the public face only for LIMITED viewers; localized messages instead of
 * the models' raw validation errors. The class is registered at init; what it runs once rendered
 * (context builders, behaviour, rolls) is in code.ts, loaded by its first render (code-loader.ts).
 */
import { notifyFormat } from "../util/notify";
import { isRecord } from "../util/guards";
import { STUNS_BEFORE_VERY_STUNNED, isAttributeKey, boxLevel, emptyWoundBox, type WoundBox } from "../rules";
import { isPlayable, type PlayableActor } from "../documents/guards";
import type { CreatableItem, SheetHost } from "./behaviour/actor-sheet";
import {
  HandlebarsActorSheet,
  type ActorRenderContext,
  type SheetDefaultOptions,
  type HandlebarsRenderOptions,
  type PrepareContextOptions,
  type TemplatePart,
} from "./base";
import { sheetCode } from "./code-loader";
import { SKILL_DRAG_TYPE, type SkillDragData } from "./hotbar";
import { LIMITED_PART } from "./parts";
import { rememberSheetMode, rememberedSheetMode } from "./sheet-modes";
import { defaultMode, initialViewState, withMode, type SheetMode, type SheetViewState } from "./view-state";
import type { DeepPartial } from "fvtt-types/utils";

/** The id of the item whose row holds this control (ids sit on rows only, see behaviour/actor-sheet.ts). */
export function rowItemId(control: HTMLElement): string {
  return control.closest<HTMLElement>("[data-item-id]")?.dataset["itemId"] ?? "";
}

const NEW_ITEM_NAMES: Record<CreatableItem, string> = {
  weapon: "HARNFUDGE.SheetUI.Add.NewWeapon",
  armor: "HARNFUDGE.SheetUI.Add.NewArmor",
  talent: "HARNFUDGE.SheetUI.Add.NewTalent",
  skill: "HARNFUDGE.SheetUI.Add.NewSkill",
};

export class HarnFudgeActorSheet extends HandlebarsActorSheet {
  static override DEFAULT_OPTIONS: SheetDefaultOptions = {
    classes: ["harnfudge", "sheet", "actor"],
    position: { width: 760, height: 820 },
    window: { resizable: true },
    form: { submitOnChange: true },
    actions: {
      rollAttribute: HarnFudgeActorSheet.#onRollAttribute,
      rollSkill: HarnFudgeActorSheet.#onRollSkill,
      attack: HarnFudgeActorSheet.#onAttack,
      toggleWound: HarnFudgeActorSheet.#onToggleWound,
      toggleWoundFlag: HarnFudgeActorSheet.#onToggleWoundFlag,
      toggleDead: HarnFudgeActorSheet.#onToggleDead,
      addWound: HarnFudgeActorSheet.#onAddWound,
      setStun: HarnFudgeActorSheet.#onSetStun,
      itemEdit: HarnFudgeActorSheet.#onItemEdit,
      toggleEquipped: HarnFudgeActorSheet.#onToggleEquipped,
      toggleVariant: HarnFudgeActorSheet.#onToggleVariant,
      heal: HarnFudgeActorSheet.#onHeal,
      rest: HarnFudgeActorSheet.#onRest,
      strenuous: HarnFudgeActorSheet.#onStrenuous,
      afterFight: HarnFudgeActorSheet.#onAfterFight,
    },
  };

  #view: SheetViewState | null = null;

  /** The actor as a character or NPC (the only types these sheets are registered for). */
  protected get playable(): PlayableActor | null {
    return isPlayable(this.actor) ? this.actor : null;
  }

  /** This open sheet's view state: the mode remembered for this user and actor, else the default. */
  protected get view(): SheetViewState {
    if (!this.#view) {
      const mode = rememberedSheetMode(this.actor.id ?? "") ?? defaultMode(this.actor.items.size);
      this.#view = initialViewState(mode);
    }
    if (!this.isEditable) this.#view.mode = "play";
    return this.#view;
  }

  /** The port the DOM behaviour calls: every document write of the sheet's own controls. */
  #host(): SheetHost {
    const view = () => this.view;
    return {
      get state() {
        return view();
      },
      setMode: (mode) => this.#setMode(mode),
      setSkillLevel: async (request) => {
        const actor = this.playable;
        if (actor && this.isEditable) await (await sheetCode.load()).setSkillLevel(actor, request);
      },
      createItem: (type) => this.#createItem(type),
      openCompendium: (packId) => this.#openCompendium(packId),
      deleteItem: (itemId) => this.#deleteItem(itemId),
      warn: (key, data) => notifyFormat("warn", key, data),
    };
  }

  async #setMode(mode: SheetMode) {
    if (!this.isEditable) return;
    this.#view = withMode(this.view, mode);
    await this.render();
    await rememberSheetMode(this.actor.id ?? "", mode);
  }

  async #createItem(type: CreatableItem) {
    if (!this.isEditable) return;
    await Item.implementation.create(
      { name: game.i18n.localize(NEW_ITEM_NAMES[type]), type },
      { parent: this.actor, renderSheet: true },
    );
  }

  async #openCompendium(packId: string) {
    const pack = game.packs.get(packId);
    if (!pack) {
      notifyFormat("warn", "HARNFUDGE.SheetUI.Add.NoPack", { pack: packId });
      return;
    }
    await pack.render(true);
  }

  async #deleteItem(itemId: string) {
    const item = this.actor.items.get(itemId);
    if (!item || !this.isEditable) return;
    const confirmed = await foundry.applications.api.DialogV2.confirm({
      window: { title: item.name },
      content: `<p>${game.i18n.format("HARNFUDGE.Sheet.Item.DeleteConfirm", { name: foundry.utils.escapeHTML(item.name) })}</p>`,
    });
    if (confirmed) await item.delete();
  }

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

  /** The public face's context: nothing about skills, weapons or wounds reaches a LIMITED viewer's template. */
  protected async limitedContext() {
    const { buildLimitedContext, enrich } = await sheetCode.load();
    return buildLimitedContext({
      name: this.actor.name,
      img: this.actor.img ?? "",
      enrichedBiography: isPlayable(this.actor) ? await enrich(this.actor.system.biography, this.actor) : "",
    });
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
    (await sheetCode.load()).attachActorSheetBehaviour(this.element, this.#host());
  }

  protected override async _preRender(context: DeepPartial<ActorRenderContext>, options: DeepPartial<HandlebarsRenderOptions>) {
    await super._preRender(context, options);
    if (this.rendered) (await sheetCode.load()).captureSearchFocus(this.element, this.view);
  }

  protected override async _onRender(context: DeepPartial<ActorRenderContext>, options: DeepPartial<HandlebarsRenderOptions>) {
    await super._onRender(context, options);
    (await sheetCode.load()).restoreSearchFocus(this.element, this.view);
  }

  /** Out-of-range numbers are reported in the user's language and the sheet shows the saved values again. */
  protected override _prepareSubmitData(
    event: SubmitEvent,
    form: HTMLFormElement,
    formData: foundry.applications.ux.FormDataExtended,
    updateData?: unknown,
  ): object {
    const { actorFormProblems, formProblemsMessage, foundryI18n, invalidFieldsMessage } = sheetCode.loaded();
    const data = this._processFormData(event, form, formData);
    const problems = isRecord(data) ? actorFormProblems(data) : [];
    if (problems.length > 0) {
      ui.notifications?.warn(formProblemsMessage(problems, foundryI18n()));
      void this.render();
      return {};
    }
    try {
      return super._prepareSubmitData(event, form, formData, updateData);
    } catch (error) {
      const message = invalidFieldsMessage(error, ["HARNFUDGE.Actor.common", `HARNFUDGE.Actor.${this.actor.type}`]);
      if (!message) throw error;
      ui.notifications?.warn(message);
      void this.render();
      return {};
    }
  }

  static async #onRollAttribute(this: HarnFudgeActorSheet, event: PointerEvent, target: HTMLElement) {
    const key = target.dataset["attribute"];
    if (!isAttributeKey(key)) return;
    await (await sheetCode.load()).rollAttribute(this.actor, key, { skipDialog: event.shiftKey });
  }

  static async #onRollSkill(this: HarnFudgeActorSheet, event: PointerEvent, target: HTMLElement) {
    const key = target.dataset["skillKey"];
    if (!key) return;
    const specialization = target.dataset["specialization"] || undefined;
    await (await sheetCode.load()).rollSkill(this.actor, key, { skipDialog: event.shiftKey, specialization });
  }

  static async #onAttack(this: HarnFudgeActorSheet, event: PointerEvent, target: HTMLElement) {
    const weapon = this.actor.items.get(rowItemId(target));
    if (!weapon) return;
    const mode = target.dataset["mode"] === "ranged" ? "ranged" : "melee";
    await (await sheetCode.load()).attackWithWeapon(this.actor, weapon, { mode, skipDialog: event.shiftKey });
  }

  /** Writes the wound track's boxes back (an ArrayField is updated whole). */
  async #updateBoxes(change: (boxes: WoundBox[]) => void) {
    const actor = this.playable;
    if (!actor || !this.isEditable) return;
    const boxes = actor.system.wounds.boxes.map((b) => ({ ...b }));
    change(boxes);
    await actor.update({ system: { wounds: { boxes } } });
  }

  /** Marks an empty box with its own level (rules 3.4.5) or clears a marked one. */
  static async #onToggleWound(this: HarnFudgeActorSheet, _event: PointerEvent, target: HTMLElement) {
    const index = Number(target.dataset["index"]);
    if (!Number.isInteger(index)) return;
    await this.#updateBoxes((boxes) => {
      const box = boxes[index];
      if (!box) return;
      boxes[index] = box.marked ? emptyWoundBox() : { ...emptyWoundBox(), marked: true, severity: boxLevel(index) };
    });
  }

  /** Toggles a marked wound's open / infected flag (rules 3.4.8). */
  static async #onToggleWoundFlag(this: HarnFudgeActorSheet, _event: PointerEvent, target: HTMLElement) {
    const index = Number(target.dataset["index"]);
    const flag = target.dataset["flag"];
    if (!Number.isInteger(index) || (flag !== "open" && flag !== "infected")) return;
    await this.#updateBoxes((boxes) => {
      const box = boxes[index];
      if (box?.marked) boxes[index] = { ...box, [flag]: !box[flag] };
    });
  }

  /** The Dead box, drawn like the others (rules 3.4.5). */
  static async #onToggleDead(this: HarnFudgeActorSheet) {
    const actor = this.playable;
    if (!actor || !this.isEditable) return;
    await actor.update({ system: { wounds: { dead: !actor.system.wounds.dead } } });
  }

  /** Add wound… (falls, poison): a level and open/closed, through the rules core's markWound, one update. */
  static async #onAddWound(this: HarnFudgeActorSheet) {
    const actor = this.playable;
    if (!actor || !this.isEditable) return;
    await (await sheetCode.load()).addWound(actor);
  }

  /** Clicking stun pip n sets n marks, or n − 1 when it is the last marked one (rules 3.4.6). */
  static async #onSetStun(this: HarnFudgeActorSheet, _event: PointerEvent, target: HTMLElement) {
    const actor = this.playable;
    const index = Number(target.dataset["index"]);
    if (!actor || !this.isEditable || !Number.isInteger(index)) return;
    const current = actor.system.stun.stuns;
    const stuns = Math.min(STUNS_BEFORE_VERY_STUNNED, current === index + 1 ? index : index + 1);
    await actor.update({ system: { stun: { stuns } } });
  }

  /** Heal… (rules 3.4.7): the healing dialog through the play API, `game.harnfudge.heal(actor)`. */
  static async #onHeal(this: HarnFudgeActorSheet) {
    await game.harnfudge.heal(this.actor);
  }

  /** Rest… (GM): `game.harnfudge.rest(actor)` asks for the days and rests the wounds. */
  static async #onRest(this: HarnFudgeActorSheet) {
    if (!game.user.isGM) return;
    await game.harnfudge.rest(this.actor);
  }

  /** Strenuous… (GM, rules 3.4.7): `game.harnfudge.strenuous(actor)` asks the difficulty and rolls Health. */
  static async #onStrenuous(this: HarnFudgeActorSheet) {
    if (!game.user.isGM) return;
    await game.harnfudge.strenuous(this.actor);
  }

  /** After the fight (GM, rules 3.4.8): infection rolls and clearing for wounds taken outside the tracker. */
  static async #onAfterFight(this: HarnFudgeActorSheet) {
    if (!game.user.isGM) return;
    await game.harnfudge.afterTheFight(this.actor);
  }

  static async #onItemEdit(this: HarnFudgeActorSheet, _event: PointerEvent, target: HTMLElement) {
    const item = this.actor.items.get(rowItemId(target));
    await item?.sheet?.render(true);
  }

  static async #onToggleEquipped(this: HarnFudgeActorSheet, _event: PointerEvent, target: HTMLElement) {
    const item = this.actor.items.get(rowItemId(target));
    if (!item || !this.isEditable || (item.type !== "armor" && item.type !== "weapon")) return;
    const plain = (await sheetCode.load()).plainItem(item);
    if (plain?.type === "armor" || plain?.type === "weapon") await item.update({ system: { equipped: !plain.system.equipped } });
  }

  /** A weapon's variant on or off (rules 3.5.1: the Roundshield's spike, a martial art). */
  static async #onToggleVariant(this: HarnFudgeActorSheet, _event: PointerEvent, target: HTMLElement) {
    const item = this.actor.items.get(rowItemId(target));
    const { plainItem } = await sheetCode.load();
    const plain = item ? plainItem(item) : null;
    if (!item || !this.isEditable || plain?.type !== "weapon") return;
    await item.update({ system: { variant: { active: !plain.system.variant.active } } });
  }

  /** Catalog skill rows have no item: they drag as a skill reference (for the hotbar). */
  protected override _onDragStart(event: DragEvent) {
    const target = event.currentTarget instanceof HTMLElement ? event.currentTarget : null;
    const key = target?.dataset["skillKey"];
    if (target && key && !target.dataset["itemId"]) {
      const data: SkillDragData = {
        type: SKILL_DRAG_TYPE,
        actorUuid: this.actor.uuid,
        key,
        specialization: target.dataset["specialization"] ?? "",
      };
      event.dataTransfer?.setData("text/plain", JSON.stringify(data));
      return;
    }
    return super._onDragStart(event);
  }

  /** A skill the actor already has (same key and specialization) is not added twice; the rest as core does (sorting included). */
  protected override async _onDropItem(event: DragEvent, item: Item.Implementation) {
    if (!this.actor.isOwner) return null;
    if (item.parent?.uuid !== this.actor.uuid) {
      const { duplicateSkill, plainItem, plainItems } = await sheetCode.load();
      const dropped = plainItem(item);
      if (dropped?.type === "skill") {
        const existing = duplicateSkill(plainItems(this.actor), {
          key: dropped.system.key,
          specialization: dropped.system.specialization,
        });
        if (existing) {
          notifyFormat("info", "HARNFUDGE.Sheet.Notify.DuplicateSkill", { name: this.actor.name, skill: existing.name });
          return null;
        }
      }
    }
    return super._onDropItem(event, item);
  }
}
