/**
 * The healing action on Foundry: `game.harnfudge.heal(patient, { healer, skill })` and the GM's
 * `game.harnfudge.rest(patient, days)`. The healer picks any skill (the rules name no healing
 * skill: the GM rules which fits; Herblore is preselected when the healer can attempt it), rolls
 * it through the usual roll dialog, and the result is applied by the rules core's
 * applyHealingResult in one actor update — here when this user is the GM or owns the patient,
 * else on the active GM's client through `CONFIG.queries["harnfudge.heal"]`, with the same proof
 * of identity as card actions. A chat card reports the levels healed and the days each
 * remaining wound needs.
 */
import { SKILL_KEYS, getSkill, isSkillKey, type MagicalDaysPerLevel } from "../../rules";
import { rollCheck } from "../../rolls/api";
import { SYSTEM_PATH, type HarnFudgeRoll } from "../../rolls/roll";
import { findSkillItem, skillRollLevel } from "../../rolls/traits";
import { isPlayable, isSkillItem, type PlayableActor } from "../../documents/guards";
import { ladderOptions, ladderWord } from "../format";
import { actorFromUuid, actorPermissionPorts } from "../attack/adapter";
import { foundryAuthPorts, runHereOrThroughGM } from "../query";
import {
  handleAuthenticatedHeal,
  handleHealRequest,
  MAX_REST_DAYS,
  type HealOutcome,
  type HealPorts,
  type HealRequest,
  type HealResult,
} from "./actions";
import { healingCardContext } from "./card";

export const HEAL_QUERY = "harnfudge.heal";
export const HEALING_CARD_TEMPLATE = `${SYSTEM_PATH}/templates/chat/healing.hbs`;
export const HEALING_DIALOG_TEMPLATE = `${SYSTEM_PATH}/templates/dialog/healing.hbs`;

/** Writes made by healing (for the benchmark): actor updates and cards posted. */
export const healingWrites = { actorUpdates: 0, creates: 0 };

export function healingPorts(): HealPorts {
  return {
    loadPatient(uuid) {
      const actor = actorFromUuid(uuid);
      return actor ? { wounds: actor.system.wounds, rapidHealing: actor.system.talents.has("rapidHealing") } : null;
    },
    ...actorPermissionPorts(),
    async updateWounds(uuid, wounds) {
      const actor = actorFromUuid(uuid);
      if (!actor) throw new Error(`no actor ${uuid}`);
      healingWrites.actorUpdates += 1;
      await actor.update({ system: { wounds } });
    },
  };
}

/** Runs a healing request here when this user may write the patient, else through the GM. */
export async function requestHealing(request: HealRequest, patient: PlayableActor): Promise<HealResult> {
  const me = game.user;
  const mayWrite = me.isGM || patient.testUserPermission(me, "OWNER");
  return runHereOrThroughGM(HEAL_QUERY, request, mayWrite ? () => handleHealRequest(request, me.id ?? "", healingPorts()) : null);
}

/** The GM's query handler: proof of the requester, then the same decision as locally. */
export async function healQueryHandler(data: unknown): Promise<HealResult> {
  if (!game.user.isGM) return { ok: false, reason: "HARNFUDGE.Notify.GMOnly" };
  return handleAuthenticatedHeal(data, healingPorts(), foundryAuthPorts());
}

/** Every skill the healer can attempt, trained first; Herblore (or the asked skill) preselected. */
export function healerSkills(
  healer: PlayableActor,
  preferred?: string,
): { key: string; label: string; levelWord: string; selected: boolean }[] {
  const keys = new Set<string>();
  for (const item of healer.items) if (isSkillItem(item)) keys.add(item.system.key);
  for (const key of SKILL_KEYS) keys.add(key);
  const out: { key: string; label: string; level: number; trained: boolean }[] = [];
  for (const key of keys) {
    let level: number;
    try {
      level = skillRollLevel(healer, key);
    } catch {
      continue;
    }
    const item = findSkillItem(healer, key);
    const label = item?.name ?? (isSkillKey(key) ? game.i18n.localize(getSkill(key).labelKey) : key);
    out.push({ key, label, level, trained: item?.system.level !== null && item?.system.level !== undefined });
  }
  out.sort((a, b) => Number(b.trained) - Number(a.trained) || a.label.localeCompare(b.label));
  const want = [preferred, "herblore"].find((k) => k !== undefined && out.some((s) => s.key === k)) ?? out[0]?.key;
  return out.map((s) => ({ key: s.key, label: s.label, levelWord: ladderWord(s.level, game.i18n), selected: s.key === want }));
}

