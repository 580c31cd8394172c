/**
 * The attack card's view, built from the card's frozen state alone (names, rolls, resolution and
 * damage as the GM's client decided them) plus what the rendering GM client looks up for the
 * controls (the target's defence skills with levels). Foundry-free: the screenshots, tests and
 * benchmark build the very context the chat card renders. Every user-controlled string reaches
 * the template as data (`{{…}}` escapes it).
 */
import {
  DEFENCE_LOC_KEYS,
  ENGAGEMENT_LOC_KEY,
  getSkill,
  isSkillKey,
  rollChance,
  rolledDegree,
  type DefenceKind,
} from "../../rules";
import type { CheckModifier } from "../../rolls/check";
import { ladderOptions, ladderWord, percent, signed, type Localizer } from "../../i18n/format";
import { cardStage, type AttackCard } from "./state";
import { faceView, rollView } from "../services/roll-view";
import { bestDefence } from "./best-defence";
import { headlineView, keepsDiceHidden, luckyTurnView, resultWord, turnView } from "./card-status";
import type { Sides } from "./next-step";
import { cardResult } from "../../rolls/card-parts";
import { engagementView } from "./engagement-line";

export interface CardViewInput {
  card: AttackCard;
  messageId: string;
  i18n: Localizer;
  /**
   * The target's defence choices with its levels and the modifiers the GM's client will add to each
   * by default (defence-options.ts: wounds, conditions, opponents, lasting modifiers), looked up by
   * the rendering client.
   */
  defenceOptions: { key: string; label: string; level: number; levelWord: string; modifiers: CheckModifier[] }[];
  /** Whether a player stands on each side (the rendering GM client's view of ownership), for who is named next. */
  sides: Sides;
  /** User names, for "applied by". */
  userName(userId: string): string;
}

function skillLabel(i18n: Localizer, skill: string | null): string {
  return skill && isSkillKey(skill) ? i18n.localize(getSkill(skill).labelKey) : (skill ?? "");
}

/**
 * The other answers to an attack (rules 3.2), offered in Defend's list after the skills, each an
 * imperative like Defend: ignore it (the target's or the GM's call; Defend asks to confirm it,
 * chat.ts), shoot back (a missile), mark the target unaware (the GM's call).
 */
const DEFENCE_BUTTON_KEYS: Record<Exclude<DefenceKind, "opposed">, string> = {
  unaware: "HARNFUDGE.Card.DefendAs.unaware",
  ignore: "HARNFUDGE.Card.DefendAs.ignore",
  shootBack: "HARNFUDGE.Card.DefendAs.shootBack",
};

function defenceKinds(card: AttackCard, i18n: Localizer) {
  const kinds: Exclude<DefenceKind, "opposed">[] =
    card.mode === "ranged" ? ["shootBack", "ignore", "unaware"] : ["ignore", "unaware"];
  // Who sees each button: unaware is the GM's, ignoring the attack the target's (rules 3.2, gm/policy.ts).
  const visibleTo = (kind: DefenceKind) => (kind === "unaware" ? "unaware" : kind === "ignore" ? "ignore" : null);
  return kinds.map((kind) => ({
    kind,
    label: i18n.localize(DEFENCE_BUTTON_KEYS[kind]),
    visibleTo: visibleTo(kind),
  }));
}

/** The damage breakdown as it adds up: offence − defence = factor, + relative degree + 1dF = total (rules 3.4.3–3.4.4). */
function damageView(card: AttackCard, i18n: Localizer) {
  const d = card.damage;
  if (!d) return null;
  const b = d.breakdown;
  const secret = keepsDiceHidden(card);
  const hidden = i18n.localize("HARNFUDGE.Card.HiddenNumber");
  const row = (key: string, value: number) => ({ label: i18n.localize(key), value: signed(value) });
  const added = [];
  if (b.table === "full")
    added.push(
      secret || b.relativeDegreeAdded === null
        ? { label: i18n.localize("HARNFUDGE.Chat.RelativeDegree"), value: hidden }
        : row("HARNFUDGE.Chat.RelativeDegree", b.relativeDegreeAdded),
    );
  if (b.mysticalShield !== 0) added.push(row("HARNFUDGE.Talent.mysticalShield", b.mysticalShield));
  const fudgeFace = d.fudge?.faces?.[0];
  const tableResult = i18n.localize(`HARNFUDGE.Wound.${d.tableLevel}`);
  const pulled = d.level !== d.tableLevel;
  const result = resultWord(i18n, d.level, d.stun);
  const hit = !(d.level === "none" || d.stun === "none");
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
    total: b.total === null ? "" : secret ? hidden : signed(b.total),
    tableResult,
    pulled,
    result,
    resultCss: hit ? "hit" : "none",
    /** The wound as the shared result line shows it (card-result.hbs), a pulled blow's would-be wound beneath. */
    verdict: cardResult(hit ? "bad" : "plain", result, {
      note: pulled ? `${i18n.localize("HARNFUDGE.Chat.PulledFrom")} ${tableResult}` : null,
    }),
  };
}

