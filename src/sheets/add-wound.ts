/**
 * Add wound… (a fall, poison, fire: rules 3.4.5 as in combat): the user picks a level and whether the
 * wound is open; the rules core's markWound places it (the lowest free box at or above its level,
 * overflowing into worse boxes, death when none is left) on the designated GM's client, in the
 * actor's write queue like every other wound write (play/track-edit), in one actor update.
 */
import type { WoundLevel } from "../rules";
import { editTrack } from "../play/track-edit";
import type { PlayableActor } from "../documents/guards";
import { addWoundContext, chosenWoundLevel } from "./context/add-wound";
import { SHEET_DIALOG_TEMPLATES } from "./parts";
import { formDialog } from "../util/form-dialog";

export const ADD_WOUND_TEMPLATE = SHEET_DIALOG_TEMPLATES[0];

export async function addWound(actor: PlayableActor): Promise<void> {
  const content = await foundry.applications.handlebars.renderTemplate(ADD_WOUND_TEMPLATE, addWoundContext());
  const choice = await formDialog<{ level: WoundLevel; open: boolean }>({
    window: {
      title: game.i18n.format("HARNFUDGE.SheetUI.Wounds.AddWoundTitle", { name: actor.name }),
      icon: "fa-solid fa-user-injured",
    },
    className: "harnfudge-add-wound",
    width: 380,
    content,
    submit: { action: "add", label: "HARNFUDGE.SheetUI.Wounds.Add", icon: "fa-solid fa-user-injured" },
    read: (form) => {
      const level = form.elements.namedItem("level");
      const open = form.elements.namedItem("open");
      const value = chosenWoundLevel(level instanceof HTMLSelectElement ? level.value : null);
      return value ? { level: value, open: open instanceof HTMLInputElement && open.checked } : null;
    },
  });
  if (!choice) return;
  await editTrack(actor, { kind: "addWound", level: choice.level, open: choice.open });
}
