/**
 * The ready-made characters (pack `pregens`, issue 20): each is built within the creation rules
 * (rules 1.3: 64 CP, attribute and skill limits, talents), checked by the rules core's creation
 * validator on exactly the input the character sheet hands it; together they cover the social
 * classes and the party's roles; their gear is copied from our Item packs and legal for their
 * class; and the pack validator refuses a character that is not ready to play.
 */
import { describe, expect, it } from "vitest";

import { packManifest, RULES_SKILLS, validateDocument, validateEmbeddedCopies } from "../../scripts/packs.ts";
import {
  ATTRIBUTE_KEYS,
  STARTING_CP,
  emptyStunTrack,
  emptyWoundTrack,
  languageCapWarnings,
  validateCreation,
  type AttributeKey,
  type KnownSkill,
  type SocialClass,
} from "../../src/rules";
import { creationInput } from "../../src/sheets/context/creation.ts";
import type { CharacterData, PlainItem } from "../../src/sheets/context/types.ts";
import { asRecord, must, sources, type ActorDoc } from "./docs.ts";

interface PregenDoc extends ActorDoc {
  system: ActorDoc["system"] & {
    socialClass: SocialClass;
    nativeLanguage: string;
    religion: string;
    creation: { finished: boolean; talents: string[] };
  };
}

const files = sources.get("pregens") ?? [];
// The YAML sources are untyped; the pack validator checks their shape.
const pregens = files.map((f) => f.doc as unknown as PregenDoc);
const pack = must(
  packManifest.find((p) => p.name === "pregens"),
  "pregens",
);

/** The actor's data as the sheet reads it: the stored fields, with the model's initial values for those the source leaves out. */
function characterData(doc: PregenDoc): CharacterData {
  const fresh = { used: true, raisedInSession: null };
  return {
    ...doc.system,
    wounds: emptyWoundTrack(),
    stun: emptyStunTrack(),
    cp: { total: STARTING_CP },
    ep: { earned: 0, spent: 0 },
    attributeAdvancement: Object.fromEntries(ATTRIBUTE_KEYS.map((key) => [key, fresh])) as Record<AttributeKey, typeof fresh>,
  };
}

/** The embedded items as the sheet's plain items (the YAML sources are untyped; the pack validator checked their shape). */
function plainItems(doc: PregenDoc): PlainItem[] {
  return doc.items.map((item, sort) => ({ ...item, id: item._id ?? "", img: item.img ?? "", sort }) as unknown as PlainItem);
}

/** The actor's skills as the rules core's skill caps read them (src/sheets/context/skill-limits.ts hands it the same). */
const knownSkills = (doc: PregenDoc): KnownSkill[] =>
  doc.items
    .filter((i) => i.type === "skill")
    .map((i) => i.system as { key: string; level: number; specialization: string })
    .map((s) => ({ key: s.key, level: s.level, subject: s.specialization }));

const report = (doc: PregenDoc) => validateCreation(creationInput(characterData(doc), plainItems(doc)));
const skillLevel = (doc: PregenDoc, key: string): number | null => {
  const skill = doc.items.find((i) => i.type === "skill" && (i.system as { key: string }).key === key);
  return skill ? (skill.system as { level: number | null }).level : null;
};

