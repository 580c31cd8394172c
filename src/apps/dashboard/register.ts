/**
 * How the GM reaches the combat dashboard: a button in the combat tracker's header (GM only) and
 * `openDashboard()` (for `game.harnfudge.dashboard()` and macros). The window's code (app.ts and
 * what it imports) is loaded by a dynamic import on first use, so a world does not load it at start.
 */

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

/**
 * The GM's button in the combat tracker's header (docked and popped out): after the encounter
 * navigation (v13's `nav.encounters`), or at the end of the header where that is missing.
 */
export function addDashboardButton(html: HTMLElement): void {
  if (!userMay("gmAction")) return;
  const header = html.querySelector<HTMLElement>(".combat-tracker-header") ?? (html.matches("header") ? html : null);
  if (!header || header.querySelector("[data-harnfudge-dashboard]")) return;
  const label = game.i18n.localize("HARNFUDGE.Dashboard.Open");
  const button = document.createElement("button");
  button.type = "button";
  button.className = "inline-control icon fa-solid fa-heart-pulse";
  button.dataset[BUTTON_MARK] = "";
  button.dataset["tooltip"] = label;
  button.setAttribute("aria-label", label);
  button.addEventListener("click", (event) => {
    event.preventDefault();
    void openDashboard();
  });
  const nav = header.querySelector<HTMLElement>("nav.encounters");
  (nav ?? header).append(button);
}

/** Registers the tracker button. Called once at init. */
export function registerDashboard(): void {
  Hooks.on("renderCombatTracker", (_app, html) => {
    if (html instanceof HTMLElement) addDashboardButton(html);
  });
}
