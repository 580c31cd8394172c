/**
 * The healing actions a user starts: `heal(patient, { healer, skill })` opens the healing dialog
 * (healer's healing skill; for the GM also a set result and magical healing), then the roll
 * dialog's choices, and sends the request: decided here when this user owns the patient, else by
 * the designated GM's client. `rest(patient, days)` is the GM's. A request that needs a GM is
 * refused before anything is shown when none is connected (nothing is rolled or marked).
 */
import { isElementOf } from "../../compat";
import { getSkill, isSkillKey } from "../../rules";
import { chooseRoll } from "../../rolls/api";
import { findSkillItem, skillRollLevel } from "../../rolls/traits";
import { isPlayable, type PlayableActor } from "../../documents/guards";
import { ladderOptions, ladderWord } from "../../i18n/format";
import { askGM, askGMOnce, newRequestId, notify } from "../gm/transport";
import { MAX_REST_DAYS } from "./decide";
import { actorFromUuid } from "../gm/actors";
import { HOOKS } from "../../hooks";
import { HEALING_DIALOG_TEMPLATE, healingSkillKeys, runHeal } from "./foundry";
import { ensureOnDemandStyles } from "../../lazy/styles";

/** The world's healing skills the healer can attempt, trained first. */
export function healerSkills(
  healer: PlayableActor,
  preferred?: string,
): { key: string; label: string; levelWord: string; selected: boolean }[] {
  const out: { key: string; label: string; level: number; trained: boolean }[] = [];
  for (const key of healingSkillKeys()) {
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
  const want = out.find((s) => s.key === preferred)?.key ?? out[0]?.key;
  return out.map((s) => ({ key: s.key, label: s.label, levelWord: ladderWord(s.level, game.i18n), selected: s.key === want }));
}

interface HealChoice {
  mode: "roll" | "result";
  skill: string | null;
  result: number;
  treatment: "treated" | "magical";
  magicalDaysPerLevel: number;
}

function formValue(form: HTMLFormElement, name: string): string | null {
  const field = form.elements.namedItem(name);
  return isElementOf(field, HTMLSelectElement) || isElementOf(field, HTMLInputElement) ? field.value : null;
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
  ensureOnDemandStyles();
  await foundry.applications.api.DialogV2.wait({
    window: { title: "HARNFUDGE.Healing.Heal", icon: "fa-solid fa-kit-medical" },
    classes: ["harnfudge", "harnfudge-healing-dialog"],
    position: { width: 440 },
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
          const magical = formValue(form, "treatment") === "magical";
          const days = Number(formValue(form, "magicalDays") ?? 2);
          choice = {
            mode: formValue(form, "mode") === "result" || skills.length === 0 ? "result" : "roll",
            skill: formValue(form, "skill"),
            result: Number(formValue(form, "result") ?? 1),
            treatment: magical ? "magical" : "treated",
            magicalDaysPerLevel: Number.isFinite(days) ? days : 2,
          };
        },
      },
      { action: "cancel", label: "HARNFUDGE.Dialog.Cancel", icon: "fa-solid fa-xmark" },
    ],
    rejectClose: false,
  });
  return choice;
}

/** Whether this user can carry out a request on the patient: owns it (here) or a GM is connected. */
function reachable(patient: PlayableActor): boolean {
  if (patient.isOwner || game.users.activeGM) return true;
  ui.notifications?.warn(game.i18n.localize("HARNFUDGE.Notify.NoGM"));
  return false;
}

async function send(patient: PlayableActor, request: Record<string, unknown>): Promise<boolean> {
  const me = game.user.id ?? "";
  const healerUuid = typeof request["healerUuid"] === "string" ? request["healerUuid"] : null;
  const healer = healerUuid ? actorFromUuid(healerUuid) : null;
  if (Hooks.call(HOOKS.preHeal, { patient, healer, request }) === false) return false;
  // An owner heals their own character on their own client only while no GM is connected: with a
  // GM, every write to the actor goes through the designated GM's one write queue, so a heal and a
  // GM's Apply can never erase each other (issue 17, item 9).
  if (patient.isOwner && !game.user.isGM && !game.users.activeGM) {
    const result = await runHeal({ ...request, domain: "heal" }, me);
    return notify(result.ok ? { ok: true } : result);
  }
  return notify(await askGM("heal", request));
}

