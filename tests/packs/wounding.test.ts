/** How weapons wound (rules 3.4.8) outside the packs: the sheet's choices and the migration of old weapons. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

import { migrateSource } from "../../src/data/migrations";
import { WOUNDING_KINDS } from "../../src/rules/weapons";

const template = readFileSync(new URL("../../templates/item/weapon.hbs", import.meta.url), "utf8");

describe("weapon sheet", () => {
  it("offers exactly the wounding kinds of the rules core, each with its label", () => {
    const options = [...template.matchAll(/<option value="([^"]+)" \{\{#if \(eq system\.wounding "([^"]+)"\)\}\}selected\{\{\/if\}\}>\{\{localize "HARNFUDGE\.Wounding\.([^"]+)"\}\}/g)];
    expect(options.map((m) => m[1])).toEqual([...WOUNDING_KINDS]);
    for (const m of options) expect([m[2], m[3]]).toEqual([m[1], m[1]]);
    expect(template).toContain('name="system.wounding"');
  });
});

describe("migrating weapons stored before `wounding` existed", () => {
  const old = (melee: string, ranged: { enabled: boolean; skill: string } = { enabled: false, skill: melee }) => ({
    legalClass: "free",
    melee: { enabled: true, strength: 2, skill: melee },
    ranged: { ...ranged, strength: ranged.enabled ? 2 : null },
  });

  it("guesses from the main mode's skill: clubs blunt, swords edged, the Net entangling, a bow by its ranged mode", () => {
    expect(migrateSource("weapon", old("club"))).toMatchObject({ wounding: "blunt" });
    expect(migrateSource("weapon", old("sword"))).toMatchObject({ wounding: "edged" });
    expect(migrateSource("weapon", old("net"))).toMatchObject({ wounding: "entangling" });
    // A longbow clubs like a Stick in melee, but its arrows are what it is for.
    expect(migrateSource("weapon", old("club", { enabled: true, skill: "bow" }))).toMatchObject({ wounding: "edged" });
    expect(migrateSource("weapon", old("sword", { enabled: true, skill: "sling" }))).toMatchObject({ wounding: "blunt" });
  });

  it("keeps a stored kind, and leaves partial updates alone (filling them in would overwrite the stored value)", () => {
    expect(migrateSource("weapon", { ...old("club"), wounding: "edged" })).toMatchObject({ wounding: "edged" });
    expect(migrateSource("weapon", { equipped: true })).toEqual({ equipped: true });
    expect(migrateSource("weapon", { melee: { skill: "club" }, ranged: { enabled: false, skill: "club" } })).not.toHaveProperty("wounding");
    expect(migrateSource("weapon", { legalClass: "free", melee: { skill: "club" } })).not.toHaveProperty("wounding");
  });
});
