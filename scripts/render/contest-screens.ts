/**
 * The opposed-action (contest) card and its dialog for the screenshots and the Chromium tests
 * (rules 2.2, 1.1.2.1, 1.2, 4). Each card is moved on by the system's own decision
 * (contest/decide.ts `handleContestRequest`: start, each observer's roll, Lucky) through fake ports
 * of a small world, shown to each viewer as contest/card-viewer.ts shows it on that viewer's client
 * (reveal.ts with the whispered dice that viewer's client receives, then card-status.ts's
 * `showContestTo`), and rendered from contest/card.ts's `contestCardContext` with templates/chat/contest.hbs:
 * - a brigand's Stealth against Aldric's Awareness: waiting (Aldric's player: "Your turn"; an
 *   onlooker: "Waiting for …"), then resolved;
 * - Aldric's Stealth against three guards (rules 1.1.2.1: one roll against each): waiting for the GM,
 *   then resolved, one guard noticing him;
 * - the brigand's blind Stealth on a public card: the player reads "kept from the table", the GM the result;
 * - a contest of strength against a bear of Strength Scale 3 (rules 1.2), and Aldric's Lucky on it;
 * - Mental Conflict, a priest against Mirelle who resists magic (Magic Resistance +1, rules 4): a tie.
 * The dialog's context is the one contest/client.ts's `contestDialog` gives templates/dialog/contest.hbs.
 * No Node APIs (happy-dom does what the client does to the chat log's card).
 */
import { Window } from "happy-dom";
import { handleContestRequest } from "../../src/play/contest/decide";
import { contestCardContext } from "../../src/play/contest/card";
import { showContestTo, type ContestViewer } from "../../src/play/contest/card-status";
import { revealContest } from "../../src/play/contest/reveal";
import { CONTEST_PRESETS, type ContestCard } from "../../src/play/contest/state";
import { contestDialogContext } from "../../src/play/contest/dialog-context";
import { SYSTEM_PATH, USERS } from "./play-fixtures";
import { CONTEST_ACTORS, contestFixtureWorld, type ContestFixtureWorld } from "./contest-fixtures";
import type { Renderer } from "./core";
import type { PlayScreen } from "./play-screens";

const CHOICES = { situational: 0, applyWounds: true, opponents: 1, talents: [], visibility: "public" };

async function ask(w: ContestFixtureWorld, request: Record<string, unknown>, user: string): Promise<ContestCard> {
  const answer = await handleContestRequest(request, user, w.ports, w.locks);
  if (!answer.ok) throw new Error(`fixture: contest refused (${answer.reason})`);
  return answer.state;
}

interface ContestSetup {
  /** Who starts it (side a's owner, or the GM), and side a. */
  by: string;
  a: string;
  /** The observers' tokens (the targeted tokens). */
  tokens: string[];
  preset: (typeof CONTEST_PRESETS)[number]["id"];
  bResistsMagic?: boolean;
  /** Side a's roll mode. */
  visibility?: string;
  /** The dice of side a, then of each observer. */
  faces: number[][];
}

/** The card when the observers are still to roll, and once `roller` has rolled each. */
async function playContest(setup: ContestSetup, roller: string) {
  const w = contestFixtureWorld();
  const preset = CONTEST_PRESETS.find((p) => p.id === setup.preset);
  if (!preset) throw new Error(`no preset ${setup.preset}`);
  w.tray.push(...setup.faces);
  const waiting = await ask(
    w,
    {
      kind: "start",
      requestId: `contest-${setup.preset}-${setup.tokens.length}`,
      actorUuid: setup.a,
      tokenUuids: setup.tokens,
      preset: setup.preset,
      traitA: preset.a,
      traitB: preset.b,
      strength: preset.strength,
      aResistsMagic: false,
      bResistsMagic: setup.bResistsMagic ?? false,
      choices: { ...CHOICES, visibility: setup.visibility ?? "public" },
    },
    setup.by,
  );
  const id = w.lastCard();
  let resolved = waiting;
  for (const row of setup.tokens.keys()) resolved = await ask(w, { kind: "roll", messageId: id, row, choices: CHOICES }, roller);
  return { w, id, waiting, resolved };
}

/** A user of the pictures as a viewer of a contest card (the GM owns every actor, as in Foundry). */
function viewerOf(userId: string): ContestViewer {
  return {
    id: userId,
    isGM: userId === USERS.gm,
    owns: (uuid) => userId === USERS.gm || (CONTEST_ACTORS[uuid]?.owners.includes(userId) ?? false),
    lucky: (uuid) => {
      const a = CONTEST_ACTORS[uuid];
      return a ? { hasLucky: a.talents.some((t) => t.key === "lucky"), lastUsed: null } : null;
    },
    now: () => 0,
  };
}

const playerOwned = (uuid: string) => (CONTEST_ACTORS[uuid]?.owners.length ?? 0) > 0;

/**
 * The card as `userId`'s client shows it: what that viewer may know (the whispered dice its client
 * receives: `w.readable`), its controls and its status line.
 */
