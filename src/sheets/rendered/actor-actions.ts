/**
 * The actor sheets' click actions (ACTOR_SHEET_ACTIONS in actor-sheet.ts names them): rolling
 * attributes, skills and weapons through the roll API (the user's "Roll without dialogs", Shift
 * doing the opposite; each dialog opens in the sheet's window); marking
 * wounds, Dead and stun by hand; Add wound…, Heal… and (GM) Rest…, Strenuous… and After the fight;
 * the item controls, which read the item id from the row.
 */
import { STUNS_BEFORE_VERY_STUNNED, isAttributeKey } from "../../rules";
import { editTrack, type TrackEdit } from "../../play/track-edit";
import type { PlayableActor } from "../../documents/guards";
import { loadAttackClient } from "../../play/attack";
import { rollAttribute, rollSkill } from "../../rolls/api";
import { skipsDialog } from "../../rolls/skip-dialog";
import type { ACTOR_SHEET_ACTIONS, HarnFudgeActorSheet } from "../actor-sheet";
import { addWound } from "../add-wound";
import type { SheetAction } from "../code-loader";
import { plainItem } from "../data";
import { playableOf } from "./actor-sheet";
import { userMayOrSay } from "../../play/gm/may";

/** The id of the item whose row holds this control (ids sit on rows only, see behaviour/actor-sheet.ts). */
export function rowItemId(control: HTMLElement): string {
  return control.closest<HTMLElement>("[data-item-id]")?.dataset["itemId"] ?? "";
}

/**
 * Sends a hand edit of the actor's wound or stun track to the GM's write queue (play/track-edit),
 * where every wound write is decided, so a click during an Apply can neither erase its wound nor
 * block its Undo. Each edit names the state wanted (this box marked), not a toggle.
 */
async function editTracks(sheet: HarnFudgeActorSheet, edit: (actor: PlayableActor) => TrackEdit | null): Promise<void> {
  const actor = playableOf(sheet);
  const wanted = actor && sheet.isEditable ? edit(actor) : null;
  if (actor && wanted) await editTrack(actor, wanted);
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
    await (
      await loadAttackClient()
    ).attackWithWeapon(sheet.actor, weapon, { mode, skipDialog: skipsDialog(event), origin: target });
  },

  /** Marks an empty box with its own level (rules 3.4.5) or clears a marked one. */
  async toggleWound(sheet, _event, target) {
    const index = Number(target.dataset["index"]);
    if (!Number.isInteger(index)) return;
    await editTracks(sheet, (actor) => {
      const box = actor.system.wounds.boxes[index];
      return box ? { kind: "box", index, marked: !box.marked } : null;
    });
  },

  /** Toggles a marked wound's open / infected flag (rules 3.4.8). */
  async toggleWoundFlag(sheet, _event, target) {
    const index = Number(target.dataset["index"]);
    const flag = target.dataset["flag"];
    if (!Number.isInteger(index) || (flag !== "open" && flag !== "infected")) return;
    await editTracks(sheet, (actor) => {
      const box = actor.system.wounds.boxes[index];
      return box?.marked ? { kind: "flag", index, flag, on: !box[flag] } : null;
    });
  },

  /** The Dead box, drawn like the others (rules 3.4.5). */
  async toggleDead(sheet) {
    await editTracks(sheet, (actor) => ({ kind: "dead", dead: !actor.system.wounds.dead }));
  },

  /** Add wound… (falls, poison): a level and open/closed, through the rules core's markWound, in the GM's queue. */
  async addWound(sheet) {
    const actor = playableOf(sheet);
    if (!actor || !sheet.isEditable) return;
    await addWound(actor);
  },

  /** Clicking stun pip n sets n marks, or n − 1 when it is the last marked one (rules 3.4.6). */
  async setStun(sheet, _event, target) {
    const index = Number(target.dataset["index"]);
    if (!Number.isInteger(index)) return;
    await editTracks(sheet, (actor) => {
      const current = actor.system.stun.stuns;
      return { kind: "stuns", stuns: Math.min(STUNS_BEFORE_VERY_STUNNED, current === index + 1 ? index : index + 1) };
    });
  },

  /** Very stunned or Knocked out ticked or cleared by hand (rules 3.4.6). */
  async setStunFlag(sheet, _event, target) {
    const flag = target.dataset["flag"];
    if (flag !== "veryStunned" && flag !== "knockedOut") return;
    await editTracks(sheet, (actor) => ({ kind: "stunFlag", flag, on: !actor.system.stun[flag] }));
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
    if (!userMayOrSay("healGM")) return;
    await game.harnfudge.rest(sheet.actor);
  },

  /** Strenuous… (GM, rules 3.4.7): `game.harnfudge.strenuous(actor)` asks the difficulty and rolls Health. */
  async strenuous(sheet) {
    if (!userMayOrSay("gmAction")) return;
    await game.harnfudge.strenuous(sheet.actor);
  },

  /** After the fight (GM, rules 3.4.8): infection rolls and clearing for wounds taken outside the tracker. */
  async afterFight(sheet) {
    if (!userMayOrSay("gmAction")) return;
    await game.harnfudge.afterTheFight(sheet.actor);
  },
};
