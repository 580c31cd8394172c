/**
 * Renders the attack card from its state: for each target the defence, both degrees, the
 * relative degree, hit or miss, the damage breakdown and the wound or stun result, all read by
 * the rules core (outcome.ts). Controls carry data attributes; chat.ts shows each only to the
 * users who may press it.
 */
import { DEFENCE_LOC_KEYS, RANGED_DEFENCE_SKILLS, getSkill, isSkillKey, type DefenceKind } from "../../rules";
import { SYSTEM_PATH } from "../../rolls/roll";
import { isSkillItem, isWeaponItem, type PlayableActor } from "../../documents/guards";
import { ladderOptions, ladderWord, signed } from "../format";
import { actorFromUuid, attackerFacts, defenderFacts } from "./adapter";
import { targetOutcome, type TargetOutcome } from "./outcome";
import type { AttackState, TargetState } from "./state";

export const ATTACK_CARD_TEMPLATE = `${SYSTEM_PATH}/templates/chat/attack.hbs`;

const STUN_KEYS: Record<string, string> = {
  stun: "HARNFUDGE.Chat.Stun",
  veryStunned: "HARNFUDGE.Chat.VeryStunned",
  knockedOut: "HARNFUDGE.Chat.KnockedOut",
  none: "HARNFUDGE.Chat.NoEffect",
};

/** Defence skills a target may pick: Dodge, Shield, Acrobatics against missiles; else Dodge and its weapon skills. */
export function defenceSkills(actor: PlayableActor | null, mode: AttackState["mode"]): { key: string; label: string }[] {
  const keys = new Set<string>(mode === "ranged" ? RANGED_DEFENCE_SKILLS : ["dodge"]);
  if (mode === "melee" && actor) {
    for (const item of actor.items) {
      if (isSkillItem(item) && isSkillKey(item.system.key) && getSkill(item.system.key).weapon) keys.add(item.system.key);
    }
  }
  return [...keys].map((key) => ({ key, label: isSkillKey(key) ? game.i18n.localize(getSkill(key).labelKey) : key }));
}

function otherDefences(mode: AttackState["mode"]): DefenceKind[] {
  return mode === "ranged" ? ["unaware", "ignore", "shootBack"] : ["unaware", "ignore"];
}

export interface TargetView {
  id: string;
  actorUuid: string;
  name: string;
  img: string;
  stage: TargetOutcome["stage"] | "unknown";
  defenceLabel: string | null;
  defenceDegree: string | null;
  difficulty: string | null;
  relativeDegree: string | null;
  hit: boolean | null;
  reachesFair: boolean;
  awaitingDifficulty: boolean;
  canChooseDefence: boolean;
  defenceOptions: { key: string; label: string }[];
  defenceKinds: { kind: DefenceKind; label: string }[];
  damage: {
    rows: { label: string; value: string }[];
    table: string;
    fudgeDie: { face: string; css: string } | null;
    total: string;
    result: string;
    pulled: boolean;
  } | null;
  resultWord: string | null;
  resultCss: string;
  applied: { text: string; overflowed: boolean; died: boolean } | null;
  open: boolean;
  /** The expected result sent with Apply, so a stale card is refused. */
  level: string;
  stun: string;
}

function woundWord(level: string): string {
  return game.i18n.localize(`HARNFUDGE.Wound.${level}`);
}

