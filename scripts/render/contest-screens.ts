/**
 * The opposed-action (contest) card and its dialog for the screenshots and the Chromium tests
 * (rules 2.2, 1.2, 4). Each card is moved on by the system's own decision (contest/decide.ts
 * `handleContestRequest`: start, then side b's roll) through fake ports of a small world, and
 * rendered from contest/card.ts's `contestCardContext` with templates/chat/contest.hbs:
 * - a brigand's Stealth against Aldric's Awareness, waiting for Aldric (as his player sees it: the
 *   Roll button; as an onlooker sees it: none), then resolved (both degrees, the relative degree);
 * - a contest of strength, Aldric against a bear of Strength Scale 3 (rules 1.2);
 * - Mental Conflict, a priest against Mirelle who resists magic (Magic Resistance +1, rules 4): a tie.
 * The dialog's context is the one contest/client.ts's `contestDialog` gives templates/dialog/contest.hbs.
 * No Node APIs (happy-dom filters the Roll button as contest/client.ts does in the chat log).
 */
import { Window } from "happy-dom";
import { handleContestRequest, type ContestPorts } from "../../src/play/contest/decide";
import { contestCardContext } from "../../src/play/contest/card";
import { CONTEST_PRESETS, type ContestCard } from "../../src/play/contest/state";
import { createLockQueue } from "../../src/play/gm/locks";
import { type OwnedTalent } from "../../src/rules";
import { contestDialogContext } from "../../src/play/contest/dialog-context";
import { SYSTEM_PATH, USERS } from "./play-fixtures";
import type { Renderer } from "./core";
import type { PlayScreen } from "./play-screens";

interface ContestActor {
  name: string;
  /** Users who own it (the GM owns every actor, as in Foundry). */
  owners: string[];
  levels: Record<string, number>;
  strengthScale: number;
  talents: OwnedTalent[];
}

/** The world of the contests: Aldric is Alice's (USERS.attacker), Mirelle Bob's (USERS.target), the rest the GM's. */
const ACTORS: Record<string, ContestActor> = {
  "Actor.aldric": {
    name: "Aldric of Tashal",
    owners: [USERS.attacker],
    levels: { awareness: 0, strength: 1 },
    strengthScale: 0,
    talents: [{ key: "lucky" }],
  },
  "Actor.brigand": { name: "Brigand", owners: [], levels: { stealth: 1 }, strengthScale: 0, talents: [] },
  "Actor.bear": { name: "Bear", owners: [], levels: { strength: 1 }, strengthScale: 3, talents: [] },
  "Actor.priest": { name: "Priest", owners: [], levels: { mentalConflict: 1 }, strengthScale: 0, talents: [] },
  "Actor.mirelle": {
    name: "Mirelle",
    owners: [USERS.target],
    levels: { mentalConflict: 0 },
    strengthScale: 0,
    talents: [{ key: "magicResistance" }],
  },
};

/** A contest world: the cards posted, the dice the next rolls show (first in, first out). */
function contestWorld() {
  const messages = new Map<string, ContestCard>();
  const tray: number[][] = [];
  const ports: ContestPorts = {
    card: (id) => {
      const state = messages.get(id);
      return state ? { id, state: structuredClone(state) } : null;
    },
    cardByRequest: (requestId) => [...messages.entries()].find(([, c]) => c.requestId === requestId)?.[0] ?? null,
    actor: (uuid) => {
      const a = ACTORS[uuid];
      return a
        ? {
            uuid,
            name: a.name,
            img: "",
            woundPenalty: 0,
            talents: a.talents,
            strengthScale: a.strengthScale,
            conditions: { refused: null, modifiers: [] },
          }
        : null;
    },
    tokenActor: (tokenUuid) => {
      const actorUuid = `Actor.${tokenUuid.split(".").pop() ?? ""}`;
      const a = ACTORS[actorUuid];
      return a ? { actorUuid, name: a.name, img: "" } : null;
    },
    traitLevel: (uuid, _kind, key) => ACTORS[uuid]?.levels[key] ?? null,
    isGM: (id) => id === USERS.gm,
    isOwner: (id, uuid) => id === USERS.gm || (ACTORS[uuid]?.owners.includes(id) ?? false),
    hiddenFaces: () => null,
    roll: async () => ({ faces: tray.shift() ?? [0, 0, 0, 0], diceMessageId: null }),
    createCard: async (state) => {
      const id = `contest-${messages.size + 1}`;
      messages.set(id, structuredClone(state));
      return id;
    },
    updateCard: async (id, state) => {
      messages.set(id, structuredClone(state));
    },
  };
  return { ports, tray, locks: createLockQueue() };
}

const CHOICES = { situational: 0, applyWounds: true, opponents: 1, talents: [], visibility: "public" };

interface ContestSetup {
  /** Who starts it (side a's owner, or the GM), and side a. */
  by: string;
  a: string;
  /** Side b's token (the targeted token). */
  token: string;
  preset: (typeof CONTEST_PRESETS)[number]["id"];
  bResistsMagic?: boolean;
  /** The dice of side a, then of side b. */
  faces: [number[], number[]];
}

