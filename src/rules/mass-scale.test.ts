import { describe, expect, it } from "vitest";
import { RulesError } from "./errors";
import { HUMAN_MASS_KG, MASS_MAX_KG, MASS_MIN_KG, massOfScale, massScaleFromMass } from "./mass-scale";

describe("Mass Scale from body mass (rules 1.2, ×1.5 body mass per step)", () => {
  it("rules 1.2: a human is Scale 0; the rules' bear (Scale 3) and domestic cat (Scale −7) come out of their masses", () => {
    expect(massScaleFromMass(HUMAN_MASS_KG)).toBe(0);
    expect(massScaleFromMass(70)).toBe(0);
    expect(massScaleFromMass(250)).toBe(3);
    expect(massScaleFromMass(4)).toBe(-7);
  });

  it("rules 1.2: one step per ×1.5, rounded to the nearest step", () => {
    expect(massScaleFromMass(112.5)).toBe(1);
    expect(massScaleFromMass(168.75)).toBe(2);
    expect(massScaleFromMass(50)).toBe(-1);
    // The boundary between 0 and +1 lies at 75 × 1.5^0.5 ≈ 91.9 kg.
    expect(massScaleFromMass(91.8)).toBe(0);
    expect(massScaleFromMass(92)).toBe(1);
    // Between −1 and 0 at 75 / 1.5^0.5 ≈ 61.2 kg.
    expect(massScaleFromMass(61.3)).toBe(0);
    expect(massScaleFromMass(61.1)).toBe(-1);
    // A horse of about 500 kg is Scale 5, an elephant of 5 t Scale 10.
    expect(massScaleFromMass(500)).toBe(5);
    expect(massScaleFromMass(5000)).toBe(10);
  });

  it("stays within the Scales a sheet takes, and refuses a mass that is none", () => {
    expect(massScaleFromMass(MASS_MAX_KG)).toBe(20);
    expect(massScaleFromMass(MASS_MIN_KG)).toBe(-20);
    for (const bad of [0, -5, Number.NaN, Number.POSITIVE_INFINITY, MASS_MAX_KG * 2, MASS_MIN_KG / 2])
      expect(() => massScaleFromMass(bad)).toThrow(RulesError);
  });

  it("the mass of a Scale is the middle of its step, and reads back as that Scale", () => {
    expect(massOfScale(0)).toBe(75);
    expect(massOfScale(2)).toBeCloseTo(168.75, 6);
    expect(massOfScale(-2)).toBeCloseTo(33.333, 3);
    for (let s = -20; s <= 20; s++)
      expect(massScaleFromMass(Math.min(MASS_MAX_KG, Math.max(MASS_MIN_KG, massOfScale(s))))).toBe(s);
    expect(() => massOfScale(21)).toThrow(RulesError);
    expect(() => massOfScale(0.5)).toThrow(RulesError);
  });
});
