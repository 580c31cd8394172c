/**
 * The attack card's view, built from the card's frozen state alone (names, rolls, resolution and
 * damage as the GM's client decided them) plus what the rendering GM client looks up for the
 * controls (the target's defence skills with levels). Foundry-free: the screenshots, tests and
 * benchmark build the very context the chat card renders. Every user-controlled string reaches
 * the template as data (`{{…}}` escapes it).
 */
import { DEFENCE_LOC_KEYS, getSkill, isSkillKey, type DefenceKind } from "../../rules";
import { ladderOptions, ladderWord, signed, type Localizer } from "../../i18n/format";
import { cardStage, type AttackCard, type CardStage } from "./state";
import { faceView, rollView } from "../gm/roll-view";

export interface CardViewInput {
  card: AttackCard;
  messageId: string;
  i18n: Localizer;
  /** The target's defence choices with its levels (looked up by the rendering client). */
  defenceOptions: { key: string; label: string; levelWord: string }[];
  /** User names, for "applied by". */
  userName(userId: string): string;
}

const STUN_KEYS: Record<string, string> = {
  stun: "HARNFUDGE.Chat.Stun",
  veryStunned: "HARNFUDGE.Chat.VeryStunned",
  knockedOut: "HARNFUDGE.Chat.KnockedOut",
  none: "HARNFUDGE.Chat.NoEffect",
};

function skillLabel(i18n: Localizer, skill: string | null): string {
  return skill && isSkillKey(skill) ? i18n.localize(getSkill(skill).labelKey) : (skill ?? "");
}

/** Who must act next, named for every viewer (the GM, the players, onlookers). */
function statusLine(card: AttackCard, stage: CardStage, input: CardViewInput): { text: string; css: string } {
  const { i18n } = input;
  const names = { attacker: card.attacker.name, target: card.target.name };
  switch (stage) {
    case "awaitingDefence":
      return { text: i18n.format("HARNFUDGE.Card.Status.Defence", names), css: "waiting" };
    case "awaitingDifficulty":
      return { text: i18n.format("HARNFUDGE.Card.Status.Difficulty", names), css: "waiting" };
    case "awaitingDamage":
      return { text: i18n.format("HARNFUDGE.Card.Status.Damage", names), css: "waiting" };
    case "ready":
      return { text: i18n.format("HARNFUDGE.Card.Status.Apply", names), css: "waiting" };
    case "applied":
      return { text: i18n.format("HARNFUDGE.Card.Status.Applied", names), css: "done" };
    case "miss":
      return { text: i18n.format("HARNFUDGE.Card.Status.Miss", names), css: "done" };
    case "closed":
      return { text: i18n.localize("HARNFUDGE.Card.Status.Closed"), css: "done" };
  }
}

function defenceKinds(card: AttackCard, i18n: Localizer) {
  const kinds: DefenceKind[] = card.mode === "ranged" ? ["unaware", "ignore", "shootBack"] : ["unaware", "ignore"];
  // Who sees each button: unaware is the GM's, ignoring the attack the target's (rules 3.2, gm/policy.ts).
  const visibleTo = (kind: DefenceKind) => (kind === "unaware" ? "unaware" : kind === "ignore" ? "ignore" : null);
  return kinds.map((kind) => ({ kind, label: i18n.localize(DEFENCE_LOC_KEYS[kind]), visibleTo: visibleTo(kind) }));
}

function resultWord(i18n: Localizer, level: string, stun: string | null): string {
  const key = stun ? STUN_KEYS[stun] : null;
  return key ? i18n.localize(key) : i18n.localize(`HARNFUDGE.Wound.${level}`);
}

/** The damage breakdown as it adds up: offence − defence = factor, + relative degree + 1dF = total (rules 3.4.3–3.4.4). */
function damageView(card: AttackCard, i18n: Localizer) {
  const d = card.damage;
  if (!d) return null;
  const b = d.breakdown;
  const row = (key: string, value: number) => ({ label: i18n.localize(key), value: signed(value) });
  const added = [];
  if (b.table === "full") added.push(row("HARNFUDGE.Chat.RelativeDegree", b.relativeDegreeAdded));
  if (b.mysticalShield !== 0) added.push(row("HARNFUDGE.Talent.mysticalShield", b.mysticalShield));
  const fudgeFace = d.fudge?.faces?.[0];
  return {
    table: i18n.localize(b.table === "full" ? "HARNFUDGE.Chat.FullTable" : "HARNFUDGE.Chat.GrazeTable"),
    offence: [
      row("HARNFUDGE.Attribute.strength", b.offence.strength),
      row("HARNFUDGE.Chat.StrengthScale", b.offence.strengthScale),
      row("HARNFUDGE.Chat.WeaponStrength", b.offence.weaponStrength),
    ],
    offenceTotal: signed(b.offence.total),
    defence: [
      row("HARNFUDGE.Chat.DamageCapacity", b.defence.damageCapacity),
      row("HARNFUDGE.Chat.MassScale", b.defence.massScale),
      row("HARNFUDGE.Chat.Armor", b.defence.armorValue),
    ],
    defenceTotal: signed(b.defence.total),
    factor: signed(b.damageFactor),
    added,
    fudge:
      b.table === "full"
        ? fudgeFace === undefined
          ? { hidden: true }
          : { hidden: false, ...faceView(fudgeFace), text: signed(fudgeFace) }
        : null,
    total: b.total === null ? "" : signed(b.total),
    tableResult: i18n.localize(`HARNFUDGE.Wound.${d.tableLevel}`),
    pulled: d.level !== d.tableLevel,
    result: resultWord(i18n, d.level, d.stun),
    resultCss: d.level === "none" || d.stun === "none" ? "none" : "hit",
  };
}

