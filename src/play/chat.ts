/**
 * Chat card behaviour: each control on an attack card is shown only to the users who may use it
 * (the target's owners or the GM for defence, the attacker's side for damage, the GM for
 * difficulties and undo), and a click turns into a card action sent to the active GM.
 */
import { skillRollLevel } from "../rolls/traits";
import { rollCheck, warnRulesError } from "../rolls/api";
import { getSkill, isSkillKey, luckyRerollAllowed, rolledDegree, type DefenceKind } from "../rules";
import { checkCardLucky, luckyLastUsed, rerollCheckCard } from "./luckyCard";
import { actorFromUuid, requestCardAction } from "./attack/adapter";
import type { CardAction } from "./attack/actions";
import { FLAG_KEY, FLAG_SCOPE, parseAttackState } from "./attack/state";

function canSee(role: string | undefined, message: ChatMessage.Implementation, actorUuid: string | undefined): boolean {
  const user = game.user;
  if (user.isGM) return role !== "others";
  switch (role) {
    case "gm":
      return false;
    case "others": {
      const actor = actorUuid ? actorFromUuid(actorUuid) : null;
      return !actor || !actor.testUserPermission(user, "OWNER");
    }
    case "target": {
      const actor = actorUuid ? actorFromUuid(actorUuid) : null;
      return !!actor && actor.testUserPermission(user, "OWNER");
    }
    // The attacker's side: the card's author or an owner of the named actor (damage, apply).
    case "attacker":
    case "applier": {
      if (message.author?.id === user.id) return true;
      const actor = actorUuid ? actorFromUuid(actorUuid) : null;
      return !!actor && actor.testUserPermission(user, "OWNER");
    }
    default:
      return true;
  }
}

async function notifyResult(promise: Promise<{ ok: boolean; reason?: string }>): Promise<void> {
  try {
    const result = await promise;
    if (!result.ok && result.reason) ui.notifications?.warn(game.i18n.localize(result.reason));
  } catch (error) {
    console.error("HârnFudge | card action failed", error);
    ui.notifications?.error(game.i18n.localize("HARNFUDGE.Notify.ActionFailed"));
  }
}

async function defendWithSkill(
  message: ChatMessage.Implementation,
  targetId: string,
  actorUuid: string,
  skill: string,
): Promise<void> {
  const state = parseAttackState(message.getFlag(FLAG_SCOPE, FLAG_KEY));
  const actor = actorFromUuid(actorUuid);
  if (!state || !actor) return;
  let level: number;
  try {
    level = skillRollLevel(actor, skill);
  } catch (error) {
    warnRulesError(error);
    return;
  }
  const attackDegree = rolledDegree(state.attack).rolledDegree;
  const outcome = await rollCheck({
    actor,
    kind: "defence",
    traitKey: skill,
    label: isSkillKey(skill) ? game.i18n.localize(getSkill(skill).labelKey) : skill,
    level,
    chance: { kind: "degree", degree: attackDegree },
    showOpponents: true,
    skipDialog: false,
    post: false,
  });
  if (!outcome) return;
  const action: CardAction = {
    action: "defend",
    messageId: message.id ?? "",
    targetId,
    kind: "opposed",
    skill,
    check: { level, modifier: outcome.roll.modifierTotal, faces: outcome.roll.faces },
  };
  await notifyResult(requestCardAction(action));
}

