/**
 * How the system's costs grow as a world fills (issue #20): each measure at 1×, 10× and 100× its
 * base size, the median of several runs, reported as a ratio to its own 1× point. A cost that is
 * flat per unit shows ratios near 1 (per card, per actor, per look-up) or near 10 / 100 (a total
 * over all units, i.e. linear); anything beyond that is super-linear and docs/performance.md says
 * why or it is fixed.
 *
 * Runs in Node with the system's own code: the real templates through the render harness, the rules
 * core, the attack cards' index (what the GM's client consults when an attack is posted), the data
 * models' source migration and derivation, the dashboard's context builder, the end-of-combat
 * decision through its write queue, and the records' helpers. Nothing asserts a time.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { parse as parseYaml } from "yaml";
import { createRenderer, ROOT } from "../render/harness";
import { attackCardHtml, attackStages } from "../render/play-fixtures";
import { DASHBOARD_TEMPLATE_PATH, dashboardFixture } from "../screenshots-dashboard";
import { buildDashboardContext, type DashboardInput } from "../../src/apps/dashboard/context";
import { createCardIndex } from "../../src/play/attack/round-index";
import { parseCard } from "../../src/play/attack/state-parse";
import type { AttackCard } from "../../src/play/attack/state";
import { migrateSource } from "../../src/data/migrations";
import { deriveActorData } from "../../src/data/actors/derive";
import { endCombatInQueue, type CombatantState } from "../../src/play/end-combat/decide";
import { createLockQueue } from "../../src/play/gm/locks";
import {
  RECORD_LIMITS,
  activeHit,
  emptyRecords,
  hitRecord,
  requestDone,
  withHit,
  withRequest,
  type ActorRecords,
} from "../../src/play/gm/records";
import { canonicalJson } from "../../src/play/gm/proof";
import { emptyWoundTrack, markWound } from "../../src/rules";
import { fmt, summarize, type Row } from "./stats";

export const SCALES = [1, 10, 100] as const;

interface Curve {
  measure: string;
  unit: string;
  /** The size at 1× and what it counts. */
  base: number;
  noun: string;
  /**
   * Prepares a run at `size` (outside the timing) and returns what is timed, and the divisor that
   * turns its milliseconds into the reported unit (the card, the actor, the look-up…; 1 for a total).
   */
  prepare: (size: number) => { body: () => Promise<void> | void; per: number; scale?: number };
  note: string;
  digits?: number;
}

/** Milliseconds of one `body`, repeated until at least `minMs` have passed (small sizes are not timed once). */
async function timed(body: () => Promise<void> | void, minMs = 40): Promise<number> {
  let reps = 0;
  const start = performance.now();
  do {
    await body();
    reps += 1;
  } while (performance.now() - start < minMs);
  return (performance.now() - start) / reps;
}

async function measure(curve: Curve, size: number): Promise<number> {
  const { body, per, scale = 1 } = curve.prepare(size);
  return ((await timed(body)) * scale) / per;
}

// ---- fixtures ------------------------------------------------------------------------------

function appliedCard(): AttackCard {
  const applied = attackStages().find(([stage]) => stage === "applied")?.[1];
  if (!applied) throw new Error("no applied attack card fixture");
  return applied;
}

/** N attack cards as the chat log stores them: flags of GM-authored messages, over rounds of a combat. */
function cardMessages(n: number): { id: string; requestId: string; flag: unknown }[] {
  const base = appliedCard();
  return Array.from({ length: n }, (_, i) => {
    const open = i % 3 !== 0;
    const card: AttackCard = {
      ...base,
      requestId: `req-${i}`,
      attacker: { ...base.attacker, actorUuid: `Actor.a${i % 50}` },
      target: { ...base.target, actorUuid: `Actor.t${i % 20}` },
      round: { combat: `c${Math.floor(i / 200)}`, round: 1 + Math.floor(i / 10) },
      closed: !open,
    };
    return { id: `m${i}`, requestId: card.requestId, flag: structuredClone(card) };
  });
}

function pregenSources(): Record<string, unknown>[] {
  const dir = join(ROOT, "packs/pregens");
  return readdirSync(dir)
    .filter((f) => f.endsWith(".yml"))
    .map((f) => parseYaml(readFileSync(join(dir, f), "utf8")) as Record<string, unknown>);
}

