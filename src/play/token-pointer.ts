/**
 * Names on a card that point at their tokens (issue 27, item 5), as the combat tracker's rows do:
 * hovering the name highlights the token on the canvas, a click pans the canvas to it (and selects
 * it for a user who owns it). A token on another scene, or one this user cannot see, is left alone.
 * Loaded on the first hover (attack/chat.ts wires the names).
 */
import { fromUuid } from "./services/actors";

function visibleToken(uuid: string | null | undefined): foundry.canvas.placeables.Token.Implementation | null {
  const doc = uuid ? fromUuid(uuid) : null;
  const token = doc instanceof foundry.documents.TokenDocument ? doc.object : null;
  return token && token.isVisible ? token : null;
}

function setHover(uuid: string | null, on: boolean): void {
  const token = visibleToken(uuid);
  if (!token || token.hover === on) return;
  token.hover = on;
  token.renderFlags.set({ refreshState: true });
}

function panTo(uuid: string | null): void {
  const token = visibleToken(uuid);
  if (!token || !canvas?.ready) return;
  if (token.document.isOwner) token.control({ releaseOthers: true });
  void canvas.animatePan({ x: token.center.x, y: token.center.y });
}

/** What a hover in, a hover out or a click on a name pointing at a token does. */
export function pointAt(type: string, uuid: string): void {
  if (type === "click") panTo(uuid);
  else setHover(uuid, type === "mouseover");
}