interface HealChoice {
  mode: "roll" | "result";
  skill: string | null;
  result: number;
  treatment: "treated" | "magical";
  magicalDaysPerLevel: MagicalDaysPerLevel;
}

function formValue(form: HTMLFormElement, name: string): string | null {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLSelectElement || field instanceof HTMLInputElement ? field.value : null;
}

async function healDialog(patient: PlayableActor, healer: PlayableActor | null, skill?: string): Promise<HealChoice | null> {
  const skills = healer ? healerSkills(healer, skill) : [];
  const content = await foundry.applications.handlebars.renderTemplate(HEALING_DIALOG_TEMPLATE, {
    patient: patient.name,
    healer: healer?.name ?? null,
    canRoll: skills.length > 0,
    skills,
    isGM: game.user.isGM,
    results: ladderOptions(1, game.i18n),
  });
  let choice: HealChoice | null = null;
  await foundry.applications.api.DialogV2.wait({
    window: { title: game.i18n.format("HARNFUDGE.Healing.Title", { patient: patient.name }), icon: "fa-solid fa-kit-medical" },
    classes: ["harnfudge", "harnfudge-healing-dialog"],
    position: { width: 420 },
    content,
    buttons: [
      {
        action: "heal",
        label: "HARNFUDGE.Healing.Heal",
        icon: "fa-solid fa-kit-medical",
        default: true,
        callback: (_event, button) => {
          const form = button.form;
          if (!form) return;
          const treatment = formValue(form, "treatment") ?? "treated";
          const mode = formValue(form, "mode") === "result" || skills.length === 0 ? "result" : "roll";
          choice = {
            mode,
            skill: formValue(form, "skill"),
            result: Number(formValue(form, "result") ?? 1),
            treatment: treatment === "treated" ? "treated" : "magical",
            magicalDaysPerLevel: treatment === "magical1" ? 1 : 2,
          };
        },
      },
      { action: "cancel", label: "HARNFUDGE.Dialog.Cancel", icon: "fa-solid fa-xmark" },
    ],
    rejectClose: false,
  });
  return choice;
}

/** Posts the healing card (one message create). */
async function postHealingCard(
  patient: PlayableActor,
  outcome: HealOutcome,
  extra: { healer: PlayableActor | null; skill: string | null; roll: HarnFudgeRoll | null; rollMode?: string },
): Promise<ChatMessage.Implementation | null> {
  const skillLabel = extra.skill
    ? isSkillKey(extra.skill)
      ? game.i18n.localize(getSkill(extra.skill).labelKey)
      : extra.skill
    : null;
  const context = healingCardContext(
    {
      outcome,
      patientName: patient.name,
      healerName: extra.healer?.name ?? null,
      skillLabel,
      resultWord: outcome.resultDegree === null ? null : ladderWord(outcome.resultDegree, game.i18n),
      rollHtml: extra.roll ? await extra.roll.render() : "",
    },
    game.i18n,
  );
  const content = await foundry.applications.handlebars.renderTemplate(HEALING_CARD_TEMPLATE, context);
  const data: ChatMessage.CreateData = {
    speaker: ChatMessage.getSpeaker(extra.healer ? { actor: extra.healer } : {}),
    content,
    ...(extra.roll ? { rolls: [extra.roll] } : {}),
  };
  if (extra.rollMode) ChatMessage.applyRollMode(data, extra.rollMode as ChatMessage.PassableRollMode);
  healingWrites.creates += 1;
  return (await ChatMessage.create(data)) ?? null;
}

export interface HealOptions {
  /** The healing character (default: the user's assigned character). */
  healer?: Actor.Implementation | null;
  /** The skill to preselect (any skill; default Herblore when the healer can attempt it). */
  skill?: string;
}

