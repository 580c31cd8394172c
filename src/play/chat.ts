/**
 * Attack cards in the chat log: each control is shown to the users who may use it (the target's
 * owners or the GM defend; the attacker's side rolls damage; the GM sets difficulties, decides
 * open wounds and undoes; Lucky to the owners of a character who has it available), and a click
 * becomes a request to the designated GM's client (gm/transport.ts), which decides it. Hiding a
 * control here is for clarity only: the GM's client checks every request again.
 */
import { luckyRerollAllowed, rolledDegree } from "../rules";
import { chooseRoll } from "../rolls/api";
import { actorFromUuid, luckyLastUsedOf } from "./actors";
import { askGM, notify } from "./gm/transport";
import { parseCard } from "./attack/state-parse";
import { FLAG_KEY, FLAG_SCOPE, type AttackCard } from "./attack/state";
import { skillRollLevel } from "../rolls/traits";
import { getSkill, isSkillKey } from "../rules";
import { wireCheckCardLucky } from "./luckyCard";
import { wireGmLucky } from "./lucky/gm-buttons";
import { wireContestCard } from "./contest/client";
import { mayUse, type Viewer } from "./attack/visibility";
import { isElementOf, isHTMLElement } from "../compat";

function owns(uuid: string | undefined): boolean {
  const actor = uuid ? actorFromUuid(uuid) : null;
  return !!actor && actor.testUserPermission(game.user, "OWNER");
}

/** This client's user as a viewer of a card. */
function thisViewer(): Viewer {
  return {
    id: game.user.id ?? "",
    isGM: game.user.isGM,
    owns,
    luckyReady(uuid) {
      const last = luckyLastUsedOf(actorFromUuid(uuid));
      return last !== undefined && luckyRerollAllowed(last, game.time.serverTime);
    },
  };
}

async function send(button: HTMLElement | null, request: Record<string, unknown>): Promise<void> {
  if (isElementOf(button, HTMLButtonElement)) button.disabled = true;
  try {
    notify(await askGM("card", request));
  } finally {
    if (isElementOf(button, HTMLButtonElement)) button.disabled = false;
  }
}

/** Defending with a skill: the target's owner chooses the modifiers; the GM's client rolls. */
async function defendWithSkill(card: AttackCard, messageId: string, skill: string, button: HTMLElement): Promise<void> {
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

function onCardClick(message: ChatMessage.Implementation, root: HTMLElement, event: Event): void {
  const el = isHTMLElement(event.target) ? event.target.closest<HTMLElement>("[data-card-action]") : null;
  const messageId = message.id;
  const card = parseCard(message.getFlag(FLAG_SCOPE, FLAG_KEY));
  if (!el || !messageId || !card || el.tagName === "INPUT") return;
  event.preventDefault();
  const base = { messageId };
  switch (el.dataset["cardAction"]) {
    case "defendSkill": {
      const select = root.querySelector<HTMLSelectElement>("select[name=defenceSkill]");
      if (select) void defendWithSkill(card, messageId, select.value, el);
      break;
    }
    case "defendKind":
      void send(el, { ...base, kind: "defend", defence: el.dataset["kind"], skill: null, choices: null, difficulty: null });
      break;
    case "difficulty": {
      const select = root.querySelector<HTMLSelectElement>("select[name=difficulty]");
      if (select) void send(el, { ...base, kind: "difficulty", difficulty: Number(select.value) });
      break;
    }
    case "damage":
    case "apply":
      void send(el, { ...base, kind: el.dataset["cardAction"] });
      break;
    case "lucky":
      void send(el, { ...base, kind: "lucky", roll: el.dataset["roll"] });
      break;
    case "undo":
      void confirmUndo(card).then((yes) => (yes ? send(el, { ...base, kind: "undo" }) : undefined));
      break;
  }
}

function onCardChange(message: ChatMessage.Implementation, event: Event): void {
  const input = event.target;
  if (!isElementOf(input, HTMLInputElement) || input.dataset["cardAction"] !== "open" || !message.id) return;
  input.disabled = true;
  void askGM("card", { kind: "open", messageId: message.id, open: input.checked }).then((answer) => {
    input.disabled = false;
    if (!notify(answer)) input.checked = !input.checked;
  });
}

/** Shows each control only to who may use it and wires the clicks. */
export function onRenderChatMessage(message: ChatMessage.Implementation, html: HTMLElement): void {
  wireCheckCardLucky(message, html);
  wireGmLucky(message, html);
  wireContestCard(message, html);
  const root = html.querySelector<HTMLElement>(".harnfudge.attack-card");
  const card = root ? parseCard(message.getFlag(FLAG_SCOPE, FLAG_KEY)) : null;
  if (!root || !card || !message.author?.isGM) return;
  const viewer = thisViewer();
  for (const el of root.querySelectorAll<HTMLElement>("[data-visible-to]")) {
    if (!mayUse(viewer, el.dataset["visibleTo"], card, el.dataset["luckyActor"])) el.remove();
  }
  root.addEventListener("click", (event) => onCardClick(message, root, event));
  root.addEventListener("change", (event) => onCardChange(message, event));
}

export function registerChat(): void {
  Hooks.on("renderChatMessageHTML", onRenderChatMessage);
}
