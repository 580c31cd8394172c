/**
 * What a world registers at start for the checks the GM asks for (issue 26, item 5): the "check"
 * request domain (decided on the designated GM's client, loaded on first use) and the `@Check[…]`
 * text link (CONFIG.TextEditor.enrichers: a journal page, a description or a chat message; drawn
 * by enricher.ts, loaded when a text with a link is first shown, which also listens for the
 * links' clicks from then on). The request card's controls are wired by play/chat.ts (chat.ts here).
 */
import { registerDomain } from "../gm/registry";
import { CHECK_LINK_PATTERN } from "./link-pattern";

export function registerCheckRequests(): void {
  registerDomain("check", async () => (await import("./foundry")).checkDomain);
  CONFIG.TextEditor.enrichers.push({
    pattern: CHECK_LINK_PATTERN,
    enricher: async (match) => (await import("./enricher")).enrichCheckLink(match),
  });
}
