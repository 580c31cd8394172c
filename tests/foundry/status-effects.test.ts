/**
 * The conditions as Foundry status effects (issue 11): `registerStatusEffects` puts the system's
 * own entries first in CONFIG.statusEffects (names, icons under icons/conditions, hints), drops
 * the core statuses they replace and makes "dead" the defeated status. The token pictures
 * (scripts/screenshots-token.ts) draw their stand-in of the effect icons from
 * scripts/render/status-effects.ts: it must be exactly what the system registers.
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it, vi } from "vitest";
import { systemStatusEffects } from "../../scripts/render/status-effects";

// register.ts imports roll.ts, whose HarnFudgeRoll extends core's Roll when the module loads.
vi.hoisted(() => vi.stubGlobal("Roll", function Roll() {}));
const { localizeStatusDescriptions, registerStatusEffects } = await import("../../src/play/services/status");
const { statusEffectList } = await import("../../src/compat");

afterEach(() => {
  vi.unstubAllGlobals();
});

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

describe("the system's status effects (issues 11, 19)", () => {
  it("registers its conditions first, replaces core's stun and unconscious, keeps the rest, and marks the dead defeated", () => {
    const core = [
      { id: "dead", name: "EFFECT.StatusDead", img: "icons/svg/skull.svg" },
      { id: "stun", name: "EFFECT.StatusStunned", img: "icons/svg/daze.svg" },
      { id: "unconscious", name: "EFFECT.StatusUnconscious", img: "icons/svg/unconscious.svg" },
      { id: "blind", name: "EFFECT.StatusBlind", img: "icons/svg/blind.svg" },
    ];
    const config = { statusEffects: core, specialStatusEffects: { DEFEATED: "dead", INVISIBLE: "invisible" } };
    vi.stubGlobal("CONFIG", config);
    vi.stubGlobal("game", { release: { generation: 13 } });
    registerStatusEffects();
    expect(config.statusEffects).toEqual([...systemStatusEffects(), core[3]]);
    expect(config.specialStatusEffects.DEFEATED).toBe("dead");
  });

  it("v14 (an object keyed by id, issue 19): registers the same entries, keyed by id, in the same order", () => {
    const core = {
      dead: { id: "dead", name: "EFFECT.StatusDead", img: "icons/svg/skull.svg" },
      stun: { id: "stun", name: "EFFECT.StatusStunned", img: "icons/svg/daze.svg" },
      unconscious: { id: "unconscious", name: "EFFECT.StatusUnconscious", img: "icons/svg/unconscious.svg" },
      blind: { name: "EFFECT.StatusBlind", img: "icons/svg/blind.svg" },
    };
    const config = { statusEffects: core, specialStatusEffects: { DEFEATED: "dead" }, ActiveEffect: { expiryEvents: {} } };
    vi.stubGlobal("CONFIG", config);
    vi.stubGlobal("game", { release: { generation: 14 } });
    registerStatusEffects();
    const ours = systemStatusEffects();
    expect(Array.isArray(config.statusEffects)).toBe(false);
    expect(Object.keys(config.statusEffects)).toEqual([...ours.map((e) => e.id), "blind"]);
    expect(config.statusEffects).toMatchObject({ stunned: ours[0], blind: { id: "blind", img: "icons/svg/blind.svg" } });
    expect(statusEffectList()).toEqual([...ours, { id: "blind", name: "EFFECT.StatusBlind", img: "icons/svg/blind.svg" }]);
    expect(config.specialStatusEffects.DEFEATED).toBe("dead");
  });

  it.each([13, 14])("v%i: once translations are loaded, its descriptions are text, the other entries untouched", (generation) => {
    const blind = { id: "blind", name: "EFFECT.StatusBlind", img: "icons/svg/blind.svg", description: "EFFECT.Blind" };
    vi.stubGlobal("CONFIG", {
      statusEffects: generation === 14 ? { blind } : [blind],
      specialStatusEffects: { DEFEATED: "dead" },
      ActiveEffect: {},
    });
    vi.stubGlobal("game", { release: { generation }, i18n: { localize: (key: string) => `«${key}»` } });
    registerStatusEffects();
    localizeStatusDescriptions();
    const list = statusEffectList();
    expect(list.find((e) => e.id === "nearDeath")?.description).toBe("«HARNFUDGE.ConditionHint.nearDeath»");
    expect(list.filter((e) => e.description?.startsWith("HARNFUDGE"))).toEqual([]);
    expect(list.find((e) => e.id === "blind")).toEqual(blind);
  });

  it("names each one and gives it an icon of the system's own", () => {
    const entries = systemStatusEffects();
    expect(entries.map((e) => e.id)).toEqual([
      "stunned",
      "veryStunned",
      "knockedOut",
      "incapacitated",
      "nearDeath",
      "dead",
      "entangled",
    ]);
    expect(entries.find((e) => e.id === "stunned")).toMatchObject({
      name: "HARNFUDGE.Condition.stunned",
      img: "systems/harnfudge/icons/conditions/stunned.svg",
    });
    for (const e of entries) expect(existsSync(`${ROOT}${e.img.replace("systems/harnfudge/", "")}`), e.img).toBe(true);
  });
});
