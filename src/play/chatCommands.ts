/**
 * The `chatMessage` hook for `/sit`, `/session` and `/afterfight` (commands.ts reads them); it
 * returns false when it handled the message, so Foundry posts nothing else. The hook runs before
 * core parses the line, on v13 with the typed text and on v14 with the chat editor's HTML; the
 * parser reads both.
 */
import { contest } from "./contest/client";
import { parseChatCommand, uniqueActors } from "./commands";
import { afterTheFight } from "./end-combat/run";
import { endSession } from "./session/endSession";
import { situationalRoll } from "./situational";

/** `/afterfight` (GM, rules 3.4.8): "after the fight" for each selected token's actor, one after another. */
export async function afterFightForSelected(): Promise<void> {
  if (!game.user.isGM) {
    ui.notifications?.warn(game.i18n.localize("HARNFUDGE.Notify.GMOnly"));
    return;
  }
  const actors = uniqueActors(canvas?.tokens?.controlled ?? []);
  if (actors.length === 0) {
    ui.notifications?.warn(game.i18n.localize("HARNFUDGE.AfterFight.NoTokens"));
    return;
  }
  for (const actor of actors) await afterTheFight(actor);
}

export function onChatMessage(_log: unknown, message: string): boolean {
  if (typeof message !== "string") return true;
  const command = parseChatCommand(message);
  if (!command) return true;
  if (command.command === "session") void endSession();
  else if (command.command === "afterfight") void afterFightForSelected();
  else if (command.command === "contest") void contest();
  else void situationalRoll({ secret: command.secret, label: command.label });
  return false;
}

export function registerChatCommands(): void {
  Hooks.on("chatMessage", onChatMessage);
}
