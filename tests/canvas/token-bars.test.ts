import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  STUN_BAR_ATTRIBUTE,
  TRACKABLE_ATTRIBUTES,
  WOUND_BAR_ATTRIBUTE,
  stunBarData,
  woundBarData,
} from "../../src/canvas/token-bars";
import { prototypeTokenDefaults } from "../../src/canvas/token-defaults";
import { deriveActorData, deriveTokenBars } from "../../src/data/actors/derive";
import { emptyStunTrack, emptyWoundTrack, markWound, type WoundLevel, type WoundTrack } from "../../src/rules";

function track(...levels: WoundLevel[]): WoundTrack {
  return levels.reduce((t, level) => markWound(t, level).track, emptyWoundTrack());
}

describe("woundBar: free wound boxes out of 7 (rules 3.4.5)", () => {
  it("is full when unhurt and loses one per marked box, overflowed or not", () => {
    expect(woundBarData(emptyWoundTrack())).toEqual({ value: 7, max: 7 });
    expect(woundBarData(track("scratch", "scratch", "scratch"))).toEqual({ value: 4, max: 7 });
    // the fourth Scratch overflows into Hurt: one more box taken
    expect(woundBarData(track("scratch", "scratch", "scratch", "scratch"))).toEqual({ value: 3, max: 7 });
    expect(woundBarData(track("nearDeath"))).toEqual({ value: 6, max: 7 });
  });

  it("is empty when dead, whatever boxes are marked", () => {
    expect(woundBarData(markWound(emptyWoundTrack(), "dead").track)).toEqual({ value: 0, max: 7 });
    expect(woundBarData({ ...track("hurt"), dead: true })).toEqual({ value: 0, max: 7 });
  });
});

describe("stunBar: stun marks out of 3 (rules 3.4.6)", () => {
  it("counts Stun marks, and Very Stunned or a knockout fill it", () => {
    expect(stunBarData(emptyStunTrack())).toEqual({ value: 0, max: 3 });
    expect(stunBarData({ stuns: 1, veryStunned: false, knockedOut: false })).toEqual({ value: 1, max: 3 });
    expect(stunBarData({ stuns: 2, veryStunned: false, knockedOut: false })).toEqual({ value: 2, max: 3 });
    expect(stunBarData({ stuns: 0, veryStunned: true, knockedOut: false })).toEqual({ value: 3, max: 3 });
    expect(stunBarData({ stuns: 1, veryStunned: true, knockedOut: false })).toEqual({ value: 3, max: 3 });
    expect(stunBarData({ stuns: 0, veryStunned: false, knockedOut: true })).toEqual({ value: 3, max: 3 });
  });
});

describe("trackable attributes", () => {
  const derived = {
    ...deriveActorData({
      attributes: { strength: 1, health: 0, willpower: -1 },
      massScale: 0,
      wounds: track("hurt"),
      items: [],
    }),
    ...deriveTokenBars(track("hurt"), { stuns: 2, veryStunned: false, knockedOut: false }),
  };

  it("every bar path is a { value, max } pair of the derived data, every value path a number", () => {
    for (const path of TRACKABLE_ATTRIBUTES.bar) {
      expect(derived[path], path).toEqual({ value: expect.any(Number), max: expect.any(Number) });
    }
    for (const path of TRACKABLE_ATTRIBUTES.value) expect(typeof derived[path], path).toBe("number");
    expect(derived.woundBar).toEqual({ value: 6, max: 7 });
    expect(derived.stunBar).toEqual({ value: 2, max: 3 });
  });

  it("offers the wound track first, and the manifest makes it the default bar 1", () => {
    expect(TRACKABLE_ATTRIBUTES.bar).toEqual([WOUND_BAR_ATTRIBUTE, STUN_BAR_ATTRIBUTE]);
    const manifest = JSON.parse(readFileSync(new URL("../../system.json", import.meta.url), "utf8"));
    expect(manifest.primaryTokenAttribute).toBe(WOUND_BAR_ATTRIBUTE);
  });
});

describe("prototype token defaults", () => {
  const modes = { NONE: 0, OWNER: 40 };

  it("shows the bars always to owners on a new actor nobody chose a display mode for", () => {
    expect(prototypeTokenDefaults({ displayBarsGiven: false, displayBars: 0, modes })).toEqual({ displayBars: 40 });
  });

  it("keeps the creator's choice, even 'none' (a duplicate, an import, a script)", () => {
    expect(prototypeTokenDefaults({ displayBarsGiven: true, displayBars: 0, modes })).toBeNull();
    expect(prototypeTokenDefaults({ displayBarsGiven: true, displayBars: 50, modes })).toBeNull();
  });

  it("keeps the world's default token configuration when it chose a mode", () => {
    expect(prototypeTokenDefaults({ displayBarsGiven: false, displayBars: 30, modes })).toBeNull();
  });
});
