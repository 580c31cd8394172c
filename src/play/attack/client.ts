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
import { actorFromUuid, tokenDistanceFeet } from "../gm/actors";
import { HOOKS } from "../../hooks";
import { chooseRoll, warnRulesError } from "../../rolls/api";
import { isWeaponItem } from "../../documents/guards";
import { skillRollLevel } from "../../rolls/traits";
import { SYSTEM_PATH } from "../../rolls/roll";
import { askGM, askGMOnce, notify } from "../gm/transport";
import type { AttackCard, AttackMode } from "./state";
import { ensureOnDemandStyles } from "../../lazy/styles";
import { formDialog } from "../../util/form-dialog";
import { currentRound, liveOpponents } from "./live-opponents";
import { engagementLine, engagementText } from "./engagement-line";
import type { OpponentCount } from "../../rules/engagement-count";

export interface AttackOptions {
  mode?: AttackMode;
  skipDialog?: boolean;
}

export const PICK_TARGET_TEMPLATE = `${SYSTEM_PATH}/templates/dialog/pick-target.hbs`;

/** The targeted token to attack: the only one, or the one the user picks. Null: none (the user was told). */
async function pickTarget(): Promise<Token.Implementation | null> {
  const targets = [...game.user.targets].filter((t) => !!t.actor);
  if (targets.length === 0) {
    ui.notifications?.warn(game.i18n.localize("HARNFUDGE.Notify.OneTarget"));
    return null;
  }
  if (targets.length === 1) return targets[0] ?? null;
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
  const target = await pickTarget();
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

/** Defending with a skill: the target's owner chooses the modifiers (or, shift-clicked, takes none); the GM's client rolls. */
export async function defendWithSkill(
  card: AttackCard,
  messageId: string,
  skill: string,
  button: HTMLElement,
  skipDialog = false,
): Promise<void> {
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
  });
  if (!settings) return;
  await send(button, { kind: "defend", messageId, defence: "opposed", skill, choices: settings.choices, difficulty: null });
}

async function confirmUndo(card: AttackCard): Promise<boolean> {
  const answer = await foundry.applications.api.DialogV2.confirm({
    window: { title: "HARNFUDGE.Notify.UndoConfirmTitle" },
    content: `<p>${foundry.utils.escapeHTML(game.i18n.format("HARNFUDGE.Notify.UndoConfirm", { name: card.target.name }))}</p>`,
    rejectClose: false,
  });
  return answer === true;
}

/** Undo (the GM): asks for confirmation, then sends the request. */
export async function undo(card: AttackCard, messageId: string, button: HTMLElement): Promise<void> {
  if (await confirmUndo(card)) await send(button, { messageId, kind: "undo" });
}

/** The open-wound tick: the GM's client decides; the tick goes back when it refuses. */
export async function setOpen(messageId: string, input: HTMLInputElement): Promise<void> {
  const answer = await askGM("card", { kind: "open", messageId, open: input.checked });
  input.disabled = false;
  if (!notify(answer)) input.checked = !input.checked;
}
