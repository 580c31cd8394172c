/**
 * The screens of a round nobody had looked at (issue 27, item 13), from the system's own builders:
 * a chat log mid-round (five cards in a 700 px sidebar, as the brigand's player reads it), resolved
 * cards as the players see them, the automatic paths (an NPC's own defence, a hit applied by the
 * GM's client, a Lucky target waiting as each side reads it, an NPC with no defence it can attempt),
 * a hit undone and applied again, the attacks refused before anything is posted (Foundry's
 * notifications), the strenuous, gas and add-wound dialogs, the settings page, and a combat ended
 * while a hit still waits for Apply.
 */
import { ladderOptions } from "../../src/i18n/format";
import { STRENUOUS_DEFAULT_DIFFICULTY } from "../../src/rules";
import { addWoundContext } from "../../src/sheets/context/add-wound";
import { endCombatCardContext } from "../../src/play/end-combat/card";
import type { InfectionLine } from "../../src/play/services/lucky-lines";
import { emptyWoundTrack, markWound, type BoxLevel } from "../../src/rules";
import { raiseCardContext } from "../../src/play/raises/card";
import type { AttackCard } from "../../src/play/attack/state";
import { SYSTEM_PATH, type Renderer } from "./harness";
import { appliedCard, damagedCard, defendedCard, postedCard, rollCard, USERS, type FixtureSides } from "./play-fixtures";
import { attackCardHtmlFor, waitingCardHtmlFor, type ViewerKey } from "./card-viewers";
import type { PlayScreen } from "./play-screens";

const NPC: FixtureSides = { attackerPlayer: true, targetPlayer: false };

/** Opens every disclosure of the page (a resolved card's dice and breakdown). */
export const EXPAND_DETAILS = `for (const d of document.querySelectorAll("details")) d.open = true;`;

/** A card in a 300 px chat sidebar, as `sender`'s message (`script`: run on the page, e.g. EXPAND_DETAILS). */
export function chatScreen(name: string, html: string, sender = "Aldric of Tashal", script?: string): PlayScreen {
  return { name, frame: "chat", title: "", classes: [], width: 300, html, sender, ...(script ? { script } : {}) };
}

/** Cards the GM's client carried on by itself: the NPC's defence and the Apply are the GM client's user's. */
function byTheGM(card: AttackCard): AttackCard {
  return {
    ...card,
    defence: card.defence ? { ...card.defence, by: USERS.gm } : null,
    applied: card.applied ? { ...card.applied, by: USERS.gm } : null,
  };
}

/** The fight's cards at the steps these screens need. */
async function cards() {
  const posted = postedCard();
  const hit = defendedCard(posted, [0, 0, 0, -1]);
  const ready = damagedCard(hit, 1);
  const applied = await appliedCard(ready);
  const held = defendedCard(posted, [1, 1, 1, 1]);
  return { posted, hit, ready, applied, held, reapplied: { ...(await appliedCard({ ...ready, undone: 1 })), undone: 1 } };
}

/** The settings page, as v13's Configure Settings lists a system's settings (shown ones, with their defaults). */
function settingsPage(r: Renderer): string {
  const i18n = r.i18n;
  const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const check = (on: boolean) => `<input type="checkbox"${on ? " checked" : ""}>`;
  const select = (choices: [string, string][], value: string) =>
    `<select>${choices.map(([v, key]) => `<option${v === value ? " selected" : ""}>${esc(i18n.localize(key))}</option>`).join("")}</select>`;
  const rows: [string, string, boolean?][] = [
    ["SessionNumber", `<input type="number" value="1">`],
    ["Infection", check(true)],
    ["HealingSkills", `<input type="text" value="herblore">`],
    ["RaiseApproval", check(false)],
    ["AutoDamage", check(true)],
    ["NpcDefence", check(true)],
    [
      "AutoApplyMode",
      select(
        (["never", "npcs", "always"] as const).map((m) => [m, `HARNFUDGE.Settings.AutoApplyMode.${m}`]),
        "npcs",
      ),
    ],
    ["RestClock", check(false)],
    [
      "RestClockMode",
      select(
        [
          ["offer", "HARNFUDGE.Settings.RestClockMode.Offer"],
          ["auto", "HARNFUDGE.Settings.RestClockMode.Auto"],
        ],
        "offer",
      ),
    ],
    // Each user's own (v13's user scope): marked as Foundry marks it.
    ["SkipDialogs", check(false), true],
  ];
  return `<section class="harnfudge-settings-standin"><h2>HârnFudge</h2>${rows
    .map(
      ([key, control, user]) =>
        `<div class="form-group"><label>${user ? `<i class="fa-solid fa-user" aria-hidden="true"></i> ` : ""}${esc(
          i18n.localize(`HARNFUDGE.Settings.${key}.Name`),
        )}</label>${control}<p class="hint" style="flex-basis:100%">${esc(i18n.localize(`HARNFUDGE.Settings.${key}.Hint`))}</p></div>`,
    )
    .join("")}</section>`;
}