describe("ready-made characters", () => {
  it("are at least six player characters", () => {
    expect(pregens.length).toBeGreaterThanOrEqual(6);
    for (const doc of pregens) expect(doc.type, doc.name).toBe("character");
  });

  it.each(pregens.map((doc) => [doc.name, doc] as const))("%s is valid by the creation validator: all 64 CP spent, no problem at all", (_name, doc) => {
    const result = report(doc);
    expect(result.problems).toEqual([]);
    expect(result.valid).toBe(true);
    expect(result.cpSpent).toBe(STARTING_CP);
    expect(result.attributeLevelsSpent).toBe(2);
  });

  it.each(pregens.map((doc) => [doc.name, doc] as const))("%s keeps to the skill caps: Oratory and Rhetoric no higher than a language spoken (rules 1.1.2.2)", (_name, doc) => {
    expect(languageCapWarnings(knownSkills(doc))).toEqual([]);
  });

  it("the caps would catch Rhetoric above the only language (the check can fail)", () => {
    const idrena = structuredClone(must(pregens.find((d) => d.name === "Lady Idrena Vosk"), "the scholar"));
    const language = must(idrena.items.find((i) => i.type === "skill" && (i.system as { key: string }).key === "language"), "Language");
    (language.system as { level: number }).level = 0; // Good → Fair, below her Good Rhetoric
    expect(languageCapWarnings(knownSkills(idrena))).toEqual([
      { code: "HARNFUDGE.SkillCap.AboveEveryLanguage", data: { skill: "rhetoric", level: 1, languageLevel: 0 }, severity: "warning" },
    ]);
  });

  it("the validator would refuse one that overspends or breaks the limits (the check can fail)", () => {
    const knight = structuredClone(must(pregens.find((d) => d.name === "Sir Tarvin of Hollowmere"), "the knight"));
    const dodge = must(knight.items.find((i) => i.type === "skill" && (i.system as { key: string }).key === "dodge"), "Dodge");
    (dodge.system as { level: number }).level = 3; // Good → Superb: 12 CP more, still within the limits by conversion (15 of 16 units)
    expect(report(knight).problems.map((p) => p.code)).toEqual(["HARNFUDGE.Creation.CpOverspent"]);
    expect(report(knight).valid).toBe(false);
    const riding = must(knight.items.find((i) => i.type === "skill" && (i.system as { key: string }).key === "riding"), "Riding");
    (riding.system as { level: number }).level = 3; // Great → Superb as well: 17 units
    expect(report(knight).problems.map((p) => p.code)).toEqual(["HARNFUDGE.Creation.SkillLimits", "HARNFUDGE.Creation.CpOverspent"]);
  });

  it("come from every social class: noble, freeman and serf", () => {
    expect(new Set(pregens.map((d) => d.system.socialClass))).toEqual(new Set(["noble", "freeman", "serf"]));
  });

  it("cover the party's roles: a fighter, a healer, a scout and a scholar", () => {
    const weaponSkills = ["sword", "club", "axe", "spear", "polearm", "flail"];
    const roles = {
      fighter: (d: PregenDoc) => weaponSkills.some((k) => (skillLevel(d, k) ?? -9) >= 2),
      // Herblore: the world's healing skill by default (the healingSkills setting).
      healer: (d: PregenDoc) => (skillLevel(d, "herblore") ?? -9) >= 2,
      scout: (d: PregenDoc) => (skillLevel(d, "stealth") ?? -9) >= 1 && (skillLevel(d, "tracking") ?? -9) >= 1,
      scholar: (d: PregenDoc) => (skillLevel(d, "script") ?? -9) >= 2 && (skillLevel(d, "law") ?? -9) >= 1,
    };
    for (const [role, has] of Object.entries(roles)) expect(pregens.filter(has).length, role).toBeGreaterThan(0);
  });

  it("carry weapons and armor copied from our Item packs, and can use the weapons they hold ready", () => {
    const itemFiles = packManifest.filter((p) => p.type === "Item").flatMap((p) => sources.get(p.name) ?? []);
    expect(validateEmbeddedCopies(files, itemFiles)).toEqual([]);
    for (const doc of pregens) {
      const weapons = doc.items.filter((i) => i.type === "weapon") as unknown as { name: string; system: { equipped: boolean; melee: { enabled: boolean; skill: string }; ranged: { enabled: boolean; skill: string } } }[];
      const ready = weapons.filter((w) => w.system.equipped);
      expect(ready.length, `${doc.name} holds a weapon ready`).toBeGreaterThan(0);
      for (const weapon of ready) {
        // Its main use: a missile weapon's shot, else its melee mode.
        const skill = weapon.system.ranged.enabled ? weapon.system.ranged.skill : weapon.system.melee.skill;
        expect(skillLevel(doc, skill), `${doc.name}: ${weapon.name} (${skill})`).not.toBeNull();
      }
    }
  });

  it("are finished, linked, friendly and each one's own in the pack validator", () => {
    for (const { file, doc } of files) {
      expect(validateDocument(doc, file, { pack, skills: RULES_SKILLS, folderIds: new Set() })).toEqual([]);
    }
    expect(new Set(pregens.map((d) => d.name)).size).toBe(pregens.length);
  });
});

