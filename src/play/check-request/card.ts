/**
 * The check-request cards' views (issue 26, item 5): the request card (the trait, the difficulty
 * unless it is secret, one line per character asked — its Roll button while it waits, then its
 * degree and whether it succeeded, or for a secret check only that it rolled — each roll folded
 * under Details), and the GMs' card of a secret check (the difficulty and each character's result).
 * A viewer whose client received a hidden roll's dice sees that roll worked out (revealCheck). Pure.
 */
import { ladderWord, signed, type Localizer } from "../../i18n/format";
import { nameList } from "../../i18n/list";
import { rollView } from "../services/roll-view";
import { keptFaces } from "../services/dice";
import { resolveUnopposed } from "../../rules";
import { traitName } from "../../rolls/trait-options";
import type { CheckLedger, CheckOutcome, CheckRequestCard } from "./state";

function outcomeText(outcome: CheckOutcome, i18n: Localizer): { text: string; css: string } {
  if (outcome.success && outcome.margin === 0)
    return { text: i18n.localize("HARNFUDGE.CheckRequest.JustSucceeds"), css: "success" };
  return outcome.success
    ? { text: i18n.format("HARNFUDGE.CheckRequest.Succeeds", { margin: signed(outcome.margin) }), css: "success" }
    : { text: i18n.format("HARNFUDGE.CheckRequest.Fails", { margin: signed(outcome.margin) }), css: "failure" };
}

/** The card with the hidden rolls this client may read (its viewer's own, or the GM's) worked out against an open difficulty. */
export function revealCheck(card: CheckRequestCard, read: (messageId: string) => number[] | null): CheckRequestCard {
  const difficulty = card.difficulty;
  if (difficulty === null) return card;
  const rows = card.rows.map((row) => {
    if (!row.roll || row.roll.faces) return row;
    const faces = keptFaces(row.roll, { hiddenFaces: read });
    if (!faces) return row;
    const modifier = row.roll.modifiers.reduce((s, m) => s + m.value, 0);
    const r = resolveUnopposed({ level: row.roll.level, faces, modifier, difficulty });
    return { ...row, roll: { ...row.roll, faces }, outcome: { success: r.success, margin: r.margin, degree: r.rolledDegree } };
  });
  // The same card when this client could read none of them.
  return rows.every((row, i) => row === card.rows[i]) ? card : { ...card, rows };
}

/** The request card's context. */
export function checkCardContext(card: CheckRequestCard, i18n: Localizer) {
  const trait = traitName(card.trait, i18n);
  const pending = card.rows.filter((r) => r.roll === null);
  return {
    title: i18n.format("HARNFUDGE.CheckRequest.CardTitle", { trait }),
    against:
      card.difficulty === null
        ? i18n.localize("HARNFUDGE.CheckRequest.SecretDifficulty")
        : i18n.format("HARNFUDGE.CheckRequest.Against", { difficulty: ladderWord(card.difficulty, i18n) }),
    secret: card.secret,
    status: pending.length
      ? i18n.format("HARNFUDGE.CheckRequest.Waiting", {
          names: nameList(
            pending.map((r) => r.name),
            i18n,
          ),
          trait,
        })
      : null,
    rows: card.rows.map((row, index) => {
      const hidden = row.roll !== null && row.roll.faces === null;
      return {
        index,
        name: row.name,
        img: row.img,
        actorUuid: row.actorUuid,
        waiting: row.roll === null,
        rollLabel: i18n.format("HARNFUDGE.Contest.Roll", { trait }),
        degree: row.outcome ? ladderWord(row.outcome.degree, i18n) : null,
        outcome: row.outcome ? outcomeText(row.outcome, i18n) : null,
        /** Rolled, and its result is not for this viewer: a secret check's, or a hidden roll's. */
        kept:
          hidden && !row.outcome
            ? i18n.localize(card.secret ? "HARNFUDGE.CheckRequest.ForTheGM" : "HARNFUDGE.Contest.Hidden")
            : null,
      };
    }),
    // A secret check's rolls are blind: nothing to unfold for anyone (the GMs have their own card).
    details: card.secret
      ? []
      : card.rows.flatMap((row) => (row.roll ? [{ name: row.name, roll: rollView(row.roll, trait, i18n) }] : [])),
  };
}

/** The GMs' card of a secret check. */
export function ledgerCardContext(ledger: CheckLedger, i18n: Localizer) {
  const trait = traitName(ledger.trait, i18n);
  return {
    title: i18n.format("HARNFUDGE.CheckRequest.LedgerTitle", { trait, difficulty: ladderWord(ledger.difficulty, i18n) }),
    rows: ledger.names.map((name, i) => {
      const result = ledger.results[i] ?? null;
      return {
        name,
        degree: result ? ladderWord(result.degree, i18n) : null,
        outcome: result ? outcomeText(result, i18n) : null,
      };
    }),
    done: ledger.results.every((r) => r !== null),
  };
}
