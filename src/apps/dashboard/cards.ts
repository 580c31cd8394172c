/**
 * The attack cards waiting on a combatant, for the GM's dashboard: from the parsed cards of
 * GM-authored chat messages, the ones still open, each named on the side that must act next
 * (the attack card's stages, src/play/attack/state.ts). Pure: no Foundry.
 */
import { STUN_RESULT_LOC_KEYS, woundLevelLocKey } from "../../rules";
import type { Localizer } from "../../i18n/format";
import { cardStage, type AttackCard, type CardParty } from "../../play/attack/state";

/** One attack card as the dashboard reads it: the message that holds it and its parsed state. */
export interface DashboardCardInput {
  messageId: string;
  /** The message's timestamp: cards are listed oldest first (the order they wait in). */
  timestamp: number;
  card: AttackCard;
  /** The card's next step is the GM's own (next-step.ts names the GM): marked "Your turn". */
  gmTurn?: boolean;
}

/** What is waiting: the target's defence, the damage roll, or the result to apply. */
export type WaitingKind = "defence" | "damage" | "apply";

export interface WaitingView {
  messageId: string;
  kind: WaitingKind;
  icon: string;
  /** "Waiting for its defence", "Damage to roll", "To apply". */
  label: string;
  /** Which attack: "Aldric of Tashal's Broadsword", "against Brigand", "Hurt from …". */
  detail: string;
  /** The button's accessible name and tooltip: label, detail and what a click does. */
  tooltip: string;
  /** The GM's own turn on this card: drawn in the accent, "Your turn" first. */
  yours: boolean;
}

const ICONS: Record<WaitingKind, string> = {
  defence: "fa-solid fa-shield-halved",
  damage: "fa-solid fa-dice",
  apply: "fa-solid fa-droplet",
};

const LABEL_KEYS: Record<WaitingKind, string> = {
  defence: "HARNFUDGE.Dashboard.Waiting.Defence",
  damage: "HARNFUDGE.Dashboard.Waiting.Damage",
  apply: "HARNFUDGE.Dashboard.Waiting.Apply",
};

/** Whether a card's party is this combatant: its actor's uuid or the token it was attacked through. */
function isParty(party: CardParty, keys: readonly string[]): boolean {
  return keys.includes(party.actorUuid) || (party.tokenUuid !== null && keys.includes(party.tokenUuid));
}

/** The result a ready card will apply: the wound level, or the stun result in stun mode. */
function resultName(card: AttackCard, i18n: Localizer): string {
  const damage = card.damage;
  if (!damage) return "";
  if (damage.stun) return i18n.localize(STUN_RESULT_LOC_KEYS[damage.stun]);
  return i18n.localize(woundLevelLocKey(damage.level));
}

/** What the GM does when the step is the GM's own: the card's verb, not "waiting". */
const YOURS_KEYS: Record<WaitingKind | "difficulty", string> = {
  defence: "HARNFUDGE.Dashboard.Yours.Defence",
  difficulty: "HARNFUDGE.Dashboard.Yours.Difficulty",
  damage: "HARNFUDGE.Dashboard.Yours.Damage",
  apply: "HARNFUDGE.Dashboard.Yours.Apply",
};

function view(entry: DashboardCardInput, kind: WaitingKind, detail: string, i18n: Localizer): WaitingView {
  const yours = entry.gmTurn === true;
  const step = kind === "defence" && cardStage(entry.card) === "awaitingDifficulty" ? "difficulty" : kind;
  const label = i18n.localize(yours ? YOURS_KEYS[step] : LABEL_KEYS[kind]);
  const tooltip = i18n.format("HARNFUDGE.Dashboard.Waiting.Tooltip", { label, detail });
  return {
    messageId: entry.messageId,
    kind,
    icon: ICONS[kind],
    label,
    detail,
    tooltip: yours ? `${i18n.localize("HARNFUDGE.Card.YourTurn")}: ${tooltip}` : tooltip,
    yours,
  };
}

/**
 * The cards waiting on the combatant named by `keys` (its actor's and token's uuids), oldest
 * first: awaiting a defence or the GM's difficulty → "waiting for its defence" (on the target);
 * awaiting damage → "damage to roll" (on the attacker and the target); damage computed → "to
 * apply" (on the target). Missed, applied, closed and voided cards wait on no one, nor does a hit
 * the GM undid (only the GM may apply it again: a rare call, not a turn).
 */
export function waitingOn(keys: readonly string[], cards: readonly DashboardCardInput[], i18n: Localizer): WaitingView[] {
  const out: WaitingView[] = [];
  const sorted = [...cards].sort((a, b) => a.timestamp - b.timestamp);
  for (const entry of sorted) {
    const { card } = entry;
    const weapon = i18n.format("HARNFUDGE.Dashboard.Waiting.Weapon", { attacker: card.attacker.name, weapon: card.weapon.name });
    const onTarget = isParty(card.target, keys);
    const onAttacker = isParty(card.attacker, keys);
    switch (cardStage(card)) {
      case "awaitingDefence":
      case "awaitingDifficulty":
        if (onTarget) out.push(view(entry, "defence", weapon, i18n));
        break;
      case "awaitingDamage":
        if (onTarget) out.push(view(entry, "damage", weapon, i18n));
        if (onAttacker && !onTarget)
          out.push(view(entry, "damage", i18n.format("HARNFUDGE.Dashboard.Waiting.Against", { target: card.target.name }), i18n));
        break;
      case "ready":
        if (onTarget && card.undone === 0)
          out.push(
            view(
              entry,
              "apply",
              i18n.format("HARNFUDGE.Dashboard.Waiting.Result", { result: resultName(card, i18n), weapon }),
              i18n,
            ),
          );
        break;
      default:
        break;
    }
  }
  return out;
}
