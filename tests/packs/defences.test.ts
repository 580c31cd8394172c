/**
 * Issue 26, item 2 on the packs' actors (rules 3.2, 3.3): each ready-made character and creature is
 * offered the defences of what it carries (src/play/attack/equipped.ts: the melee skills of its
 * equipped weapons, by the rules core's defenceSkillChoices), so the one-click best defence and an
 * NPC's own defence never pick a Shield it does not carry. Before, the Merchant, the Priest and the
 * shieldless ready-made characters were offered Shield at its Mediocre default, above an untrained
 * Dodge.
 */
import { describe, expect, it } from "vitest";
import { defenceSkillChoices, skillLevel, type WeaponMode } from "../../src/rules/index.ts";
import { sources, type ActorDoc, type WeaponSystem } from "./docs.ts";

const actors = [...(sources.get("pregens") ?? []), ...(sources.get("creatures") ?? [])]
  .map((f) => f.doc)
  .filter((d) => String(d._key).startsWith("!actors!")) as unknown as ActorDoc[];

/** What equipped.ts reads: the melee skill of every equipped weapon. */
function equipped(actor: ActorDoc): string[] {
  return actor.items.flatMap((i) => {
    const w = i.system as WeaponSystem;
    return i.type === "weapon" && w.equipped && w.melee.enabled ? [w.melee.skill] : [];
  });
}

function level(actor: ActorDoc, key: string): number | null {
  const item = actor.items.find((i) => i.type === "skill" && (i.system as { key?: string }).key === key);
  try {
    return skillLevel(key, (item?.system as { level?: number | null } | undefined)?.level ?? null);
  } catch {
    return null;
  }
}

/** The best defence as the card preselects it (attack/best-defence.ts: the highest level, first on a tie). */
function best(actor: ActorDoc, mode: WeaponMode): string {
  let out: { key: string; level: number } | null = null;
  for (const key of defenceSkillChoices(mode, equipped(actor))) {
    const l = level(actor, key);
    if (l !== null && (!out || l > out.level)) out = { key, level: l };
  }
  return out?.key ?? "";
}

const named = (name: string) => {
  const found = actors.find((a) => a.name === name);
  if (!found) throw new Error(`no actor ${name}`);
  return found;
};

describe("the packs' actors defend with what they carry (issue 26, rules 3.2, 3.3)", () => {
  it("no actor without an equipped shield is offered Shield, in melee or against missiles", () => {
    expect(actors.length).toBeGreaterThan(20);
    for (const actor of actors) {
      const hasShield = equipped(actor).includes("shield");
      for (const mode of ["melee", "ranged"] as const)
        expect(defenceSkillChoices(mode, equipped(actor)).includes("shield"), `${actor.name} ${mode}`).toBe(hasShield);
    }
  });

  it("the Merchant parries with his dagger, the Priest dodges missiles, the knight keeps his shield", () => {
    expect(best(named("Merchant"), "melee")).toBe("dagger");
    expect(best(named("Merchant"), "ranged")).toBe("dodge");
    expect(best(named("Priest"), "ranged")).toBe("dodge");
    expect(best(named("Priest"), "melee")).toBe("spear");
    expect(best(named("Knight"), "ranged")).toBe("shield");
  });

  it("no best defence of any actor is a Shield it does not carry", () => {
    for (const actor of actors)
      for (const mode of ["melee", "ranged"] as const)
        if (best(actor, mode) === "shield") expect(equipped(actor), `${actor.name} ${mode}`).toContain("shield");
  });
});
