/**
 * Every play screen the screenshots show and the Chromium tests measure: the attack card at every
 * stage and outcome (as the GM sees it unless named), posted in a hidden roll mode, with Lucky,
 * with the engagement and range warnings (attack-warnings.ts), and as each of four users sees it;
 * check cards; the healing cards; the opposed-action card and dialog (contest-screens.ts); the checks
 * the GM asks for, their cards and dialog (check-request-screens.ts); the
 * end-of-combat summary; the end-of-session card; and the dialogs (play-dialogs.ts). Outcomes are
 * the rules core's and the system's own steps (play-fixtures.ts, the healing handler, createAttack,
 * handleContestRequest); contexts come from the system's own builders.
 */
import { emptyRecords } from "../../src/play/gm/records";
import { handleHealRequest, type HealPorts, type HealRequest } from "../../src/play/healing/decide";
import { healingCardContext } from "../../src/play/healing/card";
import { sessionCardContext, sessionContext } from "../../src/play/session/context";
import { emptyWoundTrack, markWound, type WoundTrack } from "../../src/rules";
import { endCombatCardContext } from "../../src/play/end-combat/card";
import type { AttackCard } from "../../src/play/attack/state";
import { SYSTEM_PATH, type Renderer } from "./harness";
import {
  appliedCard,
  brigandTracks,
  damagedCard,
  defendedCard,
  postedCard,
  postedInMode,
  rollCard,
  roll,
  USERS,
} from "./play-fixtures";
import { VIEWER_KEYS, attackCardHtmlFor, type ViewerKey } from "./card-viewers";
import { dialogScreens, type CoreLanguage } from "./play-dialogs";
import { warningScreens } from "./attack-warnings";
import { trackerScreen } from "./tracker-screen";
import { battlefieldScreens } from "./battlefield-screens";
import { contestCardHtmlFor, contestCards, contestDialogScreens } from "./contest-screens";
import { checkRequestDialogScreen, checkRequestScreens } from "./check-request-screens";
import { EXPAND_DETAILS, chatScreen, endCombatLines, roundScreens } from "./round-screens";

export interface PlayScreen {
  name: string;
  /**
   * "chat": a chat message in the sidebar; "window": an application window; "log": several
   * messages (`messages`) in a sidebar of `height` px, scrolled to the newest; "notice": Foundry's
   * notifications (`notices`) over the canvas.
   */
  frame: "chat" | "window" | "log" | "notice";
  /** A log's messages, oldest first. */
  messages?: { sender: string; html: string }[];
  /** A log's height in px. */
  height?: number;
  /** The notifications shown (each a level and its text), newest last. */
  notices?: { level: "info" | "warning" | "error"; text: string }[];
  title: string;
  classes: string[];
  width: number;
  html: string;
  /** The message's speaker (chat frames). */
  sender?: string;
  /** A script run in the page before the picture (e.g. to show a select's options). */
  script?: string;
  /** A window's footer buttons (Font Awesome icon class, label); none for a chat frame. */
  buttons?: { icon: string; label: string }[];
}

/** An attack card screen: the card and whose view of it. */
export interface AttackScreen {
  name: string;
  card: AttackCard;
  viewer: ViewerKey;
  /** The brigand has Lucky unused (the fixture world's brigand has not). */
  targetLucky?: boolean;
}

