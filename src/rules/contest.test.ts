import { describe, expect, it } from "vitest";
import { RulesError } from "./errors";
import { resolveContest } from "./contest";

const zero = [0, 0, 0, 0];

describe("opposed actions on one card (rules 2.2)", () => {
  it("rules 2.2: both rolled degrees, each side's relative degree and the winner", () => {
    const r = resolveContest({ a: { level: 1, faces: [1, 0, 0, 0] }, b: { level: 0, faces: [0, -1, 0, 0], modifier: 1 } });
    expect(r.a).toMatchObject({ rolledDegree: 2, relativeDegree: 2, bonuses: { scale: 0, magicResistance: 0 } });
    expect(r.b).toMatchObject({ rolledDegree: 0, relativeDegree: -2, modifier: 1 });
    expect(r.winner).toBe("a");
    expect(r.criticals).toEqual({ a: null, b: null });
  });

  it("rules 2.2/2.3: ties and criticals are reported", () => {
    const r = resolveContest({ a: { level: -3, faces: [1, 1, 1, 1] }, b: { level: 3, faces: [-1, -1, -1, -1], modifier: 2 } });
    expect(r.winner).toBe("tie");
    expect([r.a.relativeDegree, r.b.relativeDegree]).toEqual([0, 0]);
    expect(r.criticals).toEqual({ a: "success", b: "failure" });
    expect(resolveContest({ a: { level: 0, faces: zero }, b: { level: 1, faces: zero } }).winner).toBe("b");
  });

  it("rules 1.2: in a contest of strength the bear (Scale 3) is at +3 against a human (Scale 0)", () => {
    const r = resolveContest({
      a: { level: 0, faces: zero, strengthScale: 0 },
      b: { level: 0, faces: zero, strengthScale: 3 },
      strength: true,
    });
    expect(r.a).toMatchObject({ modifier: 0, rolledDegree: 0, bonuses: { scale: 0 } });
    expect(r.b).toMatchObject({ modifier: 3, rolledDegree: 3, relativeDegree: 3, bonuses: { scale: 3 } });
    expect(r.winner).toBe("b");
    const cat = resolveContest({
      a: { level: -1, faces: zero },
      b: { level: 2, faces: zero, strengthScale: -7 },
      strength: true,
    });
    expect(cat.a).toMatchObject({ rolledDegree: 6, bonuses: { scale: 7 } });
  });

  it("rules 1.2: scales count only in a contest of strength", () => {
    const r = resolveContest({ a: { level: 0, faces: zero, strengthScale: 5 }, b: { level: 0, faces: zero } });
    expect(r.a.bonuses.scale).toBe(0);
    expect(r.winner).toBe("tie");
  });

  it("rules 4: Magic Resistance gives +1 in an opposed roll versus magic, only to the side resisting magic", () => {
    const mr = [{ key: "magicResistance" as const }, { key: "magicResistance" as const }];
    const r = resolveContest({ a: { level: 0, faces: zero }, b: { level: 0, faces: zero, talents: mr, resistsMagic: true } });
    expect(r.b).toMatchObject({ modifier: 1, bonuses: { magicResistance: 1 } });
    expect(r.winner).toBe("b");
    const notMagic = resolveContest({ a: { level: 0, faces: zero }, b: { level: 0, faces: zero, talents: mr } });
    expect(notMagic.b.bonuses.magicResistance).toBe(0);
    const noTalent = resolveContest({ a: { level: 0, faces: zero }, b: { level: 0, faces: zero, resistsMagic: true } });
    expect(noTalent.b.bonuses.magicResistance).toBe(0);
  });

  it("bad input throws", () => {
    expect(() => resolveContest({ a: { level: 4, faces: zero }, b: { level: 0, faces: zero } })).toThrow(RulesError);
    expect(() => resolveContest({ a: { level: 0, faces: zero, modifier: 0.5 }, b: { level: 0, faces: zero } })).toThrow(
      RulesError,
    );
    expect(() =>
      resolveContest({ a: { level: 0, faces: zero }, b: { level: 0, faces: zero }, strength: "yes" as never }),
    ).toThrow(RulesError);
    expect(() =>
      resolveContest({ a: { level: 0, faces: zero, strengthScale: 99 }, b: { level: 0, faces: zero }, strength: true }),
    ).toThrow(RulesError);
  });
});

describe("contest bonuses add up (rules 1.2, 4)", () => {
  it("rules 1.2, 4: a stronger scale and Magic Resistance both add to the same side", () => {
    const r = resolveContest({
      a: { level: 0, faces: zero, strengthScale: 2, resistsMagic: true, talents: [{ key: "magicResistance" }] },
      b: { level: 0, faces: zero },
      strength: true,
    });
    expect(r.a).toMatchObject({ modifier: 3, rolledDegree: 3, bonuses: { scale: 2, magicResistance: 1 } });
    expect(r.winner).toBe("a");
  });
});