function onCardClick(message: ChatMessage.Implementation, event: Event): void {
  const button = event.target instanceof HTMLElement ? event.target.closest<HTMLElement>("[data-card-action]") : null;
  if (!button) return;
  event.preventDefault();
  const row = button.closest<HTMLElement>("[data-target-id]");
  const targetId = row?.dataset["targetId"];
  const actorUuid = row?.dataset["actorUuid"];
  const messageId = message.id;
  if (!targetId || !actorUuid || !messageId) return;
  const base = { messageId, targetId };
  switch (button.dataset["cardAction"]) {
    case "defendSkill": {
      const select = row?.querySelector<HTMLSelectElement>("select[name=defenceSkill]");
      if (select) void defendWithSkill(message, targetId, actorUuid, select.value);
      break;
    }
    case "defendKind": {
      const kind = button.dataset["kind"];
      if (kind === "unaware" || kind === "ignore" || kind === "shootBack") {
        const defend: DefenceKind = kind;
        void notifyResult(requestCardAction({ action: "defend", ...base, kind: defend }));
      }
      break;
    }
    case "difficulty": {
      const select = row?.querySelector<HTMLSelectElement>("select[name=difficulty]");
      if (select) void notifyResult(requestCardAction({ action: "difficulty", ...base, difficulty: Number(select.value) }));
      break;
    }
    case "damage":
      void notifyResult(requestCardAction({ action: "damage", ...base }));
      break;
    case "apply": {
      const level = button.dataset["level"] ?? null;
      const stun = button.dataset["stun"] || null;
      void notifyResult(requestCardAction({ action: "apply", ...base, expected: level === null ? undefined : { level, stun } }));
      break;
    }
    case "undo":
      void notifyResult(requestCardAction({ action: "undo", ...base }));
      break;
  }
}

/** Whether this user may use Lucky on the attack card's roll now (the GM's client decides again). */
function attackLuckyVisible(message: ChatMessage.Implementation): boolean {
  const state = parseAttackState(message.getFlag(FLAG_SCOPE, FLAG_KEY));
  if (!state || state.lucky || state.targets.some((t) => t.defence !== null)) return false;
  const actor = actorFromUuid(state.attackerUuid);
  if (!actor || !actor.testUserPermission(game.user, "OWNER")) return false;
  const lastUsed = luckyLastUsed(actor);
  return lastUsed !== undefined && luckyRerollAllowed(lastUsed, game.time.serverTime);
}

/** The Lucky button: on an attack card a card action, on a check card a local reroll. */
function wireLucky(message: ChatMessage.Implementation, html: HTMLElement, attackCard: HTMLElement | null): void {
  for (const button of html.querySelectorAll<HTMLElement>("[data-lucky-reroll]")) {
    // A roll shown inside another card (a healing card) has already had its effect: no reroll.
    const inOtherCard = !attackCard && button.closest(".harnfudge:not(.roll-card)") !== null;
    const visible = inOtherCard ? false : attackCard ? attackLuckyVisible(message) : checkCardLucky(message).decision.ok;
    if (!visible) {
      button.remove();
      continue;
    }
    button.addEventListener("click", (event) => {
      event.preventDefault();
      event.stopPropagation();
      if (button instanceof HTMLButtonElement) button.disabled = true;
      if (attackCard) void notifyResult(requestCardAction({ action: "lucky", messageId: message.id ?? "", targetId: "" }));
      else
        void rerollCheckCard(message).catch((error: unknown) => {
          console.error("HârnFudge | Lucky reroll failed", error);
          ui.notifications?.error(game.i18n.localize("HARNFUDGE.Notify.ActionFailed"));
        });
    });
  }
}

/** Shows each control only to who may use it and wires the clicks. */
export function onRenderChatMessage(message: ChatMessage.Implementation, html: HTMLElement): void {
  const card = html.querySelector<HTMLElement>(".harnfudge.attack-card");
  wireLucky(message, html, card);
  if (!card) return;
  for (const el of card.querySelectorAll<HTMLElement>("[data-visible-to]")) {
    const row = el.closest<HTMLElement>("[data-target-id]");
    const role = el.dataset["visibleTo"];
    const uuid = role === "attacker" ? card.dataset["attackerUuid"] : row?.dataset["actorUuid"];
    if (!canSee(role, message, uuid)) el.remove();
  }
  card.addEventListener("click", (event) => onCardClick(message, event));
}

export function registerChat(): void {
  Hooks.on("renderChatMessageHTML", onRenderChatMessage);
}
