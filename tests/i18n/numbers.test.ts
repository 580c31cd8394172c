/**
 * Numbers and plurals in both languages (issue 21, item 16): decimals as the language writes them
 * ("2,5 Tage"), plural forms through Intl.PluralRules (no "Stufe(n)"), and a separate key where
 * German grammar differs: the dative after "in" ("in 3 Tagen") and the nominative of a rate
 * ("2 Tage je Stufe").
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

import { flatKeys } from "../../scripts/check-dist";
import { makeI18n, type LangTree } from "../../scripts/render/i18n";
import { counted, daysShort, formatData, localNumber, localeOf, percent } from "../../src/i18n/format";
import { sessionContext } from "../../src/play/session/context";
import { healingDaysView, woundTrackView } from "../../src/sheets/context/wounds";
import { healingViews } from "../../src/apps/dashboard/context";
import { healingCardContext } from "../../src/play/healing/card";
import type { HealOutcome } from "../../src/play/healing/decide";
import { emptyWoundTrack, markWound, type WoundBox, type WoundLevel, type WoundTrack } from "../../src/rules";

const tree = (lang: string): LangTree =>
  JSON.parse(readFileSync(new URL(`../../lang/${lang}.json`, import.meta.url), "utf8")) as LangTree;
const en = makeI18n(tree("en"));
const de = makeI18n(tree("de"));

const track = (...levels: WoundLevel[]): WoundTrack => levels.reduce((t, level) => markWound(t, level).track, emptyWoundTrack());
const withBoxes = (t: WoundTrack, change: Partial<WoundBox>): WoundTrack => ({
  ...t,
  boxes: t.boxes.map((b) => (b.marked ? { ...b, ...change } : b)),
});
const marked = (t: WoundTrack): WoundBox => {
  const box = t.boxes.find((b) => b.marked);
  if (!box) throw new Error("no marked box");
  return box;
};

describe("numbers as each language writes them", () => {
  it("each language file names its locale", () => {
    expect([localeOf(en), localeOf(de)]).toEqual(["en", "de"]);
    expect(localeOf({ localize: (key) => key })).toBe("en");
  });

  it("writes a decimal comma in German and a point in English, at most two decimals, no grouping", () => {
    expect([localNumber(2.5, de), localNumber(2.5, en)]).toEqual(["2,5", "2.5"]);
    expect([localNumber(0.25, de), localNumber(1 / 3, de), localNumber(1500, en)]).toEqual(["0,25", "0,33", "1500"]);
    expect(localNumber(6.25, de, 1)).toBe("6,3");
  });

  it("turns the rules core's message data into format data: numbers as the language writes them, null as nothing", () => {
    const data = { cp: 2.5, over: -3, skill: "dodge", finished: true, level: null };
    expect(formatData(data, de)).toEqual({ cp: "2,5", over: "-3", skill: "dodge", finished: "true", level: "" });
    expect(formatData(data, en)).toMatchObject({ cp: "2.5" });
    // Formatted through the one Localizer the cards and sheets share: every value a string.
    expect(de.format("HARNFUDGE.SheetUI.Skills.Cost", formatData({ cp: 2.5 }, de))).toContain("2,5");
  });
});

describe("percentages and signed figures (issue 29: “62%” and “EP -1” on German screens)", () => {
  it("writes a chance as the language does: “62%” in English, “62 %” in German, the edges too", () => {
    expect([percent(0.62, en), percent(0.62, de)]).toEqual(["62%", "62\u00a0%"]);
    expect([percent(0.004, en), percent(0.004, de), percent(0.996, de), percent(0, de), percent(1, en)]).toEqual([
      "<1%",
      "<1\u00a0%",
      ">99\u00a0%",
      "0\u00a0%",
      "100%",
    ]);
  });

  it("the end-of-session tool shows an EP debt with a real minus sign", () => {
    const context = sessionContext([{ id: "a", name: "Aldric", img: "", earned: 3, balance: -1 }], 4);
    expect(context.characters[0]?.balance).toBe("\u22121");
    expect(sessionContext([{ id: "a", name: "Aldric", img: "", earned: 3, balance: 2 }], 4).characters[0]?.balance).toBe("+2");
  });
});

describe("plural forms (Intl.PluralRules)", () => {
  it("picks one or other by the number shown, in both languages", () => {
    expect([1, 2, 2.5, 0].map((n) => counted("HARNFUDGE.Healing.DaysIn", n, de))).toEqual([
      "1 Tag",
      "2 Tagen",
      "2,5 Tagen",
      "0 Tagen",
    ]);
    expect([1, 2.5].map((n) => counted("HARNFUDGE.Healing.DaysPer", n, de))).toEqual(["1 Tag", "2,5 Tage"]);
    expect([1, 3].map((n) => counted("HARNFUDGE.Healing.Levels", n, de))).toEqual(["1 Stufe", "3 Stufen"]);
    expect([1, 1.5].map((n) => counted("HARNFUDGE.Healing.DaysIn", n, en))).toEqual(["1 day", "1.5 days"]);
    // 1.004 days shows as "1": the form follows what is shown, not the raw float.
    expect(counted("HARNFUDGE.Healing.DaysIn", 1.004, de)).toBe("1 Tag");
  });

  it("leaves no pseudo-plural and no dative rate in either language file", () => {
    for (const lang of ["en", "de"]) {
      const i18n = makeI18n(tree(lang));
      for (const key of flatKeys(tree(lang))) {
        const text = i18n.localize(key);
        expect([key, /\p{L}\((s|n|en|e|er)\)/u.test(text)]).toEqual([key, false]);
        expect([key, /Tagen je\b/.test(text)]).toEqual([key, false]);
      }
    }
  });
});

describe("healing days on the sheet, the dashboard and the healing card", () => {
  // Incapacitated (3 levels), one treated level, Rapid Healing: 2.5 days, then 5 + 5 untreated halved.
  const wound = withBoxes(track("incapacitated"), { treatment: "treated", treatedLevels: 1 });

  it("sheet: the dative after “in”, the nominative of a rate, counted levels", () => {
    const view = healingDaysView(marked(wound), { rapidHealing: true }, de);
    expect(view?.text).toBe("nächste Stufe in 2,5 Tagen · geheilt in 12,5 Tagen");
    expect(view?.rates).toBe("1 Stufe: 2,5 Tage je Stufe, dann 2 Stufen: 5 Tage je Stufe");
    expect(healingDaysView(marked(wound), { rapidHealing: true }, en)?.rates).toBe(
      "1 level at 2.5 days a level, then 2 levels at 5 days a level",
    );
    const magical = withBoxes(track("hurt"), { treatment: "magical", magicalDaysPerLevel: 0.25 });
    const rows = woundTrackView(magical, { worstWound: "hurt", woundPenalty: -1 }, { rapidHealing: false }, de);
    expect(JSON.stringify(rows)).toContain("Magische Heilung, 0,25 Tage je Stufe");
    expect(healingDaysView(marked(magical), { rapidHealing: false }, de)?.text).toBe("geheilt in 0,25 Tagen");
  });

  it("dashboard: decimal comma in the short days and the magical rate", () => {
    expect([daysShort(2.5, de), daysShort(2.5, en)]).toEqual(["2,5 T", "2.5 d"]);
    const magical = withBoxes(track("hurt"), { treatment: "magical", magicalDaysPerLevel: 1.5 });
    expect(healingViews(magical, false, de)).toEqual([
      { text: "Verletzt: geheilt in 1,5 T", tooltip: "Magische Heilung, 1,5 T je Stufe" },
    ]);
  });

  it("one day formatter: a quarter day reads the same on the dashboard, the sheet and the healing card", () => {
    // Rapid Healing and magic leave quarter days (0.75): the dashboard once rounded them to one decimal ("0.8 d").
    expect([daysShort(0.75, en), daysShort(0.75, de)]).toEqual(["0.75 d", "0,75 T"]);
    const magical = withBoxes(track("hurt"), { treatment: "magical", magicalDaysPerLevel: 0.75 });
    expect(healingViews(magical, false, en)[0]?.text).toContain("0.75 d");
    expect(healingDaysView(marked(magical), { rapidHealing: false }, en)?.text).toContain("0.75 days");
  });

  it("healing card: rest days and the levels at each rate counted", () => {
    const before = track("incapacitated");
    const after = withBoxes(track("incapacitated"), { treatment: "treated", treatedLevels: 1 });
    const outcome: HealOutcome = {
      kind: "heal",
      patientUuid: "Actor.p",
      patientName: "Aldric",
      rapidHealing: false,
      healerName: "Mira",
      skill: "herblore",
      before,
      after,
      pairs: [{ before: marked(before), after: marked(after) }],
      resultDegree: 1,
      magicalDaysPerLevel: null,
      roll: null,
      levels: 1,
      days: [],
      rested: null,
      treatment: "treated",
      changed: true,
    };
    expect(healingCardContext(outcome, de).changes[0]?.after.sub).toBe("Behandelt · 1 Stufe behandelt, 2 Stufen unbehandelt");
    expect(healingCardContext({ ...outcome, kind: "rest", rested: 1.5 }, de).summary).toBe("1,5 Tage geruht.");
    expect(healingCardContext({ ...outcome, kind: "rest", rested: 1 }, en).summary).toBe("Rested 1 day.");
  });
});
