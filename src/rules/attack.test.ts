import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { applyAttackResult, resolveAttack, type AttackInput } from "./attack";
import { RulesError } from "./errors";
import { emptyStunTrack } from "./stun";
import { emptyWoundTrack, listWounds, markWound } from "./wounds";

const base: AttackInput = {
  attack: { level: 1, faces: [1, 1, 0, 0] }, // Good + 2 = Superb (3)
  defence: { kind: "opposed", level: 0, faces: [0, 0, 0, -1] }, // Fair − 1 = Mediocre (−1)
  weapon: { strength: 3, musclePowered: true },
  attacker: { strength: 1, strengthScale: 0 },
  defender: { damageCapacity: 0, massScale: 0, armorValue: 1 },
  fudgeDie: 0,
};

describe("attack resolution (rules 3.2–3.4.6)", () => {
  it("rules 3.2, 3.4.4: opposed hit with the full damage breakdown", () => {
    const r = resolveAttack(base);
    expect(r.attack.rolledDegree).toBe(3);
    expect(r.defence.roll?.rolledDegree).toBe(-1);
    expect(r).toMatchObject({ relativeDegree: 4, hit: true, outcome: "hit", outcomeKey: "HARNFUDGE.Attack.hit" });
    // factor (1 + 0 + 3) − (0 + 0 + 1) = 3; + RD 4 + dF 0 = 7 → Incapacitated
    expect(r.damage).toMatchObject({ damageFactor: 3, table: "full", total: 7, result: "incapacitated" });
    expect(r.woundLevel).toBe("incapacitated");
    expect(r.stunResult).toBeNull();
  });

  it("rules 3.2: the attack must reach Fair regardless of the defence", () => {
    const r = resolveAttack({
      ...base,
      attack: { level: -2, faces: [1, 0, 0, 0] },
      defence: { kind: "opposed", level: -3, faces: [-1, -1, -1, -1] },
    });
    expect(r.relativeDegree).toBe(6);
    expect(r).toMatchObject({ hit: false, outcome: "belowFair", damage: null, woundLevel: "none" });
  });

  it("rules 2.2, 3.4.4: a tie or a loss is a miss", () => {
    const r = resolveAttack({
      ...base,
      attack: { level: 0, faces: [0, 0, 0, 0] },
      defence: { kind: "opposed", level: 0, faces: [0, 0, 0, 0] },
    });
    expect(r).toMatchObject({ relativeDegree: 0, hit: false, outcome: "notBeaten" });
  });

  it("rules 3.2, 3.3: unaware, ignoring and shooting-back targets face a GM difficulty", () => {
    for (const kind of ["unaware", "ignore", "shootBack"] as const) {
      const r = resolveAttack({ ...base, attack: { level: 0, faces: [1, 0, 0, 0] }, defence: { kind, difficulty: 0 } });
      expect(r).toMatchObject({ relativeDegree: 1, hit: true, defence: { kind, roll: null, difficulty: 0 } });
      expect(r.damage?.table).toBe("graze");
    }
    expect(() => resolveAttack({ ...base, defence: { kind: "unaware", difficulty: 7 } })).toThrow(RulesError);
  });

  it("rules 3.2.1: −1 to attack and defence per opponent beyond the first; wound penalties apply", () => {
    const r = resolveAttack({
      ...base,
      attackerModifiers: { opponents: 3, woundPenalty: -1 },
      defenderModifiers: { opponents: 2, situational: 1 },
    });
    expect(r.attack.modifiers).toEqual({ opponents: -2, woundPenalty: -1, situational: 0, total: -3 });
    expect(r.attack.rolledDegree).toBe(0);
    expect(r.defence.roll?.modifiers.total).toBe(0);
    expect(r.relativeDegree).toBe(1);
    expect(() => resolveAttack({ ...base, attackerModifiers: { woundPenalty: -5 } })).toThrow(RulesError);
  });

  it("rules 3.4.6: stun mode and a pulled punch", () => {
    const stun = resolveAttack({ ...base, stunMode: true });
    expect(stun).toMatchObject({ woundLevel: "incapacitated", stunResult: "knockedOut" });
    const pulled = resolveAttack({ ...base, maxWoundLevel: "scratch" });
    expect(pulled).toMatchObject({ uncappedWoundLevel: "incapacitated", woundLevel: "scratch" });
    const both = resolveAttack({ ...base, stunMode: true, maxWoundLevel: "hurt" });
    expect(both.stunResult).toBe("stun");
  });

  it("rules 4: Mystical Shield reduces the damage", () => {
    const r = resolveAttack({ ...base, defender: { ...base.defender, mysticalShield: true } });
    expect(r.damage).toMatchObject({ total: 6, mysticalShield: -1, result: "veryHurt" });
  });
});