export async function roundScreens(r: Renderer): Promise<PlayScreen[]> {
  const i18n = r.i18n;
  const render = (path: string, context: object) => r.render(`${SYSTEM_PATH}/${path}`, context);
  const c = await cards();
  const chat = (name: string, html: string, sender?: string) => chatScreen(name, html, sender);
  const view = (card: AttackCard, viewer: ViewerKey, sides?: FixtureSides, targetLucky = false) =>
    attackCardHtmlFor(r, card, viewer, targetLucky, sides);
  const dialog = (name: string, title: string, cls: string, html: string, button: { icon: string; label: string }) => ({
    name,
    frame: "window" as const,
    title,
    classes: ["harnfudge", cls, "dialog"],
    width: 400,
    html,
    buttons: [button, { icon: "fa-xmark", label: i18n.localize("HARNFUDGE.Dialog.Cancel") }],
  });
  const notice = (name: string, key: string, data: Record<string, string> = {}): PlayScreen => ({
    name,
    frame: "notice",
    title: "",
    classes: [],
    width: 420,
    html: "",
    notices: [{ level: "warning", text: i18n.format(key, data) }],
  });
  const raise = raiseCardContext(
    {
      actorName: "Aldric of Tashal",
      trait: i18n.localize("HARNFUDGE.Skill.sword"),
      from: 1,
      to: 2,
      cost: 8,
      balance: { now: 10, after: 2 },
      status: "pending",
      decidedBy: null,
    },
    i18n,
  );
  const check = render(
    "templates/chat/roll.hbs",
    rollCard(i18n, { label: i18n.localize("HARNFUDGE.Skill.awareness"), level: 1, faces: [1, 0, 0, -1], difficulty: 0 }),
  );

  return [
    // Resolved cards as the players see them: folded to their headline, no controls.
    chat("play-attack-applied-target", view(c.applied, "target")),
    chat("play-attack-applied-onlooker", view(c.applied, "onlooker")),
    chat("play-attack-miss-target", view(c.held, "target")),
    chat("play-attack-undone-onlooker", view({ ...c.ready, undone: 1 }, "onlooker")),
    // The automatic paths: an NPC that defends by itself (and held), a hit the GM's client applied by itself.
    chat("play-attack-npc-defended", view(byTheGM(c.held), "attacker", NPC)),
    chat("play-attack-auto-applied", view(byTheGM(c.applied), "attacker", NPC)),
    { ...chat("play-attack-auto-applied-expanded", view(byTheGM(c.applied), "attacker", NPC)), script: EXPAND_DETAILS },
    // A Lucky target waiting, as the GM and the attacker's player read it (its own player: play-attack-defender-lucky).
    chat("play-attack-defender-lucky-gm", view(c.ready, "gm", undefined, true)),
    chat("play-attack-defender-lucky-attacker", view(c.ready, "attacker", undefined, true)),
    // An NPC with no defence it can attempt: the GM is named, with the other answers only.
    chat("play-attack-npc-no-defence", view(c.posted, "gm", { ...NPC, noDefence: true })),
    chat("play-attack-npc-no-defence-attacker", view(c.posted, "attacker", { ...NPC, noDefence: true })),
    // Undone, then applied again by the GM.
    chat("play-attack-reapplied", view(c.reapplied, "gm")),
    // A voided card, as everyone reads it.
    chat("play-attack-voided", view({ ...c.hit, voided: { by: USERS.gm, at: 0 } }, "target")),
    // Mid-round, as the brigand's player reads the log: the newest card at the bottom.
    {
      name: "play-chat-log-round",
      frame: "log",
      title: "",
      classes: [],
      width: 300,
      height: 700,
      html: "",
      messages: [
        { sender: "Aldric of Tashal", html: check },
        { sender: "Aldric of Tashal", html: view(c.applied, "target") },
        { sender: "Aldric of Tashal", html: view(byTheGM(c.held), "target", NPC) },
        {
          sender: "Gamemaster",
          html: waitingCardHtmlFor(render("templates/chat/raise.hbs", raise), false, "[data-raise-actions]"),
        },
        { sender: "Aldric of Tashal", html: view(c.posted, "target") },
      ],
    },
    // A combat ended while a hit still waits for Apply: the infection checks ran on the wounds marked.
    {
      name: "play-end-combat-unapplied",
      frame: "log",
      title: "",
      classes: [],
      width: 300,
      height: 520,
      html: "",
      messages: [
        { sender: "Aldric of Tashal", html: view(c.ready, "gm") },
        {
          sender: "Gamemaster",
          html: render("templates/chat/end-combat.hbs", endCombatCardContext(endCombatLines(), [], i18n)),
        },
      ],
    },
    // Refused before anything is posted (attack/refuse.ts), as Foundry shows a warning.
    notice("play-refusal-no-target", "HARNFUDGE.Notify.NoTargetYet"),
    notice("play-refusal-dead-target", "HARNFUDGE.Notify.TargetDeadNamed", { name: "Brigand (2)" }),
    notice("play-refusal-incapacitated", "HARNFUDGE.Condition.CannotAct"),
    // The GM's dialogs of the campaign tools (their templates and contexts as strenuous/, gas/ and the sheet give them).
    dialog(
      "play-strenuous-dialog",
      i18n.localize("HARNFUDGE.Strenuous.DialogTitle"),
      "harnfudge-strenuous-dialog",
      render("templates/dialog/strenuous.hbs", {
        name: "Aldric of Tashal",
        difficulties: ladderOptions(STRENUOUS_DEFAULT_DIFFICULTY, i18n),
      }),
      { icon: "fa-dice", label: i18n.localize("HARNFUDGE.Strenuous.Roll") },
    ),
    dialog(
      "play-gas-dialog",
      i18n.localize("HARNFUDGE.Gas.DialogTitle"),
      "harnfudge-gas-dialog",
      render("templates/dialog/gas.hbs", {
        names: ["Aldric of Tashal", "Hana", "Brigand"],
        difficulties: ladderOptions(0, i18n),
      }),
      { icon: "fa-dice", label: i18n.localize("HARNFUDGE.Gas.Roll") },
    ),
    dialog(
      "play-add-wound-dialog",
      i18n.format("HARNFUDGE.SheetUI.Wounds.AddWoundTitle", { name: "Aldric of Tashal" }),
      "harnfudge-add-wound",
      render("templates/actor/add-wound.hbs", addWoundContext()),
      { icon: "fa-user-injured", label: i18n.localize("HARNFUDGE.SheetUI.Wounds.Add") },
    ),
    {
      name: "play-settings",
      frame: "window",
      title: "HârnFudge",
      classes: ["harnfudge-settings-page"],
      width: 560,
      html: settingsPage(r),
    },
  ];
}

