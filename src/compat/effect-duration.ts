/**
 * A condition's rounds on an ActiveEffect, in both generations' shapes:
 * - v13: `duration.{rounds, combat, startRound, startTurn}`;
 * - v14: `start.{combat, round, turn}` and `duration.{value, units, expiry, expired}`; the v13 keys
 *   are deprecation shims until v16, so on v14 they are neither written nor read.
 *
 * One expiry system per generation (docs/v14.md): the system's own sweep (play/status/register.ts,
 * by the rules core's conditionExpired, rules 3.4.6) removes Stunned and Very Stunned on both. On
 * v14 core's ActiveEffectRegistry would also mark an effect expired when both its duration's end
 * and its expiry event are reached; our effects name the expiry event {@link RULES_EXPIRY_EVENT},
 * registered in `CONFIG.ActiveEffect.expiryEvents` and never triggered (core leaves a package's
 * events to the package), so core shows the rounds left but never marks them expired itself.
 *
 * Source of the v14 shapes (the npm fvtt-types stop at v13): the fvtt-types main branch (commit
 * 13e58d21d, August 2026), `ActiveEffect.StartSchema` / `DurationSchema` (client/documents/
 * active-effect.d.mts), `CONST.ACTIVE_EFFECT_DURATION_UNITS` and `CONFIG.ActiveEffect.expiryEvents`.
 */
import { isV14 } from "./release";

/** Our v14 expiry event: the rules' rounds, ended by the system's sweep (core never fires it). */
export const RULES_EXPIRY_EVENT = "harnfudge.rulesRounds";

/** Where in a combat a condition starts: the combat's id, round and turn. */
export interface CombatMoment {
  combat: string;
  round: number;
  turn: number;
}

/** A condition's timing as the expiry sweep reads it, the same for both generations. */
export interface ConditionTiming {
  combatId: string | null;
  startRound: number | null;
  startTurn: number | null;
  rounds: number | null;
}

/** v13's duration data for a condition (what `ActiveEffect#duration` stores there). */
export interface V13DurationData {
  duration: { rounds: number | null; combat: string | null; startRound: number | null; startTurn: number | null };
}

/**
 * v14's start and duration data (not in the v13 types): `start.{combat, round, turn}`;
 * `duration.value` in `units` ("rounds"), `expiry` the event it ends at (null with a null value:
 * indefinite), `expired` the mark core's registry sets.
 */
export interface V14DurationData {
  start: { combat: string | null; round: number | null; turn: number | null };
  duration: { value: number | null; units: "rounds" | "seconds"; expiry: string | null; expired: boolean };
}

export type ConditionDurationData = V13DurationData | V14DurationData;

/**
 * The create or update data that (re)starts a condition for `rounds` rounds (null: until its end)
 * at a moment of a started combat (null outside combat): every field is written, so a re-stun
 * replaces the old start and restarts its rounds.
 */
export function conditionDurationData(rounds: number | null, at: CombatMoment | null): ConditionDurationData {
  if (!isV14()) {
    return {
      duration: { rounds, combat: at?.combat ?? null, startRound: at?.round ?? null, startTurn: at?.turn ?? null },
    };
  }
  return {
    start: { combat: at?.combat ?? null, round: at?.round ?? null, turn: at?.turn ?? null },
    duration:
      rounds === null
        ? { value: null, units: "seconds", expiry: null, expired: false }
        : { value: rounds, units: "rounds", expiry: RULES_EXPIRY_EVENT, expired: false },
  };
}

function field(value: unknown, key: string): unknown {
  return typeof value === "object" && value !== null && key in value ? Reflect.get(value, key) : undefined;
}

function numberOrNull(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

/** A combat reference as a document field holds it: its id, or the Combat document itself. */
function combatIdOf(value: unknown): string | null {
  if (typeof value === "string") return value || null;
  const id = field(value, "id");
  return typeof id === "string" ? id : null;
}

/**
 * An effect's condition timing, read in the client's generation's shape (v13 `duration.*`, v14
 * `start.*` and `duration.value` in rounds; another unit is no round count).
 */
export function conditionTiming(effect: object): ConditionTiming {
  const duration = field(effect, "duration");
  if (!isV14()) {
    return {
      combatId: combatIdOf(field(duration, "combat")),
      startRound: numberOrNull(field(duration, "startRound")),
      startTurn: numberOrNull(field(duration, "startTurn")),
      rounds: numberOrNull(field(duration, "rounds")),
    };
  }
  const start = field(effect, "start");
  return {
    combatId: combatIdOf(field(start, "combat")),
    startRound: numberOrNull(field(start, "round")),
    startTurn: numberOrNull(field(start, "turn")),
    rounds: field(duration, "units") === "rounds" ? numberOrNull(field(duration, "value")) : null,
  };
}

/**
 * v14: names our expiry event in `CONFIG.ActiveEffect.expiryEvents` (id → label key), so an
 * effect's sheet can show it. Nothing on v13, which has no expiry events.
 */
export function registerRulesExpiryEvent(labelKey: string): void {
  if (!isV14()) return;
  const events = field(CONFIG.ActiveEffect, "expiryEvents");
  if (typeof events === "object" && events !== null) Reflect.set(events, RULES_EXPIRY_EVENT, labelKey);
}