/** Every attack card the pictures and the Chromium tests show. */
export async function attackScreens(): Promise<AttackScreen[]> {
  const posted = postedCard();
  const fullHit = defendedCard(posted, [0, 0, 0, -1]); // Dodge Fair −1 → Mediocre: relative +4
  const ready = damagedCard(fullHit, 1); // factor +3, +4, 1dF +1 = +8 → Incapacitated
  const graze = defendedCard(posted, [1, 1, 0, 0]); // Great: relative +1, the graze table, no die to roll
  const stunned = postedCard({ options: { stun: true, pullTo: null, opponents: 1 } });
  const luckyAttack = postedCard({
    attack: roll(1, [1, 1, 0, 0], {
      lucky: { kept: "reroll", original: [-1, -1, 0, 0], reroll: [1, 1, 0, 0], by: USERS.attacker, at: 0 },
    }),
  });
  const ranged = postedCard({
    mode: "ranged",
    weapon: { id: "bow", uuid: "Actor.aldric.Item.bow", name: "Shortbow", wounding: "edged" },
    skill: "bow",
  });
  const screen = (name: string, card: AttackCard, viewer: ViewerKey = "gm"): AttackScreen => ({ name, card, viewer });
  return [
    screen("play-attack-rolled", posted),
    screen("play-attack-difficulty", {
      ...posted,
      defence: { kind: "unaware", skill: null, roll: null, difficulty: null, by: USERS.gm },
    }),
    screen("play-attack-defended", fullHit),
    screen("play-attack-damage", ready),
    screen("play-attack-applied", await appliedCard(ready)),
    screen("play-attack-miss", defendedCard(posted, [1, 1, 1, 1])), // a critical Superb +1 defence
    screen("play-attack-graze", graze),
    screen("play-attack-stun", damagedCard(defendedCard(stunned, [0, 0, 0, 0], 1), -1)), // +2, factor +3, 1dF −1 = +4: Hurt → Stun
    screen("play-attack-knockout", damagedCard(defendedCard(stunned, [0, 0, 0, -1]), 1)), // +8: Incapacitated → Knocked out
    // A fourth Scratch: the brigand's three Scratch boxes are marked, so it goes into the Hurt box.
    screen("play-attack-overflow", await appliedCard(graze, brigandTracks(["scratch", "scratch", "scratch"]))),
    // No box left at Incapacitated or worse: the brigand dies.
    screen("play-attack-died", await appliedCard(ready, brigandTracks(["incapacitated", "nearDeath"]))),
    screen("play-attack-gmroll", postedInMode("gm"), "target"),
    screen("play-attack-blind", defendedCard(postedInMode("blind"), [0, 0, 0, -1]), "attacker"),
    screen("play-attack-lucky", defendedCard(luckyAttack, [0, 0, 0, -1])),
    screen("play-attack-lucky-offer", posted, "attacker"),
    // A lucky brigand: its defence may still be rerolled, so the hit waits for its answer before Apply.
    { name: "play-attack-defender-lucky", card: ready, viewer: "target", targetLucky: true },
    screen("play-attack-ranged", ranged, "target"),
    ...(await warningScreens()),
    // After the GM's Undo: the trace on the card, the old result struck through, Apply for the GM alone.
    screen("play-attack-undone", { ...ready, undone: 1 }),
    screen("play-attack-undone-target", { ...ready, undone: 1 }, "target"),
    // Each status line as each user reads it: "Your turn" for the one named, "Waiting for …" for the rest.
    ...VIEWER_KEYS.flatMap((viewer) => [
      screen(`play-attack-view-${viewer}-defence`, posted, viewer),
      screen(`play-attack-view-${viewer}-damage`, fullHit, viewer),
      screen(`play-attack-view-${viewer}-apply`, ready, viewer),
    ]),
  ];
}

function woundedTrack(): WoundTrack {
  let track = emptyWoundTrack();
  track = markWound(track, "hurt").track;
  track = markWound(track, "incapacitated", { open: true }).track;
  return track;
}

/** The healing cards: Hana's Herblore on Aldric (Great, and a failure), the GM's magical healing, a rest. */
async function healingScreens(r: Renderer): Promise<{ name: string; html: string; sender: string }[]> {
  const patient = { wounds: woundedTrack(), records: emptyRecords() };
  let faces: number[] = [];
  const ports: HealPorts = {
    patient: () => ({ uuid: "Actor.aldric", name: "Aldric of Tashal", ...patient, rapidHealing: false }),
    healer: () => ({ uuid: "Actor.hana", name: "Hana", woundPenalty: 0, talents: [], refused: null, modifiers: [] }),
    healingSkills: () => ["herblore"],
    traitLevel: () => 1,
    isGM: (id) => id === USERS.gm,
    isOwner: () => true,
    roll: async () => ({ faces, diceMessageId: null }),
    writePatient: async (_uuid, data) => {
      patient.wounds = data.wounds;
      patient.records = data.records;
    },
    markUsed: async () => undefined,
    postConsentCard: async () => "consent",
  };
  const heal = async (request: HealRequest, rolled: number[] = []) => {
    faces = rolled;
    const result = await handleHealRequest(request, USERS.gm, ports);
    if (!result.ok || !result.outcome) throw new Error(`fixture: healing refused (${result.ok ? "consent" : result.reason})`);
    return r.render(`${SYSTEM_PATH}/templates/chat/healing.hbs`, healingCardContext(result.outcome, r.i18n));
  };
  const herblore = (requestId: string): Extract<HealRequest, { kind: "heal" }> => ({
    kind: "heal",
    requestId,
    patientUuid: "Actor.aldric",
    healerUuid: "Actor.hana",
    skill: "herblore",
    choices: { situational: 0, applyWounds: true, opponents: 1, talents: [], visibility: "public" },
    result: null,
    treatment: "treated",
    magicalDaysPerLevel: 2,
  });
  const reset = () => {
    patient.wounds = woundedTrack();
    patient.records = emptyRecords();
  };
  const failed = await heal(herblore("req-fail"), [-1, -1, 0, 0]); // Good −2 → Poor: the treatment fails
  reset();
  const magical = await heal({
    ...herblore("req-magic"),
    healerUuid: null,
    skill: null,
    choices: null,
    result: 1,
    treatment: "magical",
    magicalDaysPerLevel: 1,
  });
  reset();
  const mundane = await heal(herblore("req-heal"), [1, 0, 0, 0]); // Good +1 → Great: two levels at the treated rate
  const rest = await heal({ kind: "rest", requestId: "req-rest", patientUuid: "Actor.aldric", days: 10 });
  return [
    { name: "play-healing", html: mundane, sender: "Hana" },
    { name: "play-healing-failed", html: failed, sender: "Hana" },
    { name: "play-healing-magical", html: magical, sender: "Gamemaster" },
    { name: "play-healing-rest", html: rest, sender: "Gamemaster" },
  ];
}