/** The end-of-combat card's lines: an infected wound Lucky may reroll, one Lucky kept clean, a clean one. */
export function endCombatLines(): InfectionLine[] {
  const line = (name: string, severity: BoxLevel, faces: number[], lucky: InfectionLine["lucky"]): InfectionLine => {
    const marked = markWound(emptyWoundTrack(), severity, { open: true });
    const box = marked.boxIndex === null ? undefined : marked.track.boxes[marked.boxIndex];
    if (!box || marked.boxIndex === null) throw new Error(`fixture: no box for ${severity}`);
    const infected = faces.reduce((a, f) => a + f, 0) <= -1;
    return {
      kind: "infection",
      actorUuid: `Actor.${name}`,
      actorName: name,
      health: 0,
      faces,
      lucky,
      boxIndex: marked.boxIndex,
      severity,
      box: { ...box, infectionChecked: true, infected },
    };
  };
  return [
    line("Aldric of Tashal", "incapacitated", [-1, -1, 0, 0], null),
    line("Mirelle", "veryHurt", [-1, -1, -1, 0], {
      original: [-1, -1, -1, 0],
      reroll: [1, 0, 0, 0],
      kept: "reroll",
      by: "gm",
      at: 1,
    }),
    line("Brigand", "hurt", [0, 1, 0, 0], null),
  ];
}