/** The card when side b is still to roll, and once it has (rolled by `bRoller`). */
async function playContest(setup: ContestSetup, bRoller: string): Promise<{ waiting: ContestCard; resolved: ContestCard }> {
  const w = contestWorld();
  const preset = CONTEST_PRESETS.find((p) => p.id === setup.preset);
  if (!preset) throw new Error(`no preset ${setup.preset}`);
  w.tray.push(...setup.faces);
  const started = await handleContestRequest(
    {
      kind: "start",
      requestId: `contest-${setup.preset}`,
      actorUuid: setup.a,
      tokenUuid: setup.token,
      preset: setup.preset,
      traitA: preset.a,
      traitB: preset.b,
      strength: preset.strength,
      aResistsMagic: false,
      bResistsMagic: setup.bResistsMagic ?? false,
      choices: CHOICES,
    },
    setup.by,
    w.ports,
    w.locks,
  );
  if (!started.ok) throw new Error(`fixture: contest refused (${started.reason})`);
  const rolled = await handleContestRequest(
    { kind: "roll", messageId: started.messageId, choices: CHOICES },
    bRoller,
    w.ports,
    w.locks,
  );
  if (!rolled.ok) throw new Error(`fixture: side b's roll refused (${rolled.reason})`);
  return { waiting: started.state, resolved: rolled.state };
}

/**
 * What contest/client.ts's `wireContestCard` leaves a user of the card: the Roll button
 * (`data-visible-to="contest-b"`) only for the GM and side b's owners.
 */
export function contestCardHtmlFor(r: Renderer, card: ContestCard, userId: string): string {
  const html = r.render(`${SYSTEM_PATH}/templates/chat/contest.hbs`, contestCardContext(card, r.i18n));
  const mayRoll = userId === USERS.gm || (ACTORS[card.b.actorUuid]?.owners.includes(userId) ?? false);
  const window = new Window();
  try {
    const holder = window.document.createElement("div");
    holder.innerHTML = html;
    for (const el of Array.from(holder.querySelectorAll('[data-visible-to="contest-b"]'))) if (!mayRoll) el.remove();
    return holder.innerHTML;
  } finally {
    void window.happyDOM.close();
  }
}

export interface ContestCardScreen {
  name: string;
  card: ContestCard;
  /** Whose view of the card. */
  userId: string;
  /** The card's speaker: side a. */
  sender: string;
}

/** Every contest card the pictures and the Chromium tests show. */
export async function contestCards(): Promise<ContestCardScreen[]> {
  // The GM sneaks the brigand past Aldric: Stealth Good, dice −1 → Fair; Aldric's Awareness Fair, dice +2 → Great.
  const stealth = await playContest(
    {
      by: USERS.gm,
      a: "Actor.brigand",
      token: "Scene.road.Token.aldric",
      preset: "stealth",
      faces: [
        [0, -1, 0, 0],
        [1, 1, 0, 0],
      ],
    },
    USERS.attacker,
  );
  // Aldric's Strength Good, dice +2 → Superb; the bear's Good, blank dice, +3 for its Strength Scale → 4.
  const strength = await playContest(
    {
      by: USERS.attacker,
      a: "Actor.aldric",
      token: "Scene.road.Token.bear",
      preset: "strength",
      faces: [
        [1, 1, 0, 0],
        [0, 0, 0, 0],
      ],
    },
    USERS.gm,
  );
  // The priest's Mental Conflict Good against Mirelle's Fair with Magic Resistance +1, blank dice: a tie.
  const magic = await playContest(
    {
      by: USERS.gm,
      a: "Actor.priest",
      token: "Scene.road.Token.mirelle",
      preset: "mentalConflict",
      bResistsMagic: true,
      faces: [
        [0, 0, 0, 0],
        [0, 0, 0, 0],
      ],
    },
    USERS.target,
  );
  return [
    { name: "play-contest-waiting", card: stealth.waiting, userId: USERS.attacker, sender: "Brigand" },
    { name: "play-contest-waiting-onlooker", card: stealth.waiting, userId: USERS.onlooker, sender: "Brigand" },
    { name: "play-contest-resolved", card: stealth.resolved, userId: USERS.attacker, sender: "Brigand" },
    { name: "play-contest-strength", card: strength.resolved, userId: USERS.attacker, sender: "Aldric of Tashal" },
    { name: "play-contest-tie", card: magic.resolved, userId: USERS.target, sender: "Priest" },
  ];
}

/**
 * The dialog's window, as DialogV2 frames it (contest/client.ts: its title, classes and buttons):
 * the presets, the first chosen; then "any trait against any trait" with both trait lists open;
 * and the GM's, which also asks who sees the card.
 */
export function contestDialogScreens(r: Renderer): PlayScreen[] {
  const i18n = r.i18n;
  const frame = {
    frame: "window" as const,
    title: i18n.localize("HARNFUDGE.Contest.Title"),
    classes: ["harnfudge", "harnfudge-contest-dialog", "dialog"],
    width: 420,
    html: r.render(`${SYSTEM_PATH}/templates/dialog/contest.hbs`, contestDialogContext(i18n, "Aldric of Tashal", "Brigand")),
    buttons: [
      { icon: "fa-dice", label: i18n.localize("HARNFUDGE.Contest.Title") },
      { icon: "fa-xmark", label: i18n.localize("HARNFUDGE.Dialog.Cancel") },
    ],
  };
  // Aldric's Intrigue against the brigand's Will: talking it into giving up.
  const open = `document.querySelector('input[name="preset"][value="any"]').checked = true;
for (const [name, value] of [["traitA", "skill:intrigue"], ["traitB", "attribute:willpower"]]) {
  const s = document.querySelector('select[name="' + name + '"]');
  s.size = 8;
  s.value = value;
  s.scrollTop = Math.max(0, s.selectedIndex - 3) * s.options[0].getBoundingClientRect().height;
}`;
  return [
    { name: "play-contest-dialog", ...frame },
    { name: "play-contest-dialog-traits", ...frame, script: open },
    // The GM's dialog: who sees the card (a secret Stealth against Awareness).
    {
      name: "play-contest-dialog-gm",
      ...frame,
      html: r.render(
        `${SYSTEM_PATH}/templates/dialog/contest.hbs`,
        contestDialogContext(i18n, "Brigand", "Aldric of Tashal", true),
      ),
    },
  ];
}