describe("applying an attack (rules 3.4.5, 3.4.6)", () => {
  it("rules 3.4.5: a wound is marked on a new track; the old one is untouched", () => {
    const tracks = { wounds: emptyWoundTrack(), stun: emptyStunTrack() };
    const out = applyAttackResult(tracks, resolveAttack(base), { open: true });
    expect(out).toMatchObject({ boxIndex: 5, died: false, stunEffect: null });
    expect(out.wounds.boxes[5]).toMatchObject({ severity: "incapacitated", open: true });
    expect(tracks.wounds).toEqual(emptyWoundTrack());
  });

  it("rules 3.4.6: in stun mode only the StunTrack changes", () => {
    const tracks = { wounds: emptyWoundTrack(), stun: { stuns: 2, veryStunned: false, knockedOut: false } };
    const out = applyAttackResult(tracks, resolveAttack({ ...base, stunMode: true, maxWoundLevel: "hurt" }));
    expect(out.wounds).toEqual(emptyWoundTrack());
    expect(out).toMatchObject({ stunEffect: "veryStunned", stun: { stuns: 0, veryStunned: true } });
  });

  it("rules 3.4.5: a killing blow", () => {
    const wounds = markWound(emptyWoundTrack(), "nearDeath").track;
    const out = applyAttackResult(
      { wounds, stun: emptyStunTrack() },
      { woundLevel: "nearDeath", stunMode: false, stunResult: null },
    );
    expect(out).toMatchObject({ boxIndex: null, died: true });
  });

  it("rules 3.2–3.4.5 (property): any attack either misses or its wound lands on exactly one box or kills", () => {
    const face = fc.constantFrom(-1, 0, 1);
    const faces = fc.tuple(face, face, face, face);
    fc.assert(
      fc.property(
        fc.integer({ min: -3, max: 3 }),
        faces,
        fc.integer({ min: -3, max: 3 }),
        faces,
        fc.integer({ min: 0, max: 6 }),
        face,
        (al, af, dl, df, ws, die) => {
          const r = resolveAttack({
            ...base,
            attack: { level: al, faces: af },
            defence: { kind: "opposed", level: dl, faces: df },
            weapon: { strength: ws, musclePowered: true },
            fudgeDie: die,
          });
          const out = applyAttackResult({ wounds: emptyWoundTrack(), stun: emptyStunTrack() }, r);
          const n = listWounds(out.wounds).length;
          if (!r.hit) return r.woundLevel === "none" && n === 0;
          return r.woundLevel === "none" ? n === 0 : n === 1 || out.died;
        },
      ),
    );
  });
});

describe("attack edges (rules 3.2, 3.4.3.1, 3.4.6)", () => {
  it("rules 3.2: against a GM difficulty the relative degree is the rolled degree minus the difficulty", () => {
    const r = resolveAttack({ ...base, defence: { kind: "unaware", difficulty: 1 } });
    expect(r).toMatchObject({ relativeDegree: 2, hit: true, defence: { kind: "unaware", roll: null, difficulty: 1 } });
  });
  it("rules 3.4.3.1: a projectile weapon adds the attacker's Strength Scale only when scaled to its wielder", () => {
    const giant = { ...base, weapon: { strength: 3, musclePowered: false }, attacker: { strength: 1, strengthScale: 2 } };
    expect(resolveAttack(giant).damage?.offence).toEqual({ strength: 0, strengthScale: 0, weaponStrength: 3, total: 3 });
    expect(resolveAttack({ ...giant, weapon: { ...giant.weapon, scaledToWielder: true } }).damage?.offence).toEqual({
      strength: 0,
      strengthScale: 2,
      weaponStrength: 3,
      total: 5,
    });
  });
  it("rules 3.4.6: in stun mode the resolved stun result is applied (else the one of the wound level), and nobody dies", () => {
    const tracks = { wounds: emptyWoundTrack(), stun: emptyStunTrack() };
    expect(applyAttackResult(tracks, { woundLevel: "hurt", stunMode: true, stunResult: "knockedOut" })).toMatchObject({
      died: false,
      boxIndex: null,
      stunEffect: "knockedOut",
    });
    expect(applyAttackResult(tracks, { woundLevel: "nearDeath", stunMode: true, stunResult: null })).toMatchObject({
      died: false,
      stunEffect: "knockedOut",
    });
    expect(applyAttackResult(tracks, { woundLevel: "hurt", stunMode: true, stunResult: null }).stunEffect).toBe("stun");
  });
  it("rules 3.4.8: a wound is closed unless the caller says it is open", () => {
    const tracks = { wounds: emptyWoundTrack(), stun: emptyStunTrack() };
    const r = applyAttackResult(tracks, { woundLevel: "hurt", stunMode: false, stunResult: null });
    expect(r.wounds.boxes[3]).toMatchObject({ marked: true, severity: "hurt", open: false });
  });
});
