/**
 * The healing actions a user starts: `heal(patient, { healer, skill })` opens the one healing
 * dialog (dialog.ts: a healer's healing skill, for the GM any actor's with a healing skill, a set
 * result or magical healing; for a roll, the roll's own options in the same dialog, for the healer
 * picked: issue 27, item 8), and sends the request: decided here when this user owns the patient,
 * else by the designated GM's client. `rest(patient, days)` is the GM's, for one or (in its
 * dialog) several characters. A request that needs a GM is refused before anything is shown when
 * none is connected (nothing is rolled or marked).
 */
import { isElementOf } from "../../compat";
import { getSkill, isSkillKey } from "../../rules";
import { chooseRoll, dialogInput, type CheckRequest } from "../../rolls/api";
import {
  ROLL_DIALOG_TEMPLATE,
  defaultDialogState,
  dialogContext,
  dialogResult,
  readDialogState,
  wireRollReadout,
  type RollDialogInput,
  type RollDialogResult,
} from "../../rolls/dialog";
import { findSkillItem, skillRollLevel } from "../../rolls/traits";
import { isPlayable, type PlayableActor } from "../../documents/guards";
import { askGM, askGMOnce, newRequestId, notify } from "../gm/transport";
import { MAX_REST_DAYS } from "./decide";
import { actorFromUuid } from "../services/actors";
import { HOOKS } from "../../hooks";
import { HEALING_DIALOG_TEMPLATE, healingSkillKeys, runHeal } from "./foundry";
import { ensureOnDemandStyles } from "../../lazy/styles";
import { formDialog } from "../../util/form-dialog";
import { nearDeathUntreated } from "../../rules/timed-conditions";
import { groupOf } from "../actor-groups";
import { groupRows, tickedUuids, type GroupRow } from "../group-rows";
import { HEAL_MODES, healDialogView, parseHealerSkill, type HealMode, type HealerCandidate } from "./dialog";
import { userMay, userMayOrSay } from "../gm/may";

/** The world's healing skills an actor can attempt, with the level each rolls at. */
function healingSkillsOf(actor: PlayableActor): HealerCandidate["skills"] {
  const out: HealerCandidate["skills"] = [];
  for (const key of healingSkillKeys()) {
    let level: number;
    try {
      level = skillRollLevel(actor, key);
    } catch {
      continue;
    }
    const item = findSkillItem(actor, key);
    const label = item?.name ?? (isSkillKey(key) ? game.i18n.localize(getSkill(key).labelKey) : key);
    out.push({ key, label, level, trained: item?.system.level !== null && item?.system.level !== undefined });
  }
  return out;
}

const candidate = (actor: PlayableActor): HealerCandidate => ({
  uuid: actor.uuid,
  name: actor.name,
  skills: healingSkillsOf(actor),
});

/**
 * Who may heal: the given healer (all its healing skills); for the GM also every actor in the world
 * with a trained healing skill, NPC physicians too (their trained healing skills).
 */
function healerCandidates(healer: PlayableActor | null): HealerCandidate[] {
  const out = healer ? [candidate(healer)] : [];
  if (!userMay("healGM")) return out;
  for (const actor of game.actors) {
    if (!isPlayable(actor) || actor.uuid === healer?.uuid) continue;
    const trained = candidate(actor);
    trained.skills = trained.skills.filter((s) => s.trained);
    if (trained.skills.length) out.push(trained);
  }
  return out;
}

function formValue(form: HTMLFormElement, name: string): string | null {
  const field = form.elements.namedItem(name);
  return isElementOf(field, HTMLSelectElement) || isElementOf(field, HTMLInputElement) ? field.value : null;
}

interface HealChoice {
  mode: HealMode;
  healerUuid: string | null;
  skill: string | null;
  result: number;
  magicalDaysPerLevel: number;
  /** The roll's options (situational, wound penalty, talents, who sees it), chosen in the same dialog. */
  roll: RollDialogResult | null;
}

/** A healer's roll with one of its healing skills, as the check the GM's client will make. */
function healRollRequest(roller: PlayableActor, skill: string): CheckRequest | null {
  let level: number;
  try {
    level = skillRollLevel(roller, skill);
  } catch {
    return null;
  }
  return {
    actor: roller,
    kind: "skill",
    traitKey: skill,
    label: healingSkillsOf(roller).find((s) => s.key === skill)?.label ?? skill,
    level,
    chance: { kind: "difficulty" },
    // A Good result treats the wounds (rules 3.4.7): the chance shown is of treating at all.
    difficulty: 1,
    showOpponents: false,
    playerBounds: true,
    skipDialog: false,
  };
}