function describeTarget(state: AttackState, target: TargetState): TargetView {
  const attackerActor = actorFromUuid(state.attackerUuid);
  const weaponDoc = attackerActor?.items.find((i) => i.uuid === state.weaponUuid) ?? null;
  const targetActor = actorFromUuid(target.actorUuid);
  const facts = attackerActor && isWeaponItem(weaponDoc) ? attackerFacts(attackerActor, weaponDoc, state.mode) : null;
  const base: TargetView = {
    id: target.id,
    actorUuid: target.actorUuid,
    name: target.name,
    img: target.img,
    stage: "unknown",
    defenceLabel: null,
    defenceDegree: null,
    difficulty: null,
    relativeDegree: null,
    hit: null,
    reachesFair: true,
    awaitingDifficulty: false,
    canChooseDefence: false,
    defenceOptions: [],
    defenceKinds: [],
    damage: null,
    resultWord: null,
    resultCss: "",
    applied: null,
    open: target.open,
    level: "",
    stun: "",
  };
  if (!facts || !targetActor) return base;
  const outcome = targetOutcome(state, target, facts, defenderFacts(targetActor));
  const d = target.defence;
  const defenceLabel = d
    ? d.kind === "opposed" && d.skill
      ? `${game.i18n.localize(DEFENCE_LOC_KEYS.opposed)}: ${isSkillKey(d.skill) ? game.i18n.localize(getSkill(d.skill).labelKey) : d.skill}`
      : game.i18n.localize(DEFENCE_LOC_KEYS[d.kind])
    : null;
  const view: TargetView = {
    ...base,
    stage: outcome.stage,
    defenceLabel,
    defenceDegree: outcome.defenceDegree === null ? null : ladderWord(outcome.defenceDegree),
    difficulty: outcome.difficulty === null ? null : ladderWord(outcome.difficulty),
    relativeDegree: outcome.relativeDegree === null ? null : signed(outcome.relativeDegree),
    hit: outcome.hit,
    reachesFair: outcome.reachesFair,
    awaitingDifficulty: !!d && d.kind !== "opposed" && d.difficulty === null,
    canChooseDefence: !d,
    defenceOptions: d ? [] : defenceSkills(targetActor, state.mode),
    defenceKinds: d
      ? []
      : otherDefences(state.mode).map((kind) => ({
          kind,
          label: game.i18n.localize(DEFENCE_LOC_KEYS[kind]),
        })),
  };
  if (outcome.stage === "miss") return { ...view, resultWord: game.i18n.localize("HARNFUDGE.Chat.Miss"), resultCss: "miss" };
  const dmg = outcome.damage;
  if (!dmg || outcome.level === null) return view;
  const rows = [
    { label: game.i18n.localize("HARNFUDGE.Attribute.strength"), value: signed(dmg.offence.strength) },
    { label: game.i18n.localize("HARNFUDGE.Chat.StrengthScale"), value: signed(dmg.offence.strengthScale) },
    { label: game.i18n.localize("HARNFUDGE.Chat.WeaponStrength"), value: signed(dmg.offence.weaponStrength) },
    { label: game.i18n.localize("HARNFUDGE.Chat.DamageCapacity"), value: signed(-dmg.defence.damageCapacity) },
    { label: game.i18n.localize("HARNFUDGE.Chat.MassScale"), value: signed(-dmg.defence.massScale) },
    { label: game.i18n.localize("HARNFUDGE.Chat.Armor"), value: signed(-dmg.defence.armorValue) },
    { label: game.i18n.localize("HARNFUDGE.Chat.DamageFactor"), value: signed(dmg.damageFactor) },
  ];
  if (dmg.table === "full") rows.push({ label: game.i18n.localize("HARNFUDGE.Chat.RelativeDegree"), value: signed(dmg.relativeDegreeAdded) });
  if (dmg.mysticalShield !== 0) rows.push({ label: game.i18n.localize("HARNFUDGE.Talent.mysticalShield"), value: signed(dmg.mysticalShield) });
  const stunKey = outcome.stun === null ? null : (STUN_KEYS[outcome.stun] ?? null);
  const resultWord = stunKey ? game.i18n.localize(stunKey) : woundWord(outcome.level);
  const applied = target.applied
    ? {
        text: game.i18n.format("HARNFUDGE.Chat.AppliedBy", {
          user: game.users.get(target.applied.by)?.name ?? "?",
          result: target.applied.stun ? game.i18n.localize(STUN_KEYS[target.applied.stun] ?? "") : woundWord(target.applied.level),
        }),
        overflowed: target.applied.overflowed,
        died: target.applied.died,
      }
    : null;
  return {
    ...view,
    damage: {
      rows,
      table: game.i18n.localize(dmg.table === "full" ? "HARNFUDGE.Chat.FullTable" : "HARNFUDGE.Chat.GrazeTable"),
      fudgeDie: dmg.table === "full" ? { face: signed(dmg.fudgeDie), css: dmg.fudgeDie > 0 ? "plus" : dmg.fudgeDie < 0 ? "minus" : "blank" } : null,
      total: dmg.total === null ? "" : signed(dmg.total),
      result: woundWord(dmg.result),
      pulled: outcome.level !== dmg.result,
    },
    resultWord,
    resultCss: outcome.level === "none" ? "none" : "hit",
    applied,
    level: outcome.level,
    stun: outcome.stun ?? "",
  };
}

/** The card's template context. */
export function attackCardContext(state: AttackState, messageId: string, rollHtml: string) {
  const attack = state.attack;
  const modifier = attack.modifier;
  const attackerActor = actorFromUuid(state.attackerUuid);
  return {
    messageId,
    rollHtml,
    attacker: attackerActor?.name ?? "",
    weapon: state.weaponName,
    mode: game.i18n.localize(state.mode === "ranged" ? "HARNFUDGE.Chat.Ranged" : "HARNFUDGE.Chat.Melee"),
    options: [
      ...(state.options.stun ? [game.i18n.localize("HARNFUDGE.Chat.StunAttack")] : []),
      ...(state.options.pullTo ? [game.i18n.format("HARNFUDGE.Chat.Pulled", { level: woundWord(state.options.pullTo) })] : []),
      ...(state.options.opponents > 1 ? [game.i18n.format("HARNFUDGE.Chat.OpponentsN", { n: String(state.options.opponents) })] : []),
    ],
    attackerUuid: state.attackerUuid,
    targets: state.targets.map((t) => describeTarget(state, t)),
    modifier: modifier === 0 ? null : signed(modifier),
    difficulties: ladderOptions(0),
  };
}

export async function renderAttackCard(state: AttackState, messageId: string, rollHtml: string): Promise<string> {
  return foundry.applications.handlebars.renderTemplate(ATTACK_CARD_TEMPLATE, attackCardContext(state, messageId, rollHtml));
}