function woundedTrack() {
  let track = emptyWoundTrack();
  track = markWound(track, "hurt", { open: true }).track;
  track = markWound(track, "scratch").track;
  return track;
}

function dashboardOf(n: number): DashboardInput {
  const fixture = dashboardFixture();
  const actors = Array.from({ length: n }, (_, i) => {
    const source = fixture.actors[i % fixture.actors.length];
    if (!source) throw new Error("no dashboard actor");
    return { ...source, key: `k${i}`, cardKeys: [`Actor.x${i}`], name: `${source.name} ${i}` };
  });
  return { ...fixture, actors };
}

function fullRecords(): ActorRecords {
  let records = emptyRecords();
  const track = woundedTrack();
  const stun = { stuns: 0, veryStunned: false, knockedOut: false };
  for (let i = 0; i < RECORD_LIMITS.hits; i++)
    records = withHit(records, hitRecord(`card-${i}`, "gm", i, { wounds: track, stun }, { wounds: track, stun }, 3));
  for (let i = 0; i < RECORD_LIMITS.requests; i++) records = withRequest(records, `request-${i}`);
  return records;
}

// ---- the curves ----------------------------------------------------------------------------

function curves(): Curve[] {
  const renderer = createRenderer();
  const applied = appliedCard();
  const pregens = pregenSources();
  return [
    {
      measure: "chat log: render N attack cards (context + template)",
      unit: "ms per card",
      base: 10,
      noun: "cards",
      note: "the card's HTML from its stored state, as the GM's client writes it; no card reads the log",
      digits: 3,
      prepare: (n) => ({
        body: () => {
          for (let i = 0; i < n; i++) attackCardHtml(renderer, applied);
        },
        per: n,
      }),
    },
    {
      measure: "chat log: index the N cards (once, at the first attack of a session)",
      unit: "ms",
      base: 100,
      noun: "messages",
      note: "the one pass over the log (attack/round-index.ts); the message hooks keep it after",
      digits: 2,
      prepare: (n) => {
        const messages = cardMessages(n);
        return {
          body: () => {
            const index = createCardIndex();
            for (const m of messages) index.put(m.id, { requestId: m.requestId, card: parseCard(m.flag) });
          },
          per: 1,
        };
      },
    },
    {
      measure: "chat log: post one attack (engagement count + replayed-request look-up)",
      unit: "µs per attack",
      base: 100,
      noun: "messages",
      note: "attacksInRound and cardByRequest answered from the index, not by scanning the log",
      digits: 2,
      prepare: (n) => {
        const index = createCardIndex();
        for (const m of cardMessages(n)) index.put(m.id, { requestId: m.requestId, card: parseCard(m.flag) });
        const lookups = 2000;
        const round = { combat: "c0", round: 1 };
        return {
          body: () => {
            for (let i = 0; i < lookups; i++) {
              index.attacksInRound(`Actor.t${i % 20}`, round);
              index.byRequest(`req-${i % n}`);
            }
          },
          per: lookups,
          scale: 1000,
        };
      },
    },
    {
      measure: "world start: N characters (source migration + derived data)",
      unit: "ms per actor",
      base: 10,
      noun: "actors",
      note: "the system's share of loading each actor (migrateData, prepareDerivedData); init/setup/ready loop over no actor",
      digits: 3,
      prepare: (n) => ({
        body: () => {
          for (let i = 0; i < n; i++) {
            const source = structuredClone(pregens[i % pregens.length] ?? {});
            migrateSource("character", source);
            const system = source["system"] as { attributes: Record<string, number> };
            deriveActorData({
              attributes: {
                strength: system.attributes["strength"] ?? 0,
                health: system.attributes["health"] ?? 0,
                willpower: system.attributes["willpower"] ?? 0,
              },
              massScale: 0,
              wounds: woundedTrack(),
              items: (source["items"] as { type: string; system: unknown }[] | undefined) ?? [],
            });
          }
        },
        per: n,
      }),
    },
    {
      measure: "GM dashboard: N combatants (context + template)",
      unit: "ms",
      base: 4,
      noun: "combatants",
      note: "one render of the whole window; each row is built once",
      digits: 2,
      prepare: (n) => {
        const input = dashboardOf(n);
        return { body: () => void renderer.render(DASHBOARD_TEMPLATE_PATH, buildDashboardContext(input, renderer.i18n)), per: 1 };
      },
    },
    {
      measure: "end of combat: N combatants (decision + writes through the write queue)",
      unit: "ms",
      base: 5,
      noun: "combatants",
      note: "writes counted below; every combatant has an open wound (one Health roll each)",
      digits: 2,
      prepare: (n) => {
        const states = new Map<string, CombatantState>();
        for (let i = 0; i < n; i++)
          states.set(`Actor.${i}`, {
            uuid: `Actor.${i}`,
            name: `Fighter ${i}`,
            health: 1,
            wounds: woundedTrack(),
            stun: { stuns: 1, veryStunned: false, knockedOut: false },
            records: emptyRecords(),
          });
        const locks = createLockQueue();
        const ports = {
          state: (uuid: string) => structuredClone(states.get(uuid) ?? null),
          rollHealth: async () => ({ faces: [0, 1, -1, 0], roll: null }),
          write: async (uuid: string, update: Pick<CombatantState, "wounds" | "stun" | "records">) => {
            writes.count += 1;
            const state = states.get(uuid);
            if (state) states.set(uuid, { ...state, ...update });
          },
          markHealthUsed: async () => undefined,
        };
        const initial = new Map([...states].map(([k, v]) => [k, structuredClone(v)]));
        return {
          body: async () => {
            // Each repetition ends a fresh combat for the same combatants (a combat already ended changes nothing).
            for (const [k, v] of initial) states.set(k, structuredClone(v));
            writes.count = 0;
            await Promise.all([...states.keys()].map((uuid) => endCombatInQueue(uuid, "combat-1", true, ports, locks)));
            writes.last = writes.count;
          },
          per: 1,
        };
      },
    },
    {
      measure: "an actor's records after N applied hits and N requests",
      unit: "µs per action",
      base: RECORD_LIMITS.hits,
      noun: "hits",
      note: `records are capped (${RECORD_LIMITS.hits} hits, ${RECORD_LIMITS.requests} requests): the stored size and each action's cost stop growing`,
      digits: 2,
      prepare: (n) => {
        const track = woundedTrack();
        const stun = { stuns: 0, veryStunned: false, knockedOut: false };
        return {
          body: () => {
            let records = fullRecords();
            for (let i = 0; i < n; i++) {
              records = withHit(records, hitRecord(`c${i}`, "gm", i, { wounds: track, stun }, { wounds: track, stun }, 3));
              records = withRequest(records, `r${i}`);
              activeHit(records, `c${i}`);
              requestDone(records, `r${i}`);
            }
          },
          per: n,
          scale: 1000,
        };
      },
    },
  ];
}

