/**
 * The public roll API the sheets, macros and the combat tracker call. Everything that rolls goes
 * through `rollCheck`: build the check, show the dialog (unless skipped), evaluate the 4dF roll
 * and post it, respecting the roll mode.
 */
import { ATTRIBUTE_KEYS, RulesError, getSkill, isSkillKey, type AttributeKey, type OwnedTalent } from "../rules";
import { postAttack, type AttackOptions } from "../play/attack/create";
import {
  rollDialog,
  defaultDialogState,
  dialogResult,
  type ChanceTarget,
  type RollDialogInput,
  type RollDialogResult,
  type TalentBonus,
} from "./dialog";
import { HarnFudgeRoll, type CheckData, type CheckKind } from "./roll";
import { isCharacter, isPlayable, isTalentItem } from "../documents/guards";
import { isSense, isTalentKey, talentOptions, type TalentContext } from "./talents";
import { attributeLevel, findSkillItem, skillFacts, skillRollLevel, woundPenaltyOf } from "./traits";
import { traitUseUpdate } from "./usage";
import { rollMessageOptions } from "../compat";

export interface RollOptions {
  /** Roll at once with the defaults (shift-click). */
  skipDialog?: boolean;
  /** Which specialization of a per-subject skill (a language, an instrument…). */
  specialization?: string;
  /** A difficulty to preselect (default Fair). */
  difficulty?: number;
  /** What is certain about the roll's situation, for talent bonuses (e.g. `{ situations: ["opposedVsMagic"] }`). */
  talents?: TalentContext;
}

/** Shows a rules error as a localized warning. */
export function warnRulesError(error: unknown): void {
  if (error instanceof RulesError) {
    const data = Object.fromEntries(
      Object.entries(error.data).map(([k, v]) => [
        k,
        typeof v === "string" && v.startsWith("HARNFUDGE.") ? game.i18n.localize(v) : String(v),
      ]),
    );
    ui.notifications?.warn(game.i18n.format(error.code, data));
    return;
  }
  throw error;
}

/** The talents an actor has, as the rules core reads them (Acute Sense with its sense). */
export function ownedTalents(actor: Actor.Implementation): OwnedTalent[] {
  const out: OwnedTalent[] = [];
  for (const item of actor.items) {
    if (!isTalentItem(item) || !isTalentKey(item.system.key)) continue;
    out.push({ key: item.system.key, sense: isSense(item.system.choice) ? item.system.choice : null });
  }
  return out;
}

/**
 * Talent bonuses the dialog offers for a roll: each +1 talent the actor has (rules core's
 * talentRollBonus), pre-ticked only when the context makes its situation certain. Which rolls a
 * talent "logically affects" is the GM's call, so the player ticks the rest.
 */
export function talentBonusesFor(
  actor: Actor.Implementation,
  _kind: CheckKind,
  _traitKey: string,
  context: TalentContext = {},
): TalentBonus[] {
  return talentOptions(ownedTalents(actor), context).map((option) => {
    const name = game.i18n.localize(option.labelKey);
    const label = option.senseKey ? `${name} (${game.i18n.localize(option.senseKey)})` : name;
    return { label, value: option.value, applies: option.applies, hint: game.i18n.localize(option.situationKey) };
  });
}

export interface CheckRequest {
  actor: Actor.Implementation | null;
  kind: CheckKind;
  traitKey: string | null;
  label: string;
  level: number;
  chance: ChanceTarget;
  showOpponents: boolean;
  skipDialog: boolean;
  difficulty?: number;
  /** Post the message (default) or only return the evaluated roll. */
  post?: boolean;
  flavor?: string;
  attackOptions?: boolean;
  /** What is certain about the situation, for talent bonuses. */
  talents?: TalentContext;
  /** Which specialization of a per-subject skill was rolled (to find the skill item to mark used). */
  specialization?: string;
}

export interface CheckOutcome {
  roll: HarnFudgeRoll;
  settings: RollDialogResult;
  message: ChatMessage.Implementation | null;
}

