/**
 * An opposed action outside combat (rules 2.2) on one GM-authored card (`flags.harnfudge.contest`):
 * two sides, the trait each rolls, each side's roll made on the designated GM's client when that
 * side's owner (or the GM) asks, and the result once both have rolled. A contest of strength
 * (rules 1.2) adds the Strength Scale advantage; a side resisting magic adds Magic Resistance (4).
 * Plain JSON; a hidden roll keeps its faces in its whispered dice message (as on the attack card).
 */
import type { RollRecord } from "../gm/dice";
import { isRecord } from "../../util/guards";

export const CONTEST_VERSION = 1;
export const CONTEST_FLAG = "contest";

export type TraitKind = "skill" | "attribute";

export interface ContestSideState {
  actorUuid: string;
  tokenUuid: string | null;
  name: string;
  img: string;
  trait: { kind: TraitKind; key: string };
  /** This side resists magic (rules 4, Magic Resistance +1). */
  resistsMagic: boolean;
  roll: RollRecord | null;
  /** User who asked for this side's roll. */
  by: string | null;
}

export interface ContestResultRecord {
  winner: "a" | "b" | "tie";
  aDegree: number;
  bDegree: number;
  /** Side a's relative degree (side b's is its negative), rules 2.2. */
  relative: number;
  /** The bonuses the contest added (Strength Scale, Magic Resistance), per side. */
  bonuses: { a: { scale: number; magicResistance: number }; b: { scale: number; magicResistance: number } };
}

/** Who sees a contest's card: everyone, the GMs alone, or the GMs and the owners of its two sides. */
export const CONTEST_SECRECY = ["public", "gm", "sides"] as const;
export type ContestSecrecy = (typeof CONTEST_SECRECY)[number];

export interface ContestCard {
  v: typeof CONTEST_VERSION;
  requestId: string;
  requesterId: string;
  /** A preset's name (localization key), or null for any trait against any trait. */
  presetKey: string | null;
  /** A contest of strength (rules 1.2). */
  strength: boolean;
  a: ContestSideState;
  b: ContestSideState;
  result: ContestResultRecord | null;
  /** A contest the GM started in secret (a Stealth roll must not alert the players); public when missing. */
  secrecy?: ContestSecrecy;
}

/** The presets the dialog offers (rules 1.1.2.1, 1.1.2.2, 1.2): each side's trait. */
export const CONTEST_PRESETS = [
  { id: "legerdemain", a: { kind: "skill", key: "legerdemain" }, b: { kind: "skill", key: "awareness" }, strength: false },
  { id: "stealth", a: { kind: "skill", key: "stealth" }, b: { kind: "skill", key: "awareness" }, strength: false },
  {
    id: "mentalConflict",
    a: { kind: "skill", key: "mentalConflict" },
    b: { kind: "skill", key: "mentalConflict" },
    strength: false,
  },
  { id: "strength", a: { kind: "attribute", key: "strength" }, b: { kind: "attribute", key: "strength" }, strength: true },
] as const satisfies readonly { id: string; a: ContestSideState["trait"]; b: ContestSideState["trait"]; strength: boolean }[];

/** Whether a flag holds a contest card's state (its shape; the GM's client reads the rest). */
export function isContest(value: unknown): value is ContestCard {
  return (
    isRecord(value) && value["v"] === 1 && isRecord(value["a"]) && isRecord(value["b"]) && typeof value["requestId"] === "string"
  );
}
