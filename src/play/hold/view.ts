/**
 * What the combat tracker shows of holding an action (rules 3.1.3), for one row: the control its
 * viewer gets (Hold on its own turn, Act while held this round and another's turn is up) and
 * whether it is holding. Pure: the tracker and the screenshot stand-in read the same.
 */
export interface HoldRowFacts {
  started: boolean;
  round: number;
  /** Whether it is this combatant's turn. */
  current: boolean;
  /** The round it holds in, if any (its flag). */
  heldRound: number | null;
  /** Its rolled key while it acts out of order this round (its flag). */
  movedFrom: number | null;
  /** Whether the viewer owns the combatant or is a GM. */
  canAsk: boolean;
}

export function holdControl(row: HoldRowFacts): "hold" | "act" | null {
  if (!row.started || !row.canAsk) return null;
  const holding = row.heldRound === row.round;
  if (row.current) return holding || row.movedFrom !== null ? null : "hold";
  return holding ? "act" : null;
}

/** A hold flag read as a number (anything else, a cleared null included: none). */
export function holdFlag(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}
