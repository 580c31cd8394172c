import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ClassicLevel } from "classic-level";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { checkIds, compileAllPacks, extractAllPacks, packManifest, readPack, RULES_SKILLS, SOURCE_ROOT, stableId, validateDocument } from "../../scripts/packs.ts";
import { embeddedItemKey, embeddedItemSlug } from "../../scripts/packs/ids.ts";
import { emptyStunTrack } from "../../src/rules/stun.ts";
import { emptyWoundTrack } from "../../src/rules/wounds.ts";
import { journalsOf, must, sources, type ItemDoc, type JournalDoc, type SkillSystem } from "./docs.ts";

type Doc = Record<string, unknown>;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "harnfudge-roundtrip-"));
const out = path.join(tmp, "packs");

beforeAll(async () => {
  await compileAllPacks(out);
}, 60_000);
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe("compile → extractPack round trip", () => {
  it("compiles one LevelDB pack per manifest entry", () => {
    for (const p of packManifest) expect(fs.existsSync(path.join(out, p.name, "CURRENT")), p.name).toBe(true);
  });

  it.each(packManifest.map((p) => p.name))("reads %s back (via the CLI's extractPack) equal to its sources", async (name) => {
    const fromPack = await readPack(path.join(out, name));
    const fromSource = (sources.get(name) ?? []).map((f) => f.doc);
    const byKey = (docs: Doc[]) => new Map(docs.map((d) => [String(d._key), d]));
    expect(byKey(fromPack)).toEqual(byKey(fromSource));
  });

  it("stores items, folders and journal pages under the keys Foundry expects", async () => {
    const db = new ClassicLevel<string, Doc>(path.join(out, "rules-journal"), { keyEncoding: "utf8", valueEncoding: "json" });
    const keys = await db.keys().all();
    await db.close();
    const journal: JournalDoc = must(journalsOf("rules-journal")[0], "journal");
    expect(keys).toContain(`!journal!${journal._id}`);
    for (const page of journal.pages) expect(keys).toContain(`!journal.pages!${journal._id}.${page._id}`);

    const items = new ClassicLevel<string, ItemDoc<SkillSystem>>(path.join(out, "skills"), { keyEncoding: "utf8", valueEncoding: "json" });
    const skillKeys = await items.keys().all();
    const sword = await items.get(`!items!${stableId("skills", "item", "sword")}`);
    await items.close();
    expect(skillKeys.filter((k) => k.startsWith("!items!"))).toHaveLength(77);
    expect(skillKeys.filter((k) => k.startsWith("!folders!"))).toHaveLength(4);
    expect(sword).toMatchObject({ name: "Sword", type: "skill", system: { key: "sword", default: -2 } });
    expect(sword).not.toHaveProperty("_stats");
  });

  it("extracts back into byte-identical YAML source files", async () => {
    const to = path.join(tmp, "extracted");
    await extractAllPacks(out, to);
    const list = (root: string) =>
      (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => f.endsWith(".yml")).sort();
    expect(list(to)).toEqual(list(SOURCE_ROOT));
    for (const rel of list(SOURCE_ROOT)) {
      expect(fs.readFileSync(path.join(to, rel), "utf8"), rel).toBe(fs.readFileSync(path.join(SOURCE_ROOT, rel), "utf8"));
    }
  });

  it("cleans Foundry noise (_stats, ownership, default model fields) when extracting an edited pack", async () => {
    const edited = path.join(tmp, "edited");
    fs.cpSync(out, edited, { recursive: true });
    const dbPath = path.join(edited, "skills");
    const db = new ClassicLevel<string, ItemDoc<SkillSystem>>(dbPath, { keyEncoding: "utf8", valueEncoding: "json" });
    const key = `!items!${stableId("skills", "item", "stealth")}`;
    const doc = must(await db.get(key), key);
    Object.assign(doc, {
      _stats: { coreVersion: "13.346", createdTime: 1, modifiedTime: 2, lastModifiedBy: "xyz" },
      ownership: { default: 0 },
      flags: {},
      sort: 0,
    });
    doc.system.advancement = { used: true, raisedInSession: null };
    doc.system.description = "<p>Edited in Foundry.</p>";
    await db.put(key, doc);
    await db.close();
    const docs = await readPack(dbPath);
    const stealth = must(docs.find((d) => d._key === key), "stealth") as unknown as ItemDoc<SkillSystem>;
    expect(Object.keys(stealth)).toEqual(["name", "type", "img", "system", "folder", "_id", "_key"].filter((k) => k in stealth));
    expect(stealth).not.toHaveProperty("_stats");
    expect(stealth).not.toHaveProperty("ownership");
    expect(stealth.system).not.toHaveProperty("advancement");
    expect(stealth.system.description).toBe("<p>Edited in Foundry.</p>");
  });
});