/** The attack's rolled degree, when its dice are on the card (a hidden roll's stay hidden). */
function shownAttackDegree(card: AttackCard): number | null {
  const faces = card.attack.faces;
  if (!faces) return null;
  const modifier = card.attack.modifiers.reduce((sum, m) => sum + m.value, 0);
  return rolledDegree({ level: card.attack.level, faces, modifier }).rolledDegree;
}

/**
 * The defence options with the best one preselected (the one-click Defend takes it), each with the
 * chance to reach the attack's degree (rules 2.2: a tie is no hit) with every modifier the GM's
 * client will add, by the rules core's rollChance as the defence dialog asks it (issue 27), when
 * the attack's dice are shown.
 */
function defenceChoices(card: AttackCard, options: CardViewInput["defenceOptions"], i18n: Localizer) {
  const best = bestDefence(options);
  const degree = shownAttackDegree(card);
  return options.map(({ modifiers, ...o }) => ({
    ...o,
    selected: o.key === best?.key,
    chance: degree === null ? null : percent(rollChance(o.level, modifiers, { kind: "degree", degree }).value, i18n),
  }));
}

/** A warning's one line on the card; its full text, with the rule, behind a tooltip. */
const WARNING_LINES: Record<string, string> = {
  "HARNFUDGE.Card.Engaged": "HARNFUDGE.Card.WarningLine.Engaged",
  "HARNFUDGE.Combat.TooManyAttackers": "HARNFUDGE.Card.WarningLine.TooManyAttackers",
  "HARNFUDGE.Range.Beyond": "HARNFUDGE.Card.WarningLine.Beyond",
  "HARNFUDGE.Card.CrossbowAgainstPeople": "HARNFUDGE.Card.WarningLine.Crossbow",
};

function warningView(warning: AttackCard["warnings"][number], i18n: Localizer): { line: string; full: string } {
  const full = i18n.format(warning.key, warning.data);
  const short = WARNING_LINES[warning.key];
  return { line: short ? i18n.format(short, warning.data) : full, full };
}

/** Where each side's opponents' count came from (rules 3.2.1): "Brigand: 3 engaged (Bandit ×3)", for those facing more than one. */
function engagedLines(card: AttackCard, i18n: Localizer): { side: "attacker" | "target"; line: string; full: string }[] {
  const sides = [
    ["attacker", card.attacker.name, card.engagement?.attacker ?? null],
    ["target", card.target.name, card.engagement?.target ?? null],
  ] as const;
  return sides.flatMap(([side, name, line]) =>
    line && line.opponents > 1 ? [{ side, ...engagementView(name, line, i18n) }] : [],
  );
}

/**
 * A waiting card's warnings and engagement lines: a warning of too many attackers says the target's
 * count in its tooltip instead of a line of its own (one line where two said the same).
 */
function waitingLines(card: AttackCard, i18n: Localizer) {
  const engaged = engagedLines(card, i18n);
  const crowded = engaged.find((e) => e.side === "target" && card.warnings.some((w) => w.key === ENGAGEMENT_LOC_KEY));
  return {
    warnings: card.warnings.map((w) => {
      const view = warningView(w, i18n);
      return crowded && w.key === ENGAGEMENT_LOC_KEY ? { ...view, full: `${view.full} ${crowded.full}` } : view;
    }),
    engaged: engaged.filter((e) => e !== crowded).map(({ line, full }) => ({ line, full })),
  };
}

/** What a defence must reach: "vs Superb (+3)", when the attack's dice are shown. */
function against(card: AttackCard, i18n: Localizer): string | null {
  const degree = shownAttackDegree(card);
  return degree === null
    ? null
    : i18n.format("HARNFUDGE.Dialog.Against", { degree: ladderWord(degree, i18n), value: signed(degree) });
}

