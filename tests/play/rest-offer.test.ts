/**
 * The rest-on-the-world-clock offer card (templates/chat/rest-offer.hbs), rendered with the real
 * template and lang/en.json (a missing key throws): its title, each wounded character with their
 * days and a tick (player characters ticked, an untreated Near Death character disabled, rules
 * 3.4.1), and the one button the chat wiring looks for (healing/clock-client.ts `[data-rest-offer]`);
 * and the group list of Rest… and Strenuous… (play/group-rows.ts).
 */
import { Window } from "happy-dom";
import { describe, expect, it } from "vitest";
import { compile, i18n } from "./render";
import { counted } from "../../src/i18n/format";
import { groupRows, tickedUuids } from "../../src/play/group-rows";

const render = compile("templates/chat/rest-offer.hbs");

const row = (uuid: string, name: string, days: number, extra: Record<string, unknown> = {}) => ({
  uuid,
  name,
  days: counted("HARNFUDGE.RestClock.Days", days, i18n),
  checked: true,
  blocked: false,
  note: "",
  ...extra,
});

describe("the rest offer card", () => {
  it("lists each character with their days and a tick, and carries the one Rest them button, names escaped", () => {
    const html = render({
      title: counted("HARNFUDGE.RestClock.OfferTitle", 2.5, i18n),
      rows: [
        row("Actor.a", "Aldric <b>", 2.5),
        row("Actor.s", "Scout", 1),
        row("Actor.b", "Bandit", 1, { checked: false }),
        row("Actor.n", "Nessa", 1, { checked: false, blocked: true, note: i18n.localize("HARNFUDGE.RestClock.NearDeath") }),
      ],
    });
    expect(html).toContain("2.5 days have passed");
    expect(html).toContain("<strong>Aldric &lt;b&gt;</strong> · 2.5 days of rest");
    expect(html).toContain("<strong>Scout</strong> · 1 day of rest");
    expect(html.match(/data-rest-offer/g)?.length).toBe(1);
    expect(html).toContain("Rest them");
    const doc = new Window().document;
    doc.body.innerHTML = html;
    const boxes = [...doc.querySelectorAll("input[data-rest-actor]")];
    expect(boxes.map((b) => [b.getAttribute("data-rest-actor"), b.hasAttribute("checked"), b.hasAttribute("disabled")])).toEqual([
      ["Actor.a", true, false],
      ["Actor.s", true, false],
      ["Actor.b", false, false],
      ["Actor.n", false, true],
    ]);
    expect(html).toContain("Near Death, untreated: cannot rest (rules 3.4.1)");
  });
});

describe("a group action's list (Rest…, Strenuous…)", () => {
  const member = (uuid: string, picked: boolean, blockedKey: string | null = null) => ({ uuid, name: uuid, picked, blockedKey });

  it("ticks the picked actors (the sheet's, the selected tokens'); the others are listed unticked", () => {
    const rows = groupRows([member("a", true), member("b", false), member("c", true, "HARNFUDGE.Group.Unhurt")], i18n);
    expect(rows.map((r) => [r.uuid, r.checked, r.disabled, r.note])).toEqual([
      ["a", true, false, ""],
      ["b", false, false, ""],
      ["c", false, true, "unhurt"],
    ]);
  });

  it("with nobody picked (the party) every one who may take part is ticked", () => {
    const rows = groupRows([member("a", false), member("b", false, "HARNFUDGE.Group.Dead")], i18n);
    expect(rows.map((r) => [r.checked, r.disabled, r.note])).toEqual([
      [true, false, ""],
      [false, true, "dead"],
    ]);
  });

  it("reads back only the offered uuids, each once", () => {
    expect(tickedUuids(["a", "x", "a", 3, "b"], new Set(["a", "b"]))).toEqual(["a", "b"]);
  });
});