describe("the pack validator refuses a ready-made character", () => {
  const found = must(
    files.find((f) => (f.doc as unknown as PregenDoc).system.socialClass === "serf"),
    "a serf",
  );
  const check = (mutate: (doc: PregenDoc) => void) => {
    const doc = structuredClone(found.doc) as unknown as PregenDoc;
    mutate(doc);
    return validateDocument(asRecord(doc), found.file, { pack, skills: RULES_SKILLS, folderIds: new Set() }).join("\n");
  };
  const broadsword = must(
    sources.get("melee-weapons")?.find((f) => f.doc.name === "Broadsword"),
    "Broadsword",
  ).doc;

  const rhetoric = must(
    sources.get("skills")?.find((f) => f.doc.name === "Rhetoric"),
    "Rhetoric",
  ).doc as { system: Record<string, unknown> };

  it.each([
    ["whose token is not linked", (d: PregenDoc) => (d.prototypeToken.actorLink = false), /prototypeToken\.actorLink: must be true/],
    ["that is hostile", (d: PregenDoc) => (d.prototypeToken.disposition = -1), /prototypeToken\.disposition: must be 1/],
    ["whose creation is not finished", (d: PregenDoc) => (d.system.creation.finished = false), /system\.creation\.finished: must be true/],
    ["whose recorded talents are not its talents", (d: PregenDoc) => (d.system.creation.talents = ["lucky"]), /system\.creation\.talents: must list the talents/],
    ["without a native language", (d: PregenDoc) => (d.system.nativeLanguage = ""), /system\.nativeLanguage: a ready-made character speaks/],
    ["of no social class", (d: PregenDoc) => Object.assign(d.system, { socialClass: "burgher" }), /system\.socialClass: must be one of "noble", "freeman", "serf"/],
    ["that has spent EP", (d: PregenDoc) => Object.assign(d.system, { ep: { earned: 5, spent: 5 } }), /system\.ep: must be as new/],
    [
      "a serf carrying a knight's sword",
      (d: PregenDoc) => d.items.push({ ...structuredClone(broadsword), _id: undefined, _key: undefined } as unknown as PregenDoc["items"][number]),
      /a serf may not carry Broadsword \(chivalric, rules 3\.5\)/,
    ],
    [
      "a weapon of no legal class (reported by the item check, without stopping the validator)",
      (d: PregenDoc) => Object.assign(must(d.items.find((i) => i.type === "weapon"), "weapon").system, { legalClass: "royal" }),
      /legalClass: must be one of "chivalric", "free", "peasant"/,
    ],
    [
      "whose Rhetoric is above every language (rules 1.1.2.2)",
      (d: PregenDoc) => d.items.push({ ...structuredClone(rhetoric), system: { ...structuredClone(rhetoric.system), level: 1 }, _id: undefined, _key: undefined } as unknown as PregenDoc["items"][number]),
      /items: rhetoric at level 1 is above every language the actor speaks \(best 0, rules 1\.1\.2\.2\)/,
    ],
    [
      "a serf in leather (the armor type is data: the item's armorType, rules 3.5.3)",
      (d: PregenDoc) =>
        Object.assign(must(d.items.find((i) => i.type === "armor"), "armor"), {
          name: "Leather",
          system: { value: 1, armorType: "leather", equipped: true, description: "" },
        }),
      /a serf may not wear Leather \(rules 3\.5\.3\)/,
    ],
  ])("%s", (_label, mutate, message) => {
    expect(check(mutate)).toMatch(message);
  });
});
