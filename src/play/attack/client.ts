/**
 * Attacking, on the player's client: pick exactly one target (rules 3.2.1: a fighter "may only
 * attack one of them"), show the roll dialog (stun, pulled punch, opponents, modifiers, roll
 * mode), and send the choices to the designated GM's client, which reads the levels, rolls and
 * posts the card (decide-create.ts). Nothing is rolled here.
 *
 * Also what an attack card's controls do once clicked (chat.ts decides which request a click makes,
 * on every client at render; this is loaded on the first click): the defender's roll dialog, the
 * undo confirmation, and each request sent to the designated GM's client (gm/transport.ts).
 */
import { notifyFormat } from "../../util/notify";
import { isElementOf } from "../../compat";
import { getSkill, isSkillKey, rangeCheck, rolledDegree, weaponModeFigures } from "../../rules";
import { actorFromUuid, tokenDistanceFeet } from "../services/actors";
import { HOOKS } from "../../hooks";
import { chooseRoll, warnRulesError } from "../../rolls/api";
import { isPlayable, isWeaponItem } from "../../documents/guards";
import { conditionModifiersOf } from "../../rolls/actor-conditions";
import { rollsWithoutDialogs } from "../../rolls/skip-dialog";
import { skipDialogFor } from "../../rolls/skip-dialog-rule";
import { attackRefusal, type AttackAttempt } from "./refuse";
import { skillRollLevel } from "../../rolls/traits";
import { SYSTEM_PATH } from "../../rolls/roll";
import { askGM, askGMOnce, notify } from "../gm/transport";
import type { AttackCard, AttackMode } from "./state";
import { ensureOnDemandStyles } from "../../lazy/styles";
import { confirmDialog, formDialog } from "../../util/form-dialog";
import { currentRound, liveOpponents } from "./live-opponents";
import { engagementLine, engagementText } from "./engagement-line";
import type { OpponentCount } from "../../rules/engagement-count";

export interface AttackOptions {
  mode?: AttackMode;
  skipDialog?: boolean;
  /** The control that asked (the sheet's Attack): dialogs open in its window. */
  origin?: Element | null;
}

export const PICK_TARGET_TEMPLATE = `${SYSTEM_PATH}/templates/dialog/pick-target.hbs`;

/** The targeted token to attack: the only one, or the one the user picks. Null: none targeted, or the pick cancelled. */
async function pickTarget(origin: Element | null): Promise<Token.Implementation | null> {
  const targets = [...game.user.targets].filter((t) => !!t.actor);
  if (targets.length <= 1) return targets[0] ?? null;
  const content = await foundry.applications.handlebars.renderTemplate(PICK_TARGET_TEMPLATE, {
    targets: targets.map((t, i) => ({
      index: i,
      name: t.document.name ?? t.actor?.name ?? "",
      img: t.document.texture.src ?? "",
      checked: i === 0,
    })),
  });
  ensureOnDemandStyles();
  return formDialog({
    window: { title: "HARNFUDGE.Dialog.PickTarget", icon: "fa-solid fa-crosshairs" },
    className: "harnfudge-pick-target",
    content,
    submit: { action: "pick", label: "HARNFUDGE.Chat.Attack", icon: "fa-solid fa-crosshairs" },
    origin,
    read: (form) => {
      const field = form.elements.namedItem("target");
      const index = isElementOf(field, HTMLInputElement)
        ? Number(field.value)
        : field && "value" in field
          ? Number(field.value)
          : 0;
      return targets[index] ?? null;
    },
  });
}

/** Tells the user why an attack is refused; true when it is. */
function refuse(attempt: AttackAttempt): boolean {
  const refusal = attackRefusal(attempt);
  if (refusal) notifyFormat("warn", refusal.key, refusal.data);
  return refusal !== null;
}

/**
 * Attacks the user's targeted token with a weapon (`game.harnfudge.attackWithWeapon`): the GM's
 * client rolls and posts the card. Resolves to whether the card was posted.
 */