export { EXPAND_DETAILS } from "./round-screens";

/** Every play screen, rendered by the harness (`core`: the language of Foundry's own labels). */
export async function playScreens(r: Renderer, core: CoreLanguage = "en"): Promise<PlayScreen[]> {
  const i18n = r.i18n;
  const render = (path: string, context: object) => r.render(`${SYSTEM_PATH}/${path}`, context);
  const rollHtml = (context: object) => render("templates/chat/roll.hbs", context);
  const screens: PlayScreen[] = [];
  const chat = (name: string, html: string, sender?: string) => {
    screens.push(chatScreen(name, html, sender));
    // A resolved card folds its dice and breakdown away; the same card unfolded, as a click shows it.
    // (A waiting card folds them too; the heights report measures it unfolded without a picture.)
    if (html.includes("data-card-details") && !html.includes("attack-card--pending"))
      screens.push(chatScreen(`${name}-expanded`, html, sender, EXPAND_DETAILS));
  };

  for (const s of await attackScreens()) chat(s.name, attackCardHtmlFor(r, s.card, s.viewer, s.targetLucky));

  // Check cards: a critical success against Good, a critical failure, a Lucky reroll kept, a situational roll.
  chat(
    "play-check-critical",
    rollHtml(
      rollCard(i18n, {
        label: i18n.localize("HARNFUDGE.Skill.awareness"),
        level: 1,
        faces: [1, 1, 1, 1],
        difficulty: 1,
        modifiers: [{ label: "HARNFUDGE.Roll.WoundPenalty", value: -1 }],
      }),
    ),
  );
  chat(
    "play-check-fumble",
    rollHtml(
      rollCard(i18n, { label: i18n.localize("HARNFUDGE.Skill.climbing"), level: 0, faces: [-1, -1, -1, -1], difficulty: 0 }),
    ),
  );
  chat(
    "play-check-lucky",
    rollHtml(
      rollCard(i18n, {
        label: i18n.localize("HARNFUDGE.Skill.stealth"),
        level: 1,
        faces: [1, 0, 1, 0],
        difficulty: 2,
        lucky: { original: [-1, -1, 0, 1], reroll: [1, 0, 1, 0], kept: "reroll", by: "player", at: 1 },
      }),
    ),
  );
  chat(
    "play-situational",
    rollHtml(
      rollCard(i18n, { kind: "situational", label: "Is the ferry running?", level: 0, faces: [1, 0, 0, 1] }, { levelWord: "" }),
    ),
  );

  for (const card of await healingScreens(r)) chat(card.name, card.html, card.sender);

  for (const c of await contestCards()) chat(c.name, contestCardHtmlFor(r, c), c.sender);
  screens.push(...(await checkRequestScreens(r)));

  chat(
    "play-end-combat",
    render("templates/chat/end-combat.hbs", endCombatCardContext(endCombatLines(), [], i18n)),
    "Gamemaster",
  );

  chat(
    "play-session-card",
    render(
      "templates/chat/session.hbs",
      sessionCardContext(
        [
          {
            actorId: "a",
            name: "Aldric of Tashal",
            award: 3,
            earned: 17,
            reasons: ["survival", "roleplaying", "dangerousSession"],
          },
          { actorId: "h", name: "Hana", award: 2, earned: 11, reasons: ["survival", "reallyCool"] },
        ],
        4,
        5,
      ),
    ),
    "Gamemaster",
  );

  // The end-of-session tool, as session/client.ts shows it.
  screens.push({
    name: "play-session-tool",
    frame: "window",
    title: i18n.format("HARNFUDGE.Session.Title", { n: "4" }),
    classes: ["harnfudge", "harnfudge-session", "dialog"],
    width: 640,
    html: render(
      "templates/apps/session.hbs",
      sessionContext(
        [
          { id: "a", name: "Aldric of Tashal", img: "", earned: 14, balance: 2 },
          { id: "h", name: "Hana", img: "", earned: 9, balance: -1 },
          { id: "w", name: "Wystan the Bold", img: "", earned: 3, balance: 3 },
        ],
        4,
      ),
    ),
    buttons: [
      { icon: "fa-check", label: i18n.localize("HARNFUDGE.Session.Confirm") },
      { icon: "fa-xmark", label: i18n.localize("HARNFUDGE.Dialog.Cancel") },
    ],
  });

  const battlefield = await battlefieldScreens(r);
  for (const c of battlefield.chats) chat(c.name, c.html, c.sender);
  screens.push(
    ...dialogScreens(r, core),
    ...contestDialogScreens(r),
    checkRequestDialogScreen(r),
    trackerScreen(r),
    ...battlefield.windows,
    ...(await roundScreens(r)),
  );
  return screens;
}
