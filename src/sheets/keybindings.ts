/**
 * The sheets' keybinding: "/" puts the caret in the skill search of the HârnFudge actor sheet in
 * front, switching to the Skills tab when another tab is shown (Configure Controls lists it;
 * rebindable). Its defaults are the keys that type "/" on US/UK, German-style and French keyboards
 * (search-key.ts); core Foundry binds none of them (it uses Esc, Space, the digits without Shift,
 * Tab, C, Shift+C, WASD/arrows, Ctrl+arrows, Page Up/Down, [ ], Delete, Alt). The sheet itself
 * also answers "/" while it has the focus (behaviour/actor-sheet.ts), whatever the binding.
 */
import { HarnFudgeActorSheet } from "./actor-sheet";
import { sheetCode } from "./code-loader";
import { SEARCH_KEY_DEFAULTS, pressMeansSearch } from "./search-key";

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
  const shift = foundry.helpers.interaction.KeyboardManager.MODIFIER_KEYS.SHIFT;
  game.keybindings.register("harnfudge", "focusSkillSearch", {
    name: "HARNFUDGE.SheetUI.Keybinding.FocusSearch.Name",
    hint: "HARNFUDGE.SheetUI.Keybinding.FocusSearch.Hint",
    editable: SEARCH_KEY_DEFAULTS.map((d) => ({ key: d.code, modifiers: d.shift ? [shift] : [] })),
    onDown: (context) => {
      if (!pressMeansSearch(context.event)) return false;
      const front = frontSheet();
      // A rendered sheet has loaded the sheets' code (its render's first step).
      return front ? sheetCode.loaded().focusSkillSearch(front.element) : false;
    },
  });
}
