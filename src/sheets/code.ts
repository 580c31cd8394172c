/**
 * The sheets' code that runs only once a sheet renders: the sheet classes' method bodies
 * (rendered/), with the context builders, the DOM behaviour, form checks, rolling and raising they
 * use. The sheet classes Foundry registers at init (actor-sheet.ts, character-sheet.ts,
 * npc-sheet.ts, item-sheet.ts) reach it through code-loader.ts, so a world loads it with the first
 * sheet it opens, not at start.
 */
export { actorSheetActions } from "./rendered/actor-actions";
export {
  acceptsDroppedItem,
  attachActorSheet,
  captureActorSheetFocus,
  checkedActorSubmit,
  dragSkillReference,
  npcSheetContext,
  restoreActorSheetFocus,
} from "./rendered/actor-sheet";
export { characterSheetActions, characterSheetContext } from "./rendered/character-sheet";
export { checkedItemSubmit, itemSheetContext, withTalentChoiceChecked } from "./rendered/item-sheet";
export { attachWeaponFormBehaviour } from "./behaviour/weapon-form";
export { focusSkillSearch } from "./behaviour/skill-filter";
export { ensureOnDemandStyles } from "../lazy/styles";
