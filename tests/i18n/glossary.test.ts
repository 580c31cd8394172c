/**
 * One German game (issue 21, item 14): the UI, the compendiums and the journal follow
 * docs/glossary.md. Its tables are read here, not copied: a term added there is checked at once.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

import { germanPackTexts, germanTexts, langTree, lookup, readGlossary, textPairs } from "./glossary-source";
import { BABELE_ROOT, loadAllSources, translationPath, type TranslationFile } from "../../scripts/packs";
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

describe("one German verb for each action (docs/glossary.md, Actions)", () => {
  /** A form as a pattern: "trage … ein" finds "trage den Treffer bei {target} ein". */
  const formPattern = (form: string) =>
    new RegExp(
      `(?<![\\p{L}])${form
        .split("…")
        .map((part) => escape(part.trim()))
        .join("(?:\\s+\\S+)*?\\s+")}(?![\\p{L}])`,
      "u",
    );
  /** A never word or phrase: whole words, case as written. */
  const phrase = (words: string) => new RegExp(`(?<![\\p{L}])${escape(words).replace(/ /g, "\\s+")}(?![\\p{L}])`, "u");

  it("the table holds the actions, each with its forms and keys", () => {
    expect(glossary.actions.map((a) => a.german)).toEqual(
      expect.arrayContaining(["eintragen", "rückgängig machen", "ruhen", "abwehren", "anvisieren"]),
    );
    for (const action of glossary.actions)
      expect([action.english, action.forms.length > 0, action.keys.length > 0]).toEqual([action.english, true, true]);
    expect(formPattern("trage … ein").test("trage den Treffer bei {target} ein")).toBe(true);
    expect(formPattern("trage … ein").test("wende den Treffer auf {target} an")).toBe(false);
  });

  it.each(glossary.actions)("“$english” is “$german” on every button, status line and hint that names it", (action) => {
    const wrong = action.keys.filter((key) => !action.forms.some((form) => formPattern(form).test(lookup(de, key))));
    expect(wrong).toEqual([]);
  });

  it.each(glossary.actions)("no German text says “$english” another way ($never)", (action) => {
    const found = action.never.flatMap((words) =>
      texts.filter((t) => phrase(words).test(t.text)).map((t) => `${words}: ${t.where}`),
    );
    expect(found).toEqual([]);
  });
});

describe("the German compendiums as Babele shows them", () => {
  const packTexts = germanPackTexts();
  const read = (pack: string) => readTranslation(translationPath(BABELE_ROOT, "de", pack));

  it("are read field by field: embedded items' subjects, melee stand-ins and a character's native language are in", () => {
    const corin = packTexts.filter((t) => t.where.startsWith("pregens (as shown): Corin Ashwood"));
    expect(corin.find((t) => t.where.endsWith("system.nativeLanguage"))?.text).toBe("Hârnisch");
    expect(corin.filter((t) => t.where.endsWith("system.specialization")).map((t) => t.text)).toContain("Hârnisch");
    expect(corin.filter((t) => t.where.endsWith("system.ranged.meleeAs")).map((t) => t.text)).toContain("Stock");
    const idrena = packTexts.filter((t) => t.where.startsWith("pregens (as shown): Lady Idrena Vosk"));
    expect(idrena.filter((t) => t.where.endsWith("system.specialization")).map((t) => t.text)).toContain("Laute");
  });

  it("would find “Stick” or “Hârnic” left in a German pack field (the check can fail)", () => {
    const stripped = (pack: string): TranslationFile | null => {
      const file = read(pack);
      if (!file || pack !== "pregens") return file;
      const copy = structuredClone(file);
      for (const entry of Object.values(copy.entries)) {
        delete entry.nativeLanguage;
        for (const item of Object.values(entry.items ?? {})) {
          delete item.specialization;
          delete item.meleeAs;
        }
      }
      return copy;
    };
    const english = germanPackTexts(stripped);
    expect(english.filter((t) => wordPattern("Hârnic").test(t.text)).length).toBeGreaterThan(6);
    expect(english.some((t) => t.where.endsWith("system.ranged.meleeAs") && wordPattern("Stick").test(t.text))).toBe(true);
    expect(packTexts.filter((t) => wordPattern("Hârnic").test(t.text) || wordPattern("Stick").test(t.text))).toEqual([]);
  });
});

describe("one way to write numbers and rule references", () => {
  it("cites a rule as “Regel 3.2.1”, never “Regeln 3.2.1”", () => {
    expect(texts.filter((t) => /\bRegeln \d/.test(t.text)).map((t) => t.where)).toEqual([]);
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
