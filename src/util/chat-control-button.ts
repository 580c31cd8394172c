/**
 * A GM's button among the chat controls (the end-of-session flag, the world clock). `root` is the
 * chat log (renderChatLog) or the chat controls themselves (renderChatInput); core moves the
 * controls between the sidebar, the notification area and a pop-out, so they are looked up in
 * `root` first, then in its document. compat's chatControlsSlot knows where a button goes in v13's
 * and v14's markup. Idempotent: a button already there (by its data attribute) is not added twice.
 */
import { chatControlsSlot } from "../compat";

export interface ChatControlButton {
  /** The button's data attribute (`data-harnfudge-session`), which marks it as ours. */
  attribute: string;
  /** FontAwesome classes of its icon. */
  icon: string;
  /** Its tooltip and accessible name (a localization key). */
  label: string;
  onClick(): void;
}

/** Adds the button (the caller decides who sees it: the policy table, gm/may.ts). */
export function addChatControlButton(root: HTMLElement, spec: ChatControlButton): void {
  const slot = chatControlsSlot(root) ?? chatControlsSlot(root.ownerDocument);
  if (!slot || slot.parent.querySelector(`[${spec.attribute}]`)) return;
  const button = slot.parent.ownerDocument.createElement("button");
  button.type = "button";
  button.className = `ui-control icon ${spec.icon}`;
  button.setAttribute(spec.attribute, "");
  const label = game.i18n.localize(spec.label);
  button.dataset["tooltip"] = label;
  button.setAttribute("aria-label", label);
  button.addEventListener("click", spec.onClick);
  if (slot.after) slot.after.after(button);
  else slot.parent.append(button);
}
