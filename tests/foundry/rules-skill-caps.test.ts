/**
 * Rules 1.1.2.2: Oratory and Rhetoric may not exceed the speaker's language. Every roll path (checks,
 * contests, the GM's client's level reads) reads a skill's level through skillRollLevel, which rolls
 * them at the capped level, not only warns on the sheet.
 */
import { describe, expect, it } from "vitest";
import { skillRollLevel } from "../../src/rolls/traits";

function actorWith(skills: { key: string; level: number | null; specialization?: string }[]): Actor.Implementation {
  const items = skills.map((s) => ({
    type: "skill",
    name: s.key,
    system: { key: s.key, level: s.level, specialization: s.specialization ?? "", default: null },
  }));
  // A plain object stands in for the actor: skillRollLevel reads only its items' type and system
  // data, and a real Actor needs a running Foundry.
  return { items } as unknown as Actor.Implementation;
}

describe("skill caps in rolls (rules 1.1.2.2)", () => {
  it("Oratory at Great with Harnic at Fair rolls Fair; with Jarinese at Good too, Good", () => {
    expect(
      skillRollLevel(
        actorWith([
          { key: "oratory", level: 2 },
          { key: "language", level: 0, specialization: "Harnic" },
        ]),
        "oratory",
      ),
    ).toBe(0);
    expect(
      skillRollLevel(
        actorWith([
          { key: "rhetoric", level: 2 },
          { key: "language", level: 0, specialization: "Harnic" },
          { key: "language", level: 1, specialization: "Jarinese" },
        ]),
        "rhetoric",
      ),
    ).toBe(1);
  });

  it("other skills roll their own level", () => {
    expect(
      skillRollLevel(
        actorWith([
          { key: "sword", level: 2 },
          { key: "language", level: 0 },
        ]),
        "sword",
      ),
    ).toBe(2);
  });
});