const writes = { count: 0, last: 0 };

export async function measureGrowth(runs: number): Promise<Row[]> {
  const rows: Row[] = [];
  for (const curve of curves()) {
    const values: number[] = [];
    let endCombatWrites: number[] = [];
    // Warm up (template compilation, the JIT) at the middle size, so 1× is not measured cold.
    await measure(curve, curve.base * 10);
    for (const scale of SCALES) {
      const samples: number[] = [];
      for (let i = 0; i < runs; i++) samples.push(await measure(curve, curve.base * scale));
      values.push(summarize(samples).median);
      endCombatWrites = [...endCombatWrites, writes.last];
    }
    const first = values[0] ?? 1;
    const ratios = values.map((v) => `${fmt(v / first, 2)}×`).join(" / ");
    const figures = values.map((v, i) => `${fmt(v, curve.digits ?? 2)} at ${curve.base * (SCALES[i] ?? 1)}`).join(", ");
    const writeNote = curve.measure.startsWith("end of combat")
      ? `; actor writes ${endCombatWrites.map((w, i) => `${w} for ${curve.base * (SCALES[i] ?? 1)}`).join(", ")}`
      : "";
    rows.push({
      section: "growth",
      measure: `${curve.measure} — 1× / 10× / 100×`,
      value: ratios,
      note: `${curve.unit}: ${figures} ${curve.noun}; median of ${runs}${writeNote}. ${curve.note}`,
    });
  }
  const full = fullRecords();
  rows.push({
    section: "growth",
    measure: "an actor's records at their caps: stored size",
    value: `${fmt(canonicalJson(full).length / 1024, 1)} KB`,
    note: `${full.hits.length} hits and ${full.requests.length} request ids (${fmt(canonicalJson(emptyRecords()).length / 1024, 2)} KB empty): the most an actor ever carries, however long the campaign`,
  });
  return rows;
}
