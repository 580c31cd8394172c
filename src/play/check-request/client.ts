/**
 * Checks the GM asks for, on the asking and the rolling clients (loaded on first use): the GM's
 * dialog (from the dashboard, a `@Check[…]` link or `game.harnfudge.askCheck()`), a character's Roll
 * button (one click rolls at once with the roller's defaults; shift-click opens the roll dialog),
 * and a player's click on a `@Check` link (their own check, the difficulty preselected). Nothing is
 * rolled here for a request: the designated GM's client rolls (decide.ts).
 */
import { chooseRoll, rollAttribute, rollSkill } from "../../rolls/api";
import { isAttributeKey, isSkillKey } from "../../rules";
import { isPlayable, type PlayableActor } from "../../documents/guards";
import { ensureOnDemandStyles } from "../../lazy/styles";
import { formDialog, readLadderSelect } from "../../util/form-dialog";
import { readTraitOption, traitName } from "../../rolls/trait-options";
import { actorFromUuid } from "../services/actors";
import { REASONS } from "../gm/policy";
import { askGM, askGMOnce, notify } from "../gm/transport";
import { skillRollLevel } from "../../rolls/traits";
import { askDialogContext, type AskableCharacter, type AskPreset } from "./dialog-context";
import { parseCheckRequest } from "./state";
import { CHECK_DIALOG_TEMPLATE } from "./template";
import { isElementOf } from "../../compat";
import { userMay, userMayOrSay } from "../gm/may";

/** Every character a player owns, and whether one of its players is connected. */
function askable(): AskableCharacter[] {
  return game.actors
    .filter((a) => a.type === "character" && a.hasPlayerOwner)
    .map((a) => ({
      uuid: a.uuid,
      name: a.name,
      img: a.img ?? "",
      online: game.users.some((u) => !u.isGM && u.active && a.testUserPermission(u, "OWNER")),
    }))
    .sort((x, y) => x.name.localeCompare(y.name));
}

interface AskChoice {
  trait: { kind: "skill" | "attribute"; key: string };
  difficulty: number;
  secret: boolean;
  actorUuids: string[];
}

/** The GM asks chosen players for a check; resolves to whether the card was posted. */
export async function askForCheck(preset: AskPreset = {}): Promise<boolean> {
  if (!userMayOrSay("checkAsk")) return false;
  ensureOnDemandStyles();
  const content = await foundry.applications.handlebars.renderTemplate(
    CHECK_DIALOG_TEMPLATE,
    askDialogContext(game.i18n, askable(), preset),
  );
  const choice = await formDialog<AskChoice>({
    window: { title: "HARNFUDGE.CheckRequest.DialogTitle", icon: "fa-solid fa-dice" },
    className: "harnfudge-check-request-dialog",
    content,
    submit: { action: "ask", label: "HARNFUDGE.CheckRequest.Ask", icon: "fa-solid fa-bullhorn" },
    read: (form) => {
      const trait = readTraitOption(String(new FormData(form).get("trait")));
      const difficulty = readLadderSelect(form, "difficulty");
      const secret = form.elements.namedItem("secret");
      const actorUuids = Array.from(form.querySelectorAll<HTMLInputElement>('input[name="actor"]:checked')).map((i) => i.value);
      if (!trait || difficulty === null) return null;
      return { trait, difficulty, secret: isElementOf(secret, HTMLInputElement) && secret.checked, actorUuids };
    },
  });
  if (!choice) return false;
  if (choice.actorUuids.length === 0) {
    ui.notifications?.warn(game.i18n.localize(REASONS.checkNobody));
    return false;
  }
  // A retry of the same request after a timeout reuses its id: at most one card.
  const key = `ask:${choice.trait.kind}:${choice.trait.key}:${choice.difficulty}:${choice.secret}:${[...choice.actorUuids].sort().join(",")}`;
  return notify(await askGMOnce("check", key, { kind: "ask", ...choice }));
}

/** The level the actor rolls (the GM's client reads it again), or null when it cannot attempt the trait. */
function levelOf(actor: PlayableActor, trait: { kind: "skill" | "attribute"; key: string }): number | null {
  if (trait.kind === "attribute") return isAttributeKey(trait.key) ? actor.system.attributes[trait.key] : null;
  try {
    return skillRollLevel(actor, trait.key);
  } catch {
    return null;
  }
}

/** A character's Roll button: its owner (or the GM) rolls at the GM's difficulty; the GM's client rolls. */
export async function rollAskedCheck(message: ChatMessage.Implementation, row: number, quick: boolean): Promise<void> {
  const card = parseCheckRequest(message.getFlag("harnfudge", "checkRequest"));
  const line = card?.rows[row];
  const actor = line ? actorFromUuid(line.actorUuid) : null;
  if (!card || !message.id || !isPlayable(actor)) return;
  const level = levelOf(actor, card.trait);
  if (level === null) {
    ui.notifications?.warn(game.i18n.localize(REASONS.skillNotAttemptable));
    return;
  }
  const settings = await chooseRoll({
    actor,
    kind: card.trait.kind,
    traitKey: card.trait.key,
    label: traitName(card.trait, game.i18n),
    level,
    chance: card.difficulty === null ? { kind: "none" } : { kind: "difficulty" },
    difficulty: card.difficulty ?? 0,
    showOpponents: false,
    playerBounds: true,
    skipDialog: quick,
  });
  if (!settings) return;
  notify(await askGM("check", { kind: "roll", messageId: message.id, row, choices: settings.choices }));
}

/** A click on a `@Check[…]` link: the GM asks the players; a player rolls their own character's check. */
export async function followCheckLink(link: HTMLElement, shift: boolean): Promise<void> {
  const trait = readTraitOption(link.dataset["trait"]);
  if (!trait) return;
  const difficulty = link.dataset["difficulty"] === undefined ? undefined : Number(link.dataset["difficulty"]);
  if (userMay("checkAsk")) {
    await askForCheck({ trait: `${trait.kind}:${trait.key}`, difficulty, secret: link.dataset["secret"] !== undefined });
    return;
  }
  const actor = game.user.character ?? canvas?.tokens?.controlled[0]?.actor ?? null;
  if (!isPlayable(actor)) {
    ui.notifications?.warn(game.i18n.localize(REASONS.contestNoActor));
    return;
  }
  const options = { skipDialog: shift, ...(difficulty === undefined ? {} : { difficulty }) };
  if (trait.kind === "attribute" && isAttributeKey(trait.key)) await rollAttribute(actor, trait.key, options);
  else if (isSkillKey(trait.key)) await rollSkill(actor, trait.key, options);
}