export function contestCardHtmlFor(r: Renderer, screen: ContestCardScreen): string {
  const { card, userId } = screen;
  const revealed = revealContest(card, (id) => screen.readable?.(id, userId) ?? null);
  const html = r.render(`${SYSTEM_PATH}/templates/chat/contest.hbs`, contestCardContext(revealed, r.i18n));
  const window = new Window();
  try {
    const holder = window.document.createElement("div");
    holder.innerHTML = html;
    showContestTo(holder, card, viewerOf(userId), playerOwned, r.i18n);
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
  /** The faces of a whispered dice message that reached `userId`'s client, if it did. */
  readable?: (messageId: string, userId: string) => number[] | null;
}

/** Every contest card the pictures and the Chromium tests show. */
export async function contestCards(): Promise<ContestCardScreen[]> {
  // The GM sneaks the brigand past Aldric: Stealth Good, dice −1 → Fair; Aldric's Awareness Fair, dice +2 → Great.
  const stealth = await playContest(
    {
      by: USERS.gm,
      a: "Actor.brigand",
      tokens: ["Scene.road.Token.aldric"],
      preset: "stealth",
      faces: [
        [0, -1, 0, 0],
        [1, 1, 0, 0],
      ],
    },
    USERS.attacker,
  );
  // Aldric sneaks past three guards: Stealth Fair, dice +1 → Good; the guards Fair: +0, −1, +2.
  const guards = ["Scene.road.Token.guard1", "Scene.road.Token.guard2", "Scene.road.Token.guard3"];
  const sneak = await playContest(
    {
      by: USERS.attacker,
      a: "Actor.aldric",
      tokens: guards,
      preset: "stealth",
      faces: [
        [1, 0, 0, 0],
        [0, 0, 0, 0],
        [-1, 0, 0, 0],
        [1, 1, 0, 0],
      ],
    },
    USERS.gm,
  );
  // The brigand's Stealth rolled blind on a public card; Aldric's Awareness in the open.
  const blind = await playContest(
    {
      by: USERS.gm,
      a: "Actor.brigand",
      tokens: ["Scene.road.Token.aldric"],
      preset: "stealth",
      visibility: "blind",
      faces: [
        [1, 0, 0, 0],
        [0, 0, -1, 0],
      ],
    },
    USERS.attacker,
  );
  // Aldric's Strength Good, blank dice; the bear's Good, dice +1, +3 for its Strength Scale; then Aldric's Lucky: +2.
  const strength = await playContest(
    {
      by: USERS.attacker,
      a: "Actor.aldric",
      tokens: ["Scene.road.Token.bear"],
      preset: "strength",
      faces: [
        [0, 0, 0, 0],
        [1, 0, 0, 0],
      ],
    },
    USERS.gm,
  );
  strength.w.tray.push([1, 1, 0, 0]);
  const lucky = await ask(strength.w, { kind: "lucky", messageId: strength.id, side: "a" }, USERS.attacker);
  // The priest's Mental Conflict Good against Mirelle's Fair with Magic Resistance +1, blank dice: a tie.
  const magic = await playContest(
    {
      by: USERS.gm,
      a: "Actor.priest",
      tokens: ["Scene.road.Token.mirelle"],
      preset: "mentalConflict",
      bResistsMagic: true,
      faces: [
        [0, 0, 0, 0],
        [0, 0, 0, 0],
      ],
    },
    USERS.target,
  );
  const readBlind = blind.w.readable;
  return [
    { name: "play-contest-waiting", card: stealth.waiting, userId: USERS.attacker, sender: "Brigand" },
    { name: "play-contest-waiting-onlooker", card: stealth.waiting, userId: USERS.onlooker, sender: "Brigand" },
    { name: "play-contest-resolved", card: stealth.resolved, userId: USERS.attacker, sender: "Brigand" },
    { name: "play-contest-observers-waiting", card: sneak.waiting, userId: USERS.gm, sender: "Aldric of Tashal" },
    { name: "play-contest-observers-waiting-player", card: sneak.waiting, userId: USERS.attacker, sender: "Aldric of Tashal" },
    { name: "play-contest-observers", card: sneak.resolved, userId: USERS.attacker, sender: "Aldric of Tashal" },
    { name: "play-contest-hidden-player", card: blind.resolved, userId: USERS.attacker, sender: "Brigand", readable: readBlind },
    { name: "play-contest-hidden-gm", card: blind.resolved, userId: USERS.gm, sender: "Brigand", readable: readBlind },
    { name: "play-contest-strength", card: strength.resolved, userId: USERS.attacker, sender: "Aldric of Tashal" },
    { name: "play-contest-lucky", card: lucky, userId: USERS.attacker, sender: "Aldric of Tashal" },
    { name: "play-contest-tie", card: magic.resolved, userId: USERS.target, sender: "Priest" },
  ];
}

/**
 * The dialog's window, as DialogV2 frames it (contest/client.ts: its title, classes and buttons):
 * the presets, the first chosen (nothing else to choose); "any trait against any trait" with both
 * trait lists open; the GM's against three guards, which also asks who sees the card.
 */
export function contestDialogScreens(r: Renderer): PlayScreen[] {
  const i18n = r.i18n;
  const frame = {
    frame: "window" as const,
    title: i18n.localize("HARNFUDGE.Contest.Title"),
    classes: ["harnfudge", "harnfudge-contest-dialog", "dialog"],
    width: 420,
    html: r.render(`${SYSTEM_PATH}/templates/dialog/contest.hbs`, contestDialogContext(i18n, "Aldric of Tashal", ["Brigand"])),
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
    // The GM's dialog: who sees the card (a secret Stealth against three guards' Awareness).
    {
      name: "play-contest-dialog-gm",
      ...frame,
      html: r.render(
        `${SYSTEM_PATH}/templates/dialog/contest.hbs`,
        contestDialogContext(i18n, "Brigand", ["Aldric of Tashal", "Mirelle", "Corin"], true),
      ),
    },
  ];
}
