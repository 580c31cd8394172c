/**
 * The actor sheets' code that runs once a sheet renders (the class, actor-sheet.ts, calls it): the
 * sheet's view state (Play / Edit mode, search, folding), the port its DOM behaviour writes
 * through, the NPC sheet's context and the public face for LIMITED viewers, the checked form
 * submit, and drag and drop.
 */
import { notifyFormat } from "../../util/notify";
import { confirmDialog } from "../../util/form-dialog";
import { isPlayable, type PlayableActor } from "../../documents/guards";
import type { HarnFudgeActorSheet } from "../actor-sheet";
import type { ActorRenderContext } from "../base";
import { attachActorSheetBehaviour, type CreatableItem, type SheetHost } from "../behaviour/actor-sheet";
import { captureSearchFocus, restoreSearchFocus } from "../behaviour/skill-filter";
import { actorFormProblems } from "../context/form-problems";
import { buildLimitedContext, buildNpcContext } from "../context/npc";
import { duplicateSkill } from "../context/skills";
import { enrich, npcInput, plainItem, plainItems } from "../data";
import { SKILL_DRAG_TYPE, type SkillDragData } from "../skill-drag";
import { rememberSheetMode, rememberedSheetMode } from "../sheet-modes";
import { setSkillLevel } from "../skill-learning";
import { defaultMode, initialViewState, withMode, type SheetMode, type SheetViewState } from "../view-state";
import { checkedSubmit } from "./checked-submit";
import { isRecord } from "../../util/guards";

const views = new WeakMap<HarnFudgeActorSheet, SheetViewState>();

/** An open sheet's view state: the mode remembered for this user and actor, else the default; Play when not editable. */
export function sheetView(sheet: HarnFudgeActorSheet): SheetViewState {
  let view = views.get(sheet);
  if (!view) {
    view = initialViewState(rememberedSheetMode(sheet.actor.id ?? "") ?? defaultMode(sheet.actor.items.size));
    views.set(sheet, view);
  }
  if (!sheet.isEditable) view.mode = "play";
  return view;
}

/** The sheet's actor as a character or NPC (the only types these sheets are registered for). */
export function playableOf(sheet: HarnFudgeActorSheet): PlayableActor | null {
  return isPlayable(sheet.actor) ? sheet.actor : null;
}

const NEW_ITEM_NAMES: Record<CreatableItem, string> = {
  weapon: "HARNFUDGE.SheetUI.Add.NewWeapon",
  armor: "HARNFUDGE.SheetUI.Add.NewArmor",
  talent: "HARNFUDGE.SheetUI.Add.NewTalent",
  skill: "HARNFUDGE.SheetUI.Add.NewSkill",
};

async function setMode(sheet: HarnFudgeActorSheet, mode: SheetMode) {
  if (!sheet.isEditable) return;
  views.set(sheet, withMode(sheetView(sheet), mode));
  await sheet.render();
  await rememberSheetMode(sheet.actor.id ?? "", mode);
}

async function createItem(sheet: HarnFudgeActorSheet, type: CreatableItem) {
  if (!sheet.isEditable) return;
  await Item.implementation.create(
    { name: game.i18n.localize(NEW_ITEM_NAMES[type]), type },
    { parent: sheet.actor, renderSheet: true },
  );
}

async function openCompendium(packId: string) {
  const pack = game.packs.get(packId);
  if (!pack) {
    notifyFormat("warn", "HARNFUDGE.SheetUI.Add.NoPack", { pack: packId });
    return;
  }
  await pack.render(true);
}

async function deleteItem(sheet: HarnFudgeActorSheet, itemId: string) {
  const item = sheet.actor.items.get(itemId);
  if (!item || !sheet.isEditable) return;
  // In the sheet's own window (a detached one on v14); the text is escaped by confirmDialog.
  const confirmed = await confirmDialog({
    title: item.name,
    text: game.i18n.format("HARNFUDGE.Sheet.Item.DeleteConfirm", { name: item.name }),
    origin: sheet.element,
  });
  if (confirmed) await item.delete();
}

/** The port the DOM behaviour calls: every document write of the sheet's own controls. */
function host(sheet: HarnFudgeActorSheet): SheetHost {
  return {
    get state() {
      return sheetView(sheet);
    },
    setMode: (mode) => setMode(sheet, mode),
    setSkillLevel: async (request) => {
      const actor = playableOf(sheet);
      if (actor && sheet.isEditable) await setSkillLevel(actor, request);
    },
    createItem: (type) => createItem(sheet, type),
    openCompendium: (packId) => openCompendium(packId),
    deleteItem: (itemId) => deleteItem(sheet, itemId),
    warn: (key, data) => notifyFormat("warn", key, data),
  };
}

