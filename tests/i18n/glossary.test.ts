/**
 * One German game (issue 21, item 14): the UI, the compendiums and the journal follow
 * docs/glossary.md. Its tables are read here, not copied: a term added there is checked at once.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

import { germanTexts, langTree, lookup, readGlossary, textPairs } from "./glossary-source";
import { BABELE_ROOT, loadAllSources, translationPath } from "../../scripts/packs";
import { readTranslation } from "../../scripts/packs/babele";

const glossary = readGlossary(readFileSync(new URL("../../docs/glossary.md", import.meta.url), "utf8"));
const en = langTree("en");
const de = langTree("de");
const texts = germanTexts();
const pairs = textPairs();

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A glossary word as a pattern: a whole word, or a prefix when it ends in "…". */
function wordPattern(word: string): RegExp {
  const prefix = word.endsWith("…");
  const body = escape(prefix ? word.slice(0, -1) : word);
  return new RegExp(`(?<![\\p{L}\\d])${body}${prefix ? "" : "(?![\\p{L}\\d])"}`, "u");
}
const hits = (word: string) => texts.filter((t) => wordPattern(word).test(t.text)).map((t) => t.where);
const plain = (s: string) => s.replace(/\s*\([^)]*\)/g, "").trim();
/** A German term as a pattern, each word with any inflection ending ("offene Wunde" finds "offenen Wunden"). */
const germanPattern = (term: string) =>
  new RegExp(
    plain(term)
      .split(/\s+/)
      // An adjective loses its ending first ("relativer" → "relativ", so "den relativen Grad" counts).
      .map((w) => (/^\p{Ll}/u.test(w) && w.length > 4 ? w.replace(/(er|es|en|em|e)$/, "") : w))
      .map((w) => `${escape(w)}(?:e|en|er|es|em|n|s)?`)
      .join("\\s+"),
    "iu",
  );

describe("docs/glossary.md", () => {
  it("holds the core terms, each with one German word, and every key it names exists in both languages", () => {
    expect(glossary.terms.length).toBeGreaterThanOrEqual(30);
    expect(glossary.mustDiffer.length).toBeGreaterThanOrEqual(8);
    const germans = glossary.terms.map((t) => t.german);
    expect(new Set(germans).size).toBe(germans.length);
    for (const key of [...glossary.terms.flatMap((t) => t.keys), ...glossary.mustDiffer.flatMap((g) => g.keys)]) {
      expect(() => [lookup(en, key), lookup(de, key)], key).not.toThrow();
    }
  });

  it("the reader finds words, prefixes and the table's cells", () => {
    expect(wordPattern("Infektion…").test("Desinfektion")).toBe(false);
    expect(wordPattern("Infektion…").test("Infektionsregel")).toBe(true);
    expect(wordPattern("Platte").test("Plattenrüstung")).toBe(false);
    expect(wordPattern("Platte").test("eine Platte")).toBe(true);
    const infection = glossary.terms.find((t) => t.english === "infection");
    expect(infection).toEqual({
      english: "infection",
      german: "Entzündung",
      never: ["Infektion…"],
      notFor: [],
      keys: ["HARNFUDGE.Settings.Infection.Name"],
      paired: true,
    });
  });
});

describe("the German UI, compendiums and journal follow the glossary", () => {
  it.each(glossary.terms.filter((t) => t.never.length > 0))("never say what $english is not ($never)", (term) => {
    expect(Object.fromEntries(term.never.map((word) => [word, hits(word)]))).toEqual(
      Object.fromEntries(term.never.map((word) => [word, []])),
    );
  });

  it.each(glossary.terms.filter((t) => t.keys.length > 0))("name $english “$german” where the UI names it", (term) => {
    for (const key of term.keys) {
      const german = lookup(de, key);
      expect([key, germanPattern(term.german).test(german)]).toEqual([key, true]);
      for (const word of term.notFor) expect([key, word, wordPattern(word).test(german)]).toEqual([key, word, false]);
    }
  });

  it.each(glossary.terms.filter((t) => t.paired))("say “$german” wherever the English says “$english”", (term) => {
    const english = new RegExp(`\\b${escape(plain(term.english))}(s|es)?\\b`, "i");
    // Placeholders ({difficulty}) are no words a player reads.
    const missing = pairs
      .filter((p) => english.test(p.en.replace(/{\w+}/g, "")) && !germanPattern(term.german).test(p.de))
      .map((p) => p.where);
    expect(missing).toEqual([]);
  });

  it.each(glossary.mustDiffer)("tell apart: $terms", ({ keys }) => {
    for (const tree of [en, de]) {
      const shown = keys.map((key) =>
        plain(lookup(tree, key))
          .replace(/^[−-]\s*/, "")
          .toLowerCase(),
      );
      expect(new Set(shown).size, shown.join(" | ")).toBe(keys.length);
    }
  });
});