/** The card's template context. */
export function attackCardContext(input: CardViewInput) {
  const { card, i18n } = input;
  const stage = cardStage(card);
  const r = card.resolution;
  const defence = card.defence;
  return {
    messageId: input.messageId,
    stage,
    attackerUuid: card.attacker.actorUuid,
    targetUuid: card.target.actorUuid,
    attacker: card.attacker.name,
    target: card.target.name,
    targetImg: card.target.img,
    weapon: card.weapon.name,
    mode: i18n.localize(card.mode === "ranged" ? "HARNFUDGE.Chat.Ranged" : "HARNFUDGE.Chat.Melee"),
    options: [
      ...(card.options.stun ? [i18n.localize("HARNFUDGE.Chat.StunAttack")] : []),
      ...(card.options.pullTo
        ? [i18n.format("HARNFUDGE.Chat.Pulled", { level: i18n.localize(`HARNFUDGE.Wound.${card.options.pullTo}`) })]
        : []),
      ...(card.options.opponents > 1 ? [i18n.format("HARNFUDGE.Chat.OpponentsN", { n: String(card.options.opponents) })] : []),
    ],
    warnings: card.warnings.map((w) => i18n.format(w.key, w.data)),
    attack: rollView(card.attack, skillLabel(i18n, card.skill), i18n),
    defence: defence
      ? {
          label:
            defence.kind === "opposed"
              ? `${i18n.localize(DEFENCE_LOC_KEYS.opposed)}: ${skillLabel(i18n, defence.skill)}`
              : i18n.localize(DEFENCE_LOC_KEYS[defence.kind]),
          roll: defence.roll ? rollView(defence.roll, skillLabel(i18n, defence.skill), i18n) : null,
          difficulty: defence.difficulty === null ? null : ladderWord(defence.difficulty, i18n),
        }
      : null,
    resolution: r
      ? {
          attackDegree: ladderWord(r.attackDegree, i18n),
          relativeDegree: signed(r.relativeDegree),
          reachesFair: r.reachesFair,
          word: i18n.localize(
            !r.hit ? "HARNFUDGE.Chat.Miss" : r.table === "graze" ? "HARNFUDGE.Chat.GrazeTable" : "HARNFUDGE.Chat.FullTable",
          ),
          css: r.hit ? "hit" : "miss",
        }
      : null,
    damage: damageView(card, i18n),
    status: statusLine(card, stage, input),
    controls: {
      defend: stage === "awaitingDefence" ? { skills: input.defenceOptions, kinds: defenceKinds(card, i18n) } : null,
      difficulty: stage === "awaitingDifficulty" ? ladderOptions(0, i18n) : null,
      damage: stage === "awaitingDamage",
      open: stage === "ready" || stage === "awaitingDamage",
      apply: stage === "ready",
      undo: stage === "applied",
      luckyAttack:
        !card.attack.lucky &&
        (stage === "awaitingDefence" ||
          ((stage === "miss" || stage === "awaitingDamage" || stage === "ready") && !card.damage?.fudge)),
      luckyDefence:
        !!defence?.roll &&
        !defence.roll.lucky &&
        (stage === "miss" || stage === "awaitingDamage" || (stage === "ready" && !card.damage?.fudge)),
      luckyDamage: stage === "ready" && !!card.damage?.fudge && !card.damage.fudge.lucky,
    },
    open: card.open,
    openText: i18n.localize(card.open ? "HARNFUDGE.Card.OpenWound" : "HARNFUDGE.Card.ClosedWound"),
    applied: card.applied
      ? {
          text: i18n.format("HARNFUDGE.Chat.AppliedBy", {
            user: input.userName(card.applied.by),
            result: resultWord(i18n, card.applied.level, card.applied.stun),
          }),
          overflowed: card.applied.overflowed,
          died: card.applied.died,
        }
      : null,
  };
}
