/**
 * The end of a combat for one actor (rules 3.4.6–3.4.8), decided on the designated GM's client
 * inside the actor's write queue: each open wound not checked yet rolls Health for infection
 * (unless the world turned the rule off), scratches and stun marks clear, and the combat's id is
 * recorded on the actor in the SAME update. An actor that already has the combat recorded is
 * skipped, so an interrupted end of combat can be resumed (or run again) without rolling or
 * clearing twice. Pure: the Health rolls are injected.
 *
 * The note of an unfinished end of combat (a world setting holding every such note) is read and
 * written in its own write queue, so two ends of combat at once (two combats deleted, or "after
 * the fight" asked twice) each keep their note.
 */
import {
  checkInfection,
  clearScratches,
  clearStunsAfterCombat,
  woundsToCheckForInfection,
  type InfectionCheck,
  type StunTrack,
  type WoundTrack,
} from "../../rules";
import { canonicalJson } from "../../util/canonical-json";
import { withCombat, type ActorRecords } from "../gm/records";
import type { WriteQueue } from "../gm/locks";

export interface CombatantState {
  uuid: string;
  name: string;
  health: number;
  wounds: WoundTrack;
  stun: StunTrack;
  records: ActorRecords;
}

export interface CombatEndResult {
  /**
   * The update to write, or null when the actor is already done: the tracks when they change, and
   * always the combat recorded, so a replay finds it even when the first run changed nothing.
   */
  update: { wounds?: WoundTrack; stun?: StunTrack; records: ActorRecords } | null;
  checks: InfectionCheck[];
  /** Already processed for this combat before (a resumed run). */
  skipped: boolean;
}

/** The boxes whose Health roll is needed (none when the rule is off or the actor is done). */
export function infectionRollsNeeded(state: CombatantState, combatId: string, infectionOn: boolean): number[] {
  if (!infectionOn || state.records.combats.includes(combatId)) return [];
  return woundsToCheckForInfection(state.wounds);
}

/**
 * What the end of `combatId` does to one actor. `rolls` holds the Health faces for each box of
 * {@link infectionRollsNeeded}.
 */
export function endCombatFor(
  state: CombatantState,
  combatId: string,
  infectionOn: boolean,
  rolls: Readonly<Record<number, readonly number[]>>,
): CombatEndResult {
  if (state.records.combats.includes(combatId)) return { update: null, checks: [], skipped: true };
  let wounds = state.wounds;
  let checks: InfectionCheck[] = [];
  if (infectionOn) {
    const result = checkInfection(wounds, state.health, rolls);
    wounds = result.track;
    checks = result.checks;
  }
  wounds = clearScratches(wounds);
  const stun = clearStunsAfterCombat(state.stun);
  const records = withCombat(state.records, combatId);
  const unchanged = canonicalJson({ wounds, stun }) === canonicalJson({ wounds: state.wounds, stun: state.stun });
  // Nothing to change on the tracks: only the record is written, so running it again (a replayed
  // "after the fight" after a later fight's stuns) finds it and clears nothing gained since.
  return { update: unchanged ? { records } : { wounds, stun, records }, checks, skipped: false };
}

/** What ending a combat reads and writes for one actor, on the GM's client. */
export interface EndCombatPorts {
  state(uuid: string): CombatantState | null;
  /** Rolls Health (4dF) for the actor; the faces and the roll for the summary. */
  rollHealth(uuid: string, health: number): Promise<{ faces: number[]; roll: unknown }>;
  write(uuid: string, update: NonNullable<CombatEndResult["update"]>): Promise<void>;
  /** Marks Health used (rules 1.4) after it was rolled. */
  markHealthUsed(uuid: string): Promise<void>;
}

/** What ending a combat did for one actor: its infection checks and their rolls, the track written. */
export interface CombatEndDone {
  name: string;
  /** The Health level the checks rolled with. */
  health: number;
  checks: InfectionCheck[];
  /** Each checked box's Health faces, by box index. */
  faces: Record<number, number[]>;
  rolls: unknown[];
  /** The wound track as written, or null when nothing was written. */
  wounds: WoundTrack | null;
}

/** Ends `combatId` for one actor inside its write queue (read, roll, write in one turn). */
export async function endCombatInQueue(
  uuid: string,
  combatId: string,
  infectionOn: boolean,
  ports: EndCombatPorts,
  locks: WriteQueue,
): Promise<CombatEndDone> {
  return locks.run([uuid], async () => {
    const state = ports.state(uuid);
    if (!state) return { name: uuid, health: 0, checks: [], faces: {}, rolls: [], wounds: null };
    const rolls: unknown[] = [];
    const faces: Record<number, number[]> = {};
    for (const index of infectionRollsNeeded(state, combatId, infectionOn)) {
      const rolled = await ports.rollHealth(uuid, state.health);
      rolls.push(rolled.roll);
      faces[index] = rolled.faces;
    }
    const result = endCombatFor(state, combatId, infectionOn, faces);
    if (result.update) await ports.write(uuid, result.update);
    if (rolls.length > 0) await ports.markHealthUsed(uuid);
    const wounds = result.update?.wounds ?? null;
    return { name: state.name, health: state.health, checks: result.checks, faces, rolls, wounds };
  });
}

/** An end of combat noted before it starts and cleared once every actor is done. */
export interface PendingCombatEnd {
  combatId: string;
  actors: string[];
}

/** Where the notes are kept (a world setting on Foundry). */
export interface PendingNoteStore {
  read(): PendingCombatEnd[];
  write(list: PendingCombatEnd[]): Promise<void>;
}

/** The write queue key of the notes (one setting holds them all). */
export const PENDING_NOTE_LOCK = "setting:harnfudge.pendingCombatEnds";

/**
 * Notes the end of `combatId` for `actors`, or clears its note (`actors` null), reading and writing
 * the notes in their own write queue turn.
 */
export function notePendingEnd(
  store: PendingNoteStore,
  locks: WriteQueue,
  combatId: string,
  actors: string[] | null,
): Promise<void> {
  return locks.run([PENDING_NOTE_LOCK], async () => {
    const others = store.read().filter((p) => p.combatId !== combatId);
    await store.write(actors ? [...others, { combatId, actors }] : others);
  });
}
