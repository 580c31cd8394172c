/**
 * What a chat command does (commands.ts reads it, chat-commands.ts catches it at once): loaded on
 * the first command, so none of it is in the start payload. Each command's own code loads on first
 * use too.
 */
import type { ChatCommand } from "./commands";
import { uniqueActors } from "./unique-actors";
import { userMayOrSay } from "./gm/may";
import { loadEndCombatClient } from "./end-combat";
import { loadSessionClient } from "./session";
import { loadContestClient } from "./contest";
import { loadGasClient } from "./gas";

/** `/afterfight` (GM, rules 3.4.8): "after the fight" for each selected token's actor, one after another. */
export async function afterFightForSelected(): Promise<void> {
  if (!userMayOrSay("gmAction")) return;
  const actors = uniqueActors(canvas?.tokens?.controlled ?? []);
  if (actors.length === 0) {
    ui.notifications?.warn(game.i18n.localize("HARNFUDGE.AfterFight.NoTokens"));
    return;
  }
  const { afterTheFight } = await loadEndCombatClient();
  for (const actor of actors) await afterTheFight(actor);
}

export async function runChatCommand(command: ChatCommand): Promise<void> {
  switch (command.command) {
    case "session":
      return void (await loadSessionClient()).endSession();
    case "afterfight":
      return afterFightForSelected();
    case "contest":
      return void (await loadContestClient()).contest();
    case "gas":
      return void (await loadGasClient()).gas();
    case "sit":
      return void (await import("./situational")).situationalRoll({
        secret: command.secret,
        label: command.label,
        modifier: command.modifier,
        reaction: command.reaction,
      });
  }
}
