/**
 * What an attack card's controls do once clicked (chat.ts decides which request a click makes, on
 * every client at render; this is loaded on the first click): the defender's roll dialog, the undo
 * confirmation, and each request sent to the designated GM's client (gm/transport.ts).
 */
import { rolledDegree } from "../rules";
import { chooseRoll } from "../rolls/api";
import { actorFromUuid } from "./gm/actors";
import { askGM, notify } from "./gm/transport";
import type { AttackCard } from "./attack/state";
import { skillRollLevel } from "../rolls/traits";
import { getSkill, isSkillKey } from "../rules";
import { isElementOf } from "../compat";

export async function send(button: HTMLElement | null, request: Record<string, unknown>): Promise<void> {
  if (isElementOf(button, HTMLButtonElement)) button.disabled = true;
  try {
    notify(await askGM("card", request));
  } finally {
    if (isElementOf(button, HTMLButtonElement)) button.disabled = false;
  }
}

/** Defending with a skill: the target's owner chooses the modifiers; the GM's client rolls. */
export async function defendWithSkill(card: AttackCard, messageId: string, skill: string, button: HTMLElement): Promise<void> {
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
    // The attackers who engaged this defender this round (rules 3.2.1), as the GM's client counted them.
    opponents: card.engagement?.opponents ?? 1,
    skipDialog: false,
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
