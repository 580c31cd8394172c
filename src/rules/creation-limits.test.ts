import { describe, expect, it } from "vitest";
import { ATTRIBUTE_LIMITS, SKILL_LIMITS, checkLevelLimits, type LevelLimits } from "./creation-limits";

/** Every slot set reachable from `start` by "two lower for one higher", both ways (brute force). */
function reachable(start: LevelLimits): LevelLimits[] {
  const key = (s: LevelLimits) => `${s.superb},${s.great},${s.good}`;
  const seen = new Map<string, LevelLimits>([[key(start), start]]);
  const queue = [start];
  for (let s = queue.pop(); s !== undefined; s = queue.pop()) {
    const next: LevelLimits[] = [];
    if (s.superb > 0) next.push({ superb: s.superb - 1, great: s.great + 2, good: s.good });
    if (s.great > 0) next.push({ superb: s.superb, great: s.great - 1, good: s.good + 2 });
    if (s.great > 1) next.push({ superb: s.superb + 1, great: s.great - 2, good: s.good });
    if (s.good > 1) next.push({ superb: s.superb, great: s.great + 1, good: s.good - 2 });
    for (const n of next) {
      if (seen.has(key(n))) continue;
      seen.set(key(n), n);
      queue.push(n);
    }
  }
  return [...seen.values()];
}
const fits = (want: LevelLimits, slots: LevelLimits[]) =>
  slots.some((s) => want.superb <= s.superb && want.great <= s.great && want.good <= s.good);
const levels = (c: LevelLimits) => [...Array(c.superb).fill(3), ...Array(c.great).fill(2), ...Array(c.good).fill(1)];

describe("starting limits with two-lower-for-one-higher (rules 1.3.1, 1.3.2)", () => {
  it.each([
    ["attributes (rules 1.3.1)", ATTRIBUTE_LIMITS, 7],
    ["skills (rules 1.3.2)", SKILL_LIMITS, 16],
  ] as const)("%s: the unit check equals brute-force conversion for every combination", (_, limits, max) => {
    const slots = reachable(limits);
    for (let superb = 0; superb <= 5; superb++)
      for (let great = 0; great <= 10; great++)
        for (let good = 0; good <= 20; good++) {
          const want = { superb, great, good };
          const check = checkLevelLimits(levels(want), limits);
          expect(check.maxUnits).toBe(max);
          expect(check.ok).toBe(fits(want, slots));
        }
  });

  it("rules 1.3.1 examples: three Great instead of the Superb; two Good swapped for a Great", () => {
    expect(checkLevelLimits([2, 2, 2, 1], ATTRIBUTE_LIMITS).ok).toBe(true);
    expect(checkLevelLimits([3, 2, 2], ATTRIBUTE_LIMITS).ok).toBe(false);
    expect(checkLevelLimits([3, 2, 1], ATTRIBUTE_LIMITS).ok).toBe(true);
    expect(checkLevelLimits([3, 3], ATTRIBUTE_LIMITS).ok).toBe(false);
    expect(checkLevelLimits([3, 1, 1, 1], ATTRIBUTE_LIMITS).ok).toBe(true);
  });

  it("rules 1.3.2: 1 Superb, 3 Great, 6 Good skills; e.g. 2 Superb, 1 Great, 6 Good also fits", () => {
    expect(checkLevelLimits([3, 2, 2, 2, 1, 1, 1, 1, 1, 1], SKILL_LIMITS).ok).toBe(true);
    expect(checkLevelLimits([3, 3, 2, 1, 1, 1, 1, 1, 1], SKILL_LIMITS).ok).toBe(true);
    expect(checkLevelLimits([3, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1], SKILL_LIMITS).ok).toBe(false);
  });
});
