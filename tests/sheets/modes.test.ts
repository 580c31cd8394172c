/**
 * Play / Edit mode, the skill search and "trained only", Edit mode's CP count, the LIMITED view,
 * the item sheets' locks and bounds, and the form problems reported before an update — all in the
 * pure context builders (the DOM behaviour is clicked in tests/sheets/browser).
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../scripts/render/harness";
import { loadI18n } from "../../scripts/render/i18n";
import { bearFixture, characterFixture, ITEM_FIXTURES, skill } from "../../scripts/render/fixtures";
import { SKILLS, WEAPON_STRENGTH_MAX } from "../../src/rules";
import type { WeaponData } from "../../src/sheets/context/types";
import { buildCharacterContext } from "../../src/sheets/context/character";
import { buildItemContext } from "../../src/sheets/context/items";
import { buildLimitedContext, buildNpcContext } from "../../src/sheets/context/npc";
import { catalogSkillData } from "../../src/sheets/context/skill-item";
import {
  actorFormProblems,
  armorFormProblems,
  formProblemsMessage,
  weaponFormProblems,
} from "../../src/sheets/context/form-problems";
import { matchesQuery, normalizeSearch, searchText } from "../../src/sheets/search";
import { defaultMode, initialViewState, trainedOnly, withMode } from "../../src/sheets/view-state";

const i18n = loadI18n();
const rows = <R>(groups: { skills: R[] }[]) => groups.flatMap((g) => g.skills);
const shown = (groups: { skills: { label: string; hidden: boolean }[] }[]) =>
  rows(groups)
    .filter((r) => !r.hidden)
    .map((r) => r.label);

describe("view state", () => {
  it("opens a new character (no items) in Edit mode, any other in Play mode", () => {
    expect(defaultMode(0)).toBe("edit");
    expect(defaultMode(3)).toBe("play");
  });

  it("shows trained skills only by default in Play mode, all in Edit mode, unless the user chose", () => {
    expect(trainedOnly(initialViewState("play"))).toBe(true);
    expect(trainedOnly(initialViewState("edit"))).toBe(false);
    expect(trainedOnly({ ...initialViewState("play"), trainedOnly: false })).toBe(false);
    // Switching modes goes back to the new mode's default.
    expect(withMode({ ...initialViewState("play"), trainedOnly: false }, "edit").trainedOnly).toBeNull();
  });
});

describe("skill search text", () => {
  it("ignores case and accents, and every word must match", () => {
    expect(normalizeSearch("  Language (Hârnic) ")).toBe("language (harnic)");
    const text = searchText("Language (Hârnic)", "Communication");
    expect(matchesQuery(text, "HARNIC")).toBe(true);
    expect(matchesQuery(text, "lang comm")).toBe(true);
    expect(matchesQuery(text, "lang combat")).toBe(false);
    expect(matchesQuery(text, "")).toBe(true);
  });
});

describe("the character sheet in Play and Edit mode", () => {
  const input = characterFixture(i18n);

  it("Play mode: no ladders, trained skills only, the search filters rows and hides empty categories", () => {
    const play = buildCharacterContext({ ...input, view: initialViewState("play") });
    expect(play.mode).toMatchObject({ mode: "play", edit: false, toggle: true });
    expect(play.search).toMatchObject({ trainedOnly: true, switch: true, noMatch: false });
    expect(shown(play.skillGroups)).not.toContain("Acrobatics");
    expect(shown(play.skillGroups)).toContain("Climbing");
    const search = buildCharacterContext({ ...input, view: { ...initialViewState("play"), query: "lang" } });
    expect(shown(search.skillGroups)).toEqual(["Language (Hârnic)", "Language (Jarinese)"]);
    expect(search.skillGroups.filter((g) => !g.hidden).map((g) => g.category)).toEqual(["communication"]);
    const none = buildCharacterContext({ ...input, view: { ...initialViewState("play"), query: "zzz" } });
    expect(none.search.noMatch).toBe(true);
  });

  it("Edit mode: every skill has a ladder, per-subject skills a new-subject row, trained ones their CP", () => {
    const edit = buildCharacterContext({ ...input, view: initialViewState("edit") });
    expect(edit.mode.edit).toBe(true);
    expect(edit.search.trainedOnly).toBe(false);
    const all = rows(edit.skillGroups);
    // 77 catalog skills, the fixture's second language and religion/script subjects, and one new-subject row per per-subject skill.
    expect(all.filter((r) => !r.hidden)).toHaveLength(all.length);
    expect(all.filter((r) => r.newSubject).map((r) => r.key)).toEqual(["language", "musician", "religion", "script"]);
    const byLabel = new Map(all.map((r) => [r.label, r]));
    expect(byLabel.get("Sword")).toMatchObject({ levelValue: 2, cp: "8 CP" });
    expect(byLabel.get("Language (Hârnic)")).toMatchObject({ levelValue: 0, cp: "free" });
    expect(byLabel.get("Acrobatics")).toMatchObject({ levelValue: "", cp: "", itemId: null });
    expect(edit.skillLevelChoices.map((c) => c.value)).toEqual([3, 2, 1, 0, -1, -2, -3, ""]);
  });

  it("a user who may not edit the actor stays in Play mode and gets no switch", () => {
    const observer = buildCharacterContext({ ...input, editable: false, view: initialViewState("edit") });
    expect(observer.mode).toMatchObject({ mode: "play", edit: false, toggle: false });
  });

  it("counts the CP spent with the rules core's validator and says where they went (rules 1.3)", () => {
    const { creation } = buildCharacterContext({ ...input, view: initialViewState("edit") });
    expect(creation.cpSpent).toBe(creation.skillCp + creation.talentCp);
    expect(creation.talentCp).toBe(12);
    expect(creation.summary).toBe(`${creation.cpSpent} of 64 CP spent`);
    expect(creation.breakdown[0]).toEqual({ label: "Sword", detail: "Great", cp: "8 CP" });
    expect(creation.breakdown).toContainEqual({ label: "Language (Hârnic)", detail: "Fair, native language", cp: "free" });
    expect(creation.breakdown.filter((l) => l.detail === "Talent").map((l) => l.cp)).toEqual(["4 CP", "4 CP", "4 CP"]);
    const cost = [...creation.costs.values()].filter((c): c is number => typeof c === "number");
    expect(cost.reduce((a, b) => a + b, 0)).toBe(creation.skillCp);
  });

  it("puts Dodge, Shield and Initiative on the Combat tab and a hover summary on every skill", () => {
    const play = buildCharacterContext(input);
    expect(play.combatSkills.map((s) => [s.key, s.level?.labelKey])).toEqual([
      ["dodge", "HARNFUDGE.Ladder.good"],
      ["shield", "HARNFUDGE.Ladder.good"],
      ["initiative", "HARNFUDGE.Ladder.good"],
    ]);
    for (const row of rows(play.skillGroups)) expect(row.summary).toMatch(/ Default: .+\.$/);
    const astrology = rows(buildCharacterContext({ ...input, view: initialViewState("edit") }).skillGroups).find(
      (r) => r.key === "astrology",
    );
    expect(astrology?.summary).toBe(
      "Reading fate in the stars; includes astronomy. Default: None (cannot be attempted untrained).",
    );
  });

  it("shows a weapon's variant as a toggle and none for a weapon without one", () => {
    const play = buildCharacterContext(input);
    const shield = play.weapons.find((w) => w.name === "Roundshield");
    expect(shield?.variant).toEqual({
      label: "With spike +1",
      active: true,
      tooltip: "With spike +1 in use (click to fight without it)",
    });
    expect(play.weapons.find((w) => w.name === "Broadsword")?.variant).toBeNull();
  });
});

describe("the NPC sheet", () => {
  it("lists the creature's skills in Play mode and every skill in Edit mode, with no trained-only switch", () => {
    const play = buildNpcContext({ ...bearFixture(i18n), view: initialViewState("play") });
    expect(rows(play.skillGroups)).toHaveLength(4);
    expect(play.search.switch).toBe(false);
    const edit = buildNpcContext({ ...bearFixture(i18n), view: initialViewState("edit") });
    expect(new Set(rows(edit.skillGroups).map((r) => r.key)).size).toBe(SKILLS.length);
  });
});

describe("the LIMITED view", () => {
  it("holds the public face only", () => {
    const context = buildLimitedContext({ name: "Aelwyn", img: "a.webp", enrichedBiography: "<p>Bio</p>" });
    expect(context).toEqual({ limited: true, actor: { name: "Aelwyn", img: "a.webp" }, biography: { enriched: "<p>Bio</p>" } });
  });
});

describe("item sheets", () => {
  const [skillItem, weapon, armor] = ITEM_FIXTURES();
  const context = (item: typeof skillItem, isGM: boolean) =>
    buildItemContext({ item: item ?? skill("sword", 0), uuid: "Item.x", editable: true, enrichedDescription: "", i18n, isGM });

  it("locks a rule-book skill's category and default for players, not for the GM or custom skills", () => {
    expect(context(skillItem, false)).toMatchObject({ lockCatalogFields: true });
    expect(context(skillItem, true)).toMatchObject({ lockCatalogFields: false });
    expect(context(skill("falconry", 1), false)).toMatchObject({ lockCatalogFields: false, inCatalog: false });
  });

  it("gives the number inputs the models' bounds and shows variant fields only for a weapon with a variant", () => {
    expect(context(weapon, false)).toMatchObject({
      hasVariant: false,
      bounds: { weaponStrength: { max: WEAPON_STRENGTH_MAX }, range: { max: 5000 } },
    });
    expect(context(armor, false)).toMatchObject({ bounds: { armorValue: { min: 0, max: 10 } } });
  });
});

describe("form problems, found before the update and said in the user's language", () => {
  const stored: Pick<WeaponData, "melee" | "ranged"> = {
    melee: { enabled: true, strength: 1, skill: "club" },
    ranged: { enabled: false, strength: 2, skill: "bow", musclePowered: true, range: 0, meleeAs: "" },
  };

  it("a ranged mode needs a range; a weapon needs a mode", () => {
    const ticked = weaponFormProblems({ system: { ranged: { enabled: true, range: 0 } } }, stored);
    expect(ticked.map((p) => p.key)).toEqual(["HARNFUDGE.SheetUI.Form.RangedNeedsRange"]);
    expect(weaponFormProblems({ system: { ranged: { enabled: true, range: 500 } } }, stored)).toEqual([]);
    expect(
      weaponFormProblems({ system: { melee: { enabled: false }, ranged: { enabled: false } } }, stored).map((p) => p.key),
    ).toEqual(["HARNFUDGE.SheetUI.Form.NeedsMode"]);
  });

  it("numbers outside the models' bounds, with the field's name and bounds in the message", () => {
    const problems = weaponFormProblems({ system: { melee: { strength: 11 }, ranged: { range: 6000 } } }, stored);
    expect(formProblemsMessage(problems, i18n)).toBe(
      "Not saved: Melee: Weapon strength must be a whole number from -3 to 10. Ranged: Maximum range (ft) must be a whole number from 0 to 5000.",
    );
    expect(weaponFormProblems({ system: { melee: { strength: null } } }, stored)).toEqual([]); // a Net: no strength
    expect(armorFormProblems({ system: { value: -1 } }).map((p) => p.key)).toEqual(["HARNFUDGE.SheetUI.Form.OutOfRange"]);
    expect(armorFormProblems({ system: { value: null } }).map((p) => p.key)).toEqual(["HARNFUDGE.SheetUI.Form.Required"]);
    expect(actorFormProblems({ system: { scale: { strength: 21, mass: 0 }, ep: { earned: 1.5 } } })).toHaveLength(2);
    expect(actorFormProblems({ system: { scale: { strength: -20, mass: 20 } } })).toEqual([]);
  });
});

describe("learning a skill from the catalog", () => {
  function packEntries(dir: string): Record<string, unknown>[] {
    return readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return packEntries(path);
      return name.endsWith(".yml") && name !== "_folder.yml"
        ? [parse(readFileSync(path, "utf8")) as Record<string, unknown>]
        : [];
    });
  }
  const pack = packEntries(join(ROOT, "packs/skills"));

  it("creates the same fields as the skills compendium's entry, at the level and subject chosen", () => {
    for (const entry of pack) {
      const system = entry["system"] as Record<string, unknown>;
      const key = String(system["key"]);
      const data = catalogSkillData(key, 1, "Khuzdul", String(entry["name"]), {
        img: String(entry["img"]),
        description: String(system["description"]),
      });
      expect(Object.keys(data.system).sort()).toEqual(Object.keys(system).sort());
      expect(data).toMatchObject({ name: entry["name"], img: entry["img"], type: "skill" });
      expect(data.system).toMatchObject({
        key,
        category: system["category"],
        default: system["default"],
        perSubject: system["perSubject"],
        description: system["description"],
        level: 1,
        specialization: system["perSubject"] ? "Khuzdul" : "",
      });
    }
    expect(pack).toHaveLength(SKILLS.length);
  });

  it("has an English hover summary for every skill, the compendium's own description", () => {
    for (const entry of pack) {
      const system = entry["system"] as Record<string, unknown>;
      const text = String(system["description"])
        .replace(/<[^>]+>/g, "")
        .trim();
      expect(i18n.localize(`HARNFUDGE.SheetUI.SkillSummary.${String(system["key"])}`)).toBe(text);
    }
  });
});
