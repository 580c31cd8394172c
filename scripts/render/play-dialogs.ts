/**
 * The play dialogs as the screenshots and the Chromium tests show them, each from the builders the
 * system uses: the roll dialog's context from dialog-view.ts (every ladder level from
 * `ladderOptions`, core's message modes as v13's CONFIG.Dice.rollModes lists them) for a check, an
 * attack's options and a defence; the healing dialog (a player's and the GM's, magical healing at
 * one day a level), the rest dialog and the pick-target dialog with the contexts healing/client.ts
 * and attack/create.ts give their templates.
 */
import { groupRows } from "../../src/play/group-rows";
import { dialogViewContext, talentBonuses, type RollDialogInput, type RollDialogState } from "../../src/rolls/dialog-view";
import { ROLL_VISIBILITIES } from "../../src/rolls/choices";
import { talentOptions } from "../../src/rolls/talents";
import { MAX_REST_DAYS } from "../../src/play/healing/decide";
import { healDialogView, type HealerCandidate } from "../../src/play/healing/dialog";
import { skillTasks } from "../../src/rolls/tasks";
import { emptyWoundTrack, markWound } from "../../src/rules";
import { createRendererFrom, type Renderer } from "./core";
import { SYSTEM_PATH, readTemplateSources } from "./harness";
import { PLACEHOLDER_IMG } from "./fixtures";
import { localeOf } from "../../src/i18n/format";
import type { PlayScreen } from "./play-screens";

export type CoreLanguage = "en" | "de";

/** v13's CONFIG.Dice.rollModes label keys, by mode (tests/foundry/stubs.ts has the same table). */
const ROLL_MODE_KEYS = {
  public: "CHAT.RollPublic",
  gm: "CHAT.RollPrivate",
  blind: "CHAT.RollBlind",
  self: "CHAT.RollSelf",
} as const;

/** Foundry's own words for those keys (core's English; the German community translation). */
const CORE_LABELS: Record<CoreLanguage, Record<string, string>> = {
  en: {
    "CHAT.RollPublic": "Public Roll",
    "CHAT.RollPrivate": "Private GM Roll",
    "CHAT.RollBlind": "Blind GM Roll",
    "CHAT.RollSelf": "Self Roll",
  },
  de: {
    "CHAT.RollPublic": "Öffentlicher Wurf",
    "CHAT.RollPrivate": "Privater SL-Wurf",
    "CHAT.RollBlind": "Verdeckter SL-Wurf",
    "CHAT.RollSelf": "Eigener Wurf",
  },
};

/** A roll mode in Foundry's own words, in the renderer's language (a consent card's terms name it so). */
export function rollModeLabel(r: Renderer, mode: keyof typeof ROLL_MODE_KEYS): string {
  const core: CoreLanguage = localeOf(r.i18n).startsWith("de") ? "de" : "en";
  return CORE_LABELS[core][ROLL_MODE_KEYS[mode]] ?? mode;
}

/** The harness's renderer with Foundry's own labels added (core keys such as CHAT.RollPublic). */
function withCoreLabels(r: Renderer, core: CoreLanguage): Renderer {
  const labels = CORE_LABELS[core];
  return createRendererFrom(readTemplateSources(), {
    has: (key) => key in labels || r.i18n.has(key),
    localize: (key) => labels[key] ?? r.i18n.localize(key),
    format: (key, data) => r.i18n.format(key, data),
  });
}

const MODES = ROLL_VISIBILITIES.map((value) => ({ value, label: ROLL_MODE_KEYS[value] }));

/** The roll dialog's first state, as dialog.ts's defaultDialogState sets it (the user's mode: public). */
function initialState(input: RollDialogInput, extra: Partial<RollDialogState> = {}): RollDialogState {
  return {
    difficulty: input.difficulty,
    situational: 0,
    applyWounds: true,
    opponents: 1,
    talents: input.talentBonuses.map((t) => t.applies),
    messageMode: "public",
    stun: false,
    pullTo: null,
    ...extra,
  };
}

/** Shows every option of the selects matched (as an open dropdown would), for the picture. */
function expandSelects(selector: string): string {
  return `for (const s of document.querySelectorAll(${JSON.stringify(selector)})) s.size = s.options.length;`;
}

