/**
 * What a sheet's untrained skill row carries when it is dragged (to the hotbar, or elsewhere): the
 * drag type and its data. Shared by the sheet that starts the drag, the hotbar's drop check and the
 * macro it makes (hotbar-macro.ts, loaded on first use).
 */
export const SKILL_DRAG_TYPE = "HarnFudgeSkill";

/** Drag data of a skill row that has no item (an untrained catalog skill). */
export interface SkillDragData {
  type: typeof SKILL_DRAG_TYPE;
  actorUuid: string;
  key: string;
  specialization: string;
}
