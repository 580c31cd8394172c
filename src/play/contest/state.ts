/**
 * An opposed action outside combat (rules 2.2) on one GM-authored card (`flags.harnfudge.contest`):
 * the acting side (a) and one or more observers who oppose it (rules 1.1.2.1: sneaking past three
 * guards is one Stealth roll against each guard's Awareness), the trait each rolls, each roll made
 * on the designated GM's client when that side's owner (or the GM) asks, and each observer's
 * result once both have rolled. A contest of strength (rules 1.2) adds the Strength Scale
 * advantage; a side resisting magic adds Magic Resistance (4).
 *
 * Hidden means hidden (issue 28): a gm, blind or self roll keeps its faces in its whispered dice
 * message, and a result that would give a hidden roll away (its degree, the relative degree, the
 * winner) is not stored in the card at all: `shown` is null and each client that may read the
 * dice works the result out for its own viewer (viewer.ts). Plain JSON.
 */
import type { RollRecord } from "../services/dice";
import { isRecord } from "../../util/guards";

export const CONTEST_VERSION = 2;
export const CONTEST_FLAG = "contest";
/** The most observers one card takes (rules 3.2.1's six who can surround one, and a couple more). */
export const MAX_OBSERVERS = 8;

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

export interface ContestBonuses {
  scale: number;
  magicResistance: number;
}

/** What one observer's contest with side a came to (rules 2.2). */
export interface ContestRowResult {
  /**
   * The result, when every roll in it may be seen by everyone who receives the card; null when a
   * roll is hidden from some of them (then only its audience works it out, from the dice).
   */
  shown: {
    winner: "a" | "b" | "tie";
    aDegree: number;
    bDegree: number;
    /** Side a's relative degree (the observer's is its negative). */
    relative: number;
  } | null;
  /** The bonuses the contest added (Strength Scale, Magic Resistance): no die in them. */
  bonuses: { a: ContestBonuses; b: ContestBonuses };
}

/** Who sees a contest's card: everyone, the GMs alone, or the GMs and the owners of its sides. */
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
  /** Those who oppose side a, each rolling once (rules 1.1.2.1). */
  observers: ContestSideState[];
  /** Each observer's result, in the observers' order; null until both have rolled. */
  results: (ContestRowResult | null)[];
  /** A contest the GM started in secret (a Stealth roll must not alert the players). */
  secrecy: ContestSecrecy;
  /**
   * The ids of the requests carried out on the card (a roll, Lucky), newest last, written in the
   * same update as what each changed: a replayed request finds its id and changes nothing.
   */
  requests?: string[];
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

/** The presets in which Magic Resistance can count (rules 4: opposed rolls versus magic): Mental Conflict, and any traits. */
export const MAGIC_PRESETS: readonly string[] = ["mentalConflict", "any"];

const isSide = (v: unknown): v is ContestSideState =>
  isRecord(v) && typeof v["actorUuid"] === "string" && typeof v["name"] === "string" && isRecord(v["trait"]);

/** A card of version 1: one opponent (`b`) and one result with every figure. */
interface ContestCardV1 extends Omit<ContestCard, "v" | "observers" | "results" | "secrecy"> {
  v: 1;
  b: ContestSideState;
  result: unknown;
  secrecy?: unknown;
}

function isCurrent(value: Record<string, unknown>): value is Record<string, unknown> & ContestCard {
  const { observers, results } = value;
  return (
    value["v"] === CONTEST_VERSION &&
    Array.isArray(observers) &&
    observers.length > 0 &&
    observers.every(isSide) &&
    Array.isArray(results) &&
    results.length === observers.length &&
    results.every((r) => r === null || (isRecord(r) && isRecord(r["bonuses"])))
  );
}

function isVersion1(value: Record<string, unknown>): value is Record<string, unknown> & ContestCardV1 {
  return value["v"] === 1 && isSide(value["b"]);
}

/** A version 1 card's result (one opponent, every figure stored) as a row of today's card. */
function legacyResult(value: unknown): ContestRowResult | null {
  if (!isRecord(value) || !isRecord(value["bonuses"])) return null;
  const { winner, aDegree, bDegree, relative, bonuses } = value;
  if (winner !== "a" && winner !== "b" && winner !== "tie") return null;
  if (typeof aDegree !== "number" || typeof bDegree !== "number" || typeof relative !== "number") return null;
  const side = (b: unknown): ContestBonuses =>
    isRecord(b) && typeof b["scale"] === "number" && typeof b["magicResistance"] === "number"
      ? { scale: b["scale"], magicResistance: b["magicResistance"] }
      : { scale: 0, magicResistance: 0 };
  return { shown: { winner, aDegree, bDegree, relative }, bonuses: { a: side(bonuses["a"]), b: side(bonuses["b"]) } };
}

/**
 * A contest card's state from its flag: today's shape, or a card of version 1 (one opponent as
 * `b`, one `result`) read as a card with one observer. Null when the flag is no contest. The card
 * is GM-authored (no player can write it); its shape is checked all the same.
 */
export function parseContest(value: unknown): ContestCard | null {
  if (!isRecord(value) || typeof value["requestId"] !== "string" || !isSide(value["a"])) return null;
  const secrecy = CONTEST_SECRECY.find((s) => s === value["secrecy"]) ?? "public";
  if (isCurrent(value)) {
    const { requests, ...card } = value;
    const ids = Array.isArray(requests) && requests.every((r) => typeof r === "string") ? { requests } : {};
    return { ...card, secrecy, ...ids };
  }
  if (isVersion1(value)) {
    const { requestId, requesterId, presetKey, strength, a, b, result } = value;
    return {
      v: CONTEST_VERSION,
      requestId,
      requesterId,
      presetKey,
      strength,
      a,
      secrecy,
      observers: [b],
      results: [legacyResult(result)],
    };
  }
  return null;
}

/** Whether a flag holds a contest card's state (of any version parseContest reads). */
export function isContest(value: unknown): boolean {
  return parseContest(value) !== null;
}

/** A side of the card: "a", or an observer's index. */
export type ContestSide = "a" | number;

/** The side a request or a control names (its `side`: "a", or an observer's index on the card); null when none. */
export function contestSideOf(card: ContestCard, which: unknown): ContestSideState | null {
  if (which === "a") return card.a;
  return typeof which === "number" && Number.isInteger(which) ? (card.observers[which] ?? null) : null;
}

/**
 * Whether a side's roll went badly, as everyone who receives the card may know it (Lucky, rules 4:
 * "reroll a bad dice roll", gm/lucky-reroll.ts's `wentBadly`): side a unless it won against every
 * observer, an observer unless it won its own line. A result still to come, or kept from the table
 * (`shown: null`), counts as bad: the roller cannot know it went well, and since the GM's client
 * decides from the same stored card, its answer gives nothing hidden away.
 */
export function sideWentBadly(card: ContestCard, side: ContestSide): boolean {
  if (side === "a") return !card.observers.every((_, i) => card.results[i]?.shown?.winner === "a");
  return card.results[side]?.shown?.winner !== "b";
}
