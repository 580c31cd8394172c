/**
 * How the GM reaches the world clock: a button among the chat controls (GMs only, beside the
 * end-of-session flag) and `openClock()` (`game.harnfudge.clock()`, macros). The window's code
 * (app.ts) loads on first use.
 */
import { addChatControlButton } from "../../util/chat-control-button";
import { userMay } from "../../play/gm/may";

/** Opens the GM clock; players are told it is for the GM. */
export async function openClock(): Promise<void> {
  if (!userMay("gmAction")) {
    ui.notifications?.warn(game.i18n.localize("HARNFUDGE.Clock.GMOnly"));
    return;
  }
  const { showClock } = await import("./app");
  await showClock();
}

function addClockButton(root: HTMLElement): void {
  if (!userMay("gmAction")) return;
  addChatControlButton(root, {
    attribute: "data-harnfudge-clock",
    icon: "fa-solid fa-clock",
    label: "HARNFUDGE.Clock.Open",
    onClick: () => void openClock(),
  });
}

/** Registers the chat-controls button. Called once at init. */
export function registerClock(): void {
  Hooks.on("renderChatLog", (_app: unknown, html: HTMLElement) => addClockButton(html));
  Hooks.on("renderChatInput", (_app, elements) => {
    const controls = elements["#chat-controls"];
    if (controls) addClockButton(controls);
  });
}
