/**
 * The GM's end-of-session button among the chat controls; the tool itself (client.ts) loads
 * when the button is first clicked.
 */
import { addChatControlButton } from "../../util/chat-control-button";
import { userMay } from "../gm/may";

function openSessionTool(): void {
  void import("./client").then((session) => session.endSession());
}

/** The GM's end-of-session button among the chat controls (util/chat-control-button.ts). Idempotent. */
export function addSessionButton(root: HTMLElement): void {
  if (!userMay("gmAction")) return;
  addChatControlButton(root, {
    attribute: "data-harnfudge-session",
    icon: "fa-solid fa-flag-checkered",
    label: "HARNFUDGE.Session.Open",
    onClick: openSessionTool,
  });
}

export function registerSessionButton(): void {
  Hooks.on("renderChatLog", (_app: unknown, html: HTMLElement) => addSessionButton(html));
  // Core fires this when it (re)places the chat controls (sidebar, notification area, pop-out).
  Hooks.on("renderChatInput", (_app, elements) => {
    const controls = elements["#chat-controls"];
    if (controls) addSessionButton(controls);
  });
}
