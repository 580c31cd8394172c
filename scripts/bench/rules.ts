/** Rules core throughput: full attack resolutions (opposed roll, damage, wound marking) per second. */
import {
  applyAttackResult,
  emptyStunTrack,
  emptyWoundTrack,
  resolveAttack,
  roll4dF,
  rollDF,
  type AttackInput,
} from "../../src/rules";
import { fmt, summarize, type Row } from "./stats";

/** A seeded generator (mulberry32) so every run resolves the same attacks. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function oneAttack(rng: () => number, wounds: ReturnType<typeof emptyWoundTrack>, stun: ReturnType<typeof emptyStunTrack>) {
  const input: AttackInput = {
    attack: { level: 2, faces: roll4dF(rng) },
    defence: { kind: "opposed", level: 1, faces: roll4dF(rng) },
    weapon: { strength: 3, musclePowered: true },
    attacker: { strength: 1, strengthScale: 0 },
    defender: { damageCapacity: 0, massScale: 0, armorValue: 2 },
    fudgeDie: rollDF(rng),
  };
  const resolution = resolveAttack(input);
  return applyAttackResult({ wounds, stun }, resolution, { open: true });
}

export function measureRules(runs: number, attacksPerRun = 20_000): Row[] {
  const rates: number[] = [];
  for (let r = 0; r < runs; r++) {
    const rng = seeded(1234 + r);
    let wounds = emptyWoundTrack();
    let stun = emptyStunTrack();
    const start = performance.now();
    for (let i = 0; i < attacksPerRun; i++) {
      const applied = oneAttack(rng, wounds, stun);
      // Start a fresh track once the target is dead, so every attack marks a real track.
      wounds = applied.wounds.dead ? emptyWoundTrack() : applied.wounds;
      stun = applied.stun;
    }
    rates.push(attacksPerRun / ((performance.now() - start) / 1000));
  }
  const s = summarize(rates);
  return [
    {
      section: "rules core",
      measure: "full attack resolutions per second",
      value: `${fmt(s.median, 0)} /s (min ${fmt(s.min, 0)}, max ${fmt(s.max, 0)}, n=${s.runs})`,
      note: `${attacksPerRun.toLocaleString("en-US")} attacks a run: opposed 4dF, damage, 1dF, wound marking`,
    },
  ];
}
