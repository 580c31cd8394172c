/**
 * The `chatMessage` hook for `/sit` and `/session` (commands.ts reads them); it returns false
 * when it handled the message, so Foundry posts nothing else.
 */
import { parseChatCommand } from "./commands";
import { endSession } from "./session/endSession";
import { situationalRoll } from "./situational";

export function onChatMessage(_log: unknown, text: string): boolean {
  const command = parseChatCommand(text);
  if (!command) return true;
  if (command.command === "session") void endSession();
  else void situationalRoll({ secret: command.secret, label: command.label });
  return false;
}

export function registerChatCommands(): void {
  Hooks.on("chatMessage", onChatMessage);
}