describe("an actor edited in Foundry", () => {
  it("extracts back to its source: noise, unhurt tracks and empty embedded collections dropped, token settings kept", async () => {
    const edited = path.join(tmp, "edited-actors");
    fs.cpSync(out, edited, { recursive: true });
    const dbPath = path.join(edited, "creatures");
    const bearId = stableId("creatures", "actor", "bear");
    const clawsId = stableId("creatures", "item", embeddedItemSlug("Bear", "weapon", "Claws"));
    const skillId = stableId("creatures", "item", embeddedItemSlug("Bear", "skill", "Unarmed"));
    const noise = { _stats: { coreVersion: "13.346", createdTime: 1 }, ownership: { default: 0 }, flags: {}, effects: [], sort: 0 };
    const db = new ClassicLevel<string, Doc>(dbPath, { keyEncoding: "utf8", valueEncoding: "json" });
    const bear = must(await db.get(`!actors!${bearId}`), "bear");
    const system = bear.system as Doc;
    Object.assign(bear, noise, { prototypeToken: { ...(bear.prototypeToken as Doc), name: "Bear", sight: { enabled: true, range: 30 } } });
    Object.assign(system, { wounds: emptyWoundTrack(), stun: emptyStunTrack() });
    await db.put(`!actors!${bearId}`, bear);
    const claws = must(await db.get(embeddedItemKey(bearId, clawsId)), "claws");
    await db.put(embeddedItemKey(bearId, clawsId), { ...claws, ...noise, folder: null });
    const skill = must(await db.get(embeddedItemKey(bearId, skillId)), "skill");
    (skill.system as Doc).advancement = { used: true, raisedInSession: null };
    await db.put(embeddedItemKey(bearId, skillId), { ...skill, ...noise, sort: 300000 });
    await db.close();

    const docs = await readPack(dbPath);
    const read = must(docs.find((d) => d._key === `!actors!${bearId}`), "read bear");
    const source = must(sources.get("creatures")?.find((f) => f.doc.name === "Bear"), "bear source").doc;
    const expected = structuredClone(source);
    expected.prototypeToken = { ...(source.prototypeToken as Doc), name: "Bear", sight: { enabled: true, range: 30 } };
    const items = expected.items as Doc[];
    const unarmed = must(items.find((i) => i._id === skillId), "unarmed");
    unarmed.sort = 300000;
    expect(read).toEqual(expected);
    const pack = must(packManifest.find((p) => p.name === "creatures"), "creatures pack");
    const folderIds = new Set((sources.get("creatures") ?? []).filter((f) => String(f.doc._key).startsWith("!folders!")).map((f) => String(f.doc._id)));
    expect(validateDocument(read, "bear.yml", { pack, skills: RULES_SKILLS, folderIds })).toEqual([]);
  });
});

describe("stable ids", () => {
  it("are deterministic 16-character alphanumerics", () => {
    expect(stableId("skills", "item", "sword")).toBe(stableId("skills", "item", "sword"));
    expect(stableId("skills", "item", "sword")).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(stableId("skills", "item", "sword")).not.toBe(stableId("melee-weapons", "item", "sword"));
    expect(stableId("skills", "item", "net")).not.toBe(stableId("skills", "folder", "net"));
  });

  it("are unique across every pack and all match their entries", () => {
    const ids = [...sources.values()].flat().map(({ doc }) => doc._id);
    for (const journal of journalsOf("rules-journal")) ids.push(...journal.pages.map((p) => p._id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(checkIds()).toEqual([]);
  });

  it("are repaired by `ids --fix` for actors and their embedded items too", () => {
    const root = fs.mkdtempSync(path.join(tmp, "ids-"));
    fs.cpSync(SOURCE_ROOT, root, { recursive: true });
    const file = path.join(root, "creatures", "animals", "bear.yml");
    const text = fs.readFileSync(file, "utf8");
    const bearId = stableId("creatures", "actor", "bear");
    const clawsId = stableId("creatures", "item", embeddedItemSlug("Bear", "weapon", "Claws"));
    fs.writeFileSync(file, text.replaceAll(bearId, "AAAAAAAAAAAAAAAA").replaceAll(clawsId, "BBBBBBBBBBBBBBBB"));
    const problems = checkIds(root, { fix: true });
    // The actor's id, key and every embedded key (they hold the actor's id), and the Claws' own id.
    expect(problems.map((p) => p.what)).toEqual(expect.arrayContaining(["_id", "_key", 'item "Claws" _id', 'item "Bite" _key']));
    expect(problems.filter((p) => p.what.endsWith("_id")).map((p) => p.what)).toEqual(["_id", 'item "Claws" _id']);
    expect(fs.readFileSync(file, "utf8")).toBe(text);
    expect(checkIds(root)).toEqual([]);
  });
});
