/**
 * A contest card as one viewer may know it (issue 28, item 1). The card every client receives keeps
 * no hidden die and no result a hidden die decides (decide-result.ts); a client that may read a
 * hidden roll's whispered dice message (the roll's audience: the GMs, and for a GM roll its roller)
 * works out, for its own viewer only, the faces and every result those faces decide. The card's
 * stored bonuses (Scale, Magic Resistance) hold no die, so the result is the GM's client's to the
 * point (rules 2.2: the higher rolled degree wins). Never written back: only shown. Pure.
 */
import { resolveContest } from "../../rules";
import type { RollRecord } from "../services/dice";
import type { ContestCard, ContestRowResult } from "./state";

/** Reads the faces of a whispered dice message on this client (null: not received here). */
export type FaceReader = (messageId: string) => number[] | null;

export interface RevealedContest {
  card: ContestCard;
  /** Side a's hidden roll was read on this client. */
  revealedA: boolean;
  /** The observers whose hidden roll was read on this client. */
  revealedRows: number[];
}

/** A hidden roll with its faces as this client reads them, or null when it cannot read them. */
function readRoll(roll: RollRecord, read: FaceReader): RollRecord | null {
  if (roll.faces) return roll;
  const [first, second] = roll.diceMessageIds;
  const original = first ? read(first) : null;
  const reroll = second ? read(second) : null;
  const keptReroll = roll.lucky?.kept === "reroll";
  const faces = keptReroll ? reroll : original;
  if (!faces) return null;
  const lucky = roll.lucky ? { ...roll.lucky, original: original ?? null, reroll: reroll ?? null } : null;
  return { ...roll, faces: [...faces], lucky };
}

const total = (roll: RollRecord) => roll.modifiers.reduce((s, m) => s + m.value, 0);

/** A hidden result worked out from both rolls' faces and the card's bonuses. */
function revealResult(a: RollRecord, b: RollRecord, stored: ContestRowResult): ContestRowResult {
  if (!a.faces || !b.faces) return stored;
  const bonus = (side: ContestRowResult["bonuses"]["a"]) => side.scale + side.magicResistance;
  const r = resolveContest({
    a: { level: a.level, faces: a.faces, modifier: total(a) + bonus(stored.bonuses.a) },
    b: { level: b.level, faces: b.faces, modifier: total(b) + bonus(stored.bonuses.b) },
  });
  return {
    ...stored,
    shown: { winner: r.winner, aDegree: r.a.rolledDegree, bDegree: r.b.rolledDegree, relative: r.a.relativeDegree },
  };
}

/** The card as this client's viewer may know it: every hidden roll it can read, and the results they decide. */
export function revealContest(card: ContestCard, read: FaceReader): RevealedContest {
  const a = card.a.roll ? readRoll(card.a.roll, read) : null;
  const revealedA = !!a && card.a.roll?.faces === null;
  const revealedRows: number[] = [];
  // Read in the observers' order, so the rows come out sorted.
  const observers = card.observers.map((o, i) => {
    const roll = o.roll ? readRoll(o.roll, read) : null;
    if (roll && o.roll?.faces === null) revealedRows.push(i);
    return roll ? { ...o, roll } : o;
  });
  const results = card.results.map((stored, i) => {
    const b = observers[i]?.roll;
    if (!stored || stored.shown || !a?.faces || !b?.faces) return stored;
    return revealResult(a, b, stored);
  });
  return {
    card: { ...card, a: a ? { ...card.a, roll: a } : card.a, observers, results },
    revealedA,
    revealedRows,
  };
}
