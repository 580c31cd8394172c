import { describe, expect, it } from "vitest";
import { KNOWN_SUBJECTS, canonicalSubject, isSubjectSkill, subjectChoices } from "./subjects";
import { sameSubject, subjectKey } from "./subject-key";

describe("subjects of per-subject skills (rules 1.1.2.2)", () => {
  it("rules 1.1.2.2: one language is one skill however it is spelled: 'Harnic' is 'Hârnic'", () => {
    expect(sameSubject("Harnic", "Hârnic")).toBe(true);
    expect(sameSubject("  hÂrnic ", "Hârnic")).toBe(true);
    expect(sameSubject("HARNIC", "hârnic")).toBe(true);
    expect(sameSubject("Jarinese", "Hârnic")).toBe(false);
    expect(sameSubject("Harnics", "Hârnic")).toBe(false);
  });

  it("rules 1.1.2.2: a deity's name matches with any apostrophe, and words with any spaces between them", () => {
    expect(sameSubject("save-k’nor", "Save-K'nor")).toBe(true);
    expect(sameSubject("Save-K`nor", "Save-K'nor")).toBe(true);
    expect(sameSubject("Save-Knor", "Save-K'nor")).toBe(false);
    expect(sameSubject("Old  Hârnic", "old hârnic")).toBe(true);
    expect(sameSubject("Oldhârnic", "old hârnic")).toBe(false);
  });

  it("an empty subject matches only an empty one", () => {
    expect(sameSubject("", "   ")).toBe(true);
    expect(sameSubject("", "Lakise")).toBe(false);
    expect(subjectKey(" \u00e9  Lu\u0301te ")).toBe("e lute");
  });

  it("rules 1.1.2.2: the scripts and instruments the rules name are known subjects", () => {
    expect(KNOWN_SUBJECTS.script).toEqual(["Lakise", "Runic", "Selenian"]);
    expect(KNOWN_SUBJECTS.musician).toEqual(["Drum", "Flute", "Harp", "Horn", "Pipes", "Lute"]);
    expect(KNOWN_SUBJECTS.language).toContain("Hârnic");
    expect(KNOWN_SUBJECTS.religion).toEqual(expect.arrayContaining(["Larani", "Peoni", "Save-K'nor", "Naveh"]));
    expect(isSubjectSkill("language")).toBe(true);
    expect(isSubjectSkill("religion")).toBe(true);
    expect(isSubjectSkill("sword")).toBe(false);
  });

  it("keeps the known spelling of a typed subject, or one used before, else the text as typed", () => {
    expect(canonicalSubject("language", "harnic")).toBe("Hârnic");
    expect(canonicalSubject("religion", " save-k’nor ")).toBe("Save-K'nor");
    expect(canonicalSubject("language", "old  hârnic ", ["Old Hârnic"])).toBe("Old Hârnic");
    expect(canonicalSubject("language", "  Trierzi  dialect ")).toBe("Trierzi dialect");
    expect(canonicalSubject("sword", "harnic")).toBe("harnic");
    expect(canonicalSubject("language", "   ")).toBe("");
  });

  it("offers the known subjects first, then the world's others, each once", () => {
    expect(subjectChoices("script", ["Khruni", "lakise", "  ", "Khruni "])).toEqual(["Lakise", "Runic", "Selenian", "Khruni"]);
    expect(subjectChoices("sword", ["Bastard"])).toEqual(["Bastard"]);
    expect(subjectChoices("language")).toEqual([...KNOWN_SUBJECTS.language]);
  });
});
