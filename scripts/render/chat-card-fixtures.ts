/**
 * The chat cards the sheets' actions post, for the screenshots and the contrast tests: a player's
 * raise request (pending, as the GM sees it, with an EP debt; and accepted) and a failed Health roll
 * after strenuous activity. The strenuous card's outcome comes from the function the GM's client
 * decides with (strenuous/decide.ts `strenuousOutcome`), so its numbers are the rules core's.
 */
import { emptyWoundTrack, markWound, tendWound } from "../../src/rules";
import { raiseCardContext } from "../../src/play/raises/card";
import { strenuousOutcome } from "../../src/play/strenuous/decide";
import { strenuousCardContext } from "../../src/play/strenuous/card";
import { emptyRecords } from "../../src/play/gm/records";
import { SYSTEM_PATH, type Renderer } from "./harness";
import type { RenderedSheet } from "./sheets";

type ChatCard = RenderedSheet & { frame: "chat" };

function card(name: string, title: string, html: string): ChatCard {
  return { name, title, classes: [], frame: "chat", parts: [{ id: "card", html }] };
}

/** Aldric's wounds: a Hurt treated with a Good result 3 days ago, an untreated Very Hurt rested 4 days. */
function healingTrack() {
  let track = emptyWoundTrack();
  track = markWound(track, "hurt").track;
  track = markWound(track, "veryHurt", { open: true }).track;
  return {
    ...track,
    boxes: track.boxes.map((b) =>
      b.severity === "hurt"
        ? { ...tendWound(b, { kind: "roll", resultDegree: 1 }), daysRested: 3 }
        : b.severity === "veryHurt"
          ? { ...b, daysRested: 4 }
          : b,
    ),
  };
}

export function chatCards(r: Renderer): ChatCard[] {
  const render = (path: string, context: object) => r.render(`${SYSTEM_PATH}/${path}`, context);
  const ask = {
    actorName: "Aelwyn of Kaldor",
    trait: "Sword",
    from: 2,
    to: 3,
    cost: 16,
    balance: { now: 4, after: -12 },
  };
  const cards = [
    card(
      "chat-raise-request",
      "Gamemaster",
      render("templates/chat/raise.hbs", raiseCardContext({ ...ask, status: "pending", decidedBy: null }, r.i18n)),
    ),
    card(
      "chat-raise-accepted",
      "Gamemaster",
      render(
        "templates/chat/raise.hbs",
        raiseCardContext({ ...ask, balance: null, status: "accepted", decidedBy: "Gamemaster" }, r.i18n),
      ),
    ),
  ];
  // A failed Health roll (Fair −1 against Fair), read by the same function the GM's client uses.
  const outcome = strenuousOutcome(
    {
      uuid: "Actor.aelwyn",
      name: "Aelwyn of Kaldor",
      health: 0,
      wounds: healingTrack(),
      records: emptyRecords(),
      rapidHealing: false,
    },
    [-1, 0, -1, 1],
    0,
    null,
  );
  return [
    ...cards,
    card("chat-strenuous", "Aelwyn of Kaldor", render("templates/chat/strenuous.hbs", strenuousCardContext(outcome, r.i18n))),
  ];
}
