/**
 * Lucky's reroll of a check card, on the card's author's own client (check-card.ts shows the button
 * and loads this on the first click): the author may update their own message and their own actor.
 */
import { HarnFudgeRoll } from "../../rolls/roll";
import { luckyMarkHolder } from "../services/actors";
import { INITIATIVE_COMBATANT_FLAG, INITIATIVE_KEY_FLAG } from "../../documents/initiative";
import { luckyOutcome } from "./decide";
import { rerolledInitiativeKey } from "./effects";
import { checkCardLucky } from "./check-card";

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
