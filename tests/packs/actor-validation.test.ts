/** Validation of the Actor pack sources: the actor's fields, token defaults, and its embedded copies of Item pack entries. */
import { describe, expect, it } from "vitest";

import { packManifest, RULES_SKILLS, validateDocument, validateEmbeddedCopies } from "../../scripts/packs.ts";
import { asRecord, foldersOf, must, sources, type ActorDoc } from "./docs.ts";

const pack = must(
  packManifest.find((p) => p.name === "creatures"),
  "creatures",
);
const found = must(
  sources.get("creatures")?.find((f) => f.doc.name === "Town Guard"),
  "Town Guard",
);
const file = found.file;
const guard = () => structuredClone(found.doc) as unknown as ActorDoc;
const check = (doc: ActorDoc) =>
  validateDocument(asRecord(doc), file, { pack, skills: RULES_SKILLS, folderIds: new Set(foldersOf("creatures").keys()) });
const itemFiles = packManifest.filter((p) => p.type === "Item").flatMap((p) => sources.get(p.name) ?? []);
const copies = (doc: ActorDoc) => validateEmbeddedCopies([{ file, doc: asRecord(doc) }], itemFiles);
const item = (doc: ActorDoc, name: string, type: string) =>
  must(
    doc.items.find((i) => i.name === name && i.type === type),
    `${type} ${name}`,
  ) as { system: Record<string, unknown>; _id?: string };

describe("actor sources", () => {
  it("accept the shipped Town Guard", () => {
    expect(check(guard())).toEqual([]);
    expect(copies(guard())).toEqual([]);
  });

  const cases: [string, (d: ActorDoc) => void, RegExp][] = [
    ["an attribute off the ladder", (d) => (d.system.attributes.strength = 4), /system\.attributes\.strength: must be an integer from -3 to 3/],
    ["a Scale outside its bounds", (d) => (d.system.scale.mass = 21), /system\.scale\.mass: must be an integer from -20 to 20/],
    ["a token size that does not follow Mass Scale", (d) => (d.prototypeToken.width = 2), /prototypeToken\.width: must be 1 for Mass Scale 0/],
    ["a secret or unknown disposition", (d) => (d.prototypeToken.disposition = -2), /prototypeToken\.disposition: must be one of "-1", "0", "1"/],
    ["a linked token", (d) => (d.prototypeToken.actorLink = true), /prototypeToken\.actorLink: must be false/],
    ["a missing token field", (d) => Reflect.deleteProperty(d.prototypeToken, "disposition"), /prototypeToken\.disposition: missing field/],
    ["a wounded compendium creature", (d) => Object.assign(d.system, { stun: { stuns: 1, veryStunned: false, knockedOut: false } }), /system\.stun: must be unhurt/],
    ["an unknown system field", (d) => Object.assign(d.system, { hitPoints: 10 }), /system\.hitPoints: unknown field/],
    ["an actor type the pack does not hold", (d) => (d.type = "character"), /type: must be one of "npc"/],
    ["an embedded item with another item's id", (d) => (must(d.items[1], "item")._id = must(d.items[0], "item")._id), /items\[1\]\._id: .* does not match the stable id/],
    ["an embedded skill with a level off the ladder", (d) => (item(d, "Spear", "skill").system.level = 5), /items\[\d+\]\.system\.level: must be an integer from -3 to 3 or null/],
    ["an embedded skill with the wrong default", (d) => (item(d, "Spear", "skill").system.default = 0), /items\[\d+\]\.system\.default: must be -2 for spear \(rules 1\.1\.2\)/],
    ["an embedded weapon without a wounding kind", (d) => Reflect.deleteProperty(item(d, "Spear", "weapon").system, "wounding"), /items\[\d+\]\.system\.wounding: missing field/],
    ["an item type an actor cannot own", (d) => (must(d.items[0], "item").type = "spell"), /items\[0\]\.type: must be one of "skill", "weapon", "armor", "talent"/],
  ];
  it.each(cases)("rejects %s, naming the file and the field", (_label, mutate, message) => {
    const doc = guard();
    mutate(doc);
    const errors = check(doc);
    expect(
      errors.some((e) => e.startsWith(`${file}: `) && message.test(e)),
      errors.join("\n"),
    ).toBe(true);
  });

  it("rejects the same skill twice", () => {
    const doc = guard();
    const spear = item(doc, "Spear", "skill");
    doc.items.push({ ...structuredClone(spear), name: "Spear (again)", type: "skill" } as ActorDoc["items"][number]);
    expect(check(doc).join("\n")).toMatch(/system\.key: the actor has the skill "spear" twice/);
  });
});

describe("embedded copies of Item pack entries", () => {
  it("accept a changed skill level, a worn armor and an equipped weapon", () => {
    const doc = guard();
    item(doc, "Spear", "skill").system.level = 3;
    item(doc, "Kurbal", "armor").system.equipped = false;
    item(doc, "Club", "weapon").system.equipped = false;
    expect(copies(doc)).toEqual([]);
  });

  it("reject a carried weapon whose figures differ from the pack entry", () => {
    const doc = guard();
    (item(doc, "Spear", "weapon").system.melee as { strength: number }).strength = 5;
    expect(copies(doc)).toEqual([`${file}: items[8].system.melee: must equal the pack entry "Spear" ({"enabled":true,"strength":4,"skill":"spear"})`]);
  });

  it("reject an armor value, a description or an image that differs, and an item no pack holds", () => {
    const doc = guard();
    item(doc, "Kurbal", "armor").system.value = 3;
    item(doc, "Club", "weapon").system.description = "<p>A better club.</p>";
    const kurbal = must(
      doc.items.find((i) => i.name === "Kurbal"),
      "kurbal",
    );
    kurbal.img = "icons/svg/shield.svg";
    doc.items.push({ name: "Lightsaber", type: "weapon", system: {} });
    const errors = copies(doc);
    expect(errors).toContain(`${file}: items[11].system.value: must equal the pack entry "Kurbal" (2)`);
    expect(errors.some((e) => /items\[9\]\.system\.description: must equal the pack entry "Club"/.test(e))).toBe(true);
    expect(errors.some((e) => /items\[11\]\.img: must be the pack entry's/.test(e))).toBe(true);
    expect(errors).toContain(`${file}: items[12]: no weapon named "Lightsaber" in the Item packs to copy from`);
  });
});
