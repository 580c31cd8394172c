/**
 * Starting and answering an opposed action (rules 2.2) on the player's client: the dialog (a preset
 * — Legerdemain or Stealth against Awareness, Mental Conflict, a contest of strength — or any trait
 * against any trait, and who resists magic) opened by `game.harnfudge.contest(actor?)` or `/contest`
 * against the targeted token, then the roll dialog's choices; the card's Roll button for side b.
 * Nothing is rolled here: the designated GM's client rolls (decide.ts).
 */
import { getSkill, isAttributeKey, isSkillKey } from "../../rules";
import { chooseRoll } from "../../rolls/api";
import { SYSTEM_PATH } from "../../rolls/roll";
import { isPlayable, type PlayableActor } from "../../documents/guards";
import { actorFromUuid } from "../gm/actors";
import { askGM, newRequestId, notify } from "../gm/transport";
import { formDialog } from "../../util/form-dialog";
import { contestDialogContext } from "./dialog-context";
import { traitLevel } from "./foundry";
import { CONTEST_PRESETS, isContest, type TraitKind } from "./state";
import { userMay } from "../gm/may";

export const CONTEST_DIALOG_TEMPLATE = `${SYSTEM_PATH}/templates/dialog/contest.hbs`;

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

function readTrait(value: string | null): { kind: TraitKind; key: string } | null {
  const [kind, key] = (value ?? "").split(":");
  if (!key) return null;
  if (kind === "attribute" && isAttributeKey(key)) return { kind, key };
  return kind === "skill" && isSkillKey(key) ? { kind, key } : null;
}

async function contestDialog(actor: PlayableActor, opponent: string): Promise<ContestChoice | null> {
  const content = await foundry.applications.handlebars.renderTemplate(
    CONTEST_DIALOG_TEMPLATE,
    contestDialogContext(game.i18n, actor.name, opponent, userMay("contestSecrecy")),
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
      const a = preset ? preset.a : readTrait(String(data.get("traitA")));
      const b = preset ? preset.b : readTrait(String(data.get("traitB")));
      if (!a || !b) return null;
      return {
        preset: presetId,
        traitA: { ...a },
        traitB: { ...b },
        strength: preset?.strength ?? false,
        aResistsMagic: data.get("aResistsMagic") === "on",
        bResistsMagic: data.get("bResistsMagic") === "on",
        secrecy: String(data.get("secrecy") ?? "public"),
      };
    },
  });
}

function traitName(trait: { kind: TraitKind; key: string }): string {
  return trait.kind === "attribute"
    ? game.i18n.localize(`HARNFUDGE.Attribute.${trait.key}`)
    : game.i18n.localize(getSkill(trait.key).labelKey);
}

/** Starts an opposed action of `actor` (default: the user's character or selected token) against the targeted token. */
export async function contest(actor?: Actor.Implementation | null): Promise<boolean> {
  const who = actor ?? game.user.character ?? canvas?.tokens?.controlled[0]?.actor ?? null;
  if (!isPlayable(who)) {
    ui.notifications?.warn(game.i18n.localize("HARNFUDGE.Contest.NoActor"));
    return false;
  }
  const targets = [...game.user.targets].filter((t) => !!t.actor && t.actor !== who);
  const target = targets.length === 1 ? targets[0] : null;
  if (!target) {
    ui.notifications?.warn(game.i18n.localize("HARNFUDGE.Contest.NoOpponent"));
    return false;
  }
  if (!game.users.activeGM) {
    ui.notifications?.warn(game.i18n.localize("HARNFUDGE.Notify.NoGM"));
    return false;
  }
  const choice = await contestDialog(who, target.document.name ?? "");
  if (!choice) return false;
  const level = traitLevel(who.uuid, choice.traitA.kind, choice.traitA.key);
  if (level === null) {
    ui.notifications?.warn(game.i18n.localize("HARNFUDGE.Notify.SkillNotAttemptable"));
    return false;
  }
  const settings = await chooseRoll({
    actor: who,
    kind: choice.traitA.kind === "attribute" ? "attribute" : "skill",
    traitKey: choice.traitA.key,
    label: traitName(choice.traitA),
    level,
    chance: { kind: "none" },
    showOpponents: false,
    playerBounds: true,
    skipDialog: false,
  });
  if (!settings) return false;
  return notify(
    await askGM("contest", {
      kind: "start",
      requestId: newRequestId(),
      actorUuid: who.uuid,
      tokenUuid: target.document.uuid,
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

/** The card's Roll button: side b's owner (or the GM) chooses the modifiers; the GM's client rolls. */
export async function rollContestSide(message: ChatMessage.Implementation): Promise<void> {
  const state: unknown = message.getFlag("harnfudge", "contest");
  if (!isContest(state) || !message.id) return;
  const actor = actorFromUuid(state.b.actorUuid);
  if (!actor) return;
  const level = traitLevel(actor.uuid, state.b.trait.kind, state.b.trait.key);
  if (level === null) {
    ui.notifications?.warn(game.i18n.localize("HARNFUDGE.Notify.SkillNotAttemptable"));
    return;
  }
  const settings = await chooseRoll({
    actor,
    kind: state.b.trait.kind === "attribute" ? "attribute" : "skill",
    traitKey: state.b.trait.key,
    label: traitName(state.b.trait),
    level,
    chance: { kind: "none" },
    showOpponents: false,
    playerBounds: true,
    skipDialog: false,
  });
  if (!settings) return;
  notify(await askGM("contest", { kind: "roll", messageId: message.id, choices: settings.choices }));
}