export async function attackWithWeapon(
  actor: Actor.Implementation,
  weapon: Item.Implementation,
  options: AttackOptions = {},
): Promise<boolean> {
  if (!isWeaponItem(weapon) || !weapon.id) return false;
  const mode: AttackMode = options.mode ?? (weapon.system.melee.enabled ? "melee" : "ranged");
  const figures = weaponModeFigures(weapon.system, mode);
  let level: number;
  try {
    level = skillRollLevel(actor, figures.skill);
  } catch (error) {
    warnRulesError(error);
    return false;
  }
  const origin = options.origin ?? null;
  // Refused before any dialog or request when this client can already see the attack is impossible.
  const attackerRefused = isPlayable(actor) ? conditionModifiersOf(actor, "attack").refused : null;
  if (attackerRefused && refuse({ attackerRefused, target: null })) return false;
  const picked = game.user.targets.size === 0 ? null : await pickTarget(origin);
  if (game.user.targets.size > 0 && !picked) return false;
  const targetActor = picked?.actor ?? null;
  const attempt = {
    attackerRefused,
    target: picked
      ? {
          name: picked.document.name ?? targetActor?.name ?? "",
          self: targetActor?.uuid === actor.uuid,
          // The wound track's Dead mark, as the GM's client reads it (decide-create.ts).
          dead: isPlayable(targetActor) && targetActor.system.wounds.dead,
        }
      : null,
  };
  if (refuse(attempt)) return false;
  const target = picked;
  if (!target) return false;
  const attackerToken = actor.getActiveTokens(true, true)[0]?.uuid ?? null;
  // A missile past its maximum effective range (rules 3.5.2): little or no chance of accuracy. The
  // player is told; the GM decides (the card shows the same warning).
  if (mode === "ranged") {
    const distance = tokenDistanceFeet(attackerToken, target.document.uuid);
    const check = distance === null ? null : rangeCheck(distance, weapon.system.ranged.range);
    if (check?.warning)
      notifyFormat("warn", check.warning, {
        distanceFeet: String(Math.round(check.distanceFeet)),
        maxRangeFeet: String(check.maxRangeFeet),
      });
  }
  const skillName = isSkillKey(figures.skill) ? game.i18n.localize(getSkill(figures.skill).labelKey) : figures.skill;
  // Rules 3.2.1: his melee opponents as the GM's client will count them (in melee, the target engages him too).
  const mine = liveOpponents(
    { actorUuid: actor.uuid, tokenUuid: attackerToken },
    currentRound(),
    mode === "melee"
      ? {
          attackerUuid: target.actor?.uuid ?? "",
          attackerTokenUuid: target.document.uuid,
          name: target.document.name ?? "",
          mode,
        }
      : null,
  );
  const settings = await chooseRoll({
    actor,
    kind: "attack",
    traitKey: figures.skill,
    label: `${weapon.name} (${skillName})`,
    level,
    chance: { kind: "attack" },
    showOpponents: true,
    ...opponentsFor(actor.getActiveTokens(true, true)[0]?.name ?? actor.name, mine),
    attackOptions: true,
    playerBounds: true,
    skipDialog: options.skipDialog ?? false,
    origin,
  });
  if (!settings) return false;
  if (Hooks.call(HOOKS.preAttack, { actor, weapon, mode, target }) === false) return false;
  // A retry of the same attack after a timeout reuses its request id: at most one card (issue 17,
  // item 10). The combat round is part of the action, so next round's attack is a new one (issue 28).
  const round = game.combat?.started ? `${game.combat.id ?? ""}.${game.combat.round}` : "-";
  const key = `attack:${actor.uuid}:${weapon.id ?? ""}:${mode}:${target.document.uuid}:${round}`;
  const answer = await askGMOnce("card", key, {
    kind: "attack",
    attackerUuid: actor.uuid,
    weaponId: weapon.id,
    mode,
    attackerTokenUuid: attackerToken,
    targetTokenUuid: target.document.uuid,
    targetActorUuid: null,
    choices: settings.choices,
    stun: settings.stun,
    pullTo: settings.pullTo,
  });
  return notify(answer);
}

/** The dialog's opponents (rules 3.2.1) and the line saying where the count came from. */
function opponentsFor(fighter: string, count: OpponentCount): { opponents: number; opponentsSource: string | null } {
  return {
    opponents: Math.max(1, count.opponents),
    opponentsSource:
      count.opponents > 1 || count.left.length > 0 ? engagementText(fighter, engagementLine(count), game.i18n) : null,
  };
}

export async function send(button: HTMLElement | null, request: Record<string, unknown>): Promise<void> {
  if (isElementOf(button, HTMLButtonElement)) button.disabled = true;
  try {
    notify(await askGM("card", request));
  } finally {
    if (isElementOf(button, HTMLButtonElement)) button.disabled = false;
  }
}

/**
 * Defending with a skill: the target's owner chooses the modifiers in the roll dialog, or (with
 * "Roll without dialogs", Shift turning it around) takes none; the GM's client rolls.
 */
