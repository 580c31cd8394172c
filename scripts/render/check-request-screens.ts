/**
 * The checks the GM asks for (issue 26, item 5), for the screenshots and the Chromium tests: each
 * card moved on by the system's own decision (check-request/decide.ts `handleCheckRequest`: ask,
 * then each character's roll) through fake ports of a small world, shown to each viewer as
 * check-request/card-viewer.ts shows it on that viewer's client (revealCheck with the dice that
 * client receives, then card-status.ts's `showCheckTo`):
 * - a secret Awareness check at Good, asked of Aldric (Alice's) and Mirelle (Bob's): Alice's turn;
 *   the GM waiting for both; after both rolled, what Alice reads, and the GMs' own card;
 * - an open Climbing check at Fair for Aldric and a guard, resolved, as an onlooker sees it;
 * - the GM's dialog that asks.
 * No Node APIs (happy-dom does what the client does to the chat log's card).
 */
import { Window } from "happy-dom";
import { handleCheckRequest, requestAudience, type CheckPorts } from "../../src/play/check-request/decide";
import { checkCardContext, ledgerCardContext, revealCheck } from "../../src/play/check-request/card";
import { showCheckTo } from "../../src/play/check-request/card-status";
import { askDialogContext } from "../../src/play/check-request/dialog-context";
import { parseCheckLedger, parseCheckRequest, type CheckRequestCard } from "../../src/play/check-request/state";
import type { CardViewer } from "../../src/play/services/card-turn";
import { createLockQueue } from "../../src/play/gm/locks";
import { audience } from "../../src/play/services/audience";
import { SYSTEM_PATH, USERS } from "./play-fixtures";
import type { Renderer } from "./core";
import type { PlayScreen } from "./play-screens";

const ACTORS: Record<string, { name: string; owners: string[]; levels: Record<string, number> }> = {
  "Actor.aldric": { name: "Aldric of Tashal", owners: [USERS.attacker], levels: { awareness: 0, climbing: 1 } },
  "Actor.mirelle": { name: "Mirelle", owners: [USERS.target], levels: { awareness: 1, climbing: 0 } },
  "Actor.guard": { name: "Gate guard", owners: [], levels: { awareness: 0, climbing: -1 } },
};

interface Message {
  whisper: string[];
  flags: Record<string, unknown>;
}

function checkFixtureWorld() {
  const messages = new Map<string, Message>();
  const tray: number[][] = [];
  let next = 0;
  const post = (whisper: string[], flags: Record<string, unknown>) => {
    const id = `check-${++next}`;
    messages.set(id, { whisper, flags: structuredClone(flags) });
    return id;
  };
  const ownersOf = (uuid: string) => [USERS.gm, ...(ACTORS[uuid]?.owners ?? [])];
  const ports: CheckPorts = {
    isGM: (id) => id === USERS.gm,
    isOwner: (id, uuid) => ownersOf(uuid).includes(id),
    actor: (uuid) => {
      const a = ACTORS[uuid];
      return a
        ? { uuid, name: a.name, img: "", woundPenalty: 0, talents: [], conditions: { refused: null, modifiers: [] } }
        : null;
    },
    traitLevel: (uuid, _kind, key) => ACTORS[uuid]?.levels[key] ?? null,
    card: (id) => {
      const state = parseCheckRequest(structuredClone(messages.get(id)?.flags["checkRequest"]));
      return state ? { id, state } : null;
    },
    cardByRequest: () => null,
    ledger: (id) => {
      const state = parseCheckLedger(structuredClone(messages.get(id)?.flags["checkLedger"]));
      return state ? { id, state } : null;
    },
    hiddenFaces: (id) => {
      const faces = messages.get(id)?.flags["faces"];
      return Array.isArray(faces) ? faces.map(Number) : null;
    },
    roll: async (spec) => {
      const faces = tray.shift() ?? [0, 0, 0, 0];
      if (spec.visibility === "public") return { faces, diceMessageId: null };
      return { faces, diceMessageId: post(audience(spec.visibility, spec.requesterId, [USERS.gm]).whisper, { faces }) };
    },
    createCards: async (state, ledger) => {
      const ledgerId = ledger ? post([USERS.gm], { checkLedger: ledger }) : null;
      const full = { ...state, ledgerId };
      return post(requestAudience(full, ownersOf, [USERS.gm]), { checkRequest: full });
    },
    updateCard: async (id, state) => {
      const m = messages.get(id);
      if (m) m.flags = { ...m.flags, checkRequest: structuredClone(state) };
    },
    updateLedger: async (id, state) => {
      const m = messages.get(id);
      if (m) m.flags = { ...m.flags, checkLedger: structuredClone(state) };
    },
    markUsed: async () => undefined,
  };
  const locks = createLockQueue();
  const ask = async (request: Record<string, unknown>, user: string) => {
    const answer = await handleCheckRequest(request, user, ports, locks);
    if (!answer.ok) throw new Error(`fixture: check refused (${answer.reason})`);
    return answer;
  };
  /** A hidden roll's faces, if its whispered message reaches `user`'s client. */
  const readable = (user: string) => (id: string) => {
    const m = messages.get(id);
    const faces = m && (m.whisper.length === 0 || m.whisper.includes(user)) ? m.flags["faces"] : null;
    return Array.isArray(faces) ? faces.map(Number) : null;
  };
  return { ports, tray, ask, readable };
}