/**
 * A fight starting or ending (or the actor joining or leaving it) shows or hides the raise buttons:
 * the open sheet renders again, and stops listening once closed.
 */
function followCombat(sheet: HarnFudgeActorSheet): void {
  const refresh = () => {
    if (sheet.rendered) void sheet.render();
  };
  const hooks = [
    ["combatStart", Hooks.on("combatStart", refresh)],
    ["deleteCombat", Hooks.on("deleteCombat", refresh)],
    ["createCombatant", Hooks.on("createCombatant", refresh)],
    ["deleteCombatant", Hooks.on("deleteCombatant", refresh)],
  ] as const;
  sheet.addEventListener(
    "close",
    () => {
      for (const [name, id] of hooks) Hooks.off(name, id);
    },
    { once: true },
  );
}

/** The first render: the DOM behaviour, attached once to the sheet's element; the raise buttons follow the fights. */
export function attachActorSheet(sheet: HarnFudgeActorSheet): void {
  attachActorSheetBehaviour(sheet.element, host(sheet));
  if (sheet.actor.type === "character") followCombat(sheet);
}

export function captureActorSheetFocus(sheet: HarnFudgeActorSheet): void {
  captureSearchFocus(sheet.element, sheetView(sheet));
}

export function restoreActorSheetFocus(sheet: HarnFudgeActorSheet): void {
  restoreSearchFocus(sheet.element, sheetView(sheet));
}

/** The public face's context: nothing about skills, weapons or wounds reaches a LIMITED viewer's template. */
export async function limitedContext(sheet: HarnFudgeActorSheet) {
  const actor = playableOf(sheet);
  return buildLimitedContext({
    name: sheet.actor.name,
    img: sheet.actor.img ?? "",
    enrichedBiography: actor ? await enrich(actor.system.biography, actor) : "",
  });
}

/** The NPC sheet's context on top of core's (`base`). */
export async function npcSheetContext(sheet: HarnFudgeActorSheet, base: ActorRenderContext) {
  if (sheet.actor.limited) return { ...base, ...(await limitedContext(sheet)) };
  const actor = playableOf(sheet);
  if (!actor) return base;
  return { ...base, ...buildNpcContext(await npcInput(actor, sheet.isEditable, sheetView(sheet))) };
}

/** The form's submission, with out-of-range numbers reported instead of written. */
export function checkedActorSubmit(sheet: HarnFudgeActorSheet, data: object, submit: () => object): object {
  const problems = isRecord(data) ? actorFormProblems(data) : [];
  return checkedSubmit(sheet, problems, ["HARNFUDGE.Actor.common", `HARNFUDGE.Actor.${sheet.actor.type}`], submit);
}

/** A catalog skill row (no item) drags as a skill reference for the hotbar; false for any other row (core drags it). */
export function dragSkillReference(sheet: HarnFudgeActorSheet, event: DragEvent): boolean {
  const target = event.currentTarget instanceof HTMLElement ? event.currentTarget : null;
  const key = target?.dataset["skillKey"];
  if (!target || !key || target.dataset["itemId"]) return false;
  const data: SkillDragData = {
    type: SKILL_DRAG_TYPE,
    actorUuid: sheet.actor.uuid,
    key,
    specialization: target.dataset["specialization"] ?? "",
  };
  event.dataTransfer?.setData("text/plain", JSON.stringify(data));
  return true;
}

/** Whether core may take the dropped item: not for a non-owner, nor a skill the actor already has (then it says so). */
export async function acceptsDroppedItem(sheet: HarnFudgeActorSheet, item: Item.Implementation): Promise<boolean> {
  if (!sheet.actor.isOwner) return false;
  if (item.parent?.uuid === sheet.actor.uuid) return true;
  const dropped = plainItem(item);
  const existing =
    dropped?.type === "skill"
      ? duplicateSkill(plainItems(sheet.actor), { key: dropped.system.key, specialization: dropped.system.specialization })
      : null;
  if (existing) notifyFormat("info", "HARNFUDGE.Sheet.Notify.DuplicateSkill", { name: sheet.actor.name, skill: existing.name });
  return !existing;
}