export interface HealOptions {
  /** The healing character (default: the user's assigned character). */
  healer?: Actor.Implementation | null;
  /** The skill to preselect. */
  skill?: string;
}

/** A healer (or the GM) treats a patient. Resolves to whether the treatment was recorded. */
export async function heal(patient: Actor.Implementation, options: HealOptions = {}): Promise<boolean> {
  if (!isPlayable(patient) || !reachable(patient)) return false;
  const candidate = options.healer ?? game.user.character ?? null;
  const healer = isPlayable(candidate) ? candidate : null;
  if (!healer && !game.user.isGM) {
    ui.notifications?.warn(game.i18n.localize("HARNFUDGE.Healing.NoHealer"));
    return false;
  }
  const choice = await healDialog(patient, healer, options.skill);
  if (!choice) return false;
  const base = {
    kind: "heal",
    requestId: newRequestId(),
    patientUuid: patient.uuid,
    treatment: choice.treatment,
    magicalDaysPerLevel: choice.magicalDaysPerLevel,
  };
  if (choice.mode === "result" || !healer || !choice.skill)
    return send(patient, { ...base, healerUuid: null, skill: null, choices: null, result: choice.result });
  let level: number;
  try {
    level = skillRollLevel(healer, choice.skill);
  } catch {
    return false;
  }
  const settings = await chooseRoll({
    actor: healer,
    kind: "skill",
    traitKey: choice.skill,
    label: healerSkills(healer).find((s) => s.key === choice.skill)?.label ?? choice.skill,
    level,
    chance: { kind: "difficulty" },
    // A Good result treats the wounds (rules 3.4.7): the dialog's chance is of treating at all.
    difficulty: 1,
    showOpponents: false,
    playerBounds: true,
    skipDialog: false,
  });
  if (!settings) return false;
  return send(patient, { ...base, healerUuid: healer.uuid, skill: choice.skill, choices: settings.choices, result: null });
}

/** The GM rests a patient N days (rules 3.4.7); asks for the days when not given. */
export async function rest(patient: Actor.Implementation, days?: number): Promise<boolean> {
  if (!isPlayable(patient)) return false;
  if (!game.user.isGM) {
    ui.notifications?.warn(game.i18n.localize("HARNFUDGE.Notify.GMOnly"));
    return false;
  }
  const n = days ?? (await askDays());
  if (n === null) return false;
  const request = { kind: "rest", patientUuid: patient.uuid, days: n };
  if (Hooks.call(HOOKS.preHeal, { patient, healer: null, request }) === false) return false;
  return notify(await askGMOnce("heal", `rest:${patient.uuid}:${n}`, request));
}

async function askDays(): Promise<number | null> {
  let days: number | null = null;
  ensureOnDemandStyles();
  await foundry.applications.api.DialogV2.wait({
    window: { title: "HARNFUDGE.Healing.Rest", icon: "fa-solid fa-bed" },
    classes: ["harnfudge", "harnfudge-rest-dialog"],
    content: await foundry.applications.handlebars.renderTemplate(REST_DIALOG_TEMPLATE, { max: MAX_REST_DAYS }),
    buttons: [
      {
        action: "rest",
        label: "HARNFUDGE.Healing.Rest",
        icon: "fa-solid fa-bed",
        default: true,
        callback: (_event, button) => {
          const value = button.form ? Number(formValue(button.form, "days")) : NaN;
          days = Number.isFinite(value) && value > 0 && value <= MAX_REST_DAYS ? value : null;
        },
      },
      { action: "cancel", label: "HARNFUDGE.Dialog.Cancel", icon: "fa-solid fa-xmark" },
    ],
    rejectClose: false,
  });
  return days;
}

const REST_DIALOG_TEMPLATE = "systems/harnfudge/templates/dialog/rest.hbs";
