/**
 * "The lower of two skills" (rules 1.1.2.4) as a choice in the roll dialog: rolling Lockcraft,
 * Metalcraft, Masonry or Engineering, the dialog offers the task the rules roll on the lower of two
 * of them — constructing locks and small mechanisms (Lockcraft, Metalcraft), buildings and bridges
 * (Masonry, Engineering) — at the level the rules core's combinedSkillLevel gives; a task the
 * character cannot attempt (an untrained skill of default None) is not offered.
 */
import { COMBINED_SKILL_TASKS, canAttemptSkill, combinedSkillLevel, combinedTasksOf } from "../rules";
import type { Localizer } from "../i18n/format";
import type { RollTask } from "./dialog-view";

/** The tasks offered for rolling `skill` (none for most skills), from the character's trained levels. */
export function skillTasks(skill: string, trainedLevel: (key: string) => number | null, i18n: Localizer): RollTask[] {
  const name = (key: string) => i18n.localize(`HARNFUDGE.Skill.${key}`);
  return combinedTasksOf(skill).flatMap((task) => {
    const [first, second] = COMBINED_SKILL_TASKS[task];
    const trained = { [first]: trainedLevel(first), [second]: trainedLevel(second) };
    if (![first, second].every((k) => canAttemptSkill(k, trained[k] ?? null))) return [];
    const { level } = combinedSkillLevel(task, trained);
    return [
      {
        id: task,
        label: i18n.localize(`HARNFUDGE.Dialog.TaskName.${task}`),
        hint: i18n.format("HARNFUDGE.Dialog.TaskLower", { first: name(first), second: name(second) }),
        rollLabel: i18n.format("HARNFUDGE.Dialog.TaskRoll", {
          skill: name(skill),
          task: i18n.localize(`HARNFUDGE.Dialog.TaskShort.${task}`),
        }),
        level,
      },
    ];
  });
}
