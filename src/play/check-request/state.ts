/**
 * A check the GM asks for (issue 26, item 5; rules 2.1: "GM determines the difficulty of the
 * action … and informs the player which skill to use"): one GM-authored card
 * (`flags.harnfudge.checkRequest`) naming the trait and, unless it is secret, the difficulty; one
 * row per character asked, each rolled on the designated GM's client when its owner (or the GM)
 * clicks Roll. A secret check keeps its difficulty and every result out of that card: they are in
 * the GMs' own card (`flags.harnfudge.checkLedger`), whispered to the GMs alone, and each secret
 * roll is blind (its dice whispered to the GMs). Plain JSON, read back through the parsers below.
 */
import type { RollRecord } from "../services/dice";
import { isRecord } from "../../util/guards";
import type { TraitKind } from "../../rolls/trait-options";

export const CHECK_VERSION = 1;
/** The most characters one request asks. */
export const MAX_ASKED = 12;

/** How a roll came out against the difficulty (rules 2.1: the rolled degree must equal or exceed it). */
export interface CheckOutcome {
  success: boolean;
  /** Rolled degree − difficulty (0: a bare success). */
  margin: number;
  degree: number;
}

export interface CheckRow {
  actorUuid: string;
  name: string;
  img: string;
  roll: RollRecord | null;
  /** The user who asked for this row's roll. */
  by: string | null;
  /** The outcome, when everyone who receives the card may know it (the difficulty open, the roll public). */
  outcome: CheckOutcome | null;
}

export interface CheckRequestCard {
  v: typeof CHECK_VERSION;
  requestId: string;
  requesterId: string;
  trait: { kind: TraitKind; key: string };
  /** The difficulty on the ladder; null when it is secret (then it is on the GMs' card only). */
  difficulty: number | null;
  secret: boolean;
  rows: CheckRow[];
  /** The GMs' card of a secret check (its message id), else null. */
  ledgerId: string | null;
  /** The ids of the rolls' requests carried out on the card, newest last, each written with its roll (a replay finds it). */
  requests?: string[];
}

/** The GMs' card of a secret check: the difficulty and each character's outcome. */
export interface CheckLedger {
  v: typeof CHECK_VERSION;
  requestId: string;
  difficulty: number;
  trait: { kind: TraitKind; key: string };
  names: string[];
  results: (CheckOutcome | null)[];
}

const isTrait = (v: unknown): v is CheckRequestCard["trait"] =>
  isRecord(v) && (v["kind"] === "skill" || v["kind"] === "attribute") && typeof v["key"] === "string";

const isRow = (v: unknown): v is CheckRow =>
  isRecord(v) &&
  typeof v["actorUuid"] === "string" &&
  typeof v["name"] === "string" &&
  (v["roll"] === null || isRecord(v["roll"]));

/** A request card's state from its flag (GM-authored; its shape checked all the same), or null. */
export function parseCheckRequest(value: unknown): CheckRequestCard | null {
  if (!isRecord(value) || value["v"] !== CHECK_VERSION || typeof value["requestId"] !== "string") return null;
  const { rows, trait, difficulty } = value;
  if (!isTrait(trait) || !Array.isArray(rows) || !rows.every(isRow)) return null;
  if (difficulty !== null && typeof difficulty !== "number") return null;
  return {
    v: CHECK_VERSION,
    requestId: value["requestId"],
    requesterId: typeof value["requesterId"] === "string" ? value["requesterId"] : "",
    trait,
    difficulty,
    secret: value["secret"] === true,
    rows,
    ledgerId: typeof value["ledgerId"] === "string" ? value["ledgerId"] : null,
    ...(Array.isArray(value["requests"]) && value["requests"].every((r) => typeof r === "string")
      ? { requests: value["requests"] }
      : {}),
  };
}

/** The GMs' card of a secret check from its flag, or null. */
export function parseCheckLedger(value: unknown): CheckLedger | null {
  if (!isRecord(value) || value["v"] !== CHECK_VERSION || typeof value["requestId"] !== "string") return null;
  const { difficulty, trait, names, results } = value;
  if (typeof difficulty !== "number" || !isTrait(trait) || !Array.isArray(names) || !Array.isArray(results)) return null;
  return {
    v: CHECK_VERSION,
    requestId: value["requestId"],
    difficulty,
    trait,
    names: names.map(String),
    results: results.map((r) =>
      isRecord(r) && typeof r["success"] === "boolean" && typeof r["margin"] === "number" && typeof r["degree"] === "number"
        ? { success: r["success"], margin: r["margin"], degree: r["degree"] }
        : null,
    ),
  };
}
