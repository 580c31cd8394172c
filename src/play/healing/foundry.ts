/**
 * Healing on Foundry: `game.harnfudge.heal(patient, { healer, skill })` and the GM's
 * `game.harnfudge.rest(patient, days)`. The healer picks one of the world's healing skills (the
 * rules name none; a world setting lists them, Herblore by default) and the roll dialog's
 * modifiers. When this user owns the patient the decision runs here (it writes only the user's
 * own actor, and only while no GM is connected); otherwise it goes to the designated GM's client (the
 * "heal" request domain), which rolls the healer's skill itself. Whoever decides posts the healing
 * card. Treating another player's character first posts a consent card (decide-consent.ts) whose
 * Accept, by the patient's owner or a GM, is the "consent" kind of the same domain.
 */
import { isSkillKey, getSkill } from "../../rules";
import { SYSTEM_PATH } from "../../rolls/roll";

import { actorFromUuid, isGMUser, ownsActor, traitLevelOf } from "../services/actors";
import { rollerFacts, trackFacts } from "../services/actor-facts";
import { conditionModifiersOf } from "../../rolls/actor-conditions";
import { rollDice, type PendingRolls } from "../services/roll-dice";
import { gmLocks } from "../gm/queue";
import type { DomainHandler } from "../gm/router";
import { markTraitUsedOn } from "../../rolls/mark-used";
import { SETTINGS } from "../settings";
import { writeCounter } from "../services/writes";
import { HOOKS } from "../../hooks";
import {
  handleHealInQueue,
  handleHealRequest,
  type ConsentState,
  type HealOutcome,
  type HealPorts,
  type HealResult,
} from "./decide";
import { handleConsent, type ConsentPorts } from "./decide-consent";
import { isRecord } from "../../util/guards";
import { consentCardContext, consentTerms, healingCardContext } from "./card";
import { messageModeOptions } from "../../compat";
import { loadCardParts } from "../../rolls/load-card-parts";
import { LUCKY_LINES_FLAG, type HealingLine } from "../services/lucky-lines";
import type { LuckyCardRenderer } from "../services/lucky-cards";
import { healingLine, healingOutcomeOfLine } from "./lucky";

export const HEALING_CARD_TEMPLATE = `${SYSTEM_PATH}/templates/chat/healing.hbs`;
export const HEALING_DIALOG_TEMPLATE = `${SYSTEM_PATH}/templates/dialog/healing.hbs`;
export const CONSENT_CARD_TEMPLATE = `${SYSTEM_PATH}/templates/chat/heal-consent.hbs`;
export const CONSENT_FLAG = "healConsent";

/** The consent card's content (the names reach the template as text: escaped there). */
async function consentContent(state: ConsentState): Promise<string> {
  const skill = isSkillKey(state.skill) ? game.i18n.localize(getSkill(state.skill).labelKey) : state.skill;
  await loadCardParts();
  const terms = consentTerms(state.request, game.i18n, (mode) => {
    const label = messageModeOptions().find((o) => o.value === mode)?.label ?? mode;
    return game.i18n.localize(label);
  });
  return foundry.applications.handlebars.renderTemplate(
    CONSENT_CARD_TEMPLATE,
    consentCardContext(
      { status: state.status, healerName: state.healerName, patientName: state.patientName, skill, terms },
      game.i18n,
    ),
  );
}

/** Who sees a consent card: the asking user, the patient's owners and the GMs. */
function consentAudience(state: ConsentState): string[] {
  const patient = actorFromUuid(state.patientUuid);
  return game.users
    .filter((u) => u.isGM || u.id === state.requesterId || (!!patient && patient.testUserPermission(u, "OWNER")))
    .flatMap((u) => (u.id ? [u.id] : []));
}

const consentPorts: ConsentPorts = {
  consentCard(messageId) {
    const message = game.messages.get(messageId);
    return message ? { authorIsGM: message.author?.isGM ?? false, state: message.getFlag("harnfudge", CONSENT_FLAG) } : null;
  },
  async updateConsentCard(messageId, state) {
    const message = game.messages.get(messageId);
    if (!message) throw new Error(`HârnFudge | no message ${messageId}`);
    writeCounter.messageUpdates += 1;
    await message.update({ content: await consentContent(state), flags: { harnfudge: { [CONSENT_FLAG]: state } } });
  },
};