/** Whether the defence roll may still be rerolled with Lucky, as far as the card shows (the hour is each client's to read). */
export function defenceRerollable(card: AttackCard): boolean {
  const stage = cardStage(card);
  const roll = card.defence?.roll;
  return !!roll && !roll.lucky && (stage === "miss" || stage === "awaitingDamage" || stage === "ready");
}

/** Hit or miss and the relative degree, as the shared result line shows it (card-result.hbs). */
function resolutionView(card: AttackCard, r: NonNullable<AttackCard["resolution"]>, i18n: Localizer) {
  const secret = i18n.localize("HARNFUDGE.Card.HiddenNumber");
  const hidden = keepsDiceHidden(card) ? secret : null;
  const relativeDegree = hidden ?? (r.relativeDegree === null ? secret : signed(r.relativeDegree));
  const word = i18n.localize(
    !r.hit ? "HARNFUDGE.Chat.Miss" : r.table === "graze" ? "HARNFUDGE.Chat.GrazeTable" : "HARNFUDGE.Chat.FullTable",
  );
  return {
    ...cardResult(r.hit ? "bad" : "plain", word, {
      detail: `${i18n.localize("HARNFUDGE.Chat.RelativeDegree")} ${relativeDegree}`,
      note: r.reachesFair ? null : i18n.localize("HARNFUDGE.Chat.BelowFair"),
    }),
    attackDegree: hidden ?? (r.attackDegree === null ? secret : ladderWord(r.attackDegree, i18n)),
    relativeDegree,
    reachesFair: r.reachesFair,
    word,
    css: r.hit ? "hit" : "miss",
  };
}

/** A roll's outcome in one phrase for the score line: "Superb +3", or "hidden" when its dice are kept from the card. */
function degreeText(roll: AttackCard["attack"], i18n: Localizer): string {
  if (!roll.faces) return i18n.localize("HARNFUDGE.Card.HiddenNumber");
  const modifier = roll.modifiers.reduce((sum, m) => sum + m.value, 0);
  const degree = rolledDegree({ level: roll.level, faces: roll.faces, modifier }).rolledDegree;
  return `${ladderWord(degree, i18n)} ${signed(degree)}`;
}

/**
 * The score while the card waits: what the attack reached and, once defended, what the defence
 * reached (or the difficulty an unaware or ignoring target gives). The dice are in the fold.
 */
function scoreView(card: AttackCard, i18n: Localizer) {
  const defence = card.defence;
  const defenceSide = !defence
    ? null
    : defence.roll
      ? { label: skillLabel(i18n, defence.skill), degree: degreeText(defence.roll, i18n) }
      : {
          label: i18n.localize(DEFENCE_LOC_KEYS[defence.kind]),
          degree:
            defence.difficulty === null
              ? "…"
              : `${i18n.localize("HARNFUDGE.Chat.Difficulty")} ${ladderWord(defence.difficulty, i18n)}`,
        };
  return { attack: { label: skillLabel(i18n, card.skill), degree: degreeText(card.attack, i18n) }, defence: defenceSide };
}

/** The one result line of a waiting card: hit or miss once known, the wound once the damage is. */
function outcomeView(
  resolution: ReturnType<typeof resolutionView> | null,
  damage: ReturnType<typeof damageView>,
  i18n: Localizer,
) {
  if (!resolution) return null;
  if (!damage) return resolution;
  return {
    ...damage.verdict,
    detail: damage.total ? `${i18n.localize("HARNFUDGE.Chat.Total")} ${damage.total}` : resolution.word,
  };
}

const LUCKY_WORDS = {
  attack: "HARNFUDGE.Card.AttackRoll",
  defence: "HARNFUDGE.Card.DefenceRoll",
  damage: "HARNFUDGE.Card.DamageRoll",
} as const;

/** The Lucky rerolls a card offers, each naming its roll (several may be open to a GM at once). */
function luckyButtons(card: AttackCard, stage: ReturnType<typeof cardStage>, i18n: Localizer) {
  const button = (roll: "attack" | "defence" | "damage", actor: string) => ({
    roll,
    actor,
    label: i18n.localize(`HARNFUDGE.Card.LuckyOn.${roll}`),
    short: i18n.localize(`HARNFUDGE.Card.LuckyShort.${roll}`),
    // The roll's name alone, when a GM sees two rerolls on one row.
    word: i18n.localize(LUCKY_WORDS[roll]),
  });
  const out = [];
  if (
    !card.attack.lucky &&
    (stage === "awaitingDefence" ||
      ((stage === "miss" || stage === "awaitingDamage" || stage === "ready") && !card.damage?.fudge))
  )
    out.push(button("attack", card.attacker.actorUuid));
  // The defence until the hit is applied: a damage die rolled at once does not close it (decide-lucky.ts).
  if (defenceRerollable(card)) out.push(button("defence", card.target.actorUuid));
  if (stage === "ready" && !!card.damage?.fudge && !card.damage.fudge.lucky) out.push(button("damage", card.attacker.actorUuid));
  return card.undone > 0 ? [] : out;
}

