/**
 * Lucky's reroll button on chat cards. On the player's own check card the reroll is made here (the
 * author may update their own message and their own actor): one actor update
 * (`system.lucky.lastUsed`) and one message update (the kept roll, showing both). On an attack
 * card it is the card action "lucky", decided and rolled on the GM's client.
 */
import { HarnFudgeRoll } from "../rolls/roll";
import { isCharacter } from "../documents/guards";
import { actorFromUuid } from "./attack/adapter";
import { luckyCheckDecision, luckyOutcome } from "./lucky";

/** When the actor last used Lucky, or undefined when it does not have the talent. */
export function luckyLastUsed(actor: Actor.Implementation | null): number | null | undefined {
  if (!isCharacter(actor)) return undefined;
  return actor.system.talents.has("lucky") ? actor.system.lucky.lastUsed : undefined;
}

/** The decision for this user on a check card. */
export function checkCardLucky(message: ChatMessage.Implementation) {
  const roll = message.rolls[0];
  const actor = roll instanceof HarnFudgeRoll && roll.check.actorUuid ? actorFromUuid(roll.check.actorUuid) : null;
  const lastUsed = luckyLastUsed(actor);
  return {
    roll: roll instanceof HarnFudgeRoll ? roll : null,
    actor,
    decision: luckyCheckDecision({
      isOwner: !!actor && actor.testUserPermission(game.user, "OWNER"),
      isAuthor: message.author?.id === game.user.id,
      hasLucky: lastUsed !== undefined,
      lastUsed: lastUsed ?? null,
      now: game.time.serverTime,
      alreadyRerolled: roll instanceof HarnFudgeRoll && !!roll.check.lucky,
    }),
  };
}

/** Rerolls the check card's 4dF and keeps the better roll. */
export async function rerollCheckCard(message: ChatMessage.Implementation): Promise<void> {
  const { roll, actor, decision } = checkCardLucky(message);
  if (!decision.ok || !roll || !actor) {
    ui.notifications?.warn(game.i18n.localize(decision.ok ? "HARNFUDGE.Lucky.NotAvailable" : decision.reason));
    return;
  }
  const reroll = await HarnFudgeRoll.forCheck({ ...roll.check, lucky: null }).evaluate();
  const info = luckyOutcome(roll.faces, reroll.faces);
  const shown = (info.kept === "reroll" ? reroll : roll).withLucky(info);
  await actor.update({ system: { lucky: { lastUsed: game.time.serverTime } } });
  await message.update({ content: String(shown.total ?? ""), rolls: [JSON.stringify(shown)] });
}
