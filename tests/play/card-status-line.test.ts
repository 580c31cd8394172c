/**
 * The status line of a card that waits for several characters to roll (issue 27, item 7;
 * services/card-turn.ts): its words for each viewer — the characters it names them for, counted
 * once more than two would be listed, "Waiting for …" for everyone else, nothing once all rolled —
 * and what every client does to the rendered card: the viewer's turn drawn as "Your turn" with its
 * pointing hand instead of the hourglass, and the card shown, also when a module trimmed its template.
 */
import { Window } from "happy-dom";
import { afterAll, describe, expect, it } from "vitest";
import { showLinesTo, turnStatus, type CardViewer, type PendingRoller } from "../../src/play/services/card-turn";
import { checkCardContext } from "../../src/play/check-request/card";
import { showCheckTo } from "../../src/play/check-request/card-status";
import { compile, i18n } from "./render";
import { ALICE, CHOICES, EVE, GM, askRequest, checkWorld } from "./check-request-world";

const viewer = (id: string, owned: string[] = []): CardViewer => ({
  id,
  isGM: id === GM,
  owns: (uuid) => id === GM || owned.includes(uuid),
});

/** Four guards of the GM's, none of them a player's. */
const GUARDS: PendingRoller[] = [1, 2, 3, 4].map((n) => ({ name: `Guard ${n}`, actorUuid: `Actor.guard${n}` }));
const noPlayer = () => false;

describe("the status line's words", () => {
  it("counts the characters a viewer must roll for once there are more than two", () => {
    expect(turnStatus(GUARDS, "Awareness", viewer(GM), noPlayer, i18n)).toEqual({
      turn: true,
      text: "roll Awareness for 4 of them",
    });
    expect(turnStatus(GUARDS.slice(0, 3), "Awareness", viewer(GM), noPlayer, i18n)).toEqual({
      turn: true,
      text: "roll Awareness for 3 of them",
    });
    expect(turnStatus(GUARDS.slice(0, 2), "Awareness", viewer(GM), noPlayer, i18n)).toEqual({
      turn: true,
      text: "roll Awareness for Guard 1 and Guard 2",
    });
    expect(turnStatus(GUARDS, "Awareness", viewer(ALICE), noPlayer, i18n)).toEqual({ turn: false, text: "Waiting for the GM" });
  });

  it("is gone once nobody is left to roll", () => {
    for (const v of [viewer(GM), viewer(ALICE, ["Actor.aldric"]), viewer(EVE)])
      expect(turnStatus([], "Awareness", v, () => true, i18n)).toBeNull();
  });
});

const window = new Window();
afterAll(() => window.happyDOM.close());

function holder(html: string) {
  const root = window.document.createElement("div");
  root.innerHTML = html;
  return root;
}

const render = compile("templates/chat/check-request.hbs");
const playerOwned = (uuid: string) => uuid !== "Actor.guard";

describe("the status line on the rendered request card", () => {
  async function requestCard() {
    const w = checkWorld();
    const asked = await w.ask(askRequest({ actorUuids: ["Actor.aldric", "Actor.guard"] }), GM);
    if (!asked.ok) throw new Error(asked.reason);
    return { w, id: asked.messageId, state: asked.state, html: render(checkCardContext(asked.state, i18n)) };
  }

  const line = (root: ReturnType<typeof holder>) => {
    const el = root.querySelector("[data-card-status]");
    return {
      turn: el?.hasAttribute("data-card-turn"),
      wait: el?.hasAttribute("data-card-wait"),
      css: el?.className,
      icon: el?.querySelector("i")?.className,
      label: !el?.querySelector("[data-card-turn-label]")?.hasAttribute("hidden"),
      text: el?.querySelector("[data-card-status-text]")?.textContent,
      shown: root.querySelector(".check-request-card")?.hasAttribute("data-shown"),
    };
  };

  it("draws Aldric's player's turn with the pointing hand, and an onlooker's wait with the hourglass", async () => {
    const { state, html } = await requestCard();
    const alice = holder(html);
    showCheckTo(alice, state, viewer(ALICE, ["Actor.aldric"]), playerOwned, i18n);
    expect(line(alice)).toEqual({
      turn: true,
      wait: false,
      css: "card-status card-turn",
      icon: "fa-solid fa-hand-point-right",
      label: true,
      text: "roll Awareness for Aldric",
      shown: true,
    });
    const eve = holder(html);
    showCheckTo(eve, state, viewer(EVE), playerOwned, i18n);
    expect(line(eve)).toEqual({
      turn: false,
      wait: true,
      css: "card-status card-wait",
      icon: "fa-regular fa-hourglass-half",
      label: false,
      text: "Waiting for Aldric's player and the GM",
      shown: true,
    });
  });

  it("shows a card no one is left to roll on without a status line", async () => {
    const { w, id, state } = await requestCard();
    for (const row of [0, 1]) await w.ask({ kind: "roll", messageId: id, row, choices: CHOICES }, GM);
    const done = w.ports.card(id)?.state ?? state;
    expect(done.rows.every((r) => r.roll !== null)).toBe(true);
    const root = holder(render(checkCardContext(done, i18n)));
    showCheckTo(root, done, viewer(ALICE, ["Actor.aldric"]), playerOwned, i18n);
    expect(root.querySelector("[data-card-status]")).toBeNull();
    expect(root.querySelector(".check-request-card")?.hasAttribute("data-shown")).toBe(true);
  });

  it("leaves a card a module trimmed as it is, and still removes the controls the viewer may not use", () => {
    const status = { turn: true, text: "roll Awareness for Aldric" };
    // No status line, no card element.
    const bare = holder('<button data-visible-to="checkRoll" data-actor="Actor.guard">Roll</button>');
    expect(() => showLinesTo(bare, ".check-request-card", status, () => false)).not.toThrow();
    expect(bare.querySelector("button")).toBeNull();
    // A status line without its text, label or icon.
    const plain = holder(
      '<div class="check-request-card"><p class="card-status card-wait" data-card-status data-card-wait>…</p></div>',
    );
    showLinesTo(plain, ".check-request-card", status, () => true);
    expect(line(plain)).toMatchObject({ turn: true, wait: false, css: "card-status card-turn", shown: true });
  });
});
