/**
 * Where a fighter's opponents' count came from (rules 3.2.1, issue 26): the card keeps the count
 * with the names counted and left out, and says "Aldric: 3 engaged (Bandit ×3)", with the GM's
 * doorway when it capped the count.
 */
import { describe, expect, it } from "vitest";
import { countMeleeOpponents, type Engager } from "../../src/rules/engagement-count";
import { engagementLine, engagementText, namesText } from "../../src/play/attack/engagement-line";
import { i18n } from "./render";
import { attackCard, postedCard } from "../../scripts/render/play-fixtures";

const engager = (id: string, name: string): Engager => ({
  id,
  name,
  inReach: true,
  meleeThisRound: false,
  rangedThisRound: false,
  bulky: false,
});

describe("the card's engagement line (rules 3.2.1)", () => {
  it("groups the names, a count kept with its name", () => {
    expect(namesText(["Bandit", "Wolf", "Bandit", "Bandit"])).toBe("Bandit\u00a0×3, Wolf");
    expect(namesText([])).toBe("");
  });

  it("says who engages, and the position when it left some out", () => {
    const three = [engager("a", "Bandit"), engager("b", "Bandit"), engager("c", "Bandit")];
    expect(engagementText("Aldric", engagementLine(countMeleeOpponents(three)), i18n)).toBe("Aldric: 3 engaged (Bandit\u00a0×3)");
    expect(engagementText("Aldric", engagementLine(countMeleeOpponents(three, "doorway")), i18n)).toBe(
      "Aldric: 2 engaged (Bandit\u00a0×2) · In a doorway: at most 2 places",
    );
  });

  it("a waiting card shows a short line for each side facing more than one, none for one; the names in its tooltip and with the dice", () => {
    const line = (n: number) => ({
      opponents: n,
      names: Array<string>(n).fill("Bandit"),
      left: [],
      position: "open" as const,
      places: 6,
    });
    const card = { ...postedCard(), engagement: { attacker: line(3), target: line(1) } };
    const context = attackCard(i18n, card);
    expect(context.engaged).toEqual([
      { line: "Aldric of Tashal: 3 engaged", full: "Aldric of Tashal: 3 engaged (Bandit\u00a0×3)" },
    ]);
    expect(context.foldedEngaged).toEqual(["Aldric of Tashal: 3 engaged (Bandit\u00a0×3)"]);
    // Once it waits on no one (undone here), only the fold says it.
    const undone = attackCard(i18n, { ...card, undone: 1 });
    expect([undone.pending, undone.engaged, undone.foldedEngaged]).toEqual([false, [], context.foldedEngaged]);
    // The counted opponents are said by the line; only the GM's own number is a tag.
    expect(context.options).toEqual([]);
    expect(attackCard(i18n, { ...card, options: { ...card.options, opponents: 2 } }).options).toEqual(["2 opponents"]);
  });
});