const CHOICES = { situational: 0, applyWounds: true, opponents: 1, talents: [], visibility: "public" };

function viewerOf(userId: string): CardViewer {
  return {
    id: userId,
    isGM: userId === USERS.gm,
    owns: (uuid) => userId === USERS.gm || (ACTORS[uuid]?.owners.includes(userId) ?? false),
  };
}

const playerOwned = (uuid: string) => (ACTORS[uuid]?.owners.length ?? 0) > 0;

export interface CheckCardScreen {
  name: string;
  card: CheckRequestCard;
  userId: string;
  read: (messageId: string) => number[] | null;
}

/** The request card as `userId`'s client shows it. */
export function checkCardHtmlFor(r: Renderer, screen: CheckCardScreen): string {
  const html = r.render(
    `${SYSTEM_PATH}/templates/chat/check-request.hbs`,
    checkCardContext(revealCheck(screen.card, screen.read), r.i18n),
  );
  const window = new Window();
  try {
    const holder = window.document.createElement("div");
    holder.innerHTML = html;
    showCheckTo(holder, screen.card, viewerOf(screen.userId), playerOwned, r.i18n);
    return holder.innerHTML;
  } finally {
    void window.happyDOM.close();
  }
}

/** Every check-request card the pictures and the Chromium tests show, as chat screens. */
export async function checkRequestScreens(r: Renderer): Promise<PlayScreen[]> {
  const secret = checkFixtureWorld();
  const asked = await secret.ask(
    {
      kind: "ask",
      requestId: "secret",
      trait: { kind: "skill", key: "awareness" },
      difficulty: 1,
      secret: true,
      actorUuids: ["Actor.aldric", "Actor.mirelle"],
    },
    USERS.gm,
  );
  // Aldric: Fair, dice +2 → Great (succeeds by 1); Mirelle: Good, dice −2 → Poor (fails by 3).
  secret.tray.push([1, 1, 0, 0], [-1, -1, 0, 0]);
  await secret.ask({ kind: "roll", messageId: asked.messageId, row: 0, choices: CHOICES }, USERS.attacker);
  const rolled = await secret.ask({ kind: "roll", messageId: asked.messageId, row: 1, choices: CHOICES }, USERS.target);
  const ledger = secret.ports.ledger(rolled.state.ledgerId ?? "")?.state;
  if (!ledger) throw new Error("fixture: no GMs' card");

  const open = checkFixtureWorld();
  const climb = await open.ask(
    {
      kind: "ask",
      requestId: "open",
      trait: { kind: "skill", key: "climbing" },
      difficulty: 0,
      secret: false,
      actorUuids: ["Actor.aldric", "Actor.guard"],
    },
    USERS.gm,
  );
  // Aldric: Good, dice −1 → Fair (succeeds, +0); the guard: Mediocre, dice −1 → Poor (fails by 2).
  open.tray.push([0, -1, 0, 0], [-1, 0, 0, 0]);
  await open.ask({ kind: "roll", messageId: climb.messageId, row: 0, choices: CHOICES }, USERS.attacker);
  const climbed = await open.ask({ kind: "roll", messageId: climb.messageId, row: 1, choices: CHOICES }, USERS.gm);

  const chat = (name: string, html: string): PlayScreen => ({
    name,
    frame: "chat",
    title: "",
    classes: [],
    width: 300,
    html,
    sender: r.i18n.localize("HARNFUDGE.CheckRequest.Title"),
  });
  const card = (name: string, c: CheckRequestCard, userId: string, read = secret.readable(userId)) =>
    chat(name, checkCardHtmlFor(r, { name, card: c, userId, read }));
  return [
    card("play-asked-check-waiting-player", asked.state, USERS.attacker),
    card("play-asked-check-waiting-gm", asked.state, USERS.gm),
    card("play-asked-check-secret-done", rolled.state, USERS.attacker),
    chat(
      "play-asked-check-ledger",
      r.render(`${SYSTEM_PATH}/templates/chat/check-ledger.hbs`, ledgerCardContext(ledger, r.i18n)),
    ),
    card("play-asked-check-open", climbed.state, USERS.onlooker, open.readable(USERS.onlooker)),
  ];
}

/** The GM's "Ask for a check" dialog, as DialogV2 frames it (check-request/client.ts). */
export function checkRequestDialogScreen(r: Renderer): PlayScreen {
  const i18n = r.i18n;
  const characters = [
    { uuid: "Actor.aldric", name: "Aldric of Tashal", img: "", online: true },
    { uuid: "Actor.mirelle", name: "Mirelle", img: "", online: true },
    { uuid: "Actor.corin", name: "Corin Ashwood", img: "", online: false },
  ];
  return {
    name: "play-asked-check-dialog",
    frame: "window",
    title: i18n.localize("HARNFUDGE.CheckRequest.DialogTitle"),
    classes: ["harnfudge", "harnfudge-check-request-dialog", "dialog"],
    width: 420,
    html: r.render(
      `${SYSTEM_PATH}/templates/dialog/check-request.hbs`,
      askDialogContext(i18n, characters, { difficulty: 1, secret: true }),
    ),
    buttons: [
      { icon: "fa-bullhorn", label: i18n.localize("HARNFUDGE.CheckRequest.Ask") },
      { icon: "fa-xmark", label: i18n.localize("HARNFUDGE.Dialog.Cancel") },
    ],
  };
}
