/**
 * The per-viewer line of a card that waits for one side (issue 27, item 7): who is named ("Your
 * turn") and what everyone else reads, as every client filters the rendered card (card-turn.ts).
 */
import { Window } from "happy-dom";
import { describe, expect, it } from "vitest";
import { namedForSide, showTurnLine } from "../../src/play/card-turn";
import { createRenderer } from "../../scripts/render/harness";
import { raiseCardContext } from "../../src/play/raises/card";
import { consentCardContext } from "../../src/play/healing/card";

const r = createRenderer();

function linesFor(html: string, decides: boolean): string[] {
  const window = new Window();
  const holder = window.document.createElement("div");
  holder.innerHTML = html;
  showTurnLine(holder, decides);
  return Array.from(holder.querySelectorAll("[data-card-turn], [data-card-wait]")).map((el) => (el.textContent ?? "").trim());
}

describe("who a waiting card names", () => {
  it("names the side's player while a player owns it (a GM may still answer, unnamed), else the GM", () => {
    expect(namedForSide({ gm: false, owner: true }, true)).toBe(true);
    expect(namedForSide({ gm: true, owner: true }, true)).toBe(false);
    expect(namedForSide({ gm: false, owner: false }, true)).toBe(false);
    expect(namedForSide({ gm: true, owner: true }, false)).toBe(true);
    expect(namedForSide({ gm: false, owner: true }, false)).toBe(false);
  });

  it("a raise request: the GM reads their turn above Accept, the player who asked waits for the GM", () => {
    const ask = { actorName: "Aelwyn", trait: "Sword", from: 1, to: 2, cost: 8, balance: { now: 10, after: 2 }, decidedBy: null };
    const html = r.render("systems/harnfudge/templates/chat/raise.hbs", raiseCardContext({ ...ask, status: "pending" }, r.i18n));
    expect(linesFor(html, true)).toEqual(["Your turn: accept or decline the raise of Sword"]);
    expect(linesFor(html, false)).toEqual(["Waiting for the GM."]);
  });

  it("a treatment offer: the patient's player reads their turn, everyone else waits for them", () => {
    const context = consentCardContext(
      { status: "pending", healerName: "Hana", patientName: "Aelwyn", skill: "Herblore", terms: "Roll: Herblore" },
      r.i18n,
    );
    const html = r.render("systems/harnfudge/templates/chat/heal-consent.hbs", context);
    expect(linesFor(html, true)).toEqual(["Your turn: accept or decline Hana's treatment"]);
    expect(linesFor(html, false)).toEqual(["Waiting for the patient's player."]);
    // Once answered, no one is waited for.
    const done = consentCardContext(
      { status: "accepted", healerName: "Hana", patientName: "Aelwyn", skill: "Herblore", terms: "Roll: Herblore" },
      r.i18n,
    );
    expect(linesFor(r.render("systems/harnfudge/templates/chat/heal-consent.hbs", done), true)).toEqual([]);
  });
});