/** The card's template context. */
export function attackCardContext(input: CardViewInput) {
  const { card, i18n } = input;
  const stage = cardStage(card);
  const r = card.resolution;
  const defence = card.defence;
  const undone = card.undone > 0 && !card.applied && stage !== "voided";
  /** Waiting on someone: only the step and its controls are open, the dice and breakdown folded. */
  const pending =
    !undone && (stage === "awaitingDefence" || stage === "awaitingDifficulty" || stage === "awaitingDamage" || stage === "ready");
  const resolution = r ? resolutionView(card, r, i18n) : null;
  const damage = damageView(card, i18n);
  const waiting = pending ? waitingLines(card, i18n) : null;
  const luckyOpen = stage === "ready" && defenceRerollable(card) && !undone;
  return {
    messageId: input.messageId,
    stage,
    pending,
    attackerUuid: card.attacker.actorUuid,
    attackerToken: card.attacker.tokenUuid ?? "",
    targetUuid: card.target.actorUuid,
    targetToken: card.target.tokenUuid ?? "",
    target: card.target.name,
    targetImg: card.target.img,
    weapon: card.weapon.name,
    mode: i18n.localize(card.mode === "ranged" ? "HARNFUDGE.Chat.Ranged" : "HARNFUDGE.Chat.Melee"),
    options: [
      ...(card.options.stun ? [i18n.localize("HARNFUDGE.Chat.StunAttack")] : []),
      ...(card.options.pullTo
        ? [i18n.format("HARNFUDGE.Chat.Pulled", { level: i18n.localize(`HARNFUDGE.Wound.${card.options.pullTo}`) })]
        : []),
      // The GM's own count (or a card made before the battlefield was counted); else the source line says it.
      ...(card.options.opponents > 1 && card.options.opponents !== Math.max(1, card.engagement?.attacker?.opponents ?? 0)
        ? [i18n.format("HARNFUDGE.Chat.OpponentsN", { n: String(card.options.opponents) })]
        : []),
    ],
    warnings: waiting?.warnings ?? [],
    foldedWarnings: pending ? [] : card.warnings.map((w) => warningView(w, i18n)),
    // Each side facing more than one opponent (rules 3.2.1): a short line while the card waits (its
    // odds count them), where the count came from in its tooltip and with the dice.
    engaged: waiting?.engaged ?? [],
    foldedEngaged: engagedLines(card, i18n).map((e) => e.full),
    score: pending ? scoreView(card, i18n) : null,
    outcome: pending ? outcomeView(resolution, damage, i18n) : null,
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
    resolution,
    damage,
    turn: turnView(card, input.sides, i18n),
    luckyTurn: luckyOpen ? luckyTurnView(card, input.sides, i18n, true) : null,
    /** While the defender may still use Lucky, the plain turn lines are for a client that reads its Lucky spent. */
    turnGate: luckyOpen ? "unless" : null,
    headline: headlineView(card, i18n),
    undone,
    controls: {
      defend:
        stage === "awaitingDefence"
          ? {
              skills: defenceChoices(card, input.defenceOptions, i18n),
              kinds: defenceKinds(card, i18n),
              against: against(card, i18n),
            }
          : null,
      difficulty: stage === "awaitingDifficulty" ? ladderOptions(0, i18n) : null,
      damage: stage === "awaitingDamage",
      // A stun attack leaves no wound to be open (rules 3.4.8 is about wounds).
      open: (stage === "ready" || stage === "awaitingDamage") && !card.options.stun && !undone,
      apply: stage === "ready" && !undone,
      reapply: stage === "ready" && undone,
      undo: stage === "applied",
      void: stage !== "applied" && stage !== "voided",
      lucky: luckyButtons(card, stage, i18n),
      // While the defence may be rerolled, the hit waits for the defender's answer: Apply names the
      // target, whose Lucky each client reads (visibility.ts), and reads "Accept the hit".
      applyWaitsFor: luckyOpen ? card.target.actorUuid : null,
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
