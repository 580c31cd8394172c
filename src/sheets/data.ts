/**
 * Reads Foundry documents into the plain data the context builders take (src/sheets/context).
 * Nothing here computes a rule: derived figures come from the data models' prepareDerivedData.
 */
import { isArmorItem, isPlayable, isSkillItem, isTalentItem, isWeaponItem, type PlayableActor } from "../documents/guards";
import type { CharacterInput, DerivedData, NpcInput, PlainItem } from "./context/types";
import type { SheetViewState } from "./view-state";
import { copyAttributeUsage, raisesNeedApproval } from "../play/raises";
import { restedOnClockDays } from "../play/healing";
import { nearDeathHelped } from "../rules/timed-conditions";
import { luckyLastUsedOf } from "../play/services/actors";
import { conditionTiming, statusEffectList } from "../compat";
import type { ConditionsInput } from "./context/conditions";
import { userMay } from "../play/gm/may";
import { foundryI18n } from "./foundry-i18n";

/** One owned item as plain data; null for item types the sheets do not know. */
export function plainItem(item: Item.Implementation): PlainItem | null {
  const base = { id: item.id ?? "", name: item.name, img: item.img ?? "", sort: item.sort };
  if (isSkillItem(item)) {
    const s = item.system;
    return { ...base, type: "skill", system: { ...s, advancement: { ...s.advancement } } };
  }
  if (isWeaponItem(item)) {
    const s = item.system;
    return {
      ...base,
      type: "weapon",
      system: { ...s, melee: { ...s.melee }, ranged: { ...s.ranged }, variant: { ...s.variant } },
    };
  }
  if (isArmorItem(item)) {
    // Babele keeps the compendium's own name of a translated entry; the armor type is read from it (rules 3.5.3).
    const original: unknown = foundry.utils.getProperty(item, "flags.babele.originalName");
    return {
      ...base,
      type: "armor",
      system: { ...item.system },
      ...(typeof original === "string" ? { originalName: original } : {}),
    };
  }
  if (isTalentItem(item)) return { ...base, type: "talent", system: { ...item.system } };
  return null;
}

export function plainItems(actor: Actor.Implementation): PlainItem[] {
  return actor.items.contents.flatMap((item) => plainItem(item) ?? []);
}

function derivedOf(actor: PlayableActor): DerivedData {
  const s = actor.system;
  return {
    damageCapacity: s.damageCapacity,
    woundPenalty: s.woundPenalty,
    canAct: s.canAct,
    worstWound: s.worstWound,
    armorValue: s.armorValue,
    defensiveFactor: s.defensiveFactor,
  };
}

/** The world's current session number (setting registered by the play layer), or null when absent. */
export function currentSessionNumber(): number | null {
  if (!game.settings.settings.has("harnfudge.sessionNumber")) return null;
  const value = game.settings.get("harnfudge", "sessionNumber");
  return typeof value === "number" && Number.isInteger(value) ? value : null;
}

export async function enrich(html: string, actor: Actor.Implementation): Promise<string> {
  return foundry.applications.ux.TextEditor.implementation.enrichHTML(html, { relativeTo: actor, secrets: actor.isOwner });
}

/** The actor's status effects, every known one's name, and the start and rounds of each effect's statuses (the header's chips). */
function conditionsInput(actor: PlayableActor): ConditionsInput {
  const combat = game.combat;
  return {
    statuses: [...actor.statuses],
    known: statusEffectList().map((s) => ({ id: s.id, label: game.i18n.localize(s.name ?? s.id), img: s.img ?? "" })),
    timings: actor.effects.contents.flatMap((effect) => {
      const timing = conditionTiming(effect);
      const since = effect.getFlag("harnfudge", "since");
      return [...effect.statuses].map((status) => ({ status, ...timing, since: typeof since === "number" ? since : null }));
    }),
    combat: combat?.started && combat.id ? { id: combat.id, round: combat.round } : null,
    clock: { now: game.time.worldTime, nearDeathHelped: nearDeathHelped(actor.system.wounds) },
  };
}

/** Lucky's last use (every mark of the character and the GM's record) and server time, when it has the talent. */
function luckyInput(actor: Actor.Implementation): { lucky?: { lastUsed: number | null; now: number } } {
  const lastUsed = luckyLastUsedOf(actor);
  return lastUsed === undefined ? {} : { lucky: { lastUsed, now: game.time.serverTime } };
}

/** What every actor sheet shows: identity, items, derived figures and the common system block. */
async function commonInput(actor: PlayableActor, editable: boolean) {
  const s = actor.system;
  return {
    uuid: actor.uuid,
    name: actor.name,
    img: actor.img ?? "",
    items: plainItems(actor),
    derived: derivedOf(actor),
    editable,
    isGM: game.user.isGM,
    enrichedBiography: await enrich(s.biography, actor),
    i18n: foundryI18n(),
    conditions: conditionsInput(actor),
    system: {
      attributes: { ...s.attributes },
      scale: { ...s.scale },
      wounds: { dead: s.wounds.dead, boxes: s.wounds.boxes.map((b) => ({ ...b })) },
      stun: { ...s.stun },
      biography: s.biography,
    },
  };
}

/** Whether the actor fights in a started combat (one of its combatants). */
function fightsNow(actor: Actor.Implementation): boolean {
  return !!game.combats?.some((c) => c.started && c.combatants.some((x) => x.actor?.uuid === actor.uuid));
}

export async function characterInput(
  actor: Actor.OfType<"character">,
  editable: boolean,
  view?: SheetViewState,
): Promise<CharacterInput> {
  const s = actor.system;
  const common = await commonInput(actor, editable);
  return {
    ...common,
    view,
    sessionNumber: currentSessionNumber(),
    allowDebt: userMay("raiseDecide"),
    raiseApproval: raisesNeedApproval(),
    restedOnClock: restedOnClockDays(actor),
    inCombat: fightsNow(actor),
    ...luckyInput(actor),
    system: {
      ...common.system,
      socialClass: s.socialClass,
      nativeLanguage: s.nativeLanguage,
      religion: s.religion,
      cp: { ...s.cp },
      ep: { ...s.ep },
      attributeAdvancement: copyAttributeUsage(s.attributeAdvancement),
      creation: { finished: s.creation.finished, talents: [...s.creation.talents] },
    },
  };
}

export async function npcInput(actor: PlayableActor, editable: boolean, view?: SheetViewState): Promise<NpcInput> {
  return { ...(await commonInput(actor, editable)), view };
}

export { isPlayable };
