/** The sheet context builders: full skill list, greyed defaults, None not attemptable, duplicate drops, raises, combat. */
import { describe, expect, it } from "vitest";
import { loadI18n } from "../../scripts/render/i18n";
import { SAMPLE_WEAPONS, bearFixture, characterFixture, skill } from "../../scripts/render/fixtures";
import { buildCharacterContext } from "../../src/sheets/context/character";
import { buildNpcContext } from "../../src/sheets/context/npc";
import { duplicateSkill, skillGroups } from "../../src/sheets/context/skills";
import { weaponViews } from "../../src/sheets/context/combat";
import { SKILLS, emptyWoundTrack } from "../../src/rules";
import { woundTrackView } from "../../src/sheets/context/wounds";

const i18n = loadI18n();

describe("skill list", () => {
  it("shows all 77 skills of the game for an actor with no skills", () => {
    const groups = skillGroups([], i18n);
    expect(groups.flatMap((g) => g.skills)).toHaveLength(SKILLS.length);
    expect(SKILLS).toHaveLength(77);
    expect(groups.map((g) => g.category)).toEqual(["physical", "communication", "combat", "loreCraft"]);
  });

  it("shows trained skills at their level and the rest greyed at their default", () => {
    const rows = skillGroups([skill("sword", 2), skill("climbing", null)], i18n).flatMap((g) => g.skills);
    const sword = rows.find((r) => r.key === "sword");
    expect(sword).toMatchObject({ trained: true, greyed: false, attemptable: true });
    expect(sword?.level?.labelKey).toBe("HARNFUDGE.Ladder.great");
    const climbing = rows.find((r) => r.key === "climbing");
    expect(climbing).toMatchObject({ trained: false, greyed: true, attemptable: true });
    expect(climbing?.level?.labelKey).toBe("HARNFUDGE.Ladder.poor");
    const club = rows.find((r) => r.key === "club");
    expect(club?.level?.labelKey).toBe("HARNFUDGE.Ladder.mediocre");
  });

  it("marks untrained default-None skills as not attemptable, trained ones as attemptable", () => {
    const rows = skillGroups([skill("alchemy", 0)], i18n).flatMap((g) => g.skills);
    expect(rows.find((r) => r.key === "astrology")).toMatchObject({ attemptable: false, level: null, defaultLevel: null });
    expect(rows.find((r) => r.key === "alchemy")).toMatchObject({ attemptable: true, trained: true });
  });

  it("lists one row per subject of a per-subject skill", () => {
    const rows = skillGroups([skill("language", 0, "Hârnic"), skill("language", -1, "Jarinese")], i18n).flatMap((g) => g.skills);
    expect(rows.filter((r) => r.key === "language").map((r) => r.label)).toEqual(["Language (Hârnic)", "Language (Jarinese)"]);
  });

  it("the NPC sheet lists only the skills it has", () => {
    const context = buildNpcContext(bearFixture(i18n));
    expect(
      context.skillGroups
        .flatMap((g) => g.skills)
        .map((s) => s.key)
        .sort(),
    ).toEqual(["awareness", "climbing", "swimming", "unarmed"]);
    expect(context.scale.strength).toBe(3);
  });
});

describe("dropping a skill", () => {
  const items = [skill("sword", 1), skill("language", 0, "Hârnic")];
  it("detects a skill the actor already has (same key and specialization)", () => {
    expect(duplicateSkill(items, { key: "sword", specialization: "" })).not.toBeNull();
    expect(duplicateSkill(items, { key: "language", specialization: " hârnic " })).not.toBeNull();
  });
  it("lets a new skill or a new subject through", () => {
    expect(duplicateSkill(items, { key: "dagger", specialization: "" })).toBeNull();
    expect(duplicateSkill(items, { key: "language", specialization: "Jarinese" })).toBeNull();
  });
});

