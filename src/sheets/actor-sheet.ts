/**
 * What the character and NPC sheets share: rolling attributes, skills and weapons through the
 * roll API (shift-click skips the dialog), marking wounds and stun by hand, Heal… and (GM) Rest…
 * through the play API, item controls, and drag and drop (no duplicate skills, sorting, catalog
 * skills dragged to the hotbar).
 */
import { attackWithWeapon, rollAttribute, rollSkill } from "../rolls/api";
import { ATTRIBUTE_KEYS, STUNS_BEFORE_VERY_STUNNED, boxLevel, emptyWoundBox, type AttributeKey, type WoundBox } from "../rules";
import { isPlayable, type PlayableActor } from "../documents/guards";
import { HandlebarsActorSheet, type ActorRenderContext, type SheetDefaultOptions, type HandlebarsRenderOptions } from "./base";
import { duplicateSkill } from "./context/skills";
import { plainItem, plainItems } from "./data";
import { SKILL_DRAG_TYPE, type SkillDragData } from "./hotbar";
import type { DeepPartial } from "fvtt-types/utils";

function isAttributeKey(value: unknown): value is AttributeKey {
  return typeof value === "string" && (ATTRIBUTE_KEYS as readonly string[]).includes(value);
}

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
      setStun: HarnFudgeActorSheet.#onSetStun,
      itemEdit: HarnFudgeActorSheet.#onItemEdit,
      itemDelete: HarnFudgeActorSheet.#onItemDelete,
      toggleEquipped: HarnFudgeActorSheet.#onToggleEquipped,
      heal: HarnFudgeActorSheet.#onHeal,
      rest: HarnFudgeActorSheet.#onRest,
    },
  };

  /** The actor as a character or NPC (the only types these sheets are registered for). */
  protected get playable(): PlayableActor | null {
    return isPlayable(this.actor) ? this.actor : null;
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

  static async #onRollAttribute(this: HarnFudgeActorSheet, event: PointerEvent, target: HTMLElement) {
    const key = target.dataset["attribute"];
    if (!isAttributeKey(key)) return;
    await rollAttribute(this.actor, key, { skipDialog: event.shiftKey });
  }

  static async #onRollSkill(this: HarnFudgeActorSheet, event: PointerEvent, target: HTMLElement) {
    const key = target.dataset["skillKey"];
    if (!key) return;
    const specialization = target.dataset["specialization"] || undefined;
    await rollSkill(this.actor, key, { skipDialog: event.shiftKey, specialization });
  }

  static async #onAttack(this: HarnFudgeActorSheet, event: PointerEvent, target: HTMLElement) {
    const weapon = this.actor.items.get(target.dataset["itemId"] ?? "");
    if (!weapon) return;
    const mode = target.dataset["mode"] === "ranged" ? "ranged" : "melee";
    await attackWithWeapon(this.actor, weapon, { mode, skipDialog: event.shiftKey });
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

  static async #onItemEdit(this: HarnFudgeActorSheet, _event: PointerEvent, target: HTMLElement) {
    const item = this.actor.items.get(target.dataset["itemId"] ?? "");
    await item?.sheet?.render(true);
  }

  static async #onItemDelete(this: HarnFudgeActorSheet, _event: PointerEvent, target: HTMLElement) {
    const item = this.actor.items.get(target.dataset["itemId"] ?? "");
    if (!item || !this.isEditable) return;
    const confirmed = await foundry.applications.api.DialogV2.confirm({
      window: { title: item.name },
      content: `<p>${game.i18n.format("HARNFUDGE.Sheet.Item.DeleteConfirm", { name: foundry.utils.escapeHTML(item.name) })}</p>`,
    });
    if (confirmed) await item.delete();
  }

  static async #onToggleEquipped(this: HarnFudgeActorSheet, _event: PointerEvent, target: HTMLElement) {
    const item = this.actor.items.get(target.dataset["itemId"] ?? "");
    if (!item || !this.isEditable || (item.type !== "armor" && item.type !== "weapon")) return;
    const plain = plainItem(item);
    if (plain?.type === "armor" || plain?.type === "weapon") await item.update({ system: { equipped: !plain.system.equipped } });
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
      const dropped = plainItem(item);
      if (dropped?.type === "skill") {
        const existing = duplicateSkill(plainItems(this.actor), {
          key: dropped.system.key,
          specialization: dropped.system.specialization,
        });
        if (existing) {
          ui.notifications?.info(
            game.i18n.format("HARNFUDGE.Sheet.Notify.DuplicateSkill", { name: this.actor.name, skill: existing.name }),
          );
          return null;
        }
      }
    }
    return super._onDropItem(event, item);
  }
}
