/**
 * The GM's end-of-session button among the chat controls; the tool itself (client.ts) loads
 * when the button is first clicked.
 */
import { chatControlsSlot } from "../../compat";
import { userMay } from "../gm/may";

function openSessionTool(): void {
  void import("./client").then((session) => session.endSession());
}

/**
 * The GM's button among the chat controls. `root` is the chat log (renderChatLog) or the chat
 * controls themselves (renderChatInput); core moves the controls between the sidebar, the
 * notification area and a pop-out, so they are looked up in `root` first, then in its document.
 * compat's chatControlsSlot knows where a button goes in v13's and v14's markup. Idempotent.
 */
export function addSessionButton(root: HTMLElement): void {
  if (!userMay("gmAction")) return;
  const slot = chatControlsSlot(root) ?? chatControlsSlot(root.ownerDocument);
  if (!slot || slot.parent.querySelector("[data-harnfudge-session]")) return;
  const button = slot.parent.ownerDocument.createElement("button");
  button.type = "button";
  button.className = "ui-control icon fa-solid fa-flag-checkered";
  button.dataset["harnfudgeSession"] = "";
  button.dataset["tooltip"] = game.i18n.localize("HARNFUDGE.Session.Open");
  button.setAttribute("aria-label", game.i18n.localize("HARNFUDGE.Session.Open"));
  button.addEventListener("click", openSessionTool);
  if (slot.after) slot.after.after(button);
  else slot.parent.append(button);
}

export function registerSessionButton(): void {
  Hooks.on("renderChatLog", (_app: unknown, html: HTMLElement) => addSessionButton(html));
  // Core fires this when it (re)places the chat controls (sidebar, notification area, pop-out).
  Hooks.on("renderChatInput", (_app, elements) => {
    const controls = elements["#chat-controls"];
    if (controls) addSessionButton(controls);
  });
}
