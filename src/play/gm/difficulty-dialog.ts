/**
 * The small dialog in which the GM picks a difficulty for one of the GM's own actions (strenuous
 * activity, a round of poisonous gas): the feature's template holds a select named "difficulty"
 * over the ladder; Roll returns its level, Cancel or closing returns null. Loaded only with the
 * features' asking code.
 */
import { isElementOf } from "../../compat";

export interface DifficultyDialog {
  /** Localization keys of the window's title and the Roll button, the window's icon and classes. */
  title: string;
  icon: string;
  classes: string[];
  rollLabel: string;
  /** The rendered template. */
  content: string;
}

/** Shows the dialog; the level picked, or null when cancelled. */
export async function askDifficulty(dialog: DifficultyDialog): Promise<number | null> {
  let difficulty: number | null = null;
  await foundry.applications.api.DialogV2.wait({
    window: { title: dialog.title, icon: dialog.icon },
    classes: dialog.classes,
    content: dialog.content,
    buttons: [
      {
        action: "roll",
        label: dialog.rollLabel,
        icon: "fa-solid fa-dice",
        default: true,
        callback: (_event, button) => {
          const field = button.form?.elements.namedItem("difficulty");
          const value = isElementOf(field, HTMLSelectElement) ? Number(field.value) : NaN;
          difficulty = Number.isInteger(value) ? value : null;
        },
      },
      { action: "cancel", label: "HARNFUDGE.Dialog.Cancel", icon: "fa-solid fa-xmark" },
    ],
    rejectClose: false,
  });
  return difficulty;
}
