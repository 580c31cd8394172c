/**
 * The rest-on-the-world-clock offer card (templates/chat/rest-offer.hbs), rendered with the real
 * template and lang/en.json (a missing key throws): its title, each character with their days, and
 * the one button the chat wiring looks for (healing/clock-client.ts `[data-rest-offer]`).
 */
import { describe, expect, it } from "vitest";
import { compile, i18n } from "./render";
import { counted } from "../../src/i18n/format";

const render = compile("templates/chat/rest-offer.hbs");

describe("the rest offer card", () => {
  it("lists each character with their days and carries the one Rest them button, names escaped", () => {
    const html = render({
      title: counted("HARNFUDGE.RestClock.OfferTitle", 2.5, i18n),
      rows: [
        { name: "Aldric <b>", days: counted("HARNFUDGE.RestClock.Days", 2.5, i18n) },
        { name: "Hana", days: counted("HARNFUDGE.RestClock.Days", 1, i18n) },
      ],
    });
    expect(html).toContain("2.5 days have passed");
    expect(html).toContain("<strong>Aldric &lt;b&gt;</strong> · 2.5 days of rest");
    expect(html).toContain("<strong>Hana</strong> · 1 day of rest");
    expect(html.match(/data-rest-offer/g)?.length).toBe(1);
    expect(html).toContain("Rest them");
  });
});
