/**
 * The play templates render through the shared render harness (scripts/render/harness.ts): only
 * the helpers Foundry provides, every localization key they use must exist in lang/en.json (a
 * missing one throws), and each attack stage renders its controls.
 */
import { describe, expect, it } from "vitest";
import { SYSTEM_PATH, createRenderer } from "../../scripts/render/harness";
import { attackCardHtml, attackStages } from "../../scripts/render/play-fixtures";

const r = createRenderer();

function compile(path: string) {
  return (context: object) => r.render(`${SYSTEM_PATH}/${path}`, context);
}

describe("play templates", () => {
  it("renders a check card with dice, degree, outcome and critical", () => {
    const html = compile("templates/chat/roll.hbs")({
      kind: "skill",
      label: "Sword",
      levelWord: "Good",
      modifiers: [{ label: "Wound penalty", value: "−1" }],
      faces: [{ value: 1, symbol: "+", css: "plus" }],
      diceTotal: "+4",
      degreeWord: "Superb +1",
      difficultyWord: "Fair",
      success: true,
      critical: "success",
      isPrivate: false,
    });
    expect(html).toContain("Superb +1");
    expect(html).toContain("Critical success!");
  });

  it("renders the roll dialog with attack options", () => {
    const html = compile("templates/dialog/roll.hbs")({
      label: "Sword",
      levelWord: "Good",
      showDifficulty: true,
      difficulties: [{ value: 0, label: "Fair", selected: true }],
      hasWoundPenalty: true,
      woundPenalty: "−1",
      applyWounds: true,
      showOpponents: true,
      opponents: 1,
      talents: [],
      attackOptions: true,
      pullLevels: [{ value: "scratch", label: "HARNFUDGE.Wound.scratch", selected: false }],
      rollModes: [{ value: "publicroll", label: "HARNFUDGE.Dialog.Roll", selected: true }],
      effectiveWord: "Good",
      modifierTotal: "0",
      chance: "62%",
      chanceLabel: "HARNFUDGE.Dialog.Chance",
    });
    expect(html).toContain('name="pullTo"');
    expect(html).toContain("62%");
  });

  it("throws on a missing localization key", () => {
    expect(() => r.i18n.localize("HARNFUDGE.Chat.DoesNotExist")).toThrow(/missing localization key/);
  });

  it("renders each attack stage's controls, status line and figures", () => {
    const stages = Object.fromEntries(attackStages().map(([name, card]) => [name, attackCardHtml(r, card)]));
    expect(stages["rolled"]).toContain('data-card-action="defendSkill"');
    expect(stages["rolled"]).toContain("Brigand&#x27;s owner or the GM: choose a defence.");
    expect(stages["rolled"]).toContain("Dodge (Fair)");
    expect(stages["defended"]).toContain('data-card-action="damage"');
    expect(stages["defended"]).not.toContain('data-card-action="defendSkill"');
    expect(stages["damage"]).toContain('data-card-action="apply"');
    // Offence 1 + 0 + 3 = +4, defence 0 + 0 + 1 = +1, factor +3, + relative degree +4 + 1dF +1 = +8.
    expect(stages["damage"]).toMatch(/Offence<\/th><td>\+4/);
    expect(stages["damage"]).toMatch(/Damage factor<\/th><td>\+3/);
    expect(stages["damage"]).toMatch(/Total<\/th><td>\+8/);
    expect(stages["damage"]).toContain("Incapacitated");
    expect(stages["applied"]).toContain('data-card-action="undo"');
    expect(stages["applied"]).not.toContain('data-card-action="apply"');
  });
});
