/**
 * The sheets' keybinding: "/" puts the caret in the skill search of the HârnFudge actor sheet in
 * front (Configure Controls lists it; rebindable). Core Foundry binds no "/" (it uses Esc, Space,
 * digits, Tab, C, Shift+C, WASD/arrows, Ctrl+arrows, Page Up/Down, [ ], Delete, Alt). The sheet
 * itself also answers "/" while it has the focus (behaviour/actor-sheet.ts), whatever the binding.
 */
import { HarnFudgeActorSheet } from "./actor-sheet";
import { sheetCode } from "./code-loader";

/** The rendered HârnFudge actor sheet on top (highest z-index), if any. */
function frontSheet(): HarnFudgeActorSheet | null {
  let front: HarnFudgeActorSheet | null = null;
  for (const app of foundry.applications.instances.values()) {
    if (!(app instanceof HarnFudgeActorSheet) || !app.rendered || app.minimized) continue;
    if (!front || app.position.zIndex > front.position.zIndex) front = app;
  }
  return front;
}

export function registerSheetKeybindings(): void {
  game.keybindings.register("harnfudge", "focusSkillSearch", {
    name: "HARNFUDGE.SheetUI.Keybinding.FocusSearch.Name",
    hint: "HARNFUDGE.SheetUI.Keybinding.FocusSearch.Hint",
    editable: [{ key: "Slash" }],
    onDown: () => {
      const front = frontSheet();
      // A rendered sheet has loaded the sheets' code (its render's first step).
      return front ? sheetCode.loaded().focusSkillSearch(front.element) : false;
    },
  });
}
