/**
 * The rules the sheets apply in play (issue 11): the "creation finished" mark (rules 1.3, 1.4, 4),
 * Oratory and Rhetoric capped by the speaker's languages (1.1.2.2), "the lower of" two skills for
 * building locks and buildings (1.1.2.4), the armor a serf may legally wear (3.5.3), raises that ask
 * the GM (1.4), and the GM's Strenuous… and After the fight buttons — from the context builders and
 * through the real templates.
 */
import { describe, expect, it } from "vitest";
import { createRenderer } from "../../scripts/render/harness";
import { characterSheet, npcSheet } from "../../scripts/render/sheets";
import {
  bearFixture,
  characterFixture,
  finishedCreationFixture,
  oratorFixture,
  serfFixture,
  skill,
} from "../../scripts/render/fixtures";
import { buildCharacterContext } from "../../src/sheets/context/character";
import { armorKeyOfItem } from "../../src/sheets/context/combat";
import { creationTalentKeys } from "../../src/sheets/context/creation";
import { skillLimitNotes } from "../../src/sheets/context/skill-limits";
import type { PlainItem } from "../../src/sheets/context/types";
import { initialViewState } from "../../src/sheets/view-state";

const r = createRenderer();
const i18n = r.i18n;
const play = initialViewState("play");
const rows = (context: ReturnType<typeof buildCharacterContext>) => context.skillGroups.flatMap((g) => g.skills);
type SkillItem = Extract<PlainItem, { type: "skill" }>;
const skills = (...items: PlainItem[]) => items.filter((i): i is SkillItem => i.type === "skill");

describe("creation finished (rules 1.3: 64 CP and starting limits; 1.4: EP takes over; 4: talents at creation only)", () => {
  it("during creation the budget and starting limits are problems; once finished they are not, the CP figures stay", () => {
    const during = buildCharacterContext(characterFixture(i18n));
    const after = buildCharacterContext(finishedCreationFixture(i18n));
    const messages = (c: typeof during) => c.creation.problems.map((p) => p.message);
    expect(during.creation.overBudget).toBe(true);
    expect(messages(during)).toEqual(["69 CP spent, 64 available."]);
    expect(after.creation.overBudget).toBe(false);
    // Only the talent bought later remains (next test); the budget is no longer a problem.
    expect(messages(after)).toEqual([
      "The talent Danger Sense was added after creation: talents may only be purchased during character creation.",
    ]);
    expect(after.creation.problemsText).toBe("1 to check on Points & XP");
    expect(after.creation.cpSpent).toBe(during.creation.cpSpent);
  });

  it("a talent not held when creation was finished is warned about, on Points & XP and on its row; the others are not", () => {
    const context = buildCharacterContext(finishedCreationFixture(i18n));
    const warning = "The talent Danger Sense was added after creation: talents may only be purchased during character creation.";
    expect(context.creation.problems.map((p) => p.message)).toContain(warning);
    expect(context.talents.map((t) => [t.key, t.warning])).toEqual([
      ["acuteSense", ""],
      ["fortitude", ""],
      ["dangerSense", warning],
    ]);
    // During creation no talent is "late".
    expect(buildCharacterContext(characterFixture(i18n)).talents.every((t) => t.warning === "")).toBe(true);
  });

  it("records the talents held when it is finished: each known key once", () => {
    const items = characterFixture(i18n).items;
    expect(creationTalentKeys(items)).toEqual(["acuteSense", "fortitude", "dangerSense"]);
  });

  it("the owner (or GM) may finish it; only the GM may reopen it", () => {
    const player = buildCharacterContext(characterFixture(i18n));
    expect(player.creationMark).toMatchObject({ finished: false, canFinish: true, canReopen: false });
    const finishedPlayer = buildCharacterContext(finishedCreationFixture(i18n));
    expect(finishedPlayer.creationMark).toMatchObject({ finished: true, canFinish: false, canReopen: false });
    const finishedGM = buildCharacterContext({ ...finishedCreationFixture(i18n), isGM: true });
    expect(finishedGM.creationMark).toMatchObject({ canReopen: true });
    const observer = buildCharacterContext({ ...characterFixture(i18n), editable: false });
    expect(observer.creationMark.canFinish).toBe(false);
  });

  it("renders Finish for the owner during creation and Reopen for the GM after it", () => {
    const html = (input: Parameters<typeof characterSheet>[2]) =>
      characterSheet(r, "advancement", input, play).parts.find((p) => p.id === "advancement")?.html ?? "";
    const during = html(characterFixture(i18n));
    expect(during).toContain('data-action="finishCreation"');
    expect(during).not.toContain('data-action="reopenCreation"');
    expect(during).toContain("(remaining: -5)");
    const afterGM = html({ ...finishedCreationFixture(i18n), isGM: true });
    expect(afterGM).toContain('data-action="reopenCreation"');
    expect(afterGM).not.toContain('data-action="finishCreation"');
    expect(afterGM).not.toContain("remaining:");
    expect(html(finishedCreationFixture(i18n))).not.toMatch(/data-action="(finish|reopen)Creation"/);
  });
});

