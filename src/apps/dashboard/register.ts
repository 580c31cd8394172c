/**
 * How the GM reaches the combat dashboard: a button in the combat tracker's header (GM only) and
 * `openDashboard()` (for `game.harnfudge.dashboard()` and macros). The window's code (app.ts and
 * what it imports) is loaded by a dynamic import on first use, so a world does not load it at start.
 */
import { addTrackerButton } from "../tracker-button";
import { userMay } from "../../play/gm/may";

const BUTTON_MARK = "harnfudgeDashboard";

/** Opens the GM's combat dashboard; players are told it is for the GM. */
export async function openDashboard(): Promise<void> {
  if (!userMay("gmAction")) {
    ui.notifications?.warn(game.i18n.localize("HARNFUDGE.Dashboard.GMOnly"));
    return;
  }
  const { showDashboard } = await import("./app");
  await showDashboard();
}

/** The GM's button in the combat tracker's header (tracker-button.ts). */
export function addDashboardButton(html: HTMLElement): void {
  if (!userMay("gmAction")) return;
  addTrackerButton(html, {
    mark: BUTTON_MARK,
    icon: "fa-solid fa-heart-pulse",
    label: "HARNFUDGE.Dashboard.Open",
    onClick: () => void openDashboard(),
  });
}

/** Registers the tracker button. Called once at init. */
export function registerDashboard(): void {
  Hooks.on("renderCombatTracker", (_app, html) => {
    if (html instanceof HTMLElement) addDashboardButton(html);
  });
}
