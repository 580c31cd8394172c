/**
 * Reading back the healer's and the gas lines a GM-authored card stores for a later Lucky reroll
 * (services/lucky-lines.ts; rules 3.4.7 a healer's roll with its modifiers, rules 6.1 a Health roll
 * against poisonous gas, rules 4 Lucky): a line reads back as written, its optional fields take their
 * defaults, and a line with odd data (written by a module, say) is dropped, losing only its button.
 */
import { describe, expect, it } from "vitest";
import { parseLuckyLines } from "../../src/play/services/lucky-lines";
import { emptyWoundBox, emptyWoundTrack, type WoundTrack } from "../../src/rules";

function hurt(): WoundTrack {
  const track = emptyWoundTrack();
  track.boxes[3] = { ...emptyWoundBox(), marked: true, severity: "hurt" };
  return track;
}

/** Hana's Herblore roll to treat Aldric, failed, with two modifiers. */
function healing(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    kind: "healing",
    actorUuid: "Actor.hana",
    actorName: "Hana",
    health: 1,
    faces: [-1, -1, 0, 0],
    lucky: null,
    skill: "herblore",
    modifiers: [
      { label: "Poor light", value: -1 },
      { label: "Good herbs", value: 1 },
    ],
    patientUuid: "Actor.aldric",
    patientName: "Aldric",
    rapidHealing: true,
    before: hurt(),
    after: hurt(),
    failed: true,
    ...over,
  };
}

/** Bren's Health roll in a round of gas at Good, failed. */
function gas(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    kind: "gas",
    actorUuid: "Actor.bren",
    actorName: "Bren",
    health: 0,
    faces: [0, -1, 0, 0],
    lucky: null,
    difficulty: 1,
    affected: true,
    ...over,
  };
}

const modifier = (label: unknown, value: unknown) => ({ label, value });

describe("a healer's Lucky line (rules 3.4.7)", () => {
  it("reads back as written: the skill, each modifier, the patient and both tracks", () => {
    expect(parseLuckyLines(structuredClone([healing()]))).toEqual([healing()]);
    expect(parseLuckyLines([healing({ rapidHealing: false, failed: false })])[0]).toMatchObject({
      rapidHealing: false,
      failed: false,
    });
  });

  it("takes the defaults of its optional fields: no patient name, no Rapid Healing, not failed", () => {
    for (const odd of [
      { patientName: 7, rapidHealing: "yes", failed: "true" },
      { patientName: undefined, rapidHealing: 1, failed: 1 },
    ])
      expect(parseLuckyLines([healing(odd)])[0]).toMatchObject({ patientName: "", rapidHealing: false, failed: false });
  });

  it("keeps up to twenty modifiers", () => {
    const twenty = Array.from({ length: 20 }, (_, i) => modifier(`m${i}`, i % 2));
    expect(parseLuckyLines([healing({ modifiers: twenty })])[0]).toMatchObject({ modifiers: twenty });
    expect(parseLuckyLines([healing({ modifiers: [] })])[0]).toMatchObject({ modifiers: [] });
  });

  it.each([
    ["no skill", { skill: "" }],
    ["no patient", { patientUuid: undefined }],
    ["modifiers that are no list", { modifiers: "−1" }],
    ["no modifiers at all", { modifiers: undefined }],
    ["more than twenty modifiers", { modifiers: Array.from({ length: 21 }, () => modifier("m", 0)) }],
    ["a modifier that is no object", { modifiers: [modifier("Poor light", -1), "−1"] }],
    ["a modifier without a label", { modifiers: [modifier("", -1)] }],
    ["a modifier whose label is no text", { modifiers: [modifier(5, -1)] }],
    ["a modifier of a fraction", { modifiers: [modifier("Poor light", -0.5)] }],
    ["a modifier without a value", { modifiers: [{ label: "Poor light" }] }],
    ["no track before the roll", { before: undefined }],
    ["a track after the roll that is none", { after: { boxes: "x", dead: false } }],
  ])("is dropped with %s", (_what, over) => {
    expect(parseLuckyLines([healing(over), gas()]).map((l) => l.kind)).toEqual(["gas"]);
  });
});

describe("a gas Lucky line (rules 6.1)", () => {
  it("reads back as written, affected only when the card says so", () => {
    expect(parseLuckyLines(structuredClone([gas()]))).toEqual([gas()]);
    expect(
      parseLuckyLines([gas({ affected: false }), gas({ affected: "yes" })]).map((l) => l.kind === "gas" && l.affected),
    ).toEqual([false, false]);
  });

  it.each([
    ["no difficulty", { difficulty: undefined }],
    ["a difficulty of a fraction", { difficulty: 0.5 }],
    ["one die instead of 4dF", { faces: [-1] }],
  ])("is dropped with %s", (_what, over) => {
    expect(parseLuckyLines([gas(over), healing()]).map((l) => l.kind)).toEqual(["healing"]);
  });
});