export function dialogScreens(base: Renderer, core: CoreLanguage): PlayScreen[] {
  const r = withCoreLabels(base, core);
  const i18n = r.i18n;
  const render = (path: string, context: object) => r.render(`${SYSTEM_PATH}/${path}`, context);
  const cancel = { icon: "fa-xmark", label: i18n.localize("HARNFUDGE.Dialog.Cancel") };
  const buttonsFor: Record<string, { icon: string; label: string }[]> = {
    "harnfudge-roll-dialog": [{ icon: "fa-dice", label: i18n.localize("HARNFUDGE.Dialog.Roll") }, cancel],
    "harnfudge-healing-dialog": [{ icon: "fa-kit-medical", label: i18n.localize("HARNFUDGE.Healing.Heal") }, cancel],
    "harnfudge-rest-dialog": [{ icon: "fa-bed", label: i18n.localize("HARNFUDGE.Healing.Rest") }, cancel],
    "harnfudge-pick-target": [{ icon: "fa-crosshairs", label: i18n.localize("HARNFUDGE.Chat.Attack") }, cancel],
  };
  // As DialogV2 frames them: the classes the system passes, its content, its buttons (healing/client.ts, attack/create.ts, dialog.ts).
  const dialog = (name: string, title: string, cls: string, html: string, width = 400, script?: string): PlayScreen => ({
    name,
    frame: "window",
    title,
    classes: ["harnfudge", cls, "dialog"],
    width,
    html,
    buttons: buttonsFor[cls] ?? [],
    ...(script ? { script } : {}),
  });
  const rollDialog = (input: RollDialogInput, state: RollDialogState, isGM = false) =>
    render("templates/dialog/roll.hbs", dialogViewContext(input, state, { i18n, isGM, modes: MODES }));

  // A check: Awareness with talents, Acute Sense pre-ticked by the roll's context, a wound penalty.
  const awareness: RollDialogInput = {
    title: i18n.format("HARNFUDGE.Dialog.Title", { label: i18n.localize("HARNFUDGE.Skill.awareness") }),
    label: i18n.localize("HARNFUDGE.Skill.awareness"),
    level: 1,
    woundPenalty: -1,
    talentBonuses: talentBonuses(
      talentOptions([{ key: "acuteSense", sense: "hearing" }, { key: "prescience" }], {
        situations: ["sense"],
        sense: "hearing",
      }),
      i18n,
    ),
    difficulty: 1,
    chance: { kind: "difficulty" },
    showOpponents: false,
  };
  // An attack: the sword's options (stun, pull the punch), two opponents faced; the chance to reach Fair.
  const sword = `${i18n.localize("HARNFUDGE.Skill.sword")}`;
  const attack: RollDialogInput = {
    title: i18n.format("HARNFUDGE.Dialog.Title", { label: `Broadsword (${sword})` }),
    label: `Broadsword (${sword})`,
    level: 1,
    woundPenalty: 0,
    talentBonuses: [],
    difficulty: 0,
    chance: { kind: "attack" },
    showOpponents: true,
    attackOptions: true,
    playerBounds: true,
  };
  // A defence: the brigand dodges Aldric's Superb attack.
  const dodge = i18n.localize("HARNFUDGE.Skill.dodge");
  const defence: RollDialogInput = {
    title: i18n.format("HARNFUDGE.Dialog.Title", { label: dodge }),
    label: dodge,
    level: 0,
    woundPenalty: -1,
    talentBonuses: [],
    difficulty: 0,
    chance: { kind: "degree", degree: 3 },
    showOpponents: true,
    playerBounds: true,
  };

  const engaged: RollDialogInput = {
    ...defence,
    woundPenalty: 0,
    opponents: 3,
    opponentsSource: i18n.format("HARNFUDGE.Engagement.Source", { name: "Aldric of Tashal", n: "3", names: "Bandit\u00a0×3" }),
    conditionModifiers: [{ label: "Night", value: -1 }],
  };

  // Aldric with an Incapacitated and a Hurt wound; Hana heals, and the GM may also pick Brother Anselm (an NPC physician).
  let aldric = emptyWoundTrack();
  for (const level of ["incapacitated", "hurt"] as const) aldric = markWound(aldric, level).track;
  const hana: HealerCandidate = {
    uuid: "Actor.hana",
    name: "Hana",
    skills: [
      { key: "herblore", label: i18n.localize("HARNFUDGE.Skill.herblore"), level: 1, trained: true },
      { key: "alchemy", label: i18n.localize("HARNFUDGE.Skill.alchemy"), level: -2, trained: false },
    ],
  };
  const anselm: HealerCandidate = {
    uuid: "Actor.anselm",
    name: "Brother Anselm",
    skills: [{ key: "herblore", label: i18n.localize("HARNFUDGE.Skill.herblore"), level: 2, trained: true }],
  };
  // The roll's own options in the same dialog, for the healer picked (healing/client.ts): Hana's Herblore, Good treats.
  const herblore: RollDialogInput = {
    title: i18n.format("HARNFUDGE.Dialog.Title", { label: i18n.localize("HARNFUDGE.Skill.herblore") }),
    label: i18n.localize("HARNFUDGE.Skill.herblore"),
    level: 1,
    woundPenalty: 0,
    talentBonuses: [],
    difficulty: 1,
    chance: { kind: "difficulty" },
    showOpponents: false,
    playerBounds: true,
  };
  const healing = (isGM: boolean) =>
    render("templates/dialog/healing.hbs", {
      ...healDialogView(
        {
          patient: { name: "Aldric of Tashal", wounds: aldric },
          healers: isGM ? [hana, anselm] : [hana],
          preferred: { healer: hana.uuid, skill: null },
          isGM,
        },
        i18n,
      ),
      roll: dialogViewContext(herblore, initialState(herblore), { i18n, isGM, modes: MODES }),
    });
  const healTitle = i18n.localize("HARNFUDGE.Healing.Heal");

  // Lockcraft Great, Metalcraft Fair: making a lock rolls the lower of the two (rules 1.1.2.4).
  const lockcraft: RollDialogInput = {
    title: i18n.format("HARNFUDGE.Dialog.Title", { label: i18n.localize("HARNFUDGE.Skill.lockcraft") }),
    label: i18n.localize("HARNFUDGE.Skill.lockcraft"),
    level: 2,
    woundPenalty: 0,
    talentBonuses: [],
    difficulty: 1,
    chance: { kind: "difficulty" },
    showOpponents: false,
    tasks: skillTasks("lockcraft", (k) => ({ lockcraft: 2, metalcraft: 0 })[k] ?? null, i18n),
  };

  return [
    dialog("play-roll-dialog", awareness.title, "harnfudge-roll-dialog", rollDialog(awareness, initialState(awareness))),
    dialog(
      "play-roll-dialog-task",
      lockcraft.title,
      "harnfudge-roll-dialog",
      rollDialog(lockcraft, initialState(lockcraft, { task: "lockConstruction" })),
    ),
    dialog(
      "play-roll-dialog-options",
      awareness.title,
      "harnfudge-roll-dialog",
      rollDialog(awareness, initialState(awareness)),
      400,
      expandSelects('select[name="difficulty"], select[name="rollMode"]'),
    ),
    dialog(
      "play-attack-dialog",
      attack.title,
      "harnfudge-roll-dialog",
      rollDialog(attack, initialState(attack, { opponents: 2, stun: false, pullTo: "hurt" })),
    ),
    dialog("play-defence-dialog", defence.title, "harnfudge-roll-dialog", rollDialog(defence, initialState(defence))),
    // Issue 26: three bandits engage Aldric at night; the count from the battlefield and the GM's modifier.
    dialog(
      "play-defence-dialog-engaged",
      defence.title,
      "harnfudge-roll-dialog",
      rollDialog(engaged, initialState(engaged, { opponents: 3 })),
    ),
    dialog("play-healing-dialog-player", healTitle, "harnfudge-healing-dialog", healing(false), 460),
    dialog("play-healing-dialog-gm", healTitle, "harnfudge-healing-dialog", healing(true), 460),
    dialog(
      "play-healing-dialog-gm-magical",
      healTitle,
      "harnfudge-healing-dialog",
      healing(true),
      460,
      `document.querySelector('input[name="mode"][value="magical"]').checked = true; document.querySelector('input[name="magicalDays"]').value = "1";`,
    ),
    dialog(
      "play-rest-dialog",
      i18n.localize("HARNFUDGE.Healing.Rest"),
      "harnfudge-rest-dialog",
      // Rest… for the party (no token selected): the wounded ticked, who cannot rest listed with the reason.
      render("templates/dialog/rest.hbs", {
        max: MAX_REST_DAYS,
        rows: groupRows(
          [
            { uuid: "Actor.aldric", name: "Aldric of Tashal", picked: false, blockedKey: null },
            { uuid: "Actor.hana", name: "Hana", picked: false, blockedKey: null },
            { uuid: "Actor.aelwyn", name: "Aelwyn of Kaldor", picked: false, blockedKey: "HARNFUDGE.Group.Unhurt" },
            { uuid: "Actor.bran", name: "Bran", picked: false, blockedKey: "HARNFUDGE.RestClock.NearDeath" },
          ],
          i18n,
        ),
      }),
    ),
    dialog(
      "play-pick-target",
      i18n.localize("HARNFUDGE.Dialog.PickTarget"),
      "harnfudge-pick-target",
      render("templates/dialog/pick-target.hbs", {
        targets: ["Brigand", "Brigand (2)", "Wolf of the Kanday hills"].map((name, index) => ({
          index,
          name,
          img: index === 2 ? "" : PLACEHOLDER_IMG,
          checked: index === 0,
        })),
      }),
    ),
  ];
}
