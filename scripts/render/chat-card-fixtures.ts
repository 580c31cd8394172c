/**
 * The chat cards the sheets' actions post, for the screenshots and the contrast tests: a player's
 * raise request (pending, as the GM and as the asking player see it, with an EP debt; and
 * accepted), a treatment offered to another player's character (as its player and as the healer's
 * see it; accepted), and a failed Health roll
 * after strenuous activity. The strenuous card's outcome comes from the function the GM's client
 * decides with (strenuous/decide.ts `strenuousOutcome`), so its numbers are the rules core's. And
 * a round of poisonous gas (rules 6.1): one affected, one resisting, one dead.
 */
import { emptyWoundTrack, markWound, resolveGasRound, tendWound } from "../../src/rules";
import { raiseCardContext } from "../../src/play/raises/card";
import { strenuousOutcome } from "../../src/play/strenuous/decide";
import { strenuousCardContext } from "../../src/play/strenuous/card";
import { emptyRecords } from "../../src/play/gm/records";
import { gasCard, gasCardContext } from "../../src/play/gas/card";
import { SYSTEM_PATH, type Renderer } from "./harness";
import type { RenderedSheet } from "./sheets";
import type { PlayScreen } from "./play-screens";
import { consentCardContext, consentTerms } from "../../src/play/healing/card";
import { waitingCardHtmlFor } from "./card-viewers";
import { rollModeLabel } from "./play-dialogs";

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

/** A round of gas at Great: Aelwyn fails (affected), Hana holds, the brigand lies dead; read by the rules core's gas round. */
function gasRound() {
  const line = (name: string, health: number, faces: number[] | null) => {
    const round = faces ? resolveGasRound({ health, difficulty: 2, faces }) : null;
    return {
      actorUuid: `Actor.${name}`,
      name,
      health,
      faces,
      rolledDegree: round?.rolledDegree ?? null,
      affected: round?.affected ?? false,
      dead: faces === null,
    };
  };
  return {
    difficulty: 2,
    tokenUuids: [],
    lines: [line("Aelwyn of Kaldor", 0, [-1, 0, 1, 0]), line("Hana", 1, [1, 1, 0, -1]), line("Brigand", 0, null)],
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
  const request = render("templates/chat/raise.hbs", raiseCardContext({ ...ask, status: "pending", decidedBy: null }, r.i18n));
  // What Aelwyn's player consents to: Herblore at +1, a public roll (core's label for it).
  const choices = { situational: 1, applyWounds: true, opponents: 1, talents: [], visibility: "public" as const };
  const terms = consentTerms({ skill: "herblore", choices }, r.i18n, (mode) => rollModeLabel(r, mode));
  const offer = (status: "pending" | "accepted") =>
    render(
      "templates/chat/heal-consent.hbs",
      consentCardContext({ status, healerName: "Hana", patientName: "Aelwyn of Kaldor", skill: "Herblore", terms }, r.i18n),
    );
  const cards = [
    // The GM decides ("Your turn", Accept and Decline); the player who asked waits.
    card("chat-raise-request", "Gamemaster", waitingCardHtmlFor(request, true, "[data-raise-actions]")),
    card("chat-raise-request-player", "Gamemaster", waitingCardHtmlFor(request, false, "[data-raise-actions]")),
    // Hana's player offers to treat Aelwyn: Aelwyn's player answers, Hana's waits.
    card("chat-heal-consent", "Gamemaster", waitingCardHtmlFor(offer("pending"), true, "[data-consent-actions]")),
    card("chat-heal-consent-healer", "Gamemaster", waitingCardHtmlFor(offer("pending"), false, "[data-consent-actions]")),
    card("chat-heal-consent-accepted", "Gamemaster", offer("accepted")),
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
    card("chat-gas", "Gamemaster", render("templates/chat/gas.hbs", gasCardContext(gasCard(gasRound()), r.i18n))),
  ];
}

/** The same cards as chat screens in the 300 px sidebar, for the play screens' browser tests. */
export function chatCardScreens(r: Renderer): PlayScreen[] {
  return chatCards(r).map((c) => ({
    name: c.name,
    frame: "chat",
    title: c.title,
    classes: [],
    width: 300,
    html: c.parts.map((part) => part.html).join(""),
    sender: c.title,
  }));
}