/** The world's healing skills (setting, comma-separated skill keys). */
export function healingSkillKeys(): string[] {
  const raw = game.settings.get("harnfudge", SETTINGS.healingSkills);
  return String(raw)
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

export function foundryHealPorts(pending: PendingRolls): HealPorts {
  return {
    patient(uuid) {
      const actor = actorFromUuid(uuid);
      if (!actor) return null;
      return trackFacts(actor);
    },
    healer(uuid) {
      const actor = actorFromUuid(uuid);
      if (!actor) return null;
      const condition = conditionModifiersOf(actor, "other");
      return {
        ...rollerFacts(actor),
        refused: condition.refused,
        modifiers: condition.modifiers,
      };
    },
    healingSkills: healingSkillKeys,
    traitLevel: traitLevelOf,
    isGM: isGMUser,
    isOwner: ownsActor,
    roll: (spec) => rollDice({ ...spec, label: isSkillKey(spec.label) ? getSkill(spec.label).labelKey : spec.label }, pending),
    async writePatient(uuid, data) {
      const actor = actorFromUuid(uuid);
      if (!actor) throw new Error(`no actor ${uuid}`);
      writeCounter.actorUpdates += 1;
      const system = { wounds: data.wounds, records: data.records };
      // A rest on the world clock writes its mark in the same update (decide-clock.ts).
      if (data.restedUntil === undefined) await actor.update({ system });
      else await actor.update({ system, flags: { harnfudge: { restedUntil: data.restedUntil } } });
    },
    markUsed: (uuid, skill) => markTraitUsedOn(actorFromUuid(uuid), "skill", skill),
    async postConsentCard(state) {
      writeCounter.creates += 1;
      const message = await ChatMessage.create({
        speaker: { alias: game.i18n.localize("HARNFUDGE.Healing.ConsentSpeaker") },
        content: await consentContent(state),
        whisper: consentAudience(state),
        flags: { harnfudge: { [CONSENT_FLAG]: state } },
      });
      if (!message?.id) throw new Error("HârnFudge | the consent card was not created");
      return message.id;
    },
  };
}

/** Decides a healing request here and posts its card (one message create). */
export async function runHeal(request: unknown, requesterId: string): Promise<HealResult> {
  const pending: PendingRolls = [];
  const result = await handleHealInQueue(request, requesterId, foundryHealPorts(pending), gmLocks);
  return postHealing(result, request, pending);
}

/** The GM's Rest…: decided with the world clock's rest mark (clock-foundry.ts, loaded on first use). */
async function runRest(request: Record<string, unknown>, requesterId: string): Promise<HealResult> {
  const { healRest } = await import("./clock-foundry");
  const { result, pending } = await healRest(request, requesterId);
  return postHealing(result, request, pending);
}

/** The patient's owner's (or a GM's) answer to a consent card: on Accept the treatment is carried out here. */
async function runConsent(request: Record<string, unknown>, requesterId: string): Promise<HealResult> {
  const pending: PendingRolls = [];
  const ports = { ...foundryHealPorts(pending), ...consentPorts };
  const messageId = String(request["messageId"]);
  const card = consentPorts.consentCard(messageId);
  const patient = isRecord(card?.state) ? String(card.state["patientUuid"]) : "";
  let stored: unknown = null;
  const result = await gmLocks.run([`ChatMessage.${messageId}`, patient], () =>
    handleConsent(request, requesterId, ports, (heal, healerOwner) => {
      stored = heal;
      return handleHealRequest(heal, healerOwner, ports, { consented: true });
    }),
  );
  return postHealing(result, stored, pending);
}

async function postHealing(result: HealResult, request: unknown, pending: PendingRolls): Promise<HealResult> {
  if (!result.ok || result.outcome === null) return result;
  const healerUuid =
    result.outcome.kind === "heal" && isRecord(request) && typeof request["healerUuid"] === "string"
      ? request["healerUuid"]
      : null;
  await postHealingCard(result.outcome, healerUuid, pending);
  return result;
}

async function renderHealingCard(outcome: HealOutcome, line: HealingLine | null): Promise<string> {
  await loadCardParts();
  return foundry.applications.handlebars.renderTemplate(HEALING_CARD_TEMPLATE, healingCardContext(outcome, game.i18n, { line }));
}

/**
 * Announces a healing outcome (the heal hook) and posts its healing card: each wound before → after
 * (one message create). A healer's public roll is kept as the card's Lucky line (healing/lucky.ts).
 */
export async function postHealingCard(outcome: HealOutcome, healerUuid: string | null, pending: PendingRolls): Promise<void> {
  Hooks.callAll(HOOKS.heal, { outcome });
  const line = healingLine(outcome, healerUuid);
  const content = await renderHealingCard(outcome, line);
  const healer = healerUuid ? actorFromUuid(healerUuid) : null;
  writeCounter.creates += 1;
  await ChatMessage.create({
    speaker: ChatMessage.getSpeaker(healer ? { actor: healer } : {}),
    content,
    rolls: pending,
    ...(line ? { flags: { harnfudge: { [LUCKY_LINES_FLAG]: [line] } } } : {}),
  });
}

/** Lucky's re-render of a healing card (services/lucky-cards.ts): the card holds one healing line. */
export const renderHealingLines: LuckyCardRenderer = (_message, lines) => {
  const [line] = lines;
  if (line?.kind !== "healing") throw new Error("HârnFudge | a healing card holds one healing line");
  return renderHealingCard(healingOutcomeOfLine(line), line);
};

/** The "heal" request domain on the designated GM's client, in the patient's write queue. */
export const healDomain: DomainHandler = async (request, requesterId) => {
  const result =
    request["kind"] === "consent"
      ? await runConsent(request, requesterId)
      : request["kind"] === "rest"
        ? await runRest(request, requesterId)
        : await runHeal(request, requesterId);
  if (!result.ok) return result;
  return result.outcome === null ? { ok: true, notice: "HARNFUDGE.Healing.ConsentAsked" } : { ok: true };
};
