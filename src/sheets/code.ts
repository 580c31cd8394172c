/**
 * The sheets' code that runs only once a sheet renders: context builders, the DOM behaviour, form
 * checks, rolling, raising. The sheet classes Foundry registers at init (actor-sheet.ts,
 * character-sheet.ts, npc-sheet.ts, item-sheet.ts) reach it through code-loader.ts, so a world
 * loads it with the first sheet it opens, not at start.
 */
export { rollAttribute, rollSkill } from "../rolls/api";
export { attackWithWeapon } from "../play/attack/client";
export { askRaise, raisesNeedApproval } from "../play/raises/client";
export { planRaise } from "../play/raises/plan";
export { raiseLabel, raiserFacts, targetLabel, writeRaise } from "../play/raises/write";
export { addWound } from "./add-wound";
export { attachActorSheetBehaviour } from "./behaviour/actor-sheet";
export { attachWeaponFormBehaviour } from "./behaviour/weapon-form";
export { captureSearchFocus, focusSkillSearch, restoreSearchFocus } from "./behaviour/skill-filter";
export { buildCharacterContext } from "./context/character";
export { creationTalentKeys } from "./context/creation";
export { actorFormProblems, armorFormProblems, formProblemsMessage, weaponFormProblems } from "./context/form-problems";
export { buildItemContext } from "./context/items";
export { buildLimitedContext, buildNpcContext } from "./context/npc";
export { duplicateSkill } from "./context/skills";
export { characterInput, currentSessionNumber, enrich, foundryI18n, npcInput, plainItem, plainItems } from "./data";
export { invalidFieldsMessage } from "./form-errors";
export { setSkillLevel } from "./skill-learning";
export { ensureOnDemandStyles } from "../lazy/styles";
