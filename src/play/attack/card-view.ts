/**
 * The attack card's view: for each target the defence, both degrees, the relative degree, hit or
 * miss, the damage breakdown and the wound or stun result, all read by the rules core
 * (outcome.ts). Foundry-free: the adapter (card.ts) passes in what it looked up, so the
 * screenshots and the benchmark build the very context the chat card renders.
 */
import { DEFENCE_LOC_KEYS, getSkill, isSkillKey, type DefenceKind } from "../../rules";
import { ladderOptions, ladderWord, signed, type Localizer } from "../format";
import { targetOutcome, type AttackerFacts, type DefenderFacts, type TargetOutcome } from "./outcome";
import type { AttackState, TargetState } from "./state";

export type CardI18n = Localizer;

/** What the view needs from the world, looked up by the adapter. */
export interface CardViewPorts {
  i18n: CardI18n;
  attackerName: string;
  /** The attacker's and weapon's facts, null when either is gone. */
  attackerFacts: AttackerFacts | null;
  /** A target's defensive facts and the defence skills it may pick, null when the actor is gone. */
  target(actorUuid: string): { facts: DefenderFacts; defenceOptions: { key: string; label: string }[] } | null;
  userName(userId: string): string;
}

const STUN_KEYS: Record<string, string> = {
  stun: "HARNFUDGE.Chat.Stun",
  veryStunned: "HARNFUDGE.Chat.VeryStunned",
  knockedOut: "HARNFUDGE.Chat.KnockedOut",
  none: "HARNFUDGE.Chat.NoEffect",
};

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

function woundWord(i18n: CardI18n, level: string): string {
  return i18n.localize(`HARNFUDGE.Wound.${level}`);
}

function describeTarget(state: AttackState, target: TargetState, ports: CardViewPorts): TargetView {
  const { i18n } = ports;
  const facts = ports.attackerFacts;
  const targetInfo = ports.target(target.actorUuid);
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
  if (!facts || !targetInfo) return base;
  const outcome = targetOutcome(state, target, facts, targetInfo.facts);
  const d = target.defence;
  const defenceLabel = d
    ? d.kind === "opposed" && d.skill
      ? `${i18n.localize(DEFENCE_LOC_KEYS.opposed)}: ${isSkillKey(d.skill) ? i18n.localize(getSkill(d.skill).labelKey) : d.skill}`
      : i18n.localize(DEFENCE_LOC_KEYS[d.kind])
    : null;
  const view: TargetView = {
    ...base,
    stage: outcome.stage,
    defenceLabel,
    defenceDegree: outcome.defenceDegree === null ? null : ladderWord(outcome.defenceDegree, i18n),
    difficulty: outcome.difficulty === null ? null : ladderWord(outcome.difficulty, i18n),
    relativeDegree: outcome.relativeDegree === null ? null : signed(outcome.relativeDegree),
    hit: outcome.hit,
    reachesFair: outcome.reachesFair,
    awaitingDifficulty: !!d && d.kind !== "opposed" && d.difficulty === null,
    canChooseDefence: !d,
    defenceOptions: d ? [] : targetInfo.defenceOptions,
    defenceKinds: d
      ? []
      : otherDefences(state.mode).map((kind) => ({
          kind,
          label: i18n.localize(DEFENCE_LOC_KEYS[kind]),
        })),
  };
  if (outcome.stage === "miss") return { ...view, resultWord: i18n.localize("HARNFUDGE.Chat.Miss"), resultCss: "miss" };
  const dmg = outcome.damage;
  if (!dmg || outcome.level === null) return view;
  const rows = [
    { label: i18n.localize("HARNFUDGE.Attribute.strength"), value: signed(dmg.offence.strength) },
    { label: i18n.localize("HARNFUDGE.Chat.StrengthScale"), value: signed(dmg.offence.strengthScale) },
    { label: i18n.localize("HARNFUDGE.Chat.WeaponStrength"), value: signed(dmg.offence.weaponStrength) },
    { label: i18n.localize("HARNFUDGE.Chat.DamageCapacity"), value: signed(-dmg.defence.damageCapacity) },
    { label: i18n.localize("HARNFUDGE.Chat.MassScale"), value: signed(-dmg.defence.massScale) },
    { label: i18n.localize("HARNFUDGE.Chat.Armor"), value: signed(-dmg.defence.armorValue) },
    { label: i18n.localize("HARNFUDGE.Chat.DamageFactor"), value: signed(dmg.damageFactor) },
  ];
  if (dmg.table === "full")
    rows.push({ label: i18n.localize("HARNFUDGE.Chat.RelativeDegree"), value: signed(dmg.relativeDegreeAdded) });
  if (dmg.mysticalShield !== 0)
    rows.push({ label: i18n.localize("HARNFUDGE.Talent.mysticalShield"), value: signed(dmg.mysticalShield) });
  const stunKey = outcome.stun === null ? null : (STUN_KEYS[outcome.stun] ?? null);
  const resultWord = stunKey ? i18n.localize(stunKey) : woundWord(i18n, outcome.level);
  const applied = target.applied
    ? {
        text: i18n.format("HARNFUDGE.Chat.AppliedBy", {
          user: ports.userName(target.applied.by),
          result: target.applied.stun
            ? i18n.localize(STUN_KEYS[target.applied.stun] ?? "")
            : woundWord(i18n, target.applied.level),
        }),
        overflowed: target.applied.overflowed,
        died: target.applied.died,
      }
    : null;
  return {
    ...view,
    damage: {
      rows,
      table: i18n.localize(dmg.table === "full" ? "HARNFUDGE.Chat.FullTable" : "HARNFUDGE.Chat.GrazeTable"),
      fudgeDie:
        dmg.table === "full"
          ? { face: signed(dmg.fudgeDie), css: dmg.fudgeDie > 0 ? "plus" : dmg.fudgeDie < 0 ? "minus" : "blank" }
          : null,
      total: dmg.total === null ? "" : signed(dmg.total),
      result: woundWord(i18n, dmg.result),
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
export function attackCardContext(state: AttackState, messageId: string, rollHtml: string, ports: CardViewPorts) {
  const { i18n } = ports;
  const modifier = state.attack.modifier;
  return {
    messageId,
    rollHtml,
    attacker: ports.attackerName,
    weapon: state.weaponName,
    mode: i18n.localize(state.mode === "ranged" ? "HARNFUDGE.Chat.Ranged" : "HARNFUDGE.Chat.Melee"),
    options: [
      ...(state.options.stun ? [i18n.localize("HARNFUDGE.Chat.StunAttack")] : []),
      ...(state.options.pullTo ? [i18n.format("HARNFUDGE.Chat.Pulled", { level: woundWord(i18n, state.options.pullTo) })] : []),
      ...(state.options.opponents > 1 ? [i18n.format("HARNFUDGE.Chat.OpponentsN", { n: String(state.options.opponents) })] : []),
    ],
    attackerUuid: state.attackerUuid,
    targets: state.targets.map((t) => describeTarget(state, t, ports)),
    modifier: modifier === 0 ? null : signed(modifier),
    difficulties: ladderOptions(0, i18n),
  };
}
