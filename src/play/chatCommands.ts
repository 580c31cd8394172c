/**
 * The `chatMessage` hook for `/sit` and `/session` (commands.ts reads them); it returns false
 * when it handled the message, so Foundry posts nothing else. The hook runs before core parses
 * the line, on v13 with the typed text and on v14 with the chat editor's HTML; the parser reads
 * both.
 */
import { parseChatCommand } from "./commands";
import { endSession } from "./session/endSession";
import { situationalRoll } from "./situational";

export function onChatMessage(_log: unknown, message: string): boolean {
  if (typeof message !== "string") return true;
  const command = parseChatCommand(message);
  if (!command) return true;
  if (command.command === "session") void endSession();
  else void situationalRoll({ secret: command.secret, label: command.label });
  return false;
}

export function registerChatCommands(): void {
  Hooks.on("chatMessage", onChatMessage);
}