/** The roll options for the healer and skill of a "uuid|skill" value, or null (no such healer, not attemptable). */
function rollInputFor(value: string | null): RollDialogInput | null {
  const picked = parseHealerSkill(value);
  const chosen = picked ? actorFromUuid(picked.healer) : null;
  const request = isPlayable(chosen) && picked ? healRollRequest(chosen, picked.skill) : null;
  return request ? dialogInput(request) : null;
}

/** The roll section's context (templates/dialog/roll.hbs) for an input, at its defaults. */
const rollContext = (input: RollDialogInput) => dialogContext(input, defaultDialogState(input));

/**
 * Keeps the dialog's roll section on the healer picked: a new pick renders that healer's options
 * (level, wound penalty, talents) in place, with their live readout.
 */
function followHealerPick(
  form: HTMLFormElement,
  first: RollDialogInput | null,
  onInput: (input: RollDialogInput | null) => void,
) {
  let stop = first ? wireRollReadout(form, first) : () => undefined;
  const select = form.elements.namedItem("healerSkill");
  if (!isElementOf(select, HTMLSelectElement)) return;
  select.addEventListener("change", () => {
    const input = rollInputFor(select.value);
    const section = form.querySelector<HTMLElement>("[data-roll-options]");
    stop();
    stop = () => undefined;
    onInput(input);
    if (!section) return;
    if (!input) {
      section.replaceChildren();
      return;
    }
    void foundry.applications.handlebars.renderTemplate(ROLL_DIALOG_TEMPLATE, rollContext(input)).then((html) => {
      section.innerHTML = html;
      stop = wireRollReadout(form, input);
    });
  });
}

async function healDialog(
  patient: PlayableActor,
  healer: PlayableActor | null,
  skill: string | undefined,
  origin: Element | null,
): Promise<HealChoice | null> {
  const view = healDialogView(
    {
      patient: { name: patient.name, wounds: patient.system.wounds },
      healers: healerCandidates(healer),
      preferred: { healer: healer?.uuid ?? null, skill: skill ?? null },
      isGM: userMay("healGM"),
    },
    game.i18n,
  );
  if (!view.canRoll && !userMay("healGM")) {
    ui.notifications?.warn(game.i18n.localize("HARNFUDGE.Healing.NoHealer"));
    return null;
  }
  let rollInput = view.canRoll ? rollInputFor(view.healerSkills.find((o) => o.selected)?.value ?? null) : null;
  // The roll's own options are a partial of the healing dialog (one dialog, not two in a row).
  await foundry.applications.handlebars.loadTemplates([ROLL_DIALOG_TEMPLATE]);
  const content = await foundry.applications.handlebars.renderTemplate(HEALING_DIALOG_TEMPLATE, {
    ...view,
    roll: rollInput ? rollContext(rollInput) : null,
  });
  ensureOnDemandStyles();
  return formDialog({
    window: { title: "HARNFUDGE.Healing.Heal", icon: "fa-solid fa-kit-medical" },
    className: "harnfudge-healing-dialog",
    width: 460,
    content,
    submit: { action: "heal", label: "HARNFUDGE.Healing.Heal", icon: "fa-solid fa-kit-medical" },
    origin,
    rendered: (form) =>
      followHealerPick(form, rollInput, (input) => {
        rollInput = input;
      }),
    read: (form): HealChoice => {
      const data = new FormData(form);
      const text = (name: string) => {
        const value = data.get(name);
        return typeof value === "string" ? value : null;
      };
      const mode = HEAL_MODES.find((m) => m === text("mode")) ?? view.mode;
      const picked = parseHealerSkill(text("healerSkill"));
      const days = Number(text("magicalDays") ?? 2);
      return {
        mode,
        healerUuid: picked?.healer ?? null,
        skill: picked?.skill ?? null,
        result: Number(text("result") ?? 1),
        magicalDaysPerLevel: Number.isFinite(days) ? days : 2,
        roll: mode === "roll" && rollInput ? dialogResult(rollInput, readDialogState(form, rollInput)) : null,
      };
    },
  });
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
  /** The control that asked (the sheet's Heal…): the dialog opens in its window. */
  origin?: Element | null;
}

