/**
 * The `chatMessage` hook for `/sit`, `/session` and `/afterfight` (commands.ts reads them); it
 * returns false when it handled the message, so Foundry posts nothing else. The hook runs before
 * core parses the line, on v13 with the typed text and on v14 with the chat editor's HTML; the
 * parser reads both.
 */
import { parseChatCommand, uniqueActors } from "./commands";

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
  const { afterTheFight } = await import("./end-combat/client");
  for (const actor of actors) await afterTheFight(actor);
}

export function onChatMessage(_log: unknown, message: string): boolean {
  if (typeof message !== "string") return true;
  const command = parseChatCommand(message);
  if (!command) return true;
  // The command's code loads on first use; the parser above decides at once that Foundry posts nothing.
  if (command.command === "session") void import("./session/client").then((m) => m.endSession());
  else if (command.command === "afterfight") void afterFightForSelected();
  else if (command.command === "contest") void import("./contest/client").then((m) => m.contest());
  else {
    const { secret, label } = command;
    void import("./situational").then((m) => m.situationalRoll({ secret, label }));
  }
  return false;
}

export function registerChatCommands(): void {
  Hooks.on("chatMessage", onChatMessage);
}
