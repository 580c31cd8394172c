/**
 * Starting and answering an opposed action (rules 2.2) on the player's client: the dialog (a preset
 * — Legerdemain or Stealth against Awareness, Mental Conflict, a contest of strength — or any trait
 * against any trait; who resists magic where magic can count: the dialog shows only what the
 * chosen preset leaves open), opened by `game.harnfudge.contest(actor?)`
 * or `/contest` against the targeted tokens (one or several observers: rules 1.1.2.1, one roll of the
 * acting side against each), then the roll dialog's choices; an observer's Roll button and Lucky on
 * a side. Nothing is rolled here: the designated GM's client rolls (decide.ts).
 */
import { chooseRoll } from "../../rolls/api";
import { isPlayable, type PlayableActor } from "../../documents/guards";
import { actorFromUuid } from "../services/actors";
import { REASONS } from "../gm/policy";
import { askGM, askGMOnce, notify } from "../gm/transport";
import { formDialog } from "../../util/form-dialog";
import { readTraitOption, traitName } from "../../rolls/trait-options";
import { ensureOnDemandStyles } from "../../lazy/styles";
import { contestDialogContext } from "./dialog-context";
import { traitLevel } from "../services/actor-facts";
import { userMay } from "../gm/may";
import { CONTEST_PRESETS, MAGIC_PRESETS, MAX_OBSERVERS, parseContest, type ContestSideState, type TraitKind } from "./state";

export const CONTEST_DIALOG_TEMPLATE = "systems/harnfudge/templates/dialog/contest.hbs";

interface ContestChoice {
  preset: string;
  traitA: { kind: TraitKind; key: string };
  traitB: { kind: TraitKind; key: string };
  strength: boolean;
  aResistsMagic: boolean;
  /** Who sees the card (a GM's choice; the GM's client ignores it from a player). */
  secrecy: string;
  bResistsMagic: boolean;
}

async function contestDialog(actor: PlayableActor, observers: string[]): Promise<ContestChoice | null> {
  ensureOnDemandStyles();
  const content = await foundry.applications.handlebars.renderTemplate(
    CONTEST_DIALOG_TEMPLATE,
    contestDialogContext(game.i18n, actor.name, observers, userMay("contestSecrecy")),
  );
  return formDialog({
    window: { title: "HARNFUDGE.Contest.Title", icon: "fa-solid fa-people-arrows" },
    className: "harnfudge-contest-dialog",
    content,
    submit: { action: "start", label: "HARNFUDGE.Contest.Title", icon: "fa-solid fa-dice" },
    read: (form): ContestChoice | null => {
      const data = new FormData(form);
      const presetId = String(data.get("preset") ?? "any");
      const preset = CONTEST_PRESETS.find((p) => p.id === presetId);
      const a = preset ? preset.a : readTraitOption(String(data.get("traitA")));
      const b = preset ? preset.b : readTraitOption(String(data.get("traitB")));
      if (!a || !b) return null;
      // Magic Resistance counts only against magic (rules 4): read only where the preset shows it.
      const magic = MAGIC_PRESETS.includes(presetId);
      return {
        preset: presetId,
        traitA: { ...a },
        traitB: { ...b },
        strength: preset?.strength ?? false,
        aResistsMagic: magic && data.get("aResistsMagic") === "on",
        bResistsMagic: magic && data.get("bResistsMagic") === "on",
        secrecy: String(data.get("secrecy") ?? "public"),
      };
    },
  });
}

/** The roll dialog's choices for one side of a contest (null: cancelled, or a trait it cannot attempt). */
async function sideChoices(actor: PlayableActor, trait: ContestSideState["trait"], quick: boolean) {
  const level = traitLevel(actor.uuid, trait.kind, trait.key);
  if (level === null) {
    ui.notifications?.warn(game.i18n.localize(REASONS.skillNotAttemptable));
    return null;
  }
  return chooseRoll({
    actor,
    kind: trait.kind === "attribute" ? "attribute" : "skill",
    traitKey: trait.key,
    label: traitName(trait, game.i18n),
    level,
    chance: { kind: "none" },
    showOpponents: false,
    playerBounds: true,
    skipDialog: quick,
  });
}

/**
 * Starts an opposed action of `actor` (default: the user's character or selected token) against
 * the targeted tokens: one roll of `actor`, one per observer, on one card.
 */
export async function contest(actor?: Actor.Implementation | null): Promise<boolean> {
  const who = actor ?? game.user.character ?? canvas?.tokens?.controlled[0]?.actor ?? null;
  if (!isPlayable(who)) {
    ui.notifications?.warn(game.i18n.localize(REASONS.contestNoActor));
    return false;
  }
  const targets = [...game.user.targets].filter((t) => !!t.actor && t.actor !== who);
  if (targets.length === 0) {
    ui.notifications?.warn(game.i18n.localize(REASONS.contestNoOpponent));
    return false;
  }
  if (targets.length > MAX_OBSERVERS) {
    ui.notifications?.warn(game.i18n.format(REASONS.contestTooMany, { max: String(MAX_OBSERVERS) }));
    return false;
  }
  if (!game.users.activeGM) {
    ui.notifications?.warn(game.i18n.localize(REASONS.noGM));
    return false;
  }
  const choice = await contestDialog(
    who,
    targets.map((t) => t.document.name ?? ""),
  );
  if (!choice) return false;
  const settings = await sideChoices(who, choice.traitA, false);
  if (!settings) return false;
  const tokenUuids = targets.map((t) => t.document.uuid);
  // A retry of the same contest after a timeout reuses its request id: at most one card (issue 28, item 4).
  const retryKey = `contest:${who.uuid}:${choice.traitA.key}:${choice.traitB.key}:${[...tokenUuids].sort().join(",")}`;
  return notify(
    await askGMOnce("contest", retryKey, {
      kind: "start",
      actorUuid: who.uuid,
      tokenUuids,
      preset: choice.preset === "any" ? null : choice.preset,
      traitA: choice.traitA,
      traitB: choice.traitB,
      strength: choice.strength,
      aResistsMagic: choice.aResistsMagic,
      bResistsMagic: choice.bResistsMagic,
      secrecy: choice.secrecy,
      choices: settings.choices,
    }),
  );
}

/** An observer's Roll button: its owner (or the GM) chooses the modifiers (shift-click: at once); the GM's client rolls. */
export async function rollContestSide(message: ChatMessage.Implementation, row: number, event?: Event): Promise<void> {
  const card = parseContest(message.getFlag("harnfudge", "contest"));
  const observer = card?.observers[row];
  const actor = observer ? actorFromUuid(observer.actorUuid) : null;
  if (!observer || !message.id || !isPlayable(actor)) return;
  const quick = event instanceof MouseEvent && event.shiftKey;
  const settings = await sideChoices(actor, observer.trait, quick);
  if (!settings) return;
  notify(await askGM("contest", { kind: "roll", messageId: message.id, row, choices: settings.choices }));
}

/** Lucky on a side of the card: the GM's client rerolls it and keeps the better roll. */
export async function contestLucky(message: ChatMessage.Implementation, side: "a" | number): Promise<void> {
  if (!message.id) return;
  notify(await askGM("contest", { kind: "lucky", messageId: message.id, side }));
}