/** A healer (or the GM) treats a patient. Resolves to whether the treatment was recorded. */
export async function heal(patient: Actor.Implementation, options: HealOptions = {}): Promise<boolean> {
  if (!isPlayable(patient) || !reachable(patient)) return false;
  const candidate = options.healer ?? game.user.character ?? null;
  const healer = isPlayable(candidate) ? candidate : null;
  if (!healer && !userMay("healGM")) {
    ui.notifications?.warn(game.i18n.localize("HARNFUDGE.Healing.NoHealer"));
    return false;
  }
  const choice = await healDialog(patient, healer, options.skill, options.origin ?? null);
  if (!choice) return false;
  const base = {
    kind: "heal",
    requestId: newRequestId(),
    patientUuid: patient.uuid,
    treatment: choice.mode === "magical" ? "magical" : "treated",
    magicalDaysPerLevel: choice.magicalDaysPerLevel,
  };
  if (choice.mode !== "roll")
    return send(patient, { ...base, healerUuid: null, skill: null, choices: null, result: choice.result });
  const chosen = choice.healerUuid ? actorFromUuid(choice.healerUuid) : null;
  const roller = isPlayable(chosen) ? chosen : null;
  const request = roller && choice.skill ? healRollRequest(roller, choice.skill) : null;
  if (!roller || !request || !choice.roll) return false;
  // The roll's options were chosen in the healing dialog: no second dialog (the conditions and the
  // preRollCheck hook still have their say).
  const settings = await chooseRoll({ ...request, preset: choice.roll });
  if (!settings) return false;
  return send(patient, { ...base, healerUuid: roller.uuid, skill: request.traitKey, choices: settings.choices, result: null });
}

/** Why an actor cannot rest (a localization key), or null: dead, unhurt, Near Death untreated (rules 3.4.1). */
function restBlocked(actor: PlayableActor): string | null {
  const wounds = actor.system.wounds;
  if (wounds.dead) return "HARNFUDGE.Group.Dead";
  if (!wounds.boxes.some((b) => b.marked)) return "HARNFUDGE.Group.Unhurt";
  return nearDeathUntreated(wounds) ? "HARNFUDGE.RestClock.NearDeath" : null;
}

/** Rests one patient `days` days on the designated GM's client (its rest mark moves with it). */
function restOne(patient: PlayableActor, days: number): Promise<boolean> {
  const request = { kind: "rest", patientUuid: patient.uuid, days };
  if (Hooks.call(HOOKS.preHeal, { patient, healer: null, request }) === false) return Promise.resolve(false);
  return askGMOnce("heal", `rest:${patient.uuid}:${days}`, request).then(notify);
}

/**
 * The GM rests characters N days (rules 3.4.7). With the days given, the one patient rests at once
 * (a macro). Otherwise one dialog asks the days and who rested: the patient and the selected
 * tokens' actors, ticked, or with neither the party (every wounded one ticked). Resolves to whether
 * every ticked character rested.
 */
export async function rest(patient?: Actor.Implementation | null, days?: number): Promise<boolean> {
  if (!userMayOrSay("healGM")) return false;
  if (days !== undefined) return isPlayable(patient) ? restOne(patient, days) : false;
  const group = groupOf(patient);
  const rows = groupRows(
    group.actors.map((a) => ({ uuid: a.uuid, name: a.name, picked: group.picked.has(a.uuid), blockedKey: restBlocked(a) })),
    game.i18n,
  );
  const choice = await askRest(rows);
  if (!choice) return false;
  const byUuid = new Map(group.actors.map((a) => [a.uuid, a]));
  let all = true;
  for (const uuid of choice.actors) {
    const actor = byUuid.get(uuid);
    if (actor) all = (await restOne(actor, choice.days)) && all;
  }
  return all;
}

async function askRest(rows: GroupRow[]): Promise<{ days: number; actors: string[] } | null> {
  ensureOnDemandStyles();
  const offered = new Set(rows.filter((r) => !r.disabled).map((r) => r.uuid));
  const choice = await formDialog({
    window: { title: "HARNFUDGE.Healing.Rest", icon: "fa-solid fa-bed" },
    className: "harnfudge-rest-dialog",
    content: await foundry.applications.handlebars.renderTemplate(REST_DIALOG_TEMPLATE, { max: MAX_REST_DAYS, rows }),
    submit: { action: "rest", label: "HARNFUDGE.Healing.Rest", icon: "fa-solid fa-bed" },
    read: (form) => {
      const value = Number(formValue(form, "days"));
      const actors = tickedUuids(new FormData(form).getAll("actors"), offered);
      return Number.isFinite(value) && value > 0 && value <= MAX_REST_DAYS ? { days: value, actors } : null;
    },
  });
  if (choice && choice.actors.length === 0) ui.notifications?.warn(game.i18n.localize("HARNFUDGE.Group.NoneTicked"));
  return choice && choice.actors.length > 0 ? choice : null;
}

const REST_DIALOG_TEMPLATE = "systems/harnfudge/templates/dialog/rest.hbs";
