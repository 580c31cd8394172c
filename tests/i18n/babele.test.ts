/** Translated compendiums through Babele (issue 14): a file for every pack, every entry translated, and the item converter. */
import { describe, expect, it } from "vitest";

import {
  BABELE_ROOT,
  loadAllSources,
  packManifest,
  translationPath,
  translationProblems,
  type TranslationFile,
} from "../../scripts/packs.ts";
import { readTranslation } from "../../scripts/packs/babele.ts";
import { translateEmbeddedItems } from "../../src/i18n/babele-items.ts";

const sources = loadAllSources();
const de = (pack: string): TranslationFile => {
  const file = readTranslation(translationPath(BABELE_ROOT, "de", pack));
  if (!file) throw new Error(`no German translation for ${pack}`);
  return file;
};

describe("German translation files", () => {
  it("exist for every pack, translate every entry and folder, and keep the creatures' items in step with the Item packs", () => {
    expect(translationProblems(BABELE_ROOT, sources)).toEqual([]);
  });

  it("label every pack in German", () => {
    expect(Object.fromEntries(packManifest.map((p) => [p.name, de(p.name).label]))).toEqual({
      skills: "Fertigkeiten",
      "melee-weapons": "Nahkampfwaffen",
      "ranged-weapons": "Fernkampfwaffen",
      "natural-weapons": "Natürliche Waffen",
      armor: "Rüstungen",
      talents: "Angeborene magische Talente",
      creatures: "Kreaturen und NSC",
      pregens: "Fertige Charaktere",
      "rules-journal": "HârnFudge in Foundry spielen",
    });
  });

  it("map descriptions onto the data models' own fields (system.description, system.biography), not Babele's defaults", () => {
    for (const pack of packManifest.filter((p) => p.type === "Item" && p.name !== "ranged-weapons"))
      expect(de(pack.name).mapping).toEqual({ name: "name", description: "system.description" });
    // A missile weapon's "in melee as" names a melee weapon: translated too (issue 21).
    expect(de("ranged-weapons").mapping).toEqual({
      name: "name",
      description: "system.description",
      meleeAs: "system.ranged.meleeAs",
    });
    const actors = {
      name: "name",
      biography: "system.biography",
      tokenName: { path: "prototypeToken.name", converter: "name" },
      items: { path: "items", converter: "harnfudgeEmbeddedItems" },
    };
    expect(de("creatures").mapping).toEqual(actors);
    // A ready-made character's native language is a Language subject: translated like the skill's (issue 29).
    expect(de("pregens").mapping).toEqual({ ...actors, nativeLanguage: "system.nativeLanguage" });
  });

  it("samples: Broadsword, Bear with its claws, Physical, a journal page", () => {
    expect(de("melee-weapons").entries["Broadsword"]?.name).toBe("Breitschwert");
    const bear = de("creatures").entries["Bear"];
    expect(bear?.name).toBe("Bär");
    expect(Object.values(bear?.items ?? {}).map((i) => i.name)).toContain("Klauen");
    expect(de("skills").folders?.["Physical"]).toBe("Körperlich");
    expect(de("rules-journal").entries["How to play HârnFudge in Foundry"]?.pages?.["Combat"]?.name).toBe("Kampf");
  });

  it("give each entry of a pack its own German name", () => {
    for (const pack of packManifest) {
      const names = Object.values(de(pack.name).entries).map((e) => e.name);
      expect(new Set(names).size, pack.name).toBe(names.length);
    }
  });
});

describe("embedded item converter", () => {
  const items = [
    { _id: "a", name: "Claws", type: "weapon", system: { description: "<p>Claws.</p>", melee: { strength: 1 } } },
    { _id: "b", name: "Bite", type: "weapon", system: { description: "<p>Bite.</p>" } },
  ];

  it("translates name and description by item id and leaves everything else alone", () => {
    const out = translateEmbeddedItems(items, { a: { name: "Klauen", description: "<p>Klauen.</p>" } });
    expect(out).toEqual([
      { _id: "a", name: "Klauen", type: "weapon", system: { description: "<p>Klauen.</p>", melee: { strength: 1 } } },
      items[1],
    ]);
    expect(items[0]?.name).toBe("Claws");
  });

  it("translates a skill's subject and a missile weapon's melee stand-in, and nothing a translation does not name", () => {
    const language = {
      _id: "l",
      name: "Language",
      type: "skill",
      system: { specialization: "Hârnic", level: 0, description: "" },
    };
    const bow = {
      _id: "w",
      name: "Longbow",
      type: "weapon",
      system: { description: "", ranged: { enabled: true, meleeAs: "Stick", range: 500 } },
    };
    expect(
      translateEmbeddedItems([language, bow], {
        l: { name: "Sprache", specialization: "Hârnisch" },
        w: { name: "Langbogen", meleeAs: "Stock" },
      }),
    ).toEqual([
      { ...language, name: "Sprache", system: { ...language.system, specialization: "Hârnisch" } },
      { ...bow, name: "Langbogen", system: { ...bow.system, ranged: { ...bow.system.ranged, meleeAs: "Stock" } } },
    ]);
    // A translation's subject for an item without one (an armor), or a stand-in for a weapon without a ranged mode, adds nothing.
    const armor = { _id: "a", name: "Leather", type: "armor", system: { description: "" } };
    expect(translateEmbeddedItems([armor], { a: { specialization: "x", meleeAs: "y" } })).toEqual([armor]);
  });

  it("the creatures' and characters' translations give every subject and stand-in their German (the Item packs' and the Skills file's subjects)", () => {
    const corin = de("pregens").entries["Corin Ashwood"];
    const items = Object.values(corin?.items ?? {});
    expect(corin?.nativeLanguage).toBe("Hârnisch");
    expect(items.find((i) => i.name === "Sprache")?.specialization).toBe("Hârnisch");
    expect(items.find((i) => i.name === "Langbogen")?.meleeAs).toBe("Stock");
    expect(de("skills").entries["Musician"]?.subjects).toEqual({ Lute: "Laute" });
  });

  it("keeps a field the translation lacks, and passes anything that is not a list of items through", () => {
    expect(translateEmbeddedItems(items, { b: { name: "Biss" } })).toEqual([items[0], { ...items[1], name: "Biss" }]);
    expect(translateEmbeddedItems(items, undefined)).toBe(items);
    expect(translateEmbeddedItems("x", {})).toBe("x");
  });
});
