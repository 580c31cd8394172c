/**
 * The play flows' pure parts and their templates: talent bonuses offered in the roll dialog,
 * end-of-session awards, chat commands, and the healing, session and Lucky cards rendered with
 * every localization key present.
 */
import { describe, expect, it } from "vitest";
import { talentOptions } from "../../src/rolls/talents";
import { nextSession, sessionAwards } from "../../src/play/session/awards";
import { parseChatCommand } from "../../src/play/commands";
import { EP_AWARD_GUIDELINES } from "../../src/rules";
import { compile } from "./render";

describe("talent bonuses in the roll dialog", () => {
  it("offers each +1 talent the actor has, with Acute Sense's sense, none pre-ticked without context", () => {
    const options = talentOptions([
      { key: "acuteSense", sense: "vision" },
      { key: "charismatic" },
      { key: "lucky" },
      { key: "magicResistance" },
      { key: "prescience" },
      { key: "animalEmpathy" },
    ]);
    expect(options.map((o) => [o.key, o.sense, o.value, o.applies])).toEqual([
      ["acuteSense", "vision", 1, false],
      ["charismatic", null, 1, false],
      ["magicResistance", null, 1, false],
      ["prescience", null, 1, false],
      ["animalEmpathy", null, 1, false],
    ]);
  });

  it("pre-ticks where the roll's context makes the situation certain", () => {
    const talents = [
      { key: "magicResistance" as const },
      { key: "acuteSense" as const, sense: "hearing" as const },
      { key: "charismatic" as const },
    ];
    const vsMagic = talentOptions(talents, { situations: ["opposedVsMagic"] });
    expect(vsMagic.filter((o) => o.applies).map((o) => o.key)).toEqual(["magicResistance"]);
    const listening = talentOptions(talents, { situations: ["sense"], sense: "hearing" });
    expect(listening.filter((o) => o.applies).map((o) => o.key)).toEqual(["acuteSense"]);
    expect(talentOptions(talents, { situations: ["sense"], sense: "vision" }).some((o) => o.applies)).toBe(false);
  });

  it("leaves out Acute Sense without a chosen sense and counts a talent once", () => {
    expect(talentOptions([{ key: "acuteSense", sense: null }])).toEqual([]);
    expect(talentOptions([{ key: "charismatic" }, { key: "charismatic" }])).toHaveLength(1);
  });
});

describe("end of session", () => {
  it("adds the ticked guidelines and the extra to EP earned; nothing for characters without an award", () => {
    const awards = sessionAwards([
      { actorId: "a", name: "Aldric", earned: 10, ticked: ["survival", "reallyCool"], extra: 2 },
      { actorId: "b", name: "Berin", earned: 3, ticked: [], extra: 0 },
      { actorId: "c", name: "Cwen", earned: 0, ticked: ["survival", "bogus"], extra: -5 },
    ]);
    expect(awards).toEqual([
      { actorId: "a", name: "Aldric", award: 4, earned: 14, reasons: ["survival", "reallyCool"] },
      { actorId: "c", name: "Cwen", award: 1, earned: 1, reasons: ["survival"] },
    ]);
    expect(EP_AWARD_GUIDELINES).toHaveLength(5);
    expect(nextSession(4)).toBe(5);
  });

  it("renders the tool and the chat summary", () => {
    const tool = compile("templates/apps/session.hbs")({
      session: 4,
      next: 5,
      guidelines: EP_AWARD_GUIDELINES.map((g) => ({ ...g })),
      characters: [
        {
          id: "a",
          name: "Aldric",
          img: "",
          balance: 3,
          guidelines: EP_AWARD_GUIDELINES.map((g) => ({ key: g.key, name: `award.a.${g.key}`, checked: true })),
        },
      ],
      empty: false,
    });
    expect(tool).toContain('name="award.a.survival"');
    expect(tool).toContain('name="extra.a"');
    const card = compile("templates/chat/session.hbs")({
      session: 4,
      next: 5,
      awards: [{ name: "Aldric", award: 2, reasons: ["HARNFUDGE.EpAward.survival"] }],
      none: false,
    });
    expect(card).toContain("+2 EP");
    expect(card).toContain("Survived the session");
  });
});

describe("chat commands", () => {
  it("reads /sit and /session", () => {
    const plain = { command: "sit", secret: false, reaction: false, modifier: 0 };
    expect(parseChatCommand("/sit")).toEqual({ ...plain, label: "" });
    expect(parseChatCommand("/sit Is the ferry running?")).toEqual({ ...plain, label: "Is the ferry running?" });
    expect(parseChatCommand("/sit secret ambush")).toEqual({ ...plain, secret: true, label: "ambush" });
    expect(parseChatCommand("/session")).toEqual({ command: "session" });
    expect(parseChatCommand("/situation")).toBeNull();
    expect(parseChatCommand("hello /sit")).toBeNull();
  });
});

describe("Lucky and talents on the cards", () => {
  it("shows both rolls on a Lucky card and the talents fieldset in the dialog", () => {
    const card = compile("templates/chat/roll.hbs")({
      kind: "skill",
      label: "Sword",
      faces: [],
      lucky: { original: [{ symbol: "−", css: "minus" }], reroll: [{ symbol: "+", css: "plus" }], keptReroll: true },
    });
    expect(card).toContain("card-roll__lucky-roll--kept");
    expect(card).toContain("Reroll");
    const offer = compile("templates/chat/roll.hbs")({
      kind: "skill",
      label: "Sword",
      faces: [],
      lucky: null,
      offerLucky: true,
      actorUuid: "Actor.a",
    });
    expect(offer).toContain("data-lucky-reroll");
    const dialog = compile("templates/dialog/roll.hbs")({
      label: "Awareness",
      talents: [{ index: 0, label: "Acute Sense (Vision)", hint: "x", value: "+1", checked: true }],
      rollModes: [],
    });
    expect(dialog).toContain('name="talent0" checked');
  });
});