describe("skill caps (rules 1.1.2.2, 1.1.2.4)", () => {
  it("warns on Oratory above every language the speaker has; Rhetoric at Mediocre under Fair Hârnic is fine", () => {
    const byKey = new Map(rows(buildCharacterContext(oratorFixture(i18n))).map((row) => [row.key, row]));
    expect(byKey.get("oratory")?.warning).toBe(
      "Oratory (Good) is above every language the character speaks (best Fair): it cannot be used above the language’s level.",
    );
    expect(byKey.get("rhetoric")?.warning).toBe("");
    const html = characterSheet(r, "skills", oratorFixture(i18n), play).parts.find((p) => p.id === "skills")?.html ?? "";
    expect(html).toMatch(/class="hf-skill-cap" role="img" aria-label="Oratory \(Good\) is above every language/);
  });

  it("compares with the best language, and with Terrible when the character speaks none", () => {
    const fluent = skillLimitNotes(
      skills(skill("oratory", 1), skill("language", 1, "Hârnic"), skill("language", -2, "Jarinese")),
      i18n,
    );
    expect(fluent.warnings.size).toBe(0);
    const mute = skillLimitNotes(skills(skill("rhetoric", -2)), i18n);
    expect(mute.warnings.get("rhetoric")).toMatch(/best Terrible/);
  });

  it("names the level locks and buildings are made at: the lower of the two skills, and which one limits it", () => {
    const byKey = new Map(rows(buildCharacterContext(oratorFixture(i18n))).map((row) => [row.key, row]));
    const lock =
      "To construct locks and other small mechanisms: the lower of Lockcraft and Metalcraft, Poor (limited by Metalcraft).";
    expect(byKey.get("lockcraft")?.summary).toContain(lock);
    expect(byKey.get("metalcraft")?.summary).toContain(lock);
    // Engineering has default None: untrained, buildings cannot be built at all.
    const notes = skillLimitNotes(skills(skill("masonry", 2)), i18n);
    expect(notes.combined.get("masonry")).toEqual([
      "To construct buildings and bridges (the lower of Masonry and Engineering): not possible without training in Engineering.",
    ]);
    const built = skillLimitNotes(skills(skill("masonry", 2), skill("engineering", 0)), i18n);
    expect(built.combined.get("engineering")?.[0]).toMatch(/Fair \(limited by Engineering\)/);
    expect(built.combined.has("sword")).toBe(false);
  });
});

describe("armor legality (rules 3.5.3: cloth is the only armor peasants may legally wear)", () => {
  it("warns a serf about each worn piece that is not cloth; cloth and pieces not worn are fine", () => {
    const armor = buildCharacterContext(serfFixture(i18n)).armor;
    expect(armor.map((a) => [a.name, a.equipped, a.legalWarning])).toEqual([
      ["Quilt gambeson", true, "A Serf may legally wear only cloth armor, not Quilt gambeson."],
      ["Chain mail hauberk", true, "A Serf may legally wear only cloth armor, not Chain mail hauberk."],
      ["Leather cap", false, ""],
      ["Cloth tunic", true, ""],
    ]);
    const html = characterSheet(r, "combat", serfFixture(i18n), play).parts.find((p) => p.id === "combat")?.html ?? "";
    expect(html).toContain("not Chain mail hauberk.");
  });

  it("a freeman or noble wears anything; an NPC has no social class and is not judged", () => {
    expect(buildCharacterContext(characterFixture(i18n)).armor.every((a) => a.legalWarning === "")).toBe(true);
    expect(npcSheet(r, "bear", play).context.armor.every((a) => a.legalWarning === "")).toBe(true);
  });

  it("reads the armor type from the item's field, else a name that is a type's name (words in it are not read)", () => {
    expect(armorKeyOfItem({ name: "Cloth" })).toBe("cloth");
    expect(armorKeyOfItem({ name: "Ring-mail shirt" })).toBeNull();
    expect(armorKeyOfItem({ name: "Ring-mail shirt", system: { armorType: "ringMail" } })).toBe("ringMail");
    expect(armorKeyOfItem({ name: "Quilted cloth" })).toBeNull();
    expect(armorKeyOfItem({ name: "Quilted cloth", system: { armorType: "quilt" } })).toBe("quilt");
    expect(armorKeyOfItem({ name: "Cloth", system: { armorType: "plate" } })).toBe("plate");
    expect(armorKeyOfItem({ name: "Stoff" })).toBeNull();
    expect(armorKeyOfItem({ name: "Stoff", originalName: "Cloth" })).toBe("cloth");
    expect(armorKeyOfItem({ name: "Thick hide" })).toBeNull();
  });
});

describe("raises that need the GM's approval (rules 1.4)", () => {
  it("the player's raise buttons ask instead, debt left to the GM; the GM's own buttons raise as before", () => {
    const input = { ...characterFixture(i18n), raiseApproval: true };
    const context = buildCharacterContext(input);
    const memory = context.attributes.find((a) => a.key === "memory");
    // 12 EP with a balance of 4: allowed as a request (the GM decides on the debt).
    expect(memory?.raise).toMatchObject({ allowed: true, asks: true, tooltip: "Ask the GM to raise to Good for 12 EP" });
    expect(context.raiseApproval).toBe(true);
    // Rules refusals other than EP still hold (and a refused button keeps its arrow).
    expect(context.attributes.find((a) => a.key === "strength")?.raise).toMatchObject({ allowed: false, asks: false });
    const direct = buildCharacterContext(characterFixture(i18n)).attributes.find((a) => a.key === "memory");
    expect(direct?.raise).toMatchObject({ allowed: false, asks: false });
    const html = characterSheet(r, "skills", input, play).parts.find((p) => p.id === "skills")?.html ?? "";
    expect(html).toMatch(/class="hf-raise\s+asks"/);
    expect(html).toContain("fa-hand");
  });
});

describe("the GM's wound actions (rules 3.4.7 strenuous activity, 3.4.8 after the fight)", () => {
  const woundsHtml = (isGM: boolean) =>
    characterSheet(r, "health", { ...characterFixture(i18n), isGM }, play).parts.find((p) => p.id === "health")?.html ?? "";

  it("shows Strenuous… and After the fight to the GM only, on the character and the NPC sheet", () => {
    expect(woundsHtml(true)).toContain('data-action="strenuous"');
    expect(woundsHtml(true)).toContain('data-action="afterFight"');
    expect(woundsHtml(false)).not.toMatch(/data-action="(strenuous|afterFight)"/);
    const bear = (isGM: boolean) =>
      npcSheet(r, "bear", play, { ...bearFixture(i18n), isGM })
        .parts.map((p) => p.html)
        .join("");
    expect(bear(true)).toMatch(/data-action="strenuous"[\s\S]*data-action="afterFight"/);
    expect(bear(false)).not.toMatch(/data-action="(strenuous|afterFight)"/);
  });
});
