/**
 * Situational rolls (rules 2.4): plain 4dF read on the ladder from Fair, through HarnFudgeRoll so
 * Dice So Nice animates them and the card shows the ladder word. `/sit [label]` or
 * `/sit secret [label]` in chat, `game.harnfudge.situationalRoll({ secret, label })` from a macro.
 * Danger Sense and Intuition (rules 4) are the GM's secret situational rolls for a character
 * (blind, whispered to the GMs), read by the rules core's dangerSenseCheck / intuitionCheck.
 */
import { notifyFormat } from "../util/notify";
import { dangerSenseCheck, intuitionCheck } from "../rules";
import { HarnFudgeRoll, type CheckData } from "../rolls/roll";
import { isPlayable } from "../documents/guards";
import { ladderWord } from "../i18n/format";
import { defaultMessageMode, rollMessageOptions } from "../compat";
import { situationalFlavor } from "./situational-flavor";
import { userMayOrSay } from "./gm/may";

export interface SituationalOptions {
  /** A blind roll whispered to the GMs. */
  secret?: boolean;
  /** What the roll is for ("Is the ferry running?"). */
  label?: string;
}

function situationalCheck(label: string, actorUuid: string | null = null): CheckData {
  return { kind: "situational", label, traitKey: null, level: 0, modifiers: [], difficulty: null, actorUuid };
}

async function post(roll: HarnFudgeRoll, flavor: string, secret: boolean, speaker: ChatMessage.SpeakerData | null = null) {
  const mode = secret ? "blind" : defaultMessageMode();
  const message = await roll.toMessage({ flavor, ...(speaker ? { speaker } : {}) }, rollMessageOptions(mode));
  return message ?? null;
}

/** A plain situational roll. */
export async function situationalRoll(options: SituationalOptions = {}): Promise<ChatMessage.Implementation | null> {
  const label = options.label?.trim() || game.i18n.localize("HARNFUDGE.Roll.SituationalRoll");
  // The speaker's character rolls: its Lucky (rules 4) may reroll the roll from the card.
  const speaker = ChatMessage.getSpeakerActor(ChatMessage.getSpeaker());
  const roller = isPlayable(speaker) && speaker.isOwner ? speaker.uuid : null;
  const roll = await HarnFudgeRoll.forCheck(situationalCheck(label, roller)).evaluate();
  return post(roll, situationalFlavor(label, roll.faces), options.secret ?? false);
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
