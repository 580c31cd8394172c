/**
 * The small sums the sheet and the roll dialog now do (issue 26, item 7):
 * - a typed body mass offers its Mass Scale (rules 1.2; the rules core's massScaleFromMass);
 * - language, script, religion and instrument subjects picked from known ones and matched without
 *   regard to accents or case (rules 1.1.2.2): the native "Harnic" keeps its free "Hârnic" (1.3.2);
 * - "the lower of two skills" (rules 1.1.2.4) offered in the roll dialog of the four skills it names.
 */
import { describe, expect, it } from "vitest";
import { loadI18n } from "../../scripts/render/i18n";
import { characterFixture, skill } from "../../scripts/render/fixtures";
import { massOffer, parseMass } from "../../src/sheets/context/mass";
import { subjectListId, subjectLists, usedSubjects } from "../../src/sheets/context/subjects";
import { creationInput, creationView } from "../../src/sheets/context/creation";
import { buildCharacterContext } from "../../src/sheets/context/character";
import { initialViewState } from "../../src/sheets/view-state";
import { duplicateSkill } from "../../src/sheets/context/skills";
import { skillTasks } from "../../src/rolls/tasks";
import {
  dialogChance,
  dialogLevel,
  dialogViewContext,
  type RollDialogInput,
  type RollDialogState,
} from "../../src/rolls/dialog-view";

const i18n = loadI18n();

describe("Mass Scale from a typed mass (rules 1.2)", () => {
  it("reads kilograms, pounds and tonnes, with a decimal point or comma", () => {
    expect(parseMass("250")).toBe(250);
    expect(parseMass(" 250 kg ")).toBe(250);
    expect(parseMass("250kg")).toBe(250);
    expect(parseMass("550 lb")).toBeCloseTo(249.48, 2);
    expect(parseMass("550 lbs.")).toBeCloseTo(249.48, 2);
    expect(parseMass("550 Pfd")).toBeCloseTo(249.48, 2);
    expect(parseMass("1,5 t")).toBe(1500);
    expect(parseMass("4.4")).toBe(4.4);
    for (const bad of ["", "heavy", "250 stone", "-5", "0", "1e3", "250 kg kg", "99999999"])
      expect(parseMass(bad), bad).toBeNull();
  });

  it("offers the Scale the mass gives, and says when it is the sheet's already", () => {
    // The rules' bear (Scale 3) weighs about 250 kg; a human (0) 75 kg; a cat (−7) 4 kg.
    expect(massOffer("250 kg", 0)).toEqual({ scale: 3, changes: true });
    expect(massOffer("550 lb", 3)).toEqual({ scale: 3, changes: false });
    expect(massOffer("4", 0)).toEqual({ scale: -7, changes: true });
    expect(massOffer("75", 0)).toEqual({ scale: 0, changes: false });
    expect(massOffer("a lot", 0)).toBeNull();
  });
});

