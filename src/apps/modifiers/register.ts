/**
 * How the GM reaches the lasting modifiers (issue 26): a button in the combat tracker's header
 * (GM only), beside the dashboard's, and `openLastingModifiers()` (for
 * `game.harnfudge.lastingModifiers()` and macros). The window's code loads on first use.
 */
import { addTrackerButton } from "../tracker-button";
import { userMay } from "../../play/gm/may";

const BUTTON_MARK = "harnfudgeLasting";

/** Opens the GM's lasting modifiers; players are told it is for the GM. */
export async function openLastingModifiers(): Promise<void> {
  if (!userMay("gmAction")) {
    ui.notifications?.warn(game.i18n.localize("HARNFUDGE.Lasting.GMOnly"));
    return;
  }
  const { showLastingModifiers } = await import("./app");
  await showLastingModifiers();
}

/** The GM's button in the combat tracker's header, beside the dashboard's (tracker-button.ts). */
export function addLastingButton(html: HTMLElement): void {
  if (!userMay("gmAction")) return;
  addTrackerButton(html, {
    mark: BUTTON_MARK,
    icon: "fa-solid fa-cloud-moon",
    label: "HARNFUDGE.Lasting.Open",
    onClick: () => void openLastingModifiers(),
  });
}

/** Registers the tracker button. Called once at init. */
export function registerLastingModifiers(): void {
  Hooks.on("renderCombatTracker", (_app, html) => {
    if (html instanceof HTMLElement) addLastingButton(html);
  });
}
