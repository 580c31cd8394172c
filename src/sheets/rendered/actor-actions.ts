/**
 * The actor sheets' click actions (ACTOR_SHEET_ACTIONS in actor-sheet.ts names them): rolling
 * attributes, skills and weapons through the roll API (the user's "Roll without dialogs", Shift
 * doing the opposite; each dialog opens in the sheet's window); marking
 * wounds, Dead and stun by hand; Add wound…, Heal… and (GM) Rest…, Strenuous… and After the fight;
 * the item controls, which read the item id from the row.
 */
import { STUNS_BEFORE_VERY_STUNNED, isAttributeKey, boxLevel, emptyWoundBox, type WoundBox } from "../../rules";
import { attackWithWeapon } from "../../play/attack/client";
import { rollAttribute, rollSkill } from "../../rolls/api";
import { skipsDialog } from "../../rolls/skip-dialog";
import type { ACTOR_SHEET_ACTIONS, HarnFudgeActorSheet } from "../actor-sheet";
import { addWound } from "../add-wound";
import type { SheetAction } from "../code-loader";
import { plainItem } from "../data";
import { playableOf } from "./actor-sheet";

/** The id of the item whose row holds this control (ids sit on rows only, see behaviour/actor-sheet.ts). */
export function rowItemId(control: HTMLElement): string {
  return control.closest<HTMLElement>("[data-item-id]")?.dataset["itemId"] ?? "";
}

/** Writes the wound track's boxes back (an ArrayField is updated whole). */
async function updateBoxes(sheet: HarnFudgeActorSheet, change: (boxes: WoundBox[]) => void) {
  const actor = playableOf(sheet);
  if (!actor || !sheet.isEditable) return;
  const boxes = actor.system.wounds.boxes.map((b) => ({ ...b }));
  change(boxes);
  await actor.update({ system: { wounds: { boxes } } });
}

export const actorSheetActions: Record<(typeof ACTOR_SHEET_ACTIONS)[number], SheetAction<HarnFudgeActorSheet>> = {
  async rollAttribute(sheet, event, target) {
    const key = target.dataset["attribute"];
    if (!isAttributeKey(key)) return;
    await rollAttribute(sheet.actor, key, { skipDialog: skipsDialog(event), origin: target });
  },

  async rollSkill(sheet, event, target) {
    const key = target.dataset["skillKey"];
    if (!key) return;
    const specialization = target.dataset["specialization"] || undefined;
    await rollSkill(sheet.actor, key, { skipDialog: skipsDialog(event), specialization, origin: target });
  },

  async attack(sheet, event, target) {
    const weapon = sheet.actor.items.get(rowItemId(target));
    if (!weapon) return;
    const mode = target.dataset["mode"] === "ranged" ? "ranged" : "melee";
    await attackWithWeapon(sheet.actor, weapon, { mode, skipDialog: skipsDialog(event), origin: target });
  },

  /** Marks an empty box with its own level (rules 3.4.5) or clears a marked one. */
  async toggleWound(sheet, _event, target) {
    const index = Number(target.dataset["index"]);
    if (!Number.isInteger(index)) return;
    await updateBoxes(sheet, (boxes) => {
      const box = boxes[index];
      if (!box) return;
      boxes[index] = box.marked ? emptyWoundBox() : { ...emptyWoundBox(), marked: true, severity: boxLevel(index) };
    });
  },

  /** Toggles a marked wound's open / infected flag (rules 3.4.8). */
  async toggleWoundFlag(sheet, _event, target) {
    const index = Number(target.dataset["index"]);
    const flag = target.dataset["flag"];
    if (!Number.isInteger(index) || (flag !== "open" && flag !== "infected")) return;
    await updateBoxes(sheet, (boxes) => {
      const box = boxes[index];
      if (box?.marked) boxes[index] = { ...box, [flag]: !box[flag] };
    });
  },

  /** The Dead box, drawn like the others (rules 3.4.5). */
  async toggleDead(sheet) {
    const actor = playableOf(sheet);
    if (!actor || !sheet.isEditable) return;
    await actor.update({ system: { wounds: { dead: !actor.system.wounds.dead } } });
  },

  /** Add wound… (falls, poison): a level and open/closed, through the rules core's markWound, one update. */
  async addWound(sheet) {
    const actor = playableOf(sheet);
    if (!actor || !sheet.isEditable) return;
    await addWound(actor);
  },

  /** Clicking stun pip n sets n marks, or n − 1 when it is the last marked one (rules 3.4.6). */
  async setStun(sheet, _event, target) {
    const actor = playableOf(sheet);
    const index = Number(target.dataset["index"]);
    if (!actor || !sheet.isEditable || !Number.isInteger(index)) return;
    const current = actor.system.stun.stuns;
    const stuns = Math.min(STUNS_BEFORE_VERY_STUNNED, current === index + 1 ? index : index + 1);
    await actor.update({ system: { stun: { stuns } } });
  },

  async itemEdit(sheet, _event, target) {
    const item = sheet.actor.items.get(rowItemId(target));
    await item?.sheet?.render(true);
  },

  async toggleEquipped(sheet, _event, target) {
    const item = sheet.actor.items.get(rowItemId(target));
    if (!item || !sheet.isEditable || (item.type !== "armor" && item.type !== "weapon")) return;
    const plain = plainItem(item);
    if (plain?.type === "armor" || plain?.type === "weapon") await item.update({ system: { equipped: !plain.system.equipped } });
  },

  /** A weapon's variant on or off (rules 3.5.1: the Roundshield's spike, a martial art). */
  async toggleVariant(sheet, _event, target) {
    const item = sheet.actor.items.get(rowItemId(target));
    const plain = item ? plainItem(item) : null;
    if (!item || !sheet.isEditable || plain?.type !== "weapon") return;
    await item.update({ system: { variant: { active: !plain.system.variant.active } } });
  },

  /** Heal… (rules 3.4.7): the healing dialog through the play API, `game.harnfudge.heal(actor)`, in the sheet's window. */
  async heal(sheet, _event, target) {
    await game.harnfudge.heal(sheet.actor, { origin: target });
  },

  /** Rest… (GM): `game.harnfudge.rest(actor)` asks for the days and rests the wounds. */
  async rest(sheet) {
    if (!game.user.isGM) return;
    await game.harnfudge.rest(sheet.actor);
  },

  /** Strenuous… (GM, rules 3.4.7): `game.harnfudge.strenuous(actor)` asks the difficulty and rolls Health. */
  async strenuous(sheet) {
    if (!game.user.isGM) return;
    await game.harnfudge.strenuous(sheet.actor);
  },

  /** After the fight (GM, rules 3.4.8): infection rolls and clearing for wounds taken outside the tracker. */
  async afterFight(sheet) {
    if (!game.user.isGM) return;
    await game.harnfudge.afterTheFight(sheet.actor);
  },
};