describe("one rule for the GM, one form for notices", () => {
  const article = /(?<![\p{L}])(der|die|eine|einer|keine|Der|Die|Eine|Keine)\s+SL\b/u;
  const bare = /(^|[(:,„"]\s*|\boder\s+|\bund\s+|\bvon\s+)Spielleitung\b/u;

  it("“SL” never takes an article, “Spielleitung” always does", () => {
    expect(texts.filter((t) => article.test(t.text)).map((t) => t.where)).toEqual([]);
    expect(texts.filter((t) => bare.test(t.text)).map((t) => t.where)).toEqual([]);
    expect([article.test("Das kann nur die SL."), bare.test("Besitzer von X oder Spielleitung: Abwehr wählen.")]).toEqual([
      true,
      true,
    ]);
  });

  it("notices speak to the player with “du” in the imperative, not “Bitte …” or an infinitive", () => {
    const notices = texts.filter((t) =>
      /^HARNFUDGE\.(Notify|Contest\.No|Sheet\.Notify|SheetUI\.Form|Lucky|Session\.Not)/.test(t.where),
    );
    expect(notices.length).toBeGreaterThan(30);
    const infinitive = /\b(wählen|eintragen|versuchen|anvisieren|korrigieren|ausführen|rückgängig machen)\.$/;
    expect(notices.filter((t) => infinitive.test(t.text) || /\bbitte\b/i.test(t.text)).map((t) => t.where)).toEqual([]);
    // "du", never the formal "Sie" addressing the player.
    expect(
      texts
        .filter((t) => /\b(Sie (können|müssen|haben|sehen)|Ihnen|Ihr(e|en)? (Charakter|Wurf))\b/.test(t.text))
        .map((t) => t.where),
    ).toEqual([]);
  });
});

describe("compendium names in the UI", () => {
  const sources = loadAllSources();
  const german = (pack: string) => readTranslation(translationPath(BABELE_ROOT, "de", pack))?.entries ?? {};
  const weapons = ["melee-weapons", "ranged-weapons"].flatMap((pack) =>
    (sources.get(pack) ?? []).flatMap(({ doc }) => {
      const system = (doc.system ?? {}) as Record<string, { enabled?: boolean; skill?: string } | undefined>;
      const skills = [system["melee"], system["ranged"]].filter((m) => m?.enabled).map((m) => m?.skill);
      return skills.map((skill) => ({ skill, english: String(doc.name), german: german(pack)[String(doc.name)]?.name ?? "" }));
    }),
  );

  it("a combat skill's tooltip names each weapon it lists by the weapon compendium's German name", () => {
    const missing: string[] = [];
    for (const { skill, english, german: name } of weapons) {
      if (!skill) continue;
      const enSummary = lookup(en, `HARNFUDGE.SheetUI.SkillSummary.${skill}`);
      const deSummary = lookup(de, `HARNFUDGE.SheetUI.SkillSummary.${skill}`);
      const shortEnglish = english.replace(/ Shield$/, "");
      if (!new RegExp(`\\b${escape(shortEnglish)}`, "i").test(enSummary)) continue;
      const stem = name.replace(/schild$/, "");
      if (!deSummary.includes(stem)) missing.push(`${skill}: ${english} → ${name}`);
    }
    expect(missing).toEqual([]);
    expect(weapons.length).toBeGreaterThan(50);
  });

  it("a missile weapon's “in melee as” is the German name of the weapon it names", () => {
    const melee = german("melee-weapons");
    const ranged = german("ranged-weapons");
    for (const { doc } of sources.get("ranged-weapons") ?? []) {
      const meleeAs = ((doc.system ?? {}) as { ranged?: { meleeAs?: string } }).ranged?.meleeAs;
      if (!meleeAs) continue;
      const wanted = melee[meleeAs]?.name ?? ranged[meleeAs]?.name;
      expect([doc.name, (ranged[String(doc.name)] as { meleeAs?: string } | undefined)?.meleeAs]).toEqual([doc.name, wanted]);
    }
  });
});