describe("character context", () => {
  const context = buildCharacterContext(characterFixture(i18n));

  it("shows attributes as ladder words and the derived figures", () => {
    expect(context.attributes.map((a) => a.level.labelKey)[0]).toBe("HARNFUDGE.Ladder.great");
    expect(context.derived.damageCapacity.value).toBe(0);
    expect(context.armorValue).toBe(3);
    expect(context.armor.filter((a) => a.inUse).map((a) => a.name)).toEqual(["Chain mail hauberk"]);
  });

  it("warns (never blocks) when a weapon is beyond the character's social class (rules 3.5)", () => {
    // The fixture is a freeman: the chivalric Broadsword is illegal, the free Roundshield is not.
    const byName = new Map(context.weapons.map((w) => [w.name, w]));
    expect(byName.get("Broadsword")).toMatchObject({ legal: false });
    expect(byName.get("Broadsword")?.legalWarning).toContain("Chivalric");
    expect(byName.get("Roundshield")).toMatchObject({ legal: true, legalWarning: "" });
    expect(byName.get("Broadsword")?.modes.length).toBeGreaterThan(0);
  });

  it("shows an overflowed wound's actual severity", () => {
    const hurt = context.wounds.columns.find((c) => c.level === "hurt");
    expect(hurt?.boxes[0]).toMatchObject({
      marked: true,
      overflowFromKey: "HARNFUDGE.Wound.scratch",
      open: true,
      infected: true,
    });
    expect(context.wounds.columns.map((c) => c.boxes.length)).toEqual([3, 1, 1, 1, 1]);
    // The chart's labels (rules 3.4.5) for this character with Fortitude (rules 4): Hurt 0, Very
    // Hurt −1 (without it −1 and −2, below); Incapacitated and Near Death leave no action at all.
    expect(context.wounds.columns.map((c) => [c.level, c.penalty, c.cannotAct])).toEqual([
      ["scratch", "", false],
      ["hurt", "0", false],
      ["veryHurt", "−1", false],
      ["incapacitated", "", true],
      ["nearDeath", "", true],
    ]);
  });

  it("labels the wound track with the rules' penalties without Fortitude (rules 3.4.5)", () => {
    const plain = woundTrackView(emptyWoundTrack(), { worstWound: "none", woundPenalty: 0 }, { rapidHealing: false }, i18n);
    expect(plain.columns.map((c) => c.penalty)).toEqual(["", "−1", "−2", "", ""]);
  });

  it("reports CP and every creation problem without blocking", () => {
    expect(context.creation.cpSpent).toBeGreaterThan(0);
    expect(context.creation.overBudget).toBe(true);
    expect(context.creation.problems.some((p) => p.severity === "error")).toBe(true);
    expect(context.creation.problems.every((p) => p.message.length > 0 && !p.message.startsWith("HARNFUDGE."))).toBe(true);
  });

  it("disables raises the rules refuse, with the reason", () => {
    const strength = context.attributes.find((a) => a.key === "strength");
    expect(strength?.raise?.allowed).toBe(false); // raised this session (4) and EP 4 < 48
    expect(strength?.raise?.reason).toMatch(/session/i);
    const agility = context.attributes.find((a) => a.key === "agility");
    expect(agility?.raise?.allowed).toBe(false); // not used since last raised
    const stealth = context.skillGroups.flatMap((g) => g.skills).find((s) => s.key === "stealth");
    expect(stealth?.raise).toMatchObject({ allowed: true, cost: 4 });
  });

  it("puts the raise buttons away in Play mode while the character fights, and says so (issue 27, item 9)", () => {
    const fighting = buildCharacterContext({ ...characterFixture(i18n), inCombat: true });
    expect(fighting.attributes.every((a) => a.raise === null)).toBe(true);
    expect(fighting.skillGroups.flatMap((g) => g.skills).every((s) => s.raise === null)).toBe(true);
    expect(fighting.raisesAway).toBe(true);
    // The GM's "used" toggles stay; out of the fight (or in Edit mode) the buttons are back.
    expect(fighting.attributes.every((a) => a.used !== null)).toBe(true);
    expect(buildCharacterContext({ ...characterFixture(i18n), inCombat: false }).attributes.some((a) => a.raise !== null)).toBe(
      true,
    );
    expect(context.raisesAway).toBe(false);
  });

  it("lists each wound of Hurt or worse under the track with its days (rules 3.4.7): next level and in total, in words", () => {
    const details = context.wounds.details;
    // Scratch boxes get no line; the infected scratch overflowed into Hurt and the treated Very Hurt wound do.
    expect(details.map((d) => [d.index, d.severityKey, d.overflow, d.note])).toEqual([
      [3, "HARNFUDGE.Wound.scratch", true, "in the Hurt box"],
      [4, "HARNFUDGE.Wound.veryHurt", false, ""],
    ]);
    // An infected scratch: the infection is a level, 10 days untreated.
    expect(details[0]?.healing).toMatchObject({ next: 10, total: 10, text: "healed in 10 days", rates: null });
    expect(details[0]).toMatchObject({ open: true, infected: true, treatment: "Untreated" });
    // A treated Very Hurt wound rested 2 days: 3 days to Hurt, 8 to healed.
    expect(details[1]?.healing).toMatchObject({ next: 3, total: 8, text: "next level in 3 days · healed in 8 days" });
    expect(details[1]?.healing?.tooltip).toBe("Heals one level in 3 days of rest, fully in 8 days (Treated).");
  });

  it("names an overflowed box for screen readers and tooltips", () => {
    const hurt = context.wounds.columns.find((c) => c.level === "hurt")?.boxes[0];
    expect(hurt?.label).toBe("Hurt: a Scratch wound that overflowed into this box");
    expect(context.wounds.columns.find((c) => c.level === "scratch")?.boxes[0]?.label).toBe("Scratch");
  });

  it("halves mundane healing with Rapid Healing and reads magical healing's rate from the box", () => {
    const input = characterFixture(i18n);
    const rapid = buildCharacterContext({
      ...input,
      items: [
        ...input.items,
        {
          id: "rh",
          name: "Rapid Healing",
          img: "",
          sort: 0,
          type: "talent",
          system: { key: "rapidHealing", choice: "", description: "" },
        },
      ],
    });
    expect(rapid.wounds.details[1]?.healing).toMatchObject({
      next: 0.5,
      total: 3,
      text: "next level in 0.5 days · healed in 3 days",
    });
    expect(rapid.wounds.details[1]?.treatment).toBe("Treated, Rapid Healing");
    const boxes = input.system.wounds.boxes.map((b, i) =>
      i === 4 ? { ...b, treatment: "magical" as const, treatedLevels: 0, magicalDaysPerLevel: 1, daysRested: 0 } : b,
    );
    const magical = buildCharacterContext({ ...input, system: { ...input.system, wounds: { ...input.system.wounds, boxes } } });
    const wound = magical.wounds.details[1];
    expect(wound?.healing).toMatchObject({ next: 1, total: 2, text: "next level in 1 day · healed in 2 days" });
    expect(wound?.healing?.tooltip).toBe("Heals one level in 1 day of rest, fully in 2 days (Magical healing, 1 day a level).");
  });

  it("gives the GM the 'used' toggle of each attribute and the Danger Sense roll", () => {
    expect(context.isGM).toBe(false);
    expect(context.attributes.find((a) => a.key === "agility")?.used).toMatchObject({ used: false });
    expect(context.attributes.find((a) => a.key === "strength")?.used).toMatchObject({ used: true });
    expect(context.talents.find((t) => t.key === "dangerSense")?.gmRoll).toEqual({
      action: "dangerSense",
      label: "Danger Sense",
    });
    expect(context.talents.find((t) => t.key === "fortitude")?.gmRoll).toBeNull();
  });

  it("computes the offensive wound factor through the rules core", () => {
    const broadsword = context.weapons.find((w) => w.name === "Broadsword");
    // Strength +2, Strength Scale 0, weapon +3.
    expect(broadsword?.modes[0]?.offensive).toBe("+5");
    const longbow = context.weapons.find((w) => w.name === "Longbow");
    expect(longbow?.modes.map((m) => m.mode)).toEqual(["melee", "ranged"]);
  });

  it("shows a net's strength as not applicable", () => {
    const net = weaponViews(
      { attributes: { strength: 0 }, scale: { strength: 0 }, socialClass: "serf" },
      SAMPLE_WEAPONS(),
      i18n,
      null,
    ).find((w) => w.name === "Net");
    expect(net?.modes[0]).toMatchObject({ strength: "n/a", offensive: null });
  });
});
