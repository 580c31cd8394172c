/**
 * Danger Sense at the start of a combat (rules 4, issue 26): "The GM will make a Situational roll.
 * On a Good or better result, you'll be warned of some imminent danger." The GM is offered one card
 * naming every combatant with the talent; one click rolls for each, secretly, on the designated
 * GM's client; a second click, a second GM or a replay rolls nothing again.
 */
import { describe, expect, it } from "vitest";
import {
  dangerSenseRoster,
  handleDangerSense,
  parseDangerSenseCard,
  type DangerSenseCard,
  type DangerSensePorts,
} from "../../src/play/danger-sense/decide";
import { dangerSenseCardContext } from "../../src/play/danger-sense/card";
import { compile, i18n } from "./render";

const GM = "gm";

function world(card: DangerSenseCard, dice: number[][], talented = new Set(card.actors.map((a) => a.uuid))) {
  const cards = new Map([["m1", structuredClone(card)]]);
  const rolled: string[] = [];
  const ports: DangerSensePorts = {
    isGM: (id) => id === GM,
    card: (id) => structuredClone(cards.get(id) ?? null),
    hasTalent: (uuid) => talented.has(uuid),
    async roll(uuid) {
      rolled.push(uuid);
      return dice.shift() ?? [0, 0, 0, 0];
    },
    async write(id, next) {
      cards.set(id, structuredClone(next));
    },
  };
  return { ports, rolled, card: () => cards.get("m1") };
}

const offer: DangerSenseCard = {
  combat: "c1",
  actors: [
    { uuid: "Actor.aldric", name: "Aldric" },
    { uuid: "Actor.hana", name: "Hana" },
  ],
  results: null,
};

describe("Danger Sense when a combat starts (rules 4)", () => {
  it("offers every combatant who has the talent, each actor once, in turn order", () => {
    expect(
      dangerSenseRoster([
        { actorUuid: "Actor.aldric", name: "Aldric", hasTalent: true },
        { actorUuid: "Actor.bandit", name: "Bandit", hasTalent: false },
        { actorUuid: "Actor.aldric", name: "Aldric (2)", hasTalent: true },
        { actorUuid: null, name: "Marker", hasTalent: true },
        { actorUuid: "Actor.hana", name: "Hana", hasTalent: true },
      ]),
    ).toEqual(offer.actors);
  });

  it("one click rolls for each in secret: Good or better warns, below Good does not", async () => {
    const w = world(offer, [
      [1, 0, 0, 0],
      [1, 0, 0, -1],
    ]);
    expect(await handleDangerSense({ kind: "dangerSense", messageId: "m1" }, GM, w.ports)).toEqual({
      ok: true,
      results: [
        { uuid: "Actor.aldric", name: "Aldric", total: 1, warned: true },
        { uuid: "Actor.hana", name: "Hana", total: 0, warned: false },
      ],
    });
    expect(w.rolled).toEqual(["Actor.aldric", "Actor.hana"]);
  });

  it("rolls once: a second click, a second GM or a replay rolls nothing again", async () => {
    const w = world(offer, []);
    await handleDangerSense({ kind: "dangerSense", messageId: "m1" }, GM, w.ports);
    expect(await handleDangerSense({ kind: "dangerSense", messageId: "m1" }, GM, w.ports)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.CardClosed",
    });
    expect(w.rolled).toHaveLength(2);
  });

  it("only a GM rolls; a malformed request or a missing card is refused; one who lost the talent is skipped", async () => {
    const w = world(offer, [], new Set(["Actor.hana"]));
    expect(await handleDangerSense({ kind: "dangerSense", messageId: "m1" }, "player", w.ports)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.GMOnly",
    });
    expect(await handleDangerSense({ kind: "dangerSense" }, GM, w.ports)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.BadRequest",
    });
    expect(await handleDangerSense({ kind: "dangerSense", messageId: "m9" }, GM, w.ports)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.NoCard",
    });
    expect(w.rolled).toEqual([]);
    await handleDangerSense({ kind: "dangerSense", messageId: "m1" }, GM, w.ports);
    expect(w.rolled).toEqual(["Actor.hana"]);
  });

  it("reads its flags back tolerantly", () => {
    expect(parseDangerSenseCard(structuredClone(offer))).toEqual(offer);
    expect(parseDangerSenseCard({ ...offer, results: [{ uuid: "a", name: "A", total: 1 }] })).toBeNull();
    expect(parseDangerSenseCard({ ...offer, actors: "all" })).toBeNull();
    expect(parseDangerSenseCard(null)).toBeNull();
  });

  it("the card names who is offered, then each result, names escaped", () => {
    const render = compile("templates/chat/danger-sense.hbs");
    const before = render(dangerSenseCardContext({ ...offer, actors: [{ uuid: "a", name: "Al <i>" }] }, i18n));
    expect(before).toContain("Roll Danger Sense in secret for: Al &lt;i&gt;.");
    expect(before).toContain("data-danger-sense-roll");
    const after = render(
      dangerSenseCardContext({ ...offer, results: [{ uuid: "Actor.aldric", name: "Aldric", total: 1, warned: true }] }, i18n),
    );
    expect(after).toContain("<strong>Aldric</strong>: Good · warned of imminent danger!");
    expect(after).not.toContain("data-danger-sense-roll");
  });

  it("writes the offer back whole with its results: the combat and who was offered stay on the card", async () => {
    const w = world(offer, [[1, 1, 0, 0]], new Set(["Actor.aldric"]));
    await handleDangerSense({ kind: "dangerSense", messageId: "m1" }, GM, w.ports);
    expect(w.card()).toEqual({ ...offer, results: [{ uuid: "Actor.aldric", name: "Aldric", total: 2, warned: true }] });
  });

  it("refuses a request that is not Danger Sense's, or no object at all, and rolls nothing", async () => {
    const w = world(offer, []);
    const bad = { ok: false, reason: "HARNFUDGE.Notify.BadRequest" };
    expect(await handleDangerSense({ kind: "engagement", messageId: "m1" }, GM, w.ports)).toEqual(bad);
    expect(await handleDangerSense(null, GM, w.ports)).toEqual(bad);
    expect(await handleDangerSense({ kind: "dangerSense", messageId: 1 }, GM, w.ports)).toEqual(bad);
    expect(w.rolled).toEqual([]);
    expect(w.card()?.results).toBeNull();
  });

  it("reads a rolled card back with its results, and refuses any entry not of the shape", () => {
    const rolled = {
      ...offer,
      results: [
        { uuid: "Actor.aldric", name: "Aldric", total: 1, warned: true },
        { uuid: "Actor.hana", name: "Hana", total: -1, warned: false },
      ],
    };
    expect(parseDangerSenseCard(structuredClone(rolled))).toEqual(rolled);
    const result = { uuid: "Actor.aldric", name: "Aldric", total: 1, warned: true };
    for (const bad of [{ total: "1" }, { warned: "yes" }, { uuid: 7 }, { name: null }])
      expect(parseDangerSenseCard({ ...offer, results: [rolled.results[1], { ...result, ...bad }] })).toBeNull();
    expect(parseDangerSenseCard({ ...offer, results: "none" })).toBeNull();
    expect(parseDangerSenseCard({ ...offer, results: ["Aldric"] })).toBeNull();
    expect(parseDangerSenseCard({ ...offer, combat: 3 })).toBeNull();
    for (const actor of [{ uuid: 7, name: "Seven" }, { uuid: "Actor.x", name: 7 }, "Actor.x"])
      expect(parseDangerSenseCard({ ...offer, actors: [offer.actors[0], actor] })).toBeNull();
  });
});
