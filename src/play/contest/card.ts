/**
 * The contest card's view (rules 2.2): a line for side a and one per observer — who, the trait,
 * the rolled degree (or the Roll button of an observer still to roll), and each observer's outcome
 * ("Tam wins by +3") — then, once every observer has rolled, the outcome in one line; each roll's
 * dice, modifiers and the bonuses the contest added (rules 1.2, 4) are folded under "Details", so
 * the card stays short in the sidebar at every step (issue 27, item 1). A result kept from the
 * table reads "kept from the table"; a viewer who may read its dice sees it worked out (reveal.ts,
 * marked with an eye). Pure.
 */
import { rolledDegree } from "../../rules";
import { ladderWord, signed, type Localizer } from "../../i18n/format";
import { nameList } from "../../i18n/list";
import { traitName } from "../../rolls/trait-options";
import { rollView } from "../services/roll-view";
import { cardResult } from "../../rolls/card-parts";
import type { RollRecord } from "../services/dice";
import type { RevealedContest } from "./reveal";
import type { ContestBonuses, ContestCard, ContestRowResult, ContestSideState } from "./state";

export function traitLabel(side: Pick<ContestSideState, "trait">, i18n: Pick<Localizer, "localize">): string {
  return traitName(side.trait, i18n);
}

function degreeOf(roll: RollRecord | null, i18n: Localizer): string | null {
  if (!roll?.faces) return null;
  const modifier = roll.modifiers.reduce((s, m) => s + m.value, 0);
  return ladderWord(rolledDegree({ level: roll.level, faces: roll.faces, modifier }).rolledDegree, i18n);
}

function bonusLines(bonus: ContestBonuses | null, i18n: Localizer): string[] {
  return [
    ...(bonus?.scale ? [i18n.format("HARNFUDGE.Contest.ScaleBonus", { value: signed(bonus.scale) })] : []),
    ...(bonus?.magicResistance ? [i18n.format("HARNFUDGE.Contest.MagicBonus", { value: signed(bonus.magicResistance) })] : []),
  ];
}

/** One side's line: who, what it rolls, its degree (or hidden), and its Lucky control. */
function line(side: ContestSideState, key: "a" | number, revealed: boolean, preset: boolean, i18n: Localizer) {
  const roll = side.roll;
  return {
    side: String(key),
    name: side.name,
    img: side.img,
    actorUuid: side.actorUuid,
    /** The trait, where the title (a preset's name) does not say it. */
    trait: preset ? null : traitLabel(side, i18n),
    rolled: roll !== null,
    degree: degreeOf(roll, i18n),
    hidden: roll !== null && roll.faces === null,
    revealed,
    /** Lucky may still reroll it (the viewer's client keeps the control only for who may: card-viewer.ts). */
    lucky: roll !== null && roll.lucky === null,
  };
}

function outcome(result: ContestRowResult | null, rolled: boolean, i18n: Localizer) {
  if (!result || !rolled) return null;
  const r = result.shown;
  if (!r) return { text: i18n.localize("HARNFUDGE.Contest.Hidden"), css: "hidden" };
  // The observer's line says how the observer did: "wins +1", "loses −2" (the acting side's margin is its negative).
  if (r.winner === "tie") return { text: i18n.localize("HARNFUDGE.Contest.TieShort"), css: "tie" };
  const key = r.winner === "b" ? "HARNFUDGE.Contest.RowWins" : "HARNFUDGE.Contest.RowLoses";
  return { text: i18n.format(key, { by: signed(-r.relative) }), css: r.winner };
}

/** The one line once every observer has rolled and every result may be told: who won, against how many. */
function summary(card: ContestCard, i18n: Localizer) {
  const shown = card.results.map((r) => r?.shown ?? null);
  if (shown.some((r) => r === null)) return null;
  const [only] = shown;
  if (shown.length === 1 && only) {
    const winner = only.winner === "a" ? card.a.name : (card.observers[0]?.name ?? "");
    return only.winner === "tie"
      ? cardResult("plain", i18n.localize("HARNFUDGE.Contest.Tie"))
      : cardResult("good", i18n.format("HARNFUDGE.Contest.Wins", { name: winner, by: signed(Math.abs(only.relative)) }), {
          detail: i18n.format("HARNFUDGE.Contest.Relative", { value: signed(Math.abs(only.relative)) }),
        });
  }
  const won = shown.filter((r) => r?.winner === "a").length;
  return cardResult(
    won > 0 ? "good" : "plain",
    i18n.format("HARNFUDGE.Contest.WinsAgainst", { name: card.a.name, n: String(won), total: String(shown.length) }),
  );
}

/** Everyone's line while observers are still to roll: who the card waits for (card-viewer.ts words it for each viewer). */
function waitingLine(card: ContestCard, i18n: Localizer): string | null {
  const pending = card.observers.filter((o) => o.roll === null);
  if (pending.length === 0) return null;
  const trait = traitLabel(pending[0] ?? card.observers[0] ?? card.a, i18n);
  return i18n.format("HARNFUDGE.Contest.Waiting", {
    names: nameList(
      pending.map((o) => o.name),
      i18n,
    ),
    trait,
  });
}

/** The card's context as `view` (a card, or one revealed for a viewer by reveal.ts) shows it. */
export function contestCardContext(view: ContestCard | RevealedContest, i18n: Localizer) {
  const { card, revealedA, revealedRows } = "card" in view ? view : { card: view, revealedA: false, revealedRows: [] };
  const preset = card.presetKey !== null;
  const rows = card.observers.map((o, i) => {
    const result = card.results[i] ?? null;
    return {
      ...line(o, i, revealedRows.includes(i), preset, i18n),
      index: i,
      waiting: o.roll === null,
      rollLabel: i18n.format("HARNFUDGE.Contest.Roll", { trait: traitLabel(o, i18n) }),
      // One observer: the card's result line says it; several: each line says how its observer did.
      outcome: card.observers.length > 1 || !result?.shown ? outcome(result, o.roll !== null, i18n) : null,
    };
  });
  const details = [
    {
      name: card.a.name,
      roll: card.a.roll ? rollView(card.a.roll, traitLabel(card.a, i18n), i18n) : null,
      bonuses: [] as string[],
    },
    ...card.observers.map((o, i) => ({
      name: o.name,
      roll: o.roll ? rollView(o.roll, traitLabel(o, i18n), i18n) : null,
      bonuses: [
        ...bonusLines(card.results[i]?.bonuses.a ?? null, i18n).map((b) => `${card.a.name}: ${b}`),
        ...bonusLines(card.results[i]?.bonuses.b ?? null, i18n),
      ],
    })),
  ].filter((d) => d.roll !== null);
  return {
    title: card.presetKey ? i18n.localize(card.presetKey) : i18n.localize("HARNFUDGE.Contest.Title"),
    secret: card.secrecy === "public" ? null : i18n.localize(`HARNFUDGE.Contest.SecretNote.${card.secrecy}`),
    status: waitingLine(card, i18n),
    summary: summary(card, i18n),
    a: line(card.a, "a", revealedA, preset, i18n),
    rows,
    /** More than three observers: two to a line (the card stays short). */
    many: rows.length > 3,
    details,
  };
}
