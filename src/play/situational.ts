/**
 * Situational rolls (rules 2.4): 4dF read on the ladder from Fair, through HarnFudgeRoll so Dice So
 * Nice animates them and the card shows the ladder word and each modifier by name. `/sit [secret]
 * [reaction] [±N] [label]` in chat, `game.harnfudge.situationalRoll({ secret, label, modifier,
 * reaction, actor })` from a macro. A reaction is an NPC's reaction to a character (the one given,
 * else the selected token's, else the user's own): his Charismatic counts (rules 4: "+1 to NPC
 * reactions"), and the GM's lasting modifiers for reactions.
 * Danger Sense and Intuition (rules 4) are the GM's secret situational rolls for a character
 * (blind, whispered to the GMs), read by the rules core's dangerSenseCheck / intuitionCheck.
 */
import { notifyFormat } from "../util/notify";
import { dangerSenseCheck, intuitionCheck } from "../rules";
import { HarnFudgeRoll, type CheckData, type CheckModifier } from "../rolls/roll";
import { isPlayable, type PlayableActor } from "../documents/guards";
import { GM_SITUATIONAL_LIMIT } from "../rolls/choices";
import { situationalModifiers } from "../rolls/situational-modifiers";
import { lastingModifiersOf } from "../rolls/lasting-modifiers";
import { ownedTalents } from "../rolls/traits";
import { ladderWord } from "../i18n/format";
import { defaultMessageMode, rollMessageOptions } from "../compat";
import { situationalFlavor } from "./situational-flavor";
import { userMayOrSay } from "./gm/may";

export interface SituationalOptions {
  /** A blind roll whispered to the GMs. */
  secret?: boolean;
  /** What the roll is for ("Is the ferry running?"). */
  label?: string;
  /** A modifier to add (a whole number within ±10). */
  modifier?: number;
  /** An NPC's reaction to a character: his talents and lasting reaction modifiers count. */
  reaction?: boolean;
  /** The character reacted to (default: the selected token's actor, else the user's character). */
  actor?: Actor.Implementation | null;
}

function situationalCheck(label: string, actorUuid: string | null = null, modifiers: CheckModifier[] = []): CheckData {
  return { kind: "situational", label, traitKey: null, level: 0, modifiers, difficulty: null, actorUuid };
}

/** The character a reaction is to: the one given, else the selected token's actor, else the user's character. */
function reactingTo(actor: Actor.Implementation | null | undefined): PlayableActor | null {
  const found = actor ?? canvas?.tokens?.controlled[0]?.actor ?? game.user.character ?? null;
  return isPlayable(found) ? found : null;
}

async function post(roll: HarnFudgeRoll, flavor: string, secret: boolean, speaker: ChatMessage.SpeakerData | null = null) {
  const mode = secret ? "blind" : defaultMessageMode();
  const message = await roll.toMessage({ flavor, ...(speaker ? { speaker } : {}) }, rollMessageOptions(mode));
  return message ?? null;
}

/** A situational roll (rules 2.4), with a typed modifier; for a reaction, with the character's talents and lasting modifiers. */
export async function situationalRoll(options: SituationalOptions = {}): Promise<ChatMessage.Implementation | null> {
  const typed = options.modifier ?? 0;
  if (!Number.isInteger(typed) || Math.abs(typed) > GM_SITUATIONAL_LIMIT) {
    notifyFormat("warn", "HARNFUDGE.Situational.ModifierTooLarge", { limit: String(GM_SITUATIONAL_LIMIT) });
    return null;
  }
  const actor = options.reaction ? reactingTo(options.actor) : null;
  if (options.reaction && !actor) {
    ui.notifications?.warn(game.i18n.localize("HARNFUDGE.Situational.NoCharacter"));
    return null;
  }
  const modifiers = situationalModifiers({
    typed,
    reaction: actor ? { talents: ownedTalents(actor), lasting: lastingModifiersOf(actor, { kind: "reaction" }) } : null,
  });
  const label =
    options.label?.trim() ||
    (actor
      ? game.i18n.format("HARNFUDGE.Situational.ReactionTo", { name: actor.name })
      : game.i18n.localize("HARNFUDGE.Roll.SituationalRoll"));
  // A reaction's roll is the character's; otherwise the speaker's character rolls: its Lucky (rules 4) may reroll the roll from the card.
  const speaker = actor ? null : ChatMessage.getSpeakerActor(ChatMessage.getSpeaker());
  const roller = actor?.uuid ?? (isPlayable(speaker) && speaker.isOwner ? speaker.uuid : null);
  const roll = await HarnFudgeRoll.forCheck(situationalCheck(label, roller, modifiers)).evaluate();
  return post(
    roll,
    situationalFlavor(label, roll.degree.rolledDegree),
    options.secret ?? false,
    actor ? ChatMessage.getSpeaker({ actor }) : null,
  );
}

/** An NPC's reaction to a character (rules 2.4; Charismatic, rules 4): `reactionRoll(actor, { secret, modifier, label })`. */
export function reactionRoll(
  actor: Actor.Implementation | null | undefined,
  options: Omit<SituationalOptions, "reaction" | "actor"> = {},
): Promise<ChatMessage.Implementation | null> {
  return situationalRoll({ ...options, reaction: true, actor: actor ?? null });
}

function talentRollFor(
  actor: Actor.Implementation | null | undefined,
  talent: "dangerSense" | "intuition",
): Actor.Implementation | null {
  if (!userMayOrSay("gmAction")) return null;
  if (!actor || !isPlayable(actor) || !actor.system.talents.has(talent)) {
    notifyFormat("warn", "HARNFUDGE.Situational.NoTalent", {
      name: actor?.name ?? "?",
      talent: game.i18n.localize(`HARNFUDGE.Talent.${talent}`),
    });
    return null;
  }
  return actor;
}

/** Danger Sense (rules 4): the GM's secret situational roll; Good or better warns. */
export async function dangerSense(actor: Actor.Implementation | null | undefined): Promise<ChatMessage.Implementation | null> {
  const who = talentRollFor(actor, "dangerSense");
  if (!who) return null;
  const label = game.i18n.localize("HARNFUDGE.Talent.dangerSense");
  const roll = await HarnFudgeRoll.forCheck(situationalCheck(label, who.uuid)).evaluate();
  const check = dangerSenseCheck(roll.faces);
  const flavor = game.i18n.format(check.warned ? "HARNFUDGE.Situational.Warned" : "HARNFUDGE.Situational.NotWarned", {
    name: foundry.utils.escapeHTML(who.name),
    result: ladderWord(check.total, game.i18n),
  });
  return post(roll, flavor, true, ChatMessage.getSpeaker({ actor: who }));
}

/** Intuition (rules 4): the GM's secret situational roll, for the GM to interpret. */
export async function intuition(actor: Actor.Implementation | null | undefined): Promise<ChatMessage.Implementation | null> {
  const who = talentRollFor(actor, "intuition");
  if (!who) return null;
  const label = game.i18n.localize("HARNFUDGE.Talent.intuition");
  const roll = await HarnFudgeRoll.forCheck(situationalCheck(label, who.uuid)).evaluate();
  const check = intuitionCheck(roll.faces);
  const flavor = game.i18n.format("HARNFUDGE.Situational.Intuition", {
    name: foundry.utils.escapeHTML(who.name),
    result: ladderWord(check.total, game.i18n),
  });
  return post(roll, flavor, true, ChatMessage.getSpeaker({ actor: who }));
}