describe("subjects matched without accents or case (rules 1.1.2.2)", () => {
  it("keeps the native language's free grant when the skill is spelled 'Harnic' and the language 'Hârnic' (rules 1.3.2)", () => {
    const input = characterFixture(i18n);
    const system = { ...input.system, nativeLanguage: "Harnic" };
    const granted = creationInput(system, input.items).skills.filter((s) => s.grant === "nativeLanguage");
    expect(granted).toEqual([expect.objectContaining({ key: "language", subject: "Hârnic", level: 0 })]);
    // The free Fair costs nothing: as with the same spelling.
    const same = creationView({ ...input.system, nativeLanguage: "Hârnic" }, input.items, i18n);
    expect(creationView(system, input.items, i18n).cpSpent).toBe(same.cpSpent);
  });

  it("finds the skill a dropped or typed subject would duplicate, however it is spelled", () => {
    const items = [skill("language", 0, "Hârnic"), skill("religion", -1, "Save-K'nor")];
    expect(duplicateSkill(items, { key: "language", specialization: "HARNIC" })?.id).toBe(items[0]?.id);
    expect(duplicateSkill(items, { key: "religion", specialization: "save-k’nor" })?.id).toBe(items[1]?.id);
    expect(duplicateSkill(items, { key: "language", specialization: "Jarinese" })).toBeNull();
  });

  it("offers the known subjects and the character's own, in Edit mode, on the boxes that take a subject", () => {
    const items = [skill("language", 0, "Hârnic"), skill("language", -1, "Trierzi")];
    const used = usedSubjects(items, { nativeLanguage: "harnic", religion: "Ilvir" });
    const lists = subjectLists("Actor.x1", used);
    const language = lists.find((l) => l.id === subjectListId("Actor.x1", "language"));
    expect(language?.options.slice(0, 3)).toEqual(["Hârnic", "Jarinese", "Khuzdul"]);
    expect(language?.options).toContain("Trierzi");
    expect(language?.options.filter((o) => o.toLowerCase().includes("rnic"))).toEqual(["Hârnic"]);
    expect(lists.find((l) => l.id.startsWith("hf-subjects-religion"))?.options).toContain("Ilvir");
    expect(subjectListId("Actor.x1", "sword")).toBeNull();
    const input = characterFixture(i18n);
    const edit = buildCharacterContext({ ...input, view: initialViewState("edit") });
    expect(edit.subjectLists.map((l) => l.id.split("-")[2])).toEqual(["language", "script", "religion", "musician"]);
    const newLanguage = edit.skillGroups.flatMap((g) => g.skills).find((r) => r.key === "language" && r.newSubject);
    expect(newLanguage?.subjectList).toBe(edit.subjectListIds.language);
    const play = buildCharacterContext(input);
    expect(play.subjectLists).toEqual([]);
  });
});

describe("the lower of two skills in the roll dialog (rules 1.1.2.4)", () => {
  const trained: Record<string, number | null> = { lockcraft: 2, metalcraft: 0, masonry: 1 };
  const level = (k: string) => trained[k] ?? null;

  it("offers Lockcraft's and Metalcraft's lock construction at the lower level, and no task to other skills", () => {
    expect(skillTasks("lockcraft", level, i18n)).toEqual([
      {
        id: "lockConstruction",
        label: "Making a lock or small mechanism",
        hint: "Rolled on the lower of Lockcraft and Metalcraft (rules 1.1.2.4).",
        rollLabel: "Lockcraft (a lock or small mechanism)",
        level: 0,
      },
    ]);
    expect(skillTasks("metalcraft", level, i18n).map((t) => t.level)).toEqual([0]);
    expect(skillTasks("sword", level, i18n)).toEqual([]);
  });

  it("does not offer building construction while Engineering (default None) is untrained", () => {
    expect(skillTasks("masonry", level, i18n)).toEqual([]);
    expect(skillTasks("masonry", (k) => ({ ...trained, engineering: -1 })[k] ?? null, i18n)).toEqual([
      expect.objectContaining({ id: "buildingConstruction", level: -1 }),
    ]);
  });

  it("rolls the chosen task at its level: the dialog's chance and readout follow the choice", () => {
    const input: RollDialogInput = {
      title: "Lockcraft",
      label: "Lockcraft",
      level: 2,
      woundPenalty: 0,
      talentBonuses: [],
      difficulty: 1,
      chance: { kind: "difficulty" },
      showOpponents: false,
      tasks: skillTasks("lockcraft", level, i18n),
    };
    const state: RollDialogState = {
      difficulty: 1,
      situational: 0,
      applyWounds: true,
      opponents: 1,
      talents: [],
      messageMode: "public",
      stun: false,
      pullTo: null,
      task: "",
    };
    expect(dialogLevel(input, state)).toBe(2);
    expect(dialogLevel(input, { ...state, task: "lockConstruction" })).toBe(0);
    expect(dialogChance(input, { ...state, task: "lockConstruction" })).toBeLessThan(dialogChance(input, state) ?? 0);
    const env = { i18n, isGM: false, modes: [{ value: "public" as const, label: "CHAT.RollPublic" }] };
    const view = dialogViewContext(input, { ...state, task: "lockConstruction" }, env);
    expect(view.tasks).toEqual([
      { id: "", label: "Lockcraft alone: Great", selected: false },
      { id: "lockConstruction", label: "Making a lock or small mechanism: Fair", selected: true },
    ]);
    expect(view.effectiveWord).toBe("Fair");
    expect(dialogViewContext({ ...input, tasks: [] }, state, env).tasks).toBeNull();
  });
});