/** A healer (or the GM) heals a patient. Resolves to the healing card, or null. */
export async function heal(patient: Actor.Implementation, options: HealOptions = {}): Promise<ChatMessage.Implementation | null> {
  if (!isPlayable(patient)) return null;
  const candidate = options.healer ?? game.user.character ?? null;
  const healer = isPlayable(candidate) ? candidate : null;
  if (!healer && !game.user.isGM) {
    ui.notifications?.warn(game.i18n.localize("HARNFUDGE.Healing.NoHealer"));
    return null;
  }
  const choice = await healDialog(patient, healer, options.skill);
  if (!choice) return null;
  let request: HealRequest;
  let roll: HarnFudgeRoll | null = null;
  let rollMode: string | undefined;
  if (choice.mode === "roll" && healer && choice.skill) {
    const level = healer ? healingPorts().traitLevel(healer.uuid, choice.skill) : null;
    if (level === null) return null;
    const label = healerSkills(healer).find((s) => s.key === choice.skill)?.label ?? choice.skill;
    const outcome = await rollCheck({
      actor: healer,
      kind: "skill",
      traitKey: choice.skill,
      label,
      level,
      chance: { kind: "difficulty" },
      // A Good result heals (rules 3.4.7): the dialog's chance is of healing at all.
      difficulty: 1,
      showOpponents: false,
      skipDialog: false,
      post: false,
    });
    if (!outcome) return null;
    roll = outcome.roll;
    rollMode = outcome.settings.rollMode;
    request = {
      action: "heal",
      patientUuid: patient.uuid,
      healerUuid: healer.uuid,
      skill: choice.skill,
      check: { level, modifier: roll.modifierTotal, faces: roll.faces },
      result: null,
      treatment: choice.treatment,
      magicalDaysPerLevel: choice.magicalDaysPerLevel,
    };
  } else {
    request = {
      action: "heal",
      patientUuid: patient.uuid,
      healerUuid: null,
      skill: null,
      check: null,
      result: choice.result,
      treatment: choice.treatment,
      magicalDaysPerLevel: choice.magicalDaysPerLevel,
    };
  }
  const result = await requestHealing(request, patient);
  if (!result.ok) {
    ui.notifications?.warn(game.i18n.localize(result.reason));
    return null;
  }
  return postHealingCard(patient, result.outcome, {
    healer: request.healerUuid ? healer : null,
    skill: request.skill,
    roll,
    rollMode,
  });
}

/** The GM rests a patient N days (rules 3.4.7); asks for the days when not given. */
export async function rest(patient: Actor.Implementation, days?: number): Promise<ChatMessage.Implementation | null> {
  if (!isPlayable(patient)) return null;
  if (!game.user.isGM) {
    ui.notifications?.warn(game.i18n.localize("HARNFUDGE.Notify.GMOnly"));
    return null;
  }
  const n = days ?? (await askDays(patient));
  if (n === null) return null;
  const result = await handleHealRequest(
    { action: "rest", patientUuid: patient.uuid, days: n },
    game.user.id ?? "",
    healingPorts(),
  );
  if (!result.ok) {
    ui.notifications?.warn(game.i18n.localize(result.reason));
    return null;
  }
  return postHealingCard(patient, result.outcome, { healer: null, skill: null, roll: null });
}

async function askDays(patient: PlayableActor): Promise<number | null> {
  const label = game.i18n.localize("HARNFUDGE.Healing.RestDays");
  let days: number | null = null;
  await foundry.applications.api.DialogV2.wait({
    window: { title: game.i18n.format("HARNFUDGE.Healing.RestTitle", { patient: patient.name }), icon: "fa-solid fa-bed" },
    classes: ["harnfudge", "harnfudge-rest-dialog"],
    content: `<div class="form-group"><label for="hf-rest-days">${label}</label><input id="hf-rest-days" type="number" name="days" value="5" min="1" max="${MAX_REST_DAYS}" step="1" autofocus></div>`,
    buttons: [
      {
        action: "rest",
        label: "HARNFUDGE.Healing.Rest",
        icon: "fa-solid fa-bed",
        default: true,
        callback: (_event, button) => {
          const value = button.form ? Number(formValue(button.form, "days")) : NaN;
          days = Number.isInteger(value) && value > 0 && value <= MAX_REST_DAYS ? value : null;
        },
      },
      { action: "cancel", label: "HARNFUDGE.Dialog.Cancel", icon: "fa-solid fa-xmark" },
    ],
    rejectClose: false,
  });
  return days;
}

export function registerHealingQueries(): void {
  CONFIG.queries[HEAL_QUERY] = healQueryHandler;
}

declare global {
  // fvtt-types declares CONFIG.Queries in a namespace; merging into it needs one too.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace CONFIG {
    interface Queries {
      "harnfudge.heal": typeof healQueryHandler;
    }
  }
}
