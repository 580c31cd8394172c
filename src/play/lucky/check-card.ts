/**
 * Lucky's reroll button on chat cards: shown to whom may use it now. On the player's own check card
 * the reroll is made on that client (check-reroll.ts, loaded on the first click: the
 * author may update their own message and their own actor): one actor update
 * (`system.lucky.lastUsed`) and one message update (the kept roll, showing both; a situational
 * roll's flavor reads the kept roll); on an initiative card also one combatant update (the kept roll's sort key, rules 3.1.1). On an attack
 * card it is the card action "lucky", decided and rolled on the GM's client.
 */
import { isElementOf } from "../../compat";
import { HarnFudgeRoll } from "../../rolls/roll";
import { actorFromUuid, luckyLastUsedOf } from "../services/actors";
import { luckyCheckDecision } from "./decide";

/** The decision for this user on a check card. */
export function checkCardLucky(message: ChatMessage.Implementation) {
  const roll = message.rolls[0];
  const actor = roll instanceof HarnFudgeRoll && roll.check.actorUuid ? actorFromUuid(roll.check.actorUuid) : null;
  const lastUsed = luckyLastUsedOf(actor);
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

/** The Lucky button on a check card: shown to whom may use it now, a local reroll on click. */
export function wireCheckCardLucky(message: ChatMessage.Implementation, html: HTMLElement): void {
  for (const button of html.querySelectorAll<HTMLElement>("[data-lucky-reroll]")) {
    // A roll shown inside another card (a healing card) has already had its effect: no reroll.
    const inOtherCard = button.closest(".harnfudge:not(.roll-card)") !== null;
    if (inOtherCard || !checkCardLucky(message).decision.ok) {
      button.remove();
      continue;
    }
    button.addEventListener("click", (event) => {
      event.preventDefault();
      event.stopPropagation();
      if (isElementOf(button, HTMLButtonElement)) button.disabled = true;
      // The reroll itself (check-reroll.ts) loads on the first click.
      void import("./check-reroll")
        .then((m) => m.rerollCheckCard(message))
        .catch((error: unknown) => {
          console.error("HârnFudge | Lucky reroll failed", error);
          ui.notifications?.error(game.i18n.localize("HARNFUDGE.Notify.ActionFailed"));
        });
    });
  }
}
