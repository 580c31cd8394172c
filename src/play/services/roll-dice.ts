/**
 * Dice the designated GM's client rolls for a decision that touches another player's actor. Each
 * is a real Foundry Roll (a HarnFudgeRoll for 4dF checks, `1dF` for the damage die) so Dice So
 * Nice can show it:
 * - a public roll joins the card's `rolls` on the card's next write (created with the card, or
 *   added by its update and then shown to everyone with `game.dice3d.showForRoll`, since Dice So
 *   Nice does not animate a message update);
 * - a hidden roll (gm, blind, self) goes into its own whispered message for that roll's audience
 *   (gm: the GMs and the roller; blind: the GMs only; self: the roller), which Dice So Nice
 *   animates for them; the public card keeps only that message's id.
 */
import { HarnFudgeRoll, type CheckData } from "../../rolls/roll";
import type { DiceSpec, RolledDice } from "./dice";
import { writeCounter } from "./writes";
import { audience } from "./audience";

/** Rolls made during one request, waiting for the card's next write. */
export type PendingRolls = Roll[];

/** The Dice So Nice module's API, where it is installed (a module, so no Foundry type covers it). */
interface DiceSoNice {
  showForRoll(
    roll: Roll,
    user?: User.Implementation,
    synchronize?: boolean,
    whisper?: string[] | null,
    blind?: boolean,
  ): Promise<boolean>;
}

function diceSoNice(): DiceSoNice | null {
  const api: unknown = Reflect.get(game, "dice3d");
  return typeof api === "object" && api !== null && typeof Reflect.get(api, "showForRoll") === "function"
    ? (api as DiceSoNice)
    : null;
}

/** Shows a public roll to everyone, or to a whispered card's audience (Dice So Nice, when installed). */
export function showDice(roll: Roll, whisper: string[] | null = null): void {
  void diceSoNice()?.showForRoll(roll, game.user, true, whisper, false);
}

/** The roll's label as text: a localization key is localized, a name (an item's, an actor's) kept. */
function labelOf(spec: DiceSpec): string {
  return spec.label.startsWith("HARNFUDGE.") ? game.i18n.localize(spec.label) : spec.label;
}

/** The check a 4dF roll stands for (the 1dF damage die is a plain Roll, no check). */
function checkOf(spec: DiceSpec): CheckData {
  return {
    kind: "skill",
    label: labelOf(spec),
    traitKey: null,
    level: spec.level,
    modifiers: spec.modifiers,
    difficulty: null,
    actorUuid: spec.actorUuid,
  };
}

export function fateFaces(roll: Roll): number[] {
  return HarnFudgeRoll.fateFaces(roll);
}

/** Rolls the dice of `spec` on this (the GM's) client. */
export async function rollDice(spec: DiceSpec, pending: PendingRolls): Promise<RolledDice> {
  const roll = spec.formula === "1dF" ? new Roll("1dF") : HarnFudgeRoll.forCheck(checkOf(spec));
  await roll.evaluate();
  const faces = fateFaces(roll);
  if (spec.visibility === "public") {
    pending.push(roll);
    return { faces, diceMessageId: null };
  }
  const gmIds = game.users.filter((u) => u.isGM).flatMap((u) => (u.id ? [u.id] : []));
  const { whisper, blind } = audience(spec.visibility, spec.requesterId, gmIds);
  writeCounter.creates += 1;
  const message = await ChatMessage.create({
    speaker: { alias: labelOf(spec) },
    content: "",
    rolls: [roll],
    whisper,
    blind,
    flags: { harnfudge: { dice: { card: spec.cardId } } },
  });
  if (!message?.id) throw new Error("the dice message was not created");
  return { faces, diceMessageId: message.id };
}

/** The kept faces of a hidden roll's whispered message, as this (the designated GM's) client reads it; null when it has none. */
export function whisperedFaces(messageId: string): number[] | null {
  const message = game.messages.get(messageId);
  const roll = message?.author?.isGM ? message.rolls[0] : undefined;
  return roll ? roll.dice.flatMap((d) => d.results.filter((r) => r.active !== false).map((r) => r.result)) : null;
}

/**
 * One update of a GM-authored card: its new content and flags, and the rolls made for it since its
 * last write (added to its rolls and shown with Dice So Nice to the card's audience: `whisper`, or
 * everyone when the card is public).
 */
export async function updateCardWithRolls(
  message: ChatMessage.Implementation,
  data: { content: string; flags: Record<string, unknown> },
  pending: PendingRolls,
  whisper: readonly string[],
): Promise<void> {
  const added = pending.splice(0);
  writeCounter.messageUpdates += 1;
  await message.update({
    content: data.content,
    flags: data.flags,
    ...(added.length ? { rolls: [...message.rolls, ...added].map((r) => JSON.stringify(r)) } : {}),
  });
  for (const roll of added) showDice(roll, whisper.length ? [...whisper] : null);
}
