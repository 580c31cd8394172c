import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import YAML from "yaml";

import {
  collectSourceErrors,
  compileAllPacks,
  packManifest,
  PackValidationError,
  SOURCE_ROOT,
  validateAllSources,
  validateDocument,
  RULES_SKILLS,
} from "../../scripts/packs.ts";
import { asRecord, foldersOf, must, sourceEntry, sources, type ArmorSystem, type ItemDoc, type SkillSystem, type TalentSystem, type WeaponSystem } from "./docs.ts";

type Mutation = (d: ItemDoc<WeaponSystem>) => void;
const pack = (name: string) => must(packManifest.find((p) => p.name === name), name);
const folderIds = (packName: string) => new Set(foldersOf(packName).keys());
const check = (packName: string, doc: object, file: string) =>
  validateDocument(asRecord(doc), file, { pack: pack(packName), skills: RULES_SKILLS, folderIds: folderIds(packName) });

describe("source validation", () => {
  it("accepts every shipped source", () => {
    expect(collectSourceErrors(sources)).toEqual([]);
    expect(() => validateAllSources()).not.toThrow();
  });

  const { file, doc: battlesword } = sourceEntry<WeaponSystem>("melee-weapons", "Battlesword");
  const cases: [string, Mutation, RegExp][] = [
    ["unknown skill key", (d) => (d.system.melee.skill = "lightsaber"), /system\.melee\.skill: unknown skill key "lightsaber"/],
    ["a non-weapon skill", (d) => (d.system.melee.skill = "dodge"), /system\.melee\.skill: skill "dodge" is not a weapon skill/],
    ["strength above WEAPON_STRENGTH_MAX", (d) => (d.system.melee.strength = 11), /system\.melee\.strength: must be an integer from -3 to 10/],
    ["strength below WEAPON_STRENGTH_MIN", (d) => (d.system.melee.strength = -4), /system\.melee\.strength: must be an integer from -3 to 10/],
    ["fractional strength", (d) => (d.system.melee.strength = 2.5), /system\.melee\.strength/],
    ["wrong legal class", (d) => (d.system.legalClass = "noble"), /system\.legalClass: must be one of "chivalric", "free", "peasant", got "noble"/],
    ["wrong variant kind", (d) => (d.system.variant.kind = "flaming"), /system\.variant\.kind: must be one of/],
    ["missing field", (d) => Reflect.deleteProperty(d.system, "equipped"), /system\.equipped: missing field/],
    ["missing nested field", (d) => Reflect.deleteProperty(d.system.ranged, "range"), /system\.ranged\.range: missing field/],
    ["unknown field", (d) => Object.assign(d.system, { damage: 3 }), /system\.damage: unknown field/],
    ["no mode enabled", (d) => (d.system.melee.enabled = false), /a weapon needs melee or ranged enabled/],
    ["wrong item type for the pack", (d) => (d.type = "armor"), /type: must be one of "weapon"/],
    ["missing _id", (d) => Reflect.deleteProperty(d, "_id"), /_id: missing or not 16 alphanumeric/],
    ["an id that is not the stable one", (d) => (d._id = "AAAAAAAAAAAAAAAA"), /_id: AAAAAAAAAAAAAAAA does not match the stable id/],
    ["bad _key", (d) => (d._key = `!scenes!${d._id}`), /_key: missing or not a pack key/],
    ["an actor's key in an Item pack", (d) => (d._key = `!actors!${d._id}`), /_key: a Item pack cannot hold actors/],
    ["mismatched _key", (d) => (d._key = "!items!AAAAAAAAAAAAAAAA"), /_key: must be "!items!/],
    ["unknown folder", (d) => (d.folder = "AAAAAAAAAAAAAAAA"), /folder: unknown folder id/],
    ["non-HTML description", (d) => (d.system.description = "plain text"), /system\.description: must be HTML/],
    ["equipped in the compendium", (d) => (d.system.equipped = true), /system\.equipped: must be false/],
    ["a missing wounding kind", (d) => Reflect.deleteProperty(d.system, "wounding"), /system\.wounding: missing field/],
    ["an unknown wounding kind", (d) => (d.system.wounding = "fiery"), /system\.wounding: must be one of "edged", "blunt", "entangling", got "fiery"/],
    ["an entangling weapon with a strength", (d) => (d.system.wounding = "entangling"), /system\.wounding: an entangling weapon does no damage/],
  ];
  it.each(cases)("rejects %s, naming the file", (_label, mutate, message) => {
    const doc = structuredClone(battlesword);
    mutate(doc);
    const errors = check("melee-weapons", doc, file);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.some((e) => e.startsWith(`${file}: `) && message.test(e)), errors.join("\n")).toBe(true);
  });

  it("rejects a weapon without any strength (the Net) that is not entangling", () => {
    const { file: f, doc: net } = sourceEntry<WeaponSystem>("melee-weapons", "Net");
    expect(check("melee-weapons", net, f)).toEqual([]);
    net.system.wounding = "blunt";
    expect(check("melee-weapons", net, f)).toEqual([`${f}: system.wounding: a weapon without a strength does no damage: it must be "entangling"`]);
  });

  it("rejects a skill whose default differs from the rules, or an unknown skill key", () => {
    const { file: f, doc } = sourceEntry<SkillSystem>("skills", "Club");
    doc.system.default = -2;
    expect(check("skills", doc, f)).toEqual([`${f}: system.default: must be -1 for club (rules 1.1.2), got -2`]);
    const { doc: doc2 } = sourceEntry<SkillSystem>("skills", "Club");
    doc2.system.key = "clubbing";
    expect(check("skills", doc2, f).join("\n")).toMatch(/system\.key: unknown skill key "clubbing"/);
    const { doc: doc3 } = sourceEntry<SkillSystem>("skills", "Club");
    doc3.system.level = 4;
    expect(check("skills", doc3, f).join("\n")).toMatch(/system\.level: must be an integer from -3 to 3 or null/);
  });

  it("rejects bad armor values and talent keys/choices", () => {
    const { file: af, doc: plate } = sourceEntry<ArmorSystem>("armor", "Plate");
    plate.system.value = 11;
    expect(check("armor", plate, af).join("\n")).toMatch(/system\.value: must be an integer from 0 to 10/);
    const { file: tf, doc: lucky } = sourceEntry<TalentSystem>("talents", "Lucky");
    lucky.system.key = "veryLucky";
    expect(check("talents", lucky, tf).join("\n")).toMatch(/system\.key: must be one of/);
    const { doc: lucky2 } = sourceEntry<TalentSystem>("talents", "Lucky");
    lucky2.system.choice = "vision";
    expect(check("talents", lucky2, tf).join("\n")).toMatch(/system\.choice: must be "" for "lucky"/);
    const { doc: acute } = sourceEntry<TalentSystem>("talents", "Acute Sense");
    acute.system.choice = "sixthSense";
    expect(check("talents", acute, tf).join("\n")).toMatch(/system\.choice: must be one of "vision"/);
    acute.system.choice = "hearing";
    expect(check("talents", acute, tf)).toEqual([]);
  });

  describe("compileAllPacks on broken sources", () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "harnfudge-badpacks-"));
    afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

    const copy = () => {
      const root = fs.mkdtempSync(path.join(tmp, "src-"));
      fs.cpSync(SOURCE_ROOT, root, { recursive: true });
      return root;
    };
    const edit = (file: string, fn: (d: ItemDoc<WeaponSystem>) => void) => {
      const doc = YAML.parse(fs.readFileSync(file, "utf8")) as ItemDoc<WeaponSystem>;
      fn(doc);
      fs.writeFileSync(file, YAML.stringify(doc));
    };

    it("fails the build with the file name of the bad entry, and writes no pack", async () => {
      const root = copy();
      const bad = path.join(root, "melee-weapons", "swords", "battlesword.yml");
      edit(bad, (d) => (d.system.melee.strength = 99));
      const out = path.join(tmp, "out-bad");
      const err = await compileAllPacks(out, { sourceRoot: root }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(PackValidationError);
      expect((err as PackValidationError).message).toContain(`${bad}: system.melee.strength: must be an integer from -3 to 10 or null, got 99`);
      expect(fs.existsSync(out)).toBe(false);
    });

    it("fails on a duplicated id and on a missing skill", async () => {
      const root = copy();
      const dup = path.join(root, "armor", "plate-copy.yml");
      fs.copyFileSync(path.join(root, "armor", "plate.yml"), dup);
      fs.rmSync(path.join(root, "skills", "lore-craft", "tarotry.yml"));
      const err = (await compileAllPacks(path.join(tmp, "out-dup"), { sourceRoot: root }).catch((e: unknown) => e)) as PackValidationError;
      expect(err).toBeInstanceOf(PackValidationError);
      expect(err.errors.some((e) => /_id: duplicate id/.test(e) && e.includes(dup))).toBe(true);
      expect(err.errors.some((e) => /missing skill "tarotry"/.test(e))).toBe(true);
    });

    it("fails when a ranged weapon's melee stand-in disagrees with that weapon", async () => {
      const root = copy();
      const bow = path.join(root, "ranged-weapons", "bows", "hartbow.yml"); // a bow no actor carries: only its own entry is wrong
      edit(bow, (d) => (d.system.melee.strength = 2));
      const err = (await compileAllPacks(path.join(tmp, "out-meleeas"), { sourceRoot: root }).catch((e: unknown) => e)) as PackValidationError;
      expect(err.errors).toEqual([`${bow}: system.melee: must match Stick (strength 1, skill club), got strength 2, skill club`]);
    });
  });
});
