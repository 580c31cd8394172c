/**
 * The play templates render through the shared render harness (scripts/render/harness.ts): only
 * the helpers Foundry provides, every localization key they use must exist in lang/en.json (a
 * missing one throws), and each attack stage renders its controls.
 */
import { describe, expect, it } from "vitest";
import { SYSTEM_PATH, createRenderer } from "../../scripts/render/harness";

const r = createRenderer();

function compile(path: string) {
  return (context: object) => r.render(`${SYSTEM_PATH}/${path}`, context);
}

const target = {
  id: "t0",
  actorUuid: "Actor.b",
  name: "Brigand",
  img: "",
  reachesFair: true,
  canChooseDefence: false,
  defenceOptions: [],
  defenceKinds: [],
  defenceLabel: null,
  awaitingDifficulty: false,
  damage: null,
  resultWord: null,
  applied: null,
  level: "",
  stun: "",
};

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

  it("renders each attack stage's controls", () => {
    const render = compile("templates/chat/attack.hbs");
    const card = (t: object) =>
      render({
        attacker: "Alice",
        weapon: "Sword",
        mode: "melee",
        options: [],
        rollHtml: "",
        targets: [{ ...target, ...t }],
        difficulties: [],
      });
    expect(
      card({ stage: "awaitingDefence", canChooseDefence: true, defenceOptions: [{ key: "dodge", label: "Dodge" }] }),
    ).toContain('data-card-action="defendSkill"');
    expect(card({ stage: "awaitingDamage", defenceLabel: "Dodge" })).toContain('data-card-action="damage"');
    const ready = card({
      stage: "ready",
      defenceLabel: "Dodge",
      damage: {
        rows: [{ label: "Strength", value: "+1" }],
        table: "Full hit",
        fudgeDie: { face: "+1", css: "plus" },
        total: "+8",
        result: "Incapacitated",
        pulled: false,
      },
      resultWord: "Incapacitated",
      level: "incapacitated",
    });
    expect(ready).toContain('data-card-action="apply"');
    expect(ready).toContain('data-level="incapacitated"');
    expect(card({ stage: "applied", applied: { text: "marked", overflowed: true, died: false } })).toContain(
      'data-card-action="undo"',
    );
  });
});