/** The shared roll path: dialog → HarnFudgeRoll → evaluated → posted. Null when cancelled. */
export async function rollCheck(request: CheckRequest): Promise<CheckOutcome | null> {
  const actor = request.actor;
  const input: RollDialogInput = {
    title: game.i18n.format("HARNFUDGE.Dialog.Title", { label: request.label }),
    label: request.label,
    level: request.level,
    woundPenalty: actor ? woundPenaltyOf(actor) : 0,
    talentBonuses: actor && request.traitKey ? talentBonusesFor(actor, request.kind, request.traitKey, request.talents) : [],
    difficulty: request.difficulty ?? 0,
    chance: request.chance,
    showOpponents: request.showOpponents,
    attackOptions: request.attackOptions ?? false,
  };
  const settings = request.skipDialog ? dialogResult(input, defaultDialogState(input)) : await rollDialog(input);
  if (!settings) return null;
  const check: CheckData = {
    kind: request.kind,
    label: request.label,
    traitKey: request.traitKey,
    level: request.level,
    modifiers: settings.modifiers,
    difficulty: settings.difficulty,
    actorUuid: actor?.uuid ?? null,
  };
  const roll = HarnFudgeRoll.forCheck(check);
  await roll.evaluate();
  if (actor) await markTraitUsed(actor, request);
  if (request.post === false) return { roll, settings, message: null };
  const message = await roll.toMessage(
    {
      speaker: ChatMessage.getSpeaker(actor ? { actor } : {}),
      flavor: request.flavor ?? game.i18n.format("HARNFUDGE.Roll.Flavor", { label: request.label }),
    },
    rollMessageOptions(settings.messageMode),
  );
  return { roll, settings, message: message ?? null };
}

/**
 * Rules 1.4: rolling a character's trained skill or attribute uses it, which allows its next raise.
 * One update, only when the flag changes (traitUseUpdate decides); nothing for a user who may not
 * write the actor. NPCs do not advance.
 */
async function markTraitUsed(actor: Actor.Implementation, request: CheckRequest): Promise<void> {
  if (!actor.isOwner || !isCharacter(actor)) return;
  const item =
    request.kind === "attribute" || request.traitKey === null
      ? null
      : findSkillItem(actor, request.traitKey, request.specialization);
  const change = traitUseUpdate({
    actorType: actor.type,
    kind: request.kind,
    traitKey: request.traitKey,
    rolled: true,
    skillItem: item ? { id: item.id ?? "", level: item.system.level, used: item.system.advancement.used } : null,
    attributeAdvancement: actor.system.attributeAdvancement,
  });
  if (!change) return;
  try {
    if (change.document === "actor") await actor.update(change.update);
    else await actor.items.get(change.itemId)?.update(change.update);
  } catch (error) {
    // Marking is bookkeeping: a failed write must not lose the roll itself.
    console.error("HârnFudge | could not mark the trait used", error);
  }
}

/** Rolls one of the actor's skills (its default when untrained; refused for default None). */
export async function rollSkill(
  actor: Actor.Implementation,
  key: string,
  options: RollOptions = {},
): Promise<ChatMessage.Implementation | null> {
  let level: number;
  try {
    level = skillRollLevel(actor, key, options.specialization);
  } catch (error) {
    warnRulesError(error);
    return null;
  }
  const facts = skillFacts(actor, key, options.specialization);
  const label = facts.specialization ? `${facts.label} (${facts.specialization})` : facts.label;
  const weaponSkill = isSkillKey(key) && getSkill(key).weapon;
  const outcome = await rollCheck({
    actor,
    kind: "skill",
    traitKey: key,
    label,
    level,
    chance: { kind: "difficulty" },
    showOpponents: weaponSkill || key === "dodge",
    skipDialog: options.skipDialog ?? false,
    difficulty: options.difficulty,
    talents: options.talents,
    specialization: options.specialization,
  });
  return outcome?.message ?? null;
}

/** Rolls one of the actor's attributes (rules 2.1: attributes are broad skills). */
export async function rollAttribute(
  actor: Actor.Implementation,
  key: AttributeKey,
  options: RollOptions = {},
): Promise<ChatMessage.Implementation | null> {
  if (!(ATTRIBUTE_KEYS as readonly string[]).includes(key) || !isPlayable(actor)) return null;
  const outcome = await rollCheck({
    actor,
    kind: "attribute",
    traitKey: key,
    label: game.i18n.localize(`HARNFUDGE.Attribute.${key}`),
    level: attributeLevel(actor, key),
    chance: { kind: "difficulty" },
    showOpponents: false,
    skipDialog: options.skipDialog ?? false,
    difficulty: options.difficulty,
    talents: options.talents,
  });
  return outcome?.message ?? null;
}

/** Attacks the user's targeted tokens with a weapon and posts the attack card. */
export async function attackWithWeapon(
  actor: Actor.Implementation,
  weapon: Item.Implementation,
  options: AttackOptions = {},
): Promise<ChatMessage.Implementation | null> {
  return postAttack(actor, weapon, options);
}