export async function defendWithSkill(
  card: AttackCard,
  messageId: string,
  skill: string,
  button: HTMLElement,
  shift = false,
): Promise<void> {
  const skipDialog = skipDialogFor(rollsWithoutDialogs(), shift);
  const actor = actorFromUuid(card.target.actorUuid);
  if (!actor) return;
  let level: number;
  try {
    level = skillRollLevel(actor, skill);
  } catch {
    ui.notifications?.warn(game.i18n.localize("HARNFUDGE.Notify.SkillNotAttemptable"));
    return;
  }
  const faces = card.attack.faces;
  const attackDegree = faces
    ? rolledDegree({ level: card.attack.level, faces, modifier: card.attack.modifiers.reduce((s, m) => s + m.value, 0) })
        .rolledDegree
    : null;
  const settings = await chooseRoll({
    actor,
    kind: "defence",
    traitKey: skill,
    label: isSkillKey(skill) ? game.i18n.localize(getSkill(skill).labelKey) : skill,
    level,
    chance: attackDegree === null ? { kind: "none" } : { kind: "degree", degree: attackDegree },
    showOpponents: true,
    playerBounds: true,
    // Its melee opponents as the GM's client counts them for this defence (decide-steps.ts defenderOpponents).
    ...opponentsFor(
      card.target.name,
      liveOpponents(card.target, card.round ?? null, {
        attackerUuid: card.attacker.actorUuid,
        attackerTokenUuid: card.attacker.tokenUuid,
        name: card.attacker.name,
        mode: card.mode,
      }),
    ),
    skipDialog,
    origin: button,
  });
  if (!settings) return;
  await send(button, { kind: "defend", messageId, defence: "opposed", skill, choices: settings.choices, difficulty: null });
}

/** What a click on a card's control asks for (chat.ts wires the clicks): a request, a dialog first, or a confirmation first. */
export async function onCardAction(
  card: AttackCard,
  messageId: string,
  root: HTMLElement,
  el: HTMLElement,
  shift: boolean,
): Promise<void> {
  const action = el.dataset["cardAction"];
  switch (action) {
    case "defendSkill": {
      // A skill, or one of the other answers in the same list (kind:ignore…).
      const value = root.querySelector<HTMLSelectElement>("select[name=defenceSkill]")?.value;
      if (value) await defend(card, messageId, value, el, shift);
      return;
    }
    case "difficulty": {
      const select = root.querySelector<HTMLSelectElement>("select[name=difficulty]");
      if (select) await send(el, { messageId, kind: "difficulty", difficulty: Number(select.value) });
      return;
    }
    case "damage":
    case "apply":
      await send(el, { messageId, kind: action });
      return;
    case "lucky":
      await send(el, { messageId, kind: "lucky", roll: el.dataset["roll"] });
      return;
    case "undo":
    case "void":
      await confirmAndSend(action, card, messageId, el);
      return;
  }
}

/** A skill from Defend's list, or one of the other answers there (`kind:ignore`, `kind:unaware`, `kind:shootBack`). */
export async function defend(card: AttackCard, messageId: string, value: string, button: HTMLElement, shift: boolean) {
  if (value.startsWith("kind:")) await answerWithKind(card, messageId, value.slice("kind:".length), button);
  else await defendWithSkill(card, messageId, value, button, shift);
}

/** Undo or Void (the GM's rare calls): each asks for confirmation first. */
export async function confirmAndSend(action: string, card: AttackCard, messageId: string, button: HTMLElement) {
  if (action === "undo") await undo(card, messageId, button);
  else if (action === "void") await voidCard(card, messageId, button);
}

/** Undo (the GM): asks for confirmation, then sends the request. */
export async function undo(card: AttackCard, messageId: string, button: HTMLElement): Promise<void> {
  const sure = await confirmDialog({
    title: game.i18n.localize("HARNFUDGE.Notify.UndoConfirmTitle"),
    text: game.i18n.format("HARNFUDGE.Notify.UndoConfirm", { name: card.target.name }),
    origin: button,
  });
  if (sure) await send(button, { messageId, kind: "undo" });
}

/** Void (the GM): asks for confirmation, then sends the request with its own id (a replay voids nothing twice). */
export async function voidCard(card: AttackCard, messageId: string, button: HTMLElement): Promise<void> {
  const sure = await confirmDialog({
    title: game.i18n.localize("HARNFUDGE.Card.VoidConfirmTitle"),
    text: game.i18n.format("HARNFUDGE.Card.VoidConfirm", { target: card.target.name }),
    origin: button,
  });
  if (sure) notify(await askGMOnce("card", `void:${messageId}`, { messageId, kind: "void" }));
}

/**
 * The other answers to an attack, from Defend's list: ignore it (asked to confirm first: the target
 * gives up its defence), shoot back, or (the GM) mark the target unaware.
 */
export async function answerWithKind(card: AttackCard, messageId: string, kind: string, button: HTMLElement): Promise<void> {
  if (kind === "ignore") {
    const sure = await confirmDialog({
      title: game.i18n.localize("HARNFUDGE.Card.IgnoreConfirmTitle"),
      text: game.i18n.format("HARNFUDGE.Card.IgnoreConfirm", { target: card.target.name }),
      origin: button,
    });
    if (!sure) return;
  }
  await send(button, { messageId, kind: "defend", defence: kind, skill: null, choices: null, difficulty: null });
}

/** The open-wound tick: the GM's client decides; the tick goes back when it refuses. */
export async function setOpen(messageId: string, input: HTMLInputElement): Promise<void> {
  const answer = await askGM("card", { kind: "open", messageId, open: input.checked });
  input.disabled = false;
  if (!notify(answer)) input.checked = !input.checked;
}
