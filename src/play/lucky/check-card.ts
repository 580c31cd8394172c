/**
 * Lucky's reroll button on chat cards. On the player's own check card the reroll is made here (the
 * author may update their own message and their own actor): one actor update
 * (`system.lucky.lastUsed`) and one message update (the kept roll, showing both; a situational
 * roll's flavor reads the kept roll); on an initiative card also one combatant update (the kept roll's sort key, rules 3.1.1). On an attack
 * card it is the card action "lucky", decided and rolled on the GM's client.
 */
import { isElementOf } from "../../compat";
import { HarnFudgeRoll } from "../../rolls/roll";
import { actorFromUuid, luckyLastUsedOf, luckyMarkHolder } from "../gm/actors";
import { INITIATIVE_COMBATANT_FLAG, INITIATIVE_KEY_FLAG } from "../../documents/initiative";
import { luckyCheckDecision, luckyOutcome } from "./decide";
import { rerolledInitiativeKey } from "./effects";

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

/** Rerolls the check card's 4dF and keeps the better roll. */
export async function rerollCheckCard(message: ChatMessage.Implementation): Promise<void> {
  const { roll, actor, decision } = checkCardLucky(message);
  if (!decision.ok || !roll || !actor) {
    ui.notifications?.warn(game.i18n.localize(decision.ok ? "HARNFUDGE.Lucky.NotAvailable" : decision.reason));
    return;
  }
  const reroll = await HarnFudgeRoll.forCheck({ ...roll.check, lucky: null }).evaluate();
  const at = game.time.serverTime;
  const info = { ...luckyOutcome(roll.faces, reroll.faces), by: game.user.id, at };
  const shown = (info.kept === "reroll" ? reroll : roll).withLucky(info);
  // The base actor holds the mark (every token of the character shares the hour), when this user may write it.
  await luckyMarkHolder(actor).update({ system: { lucky: { lastUsed: at } } });
  if (shown.check.kind === "initiative") await rerollInitiative(message, shown);
  // A situational roll's flavor reads the roll on the ladder: it reads the kept one now.
  const flavor =
    shown.check.kind === "situational"
      ? { flavor: (await import("../situational-flavor")).situationalFlavor(shown.check.label, shown.degree.rolledDegree) }
      : {};
  await message.update({ content: String(shown.total ?? ""), rolls: [JSON.stringify(shown)], ...flavor });
}

/** An initiative card's reroll also moves its combatant in the tracker (when the key is still ours). */
async function rerollInitiative(message: ChatMessage.Implementation, kept: HarnFudgeRoll): Promise<void> {
  const uuid = message.getFlag("harnfudge", INITIATIVE_COMBATANT_FLAG);
  const combatant = typeof uuid === "string" ? foundry.utils.fromUuidSync(uuid as `Combat.${string}.Combatant.${string}`) : null;
  if (!(combatant instanceof Combatant) || !combatant.isOwner) return;
  const key = rerolledInitiativeKey(
    { initiative: combatant.initiative, writtenKey: combatant.getFlag("harnfudge", INITIATIVE_KEY_FLAG) },
    kept.degree.rolledDegree,
    kept.check.level,
  );
  if (key === null) {
    ui.notifications?.info(game.i18n.localize("HARNFUDGE.Lucky.InitiativeChanged"));
    return;
  }
  await combatant.update({ initiative: key, flags: { harnfudge: { [INITIATIVE_KEY_FLAG]: key } } });
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
      void rerollCheckCard(message).catch((error: unknown) => {
        console.error("HârnFudge | Lucky reroll failed", error);
        ui.notifications?.error(game.i18n.localize("HARNFUDGE.Notify.ActionFailed"));
      });
    });
  }
}
