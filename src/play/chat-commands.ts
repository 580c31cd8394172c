/**
 * The `chatMessage` hook for `/sit`, `/session`, `/afterfight`, `/contest` and `/gas` (commands.ts
 * reads them); it returns false when it handled the message, so Foundry posts nothing else. The
 * hook runs before core parses the line, on v13 with the typed text and on v14 with the chat
 * editor's HTML; the parser reads both. What a command does loads on first use
 * (chat-command-run.ts).
 */
import { parseChatCommand } from "./commands";

export function onChatMessage(_log: unknown, message: string): boolean {
  if (typeof message !== "string") return true;
  const command = parseChatCommand(message);
  if (!command) return true;
  // The parser above decides at once that Foundry posts nothing; the command's code loads on first use.
  void import("./chat-command-run").then((m) => m.runChatCommand(command));
  return false;
}

export function registerChatCommands(): void {
  Hooks.on("chatMessage", onChatMessage);
}
