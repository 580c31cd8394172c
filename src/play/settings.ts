/** World settings of the play layer, and the user's own "Roll without dialogs". */
import { SKIP_DIALOGS_SETTING } from "../rolls/skip-dialog-rule";
import type { AutoApplyMode } from "./auto-apply";

/** The three ways to apply hits by themselves (auto-apply.ts), as the settings page names them. */
const AUTO_APPLY_CHOICES: Record<AutoApplyMode, string> = {
  never: "HARNFUDGE.Settings.AutoApplyMode.never",
  npcs: "HARNFUDGE.Settings.AutoApplyMode.npcs",
  always: "HARNFUDGE.Settings.AutoApplyMode.always",
};

export const SETTINGS = {
  sessionNumber: "sessionNumber",
  infection: "infectionRule",
  healingSkills: "healingSkills",
  pendingCombatEnds: "pendingCombatEnds",
  raiseApproval: "raiseApproval",
  restClock: "restClock",
  restClockMode: "restClockMode",
  restClockPending: "restClockPending",
  luckyUses: "luckyUses",
  timerMarks: "timerMarks",
  autoDamage: "autoDamage",
  autoApply: "autoApply",
  autoApplyMode: "autoApplyMode",
  npcDefence: "npcAutoDefence",
  engagement: "engagementMarks",
  lastingModifiers: "lastingModifiers",
  prescienceInitiative: "prescienceInitiative",
  skipDialogs: SKIP_DIALOGS_SETTING,
} as const;

/** The attack card's automation switches (attack/decide-auto.ts): key, default. */
const AUTOMATION = [
  [SETTINGS.autoDamage, "AutoDamage", true],
  [SETTINGS.npcDefence, "NpcDefence", true],
] as const;

export function registerSettings(): void {
  game.settings.register("harnfudge", SETTINGS.sessionNumber, {
    name: "HARNFUDGE.Settings.SessionNumber.Name",
    hint: "HARNFUDGE.Settings.SessionNumber.Hint",
    scope: "world",
    config: true,
    type: Number,
    default: 1,
  });
  game.settings.register("harnfudge", SETTINGS.infection, {
    name: "HARNFUDGE.Settings.Infection.Name",
    hint: "HARNFUDGE.Settings.Infection.Hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: true,
  });
  game.settings.register("harnfudge", SETTINGS.healingSkills, {
    name: "HARNFUDGE.Settings.HealingSkills.Name",
    hint: "HARNFUDGE.Settings.HealingSkills.Hint",
    scope: "world",
    config: true,
    type: String,
    default: "herblore",
  });
  // Rules 1.4: "All trait adjustments by players are subject to GM approval" — on: a player's raise is a request the GM accepts.
  game.settings.register("harnfudge", SETTINGS.raiseApproval, {
    name: "HARNFUDGE.Settings.RaiseApproval.Name",
    hint: "HARNFUDGE.Settings.RaiseApproval.Hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: false,
    // Open character sheets show the raise buttons for the new setting at once.
    onChange: () => {
      for (const app of foundry.applications.instances.values())
        if (app instanceof foundry.applications.sheets.ActorSheetV2) void app.render();
    },
  });
  // The 1dF of a full hit has no choice in it; an NPC's defence is its best one: both the GM's client's by default.
  for (const [key, loc, initial] of AUTOMATION)
    game.settings.register("harnfudge", key, {
      name: `HARNFUDGE.Settings.${loc}.Name`,
      hint: `HARNFUDGE.Settings.${loc}.Hint`,
      scope: "world",
      config: true,
      type: Boolean,
      default: initial,
    });
  // Apply hits by themselves: never, on NPCs (the GM's own actors: no player waits to see it land), or always.
  game.settings.register("harnfudge", SETTINGS.autoApplyMode, {
    name: "HARNFUDGE.Settings.AutoApplyMode.Name",
    hint: "HARNFUDGE.Settings.AutoApplyMode.Hint",
    scope: "world",
    config: true,
    type: String,
    choices: AUTO_APPLY_CHOICES,
    default: "npcs",
  });
  // The old on/off switch, kept unlisted so its stored value can be read once (attack/auto-apply.ts migrates it).
  game.settings.register("harnfudge", SETTINGS.autoApply, {
    scope: "world",
    config: false,
    type: Boolean,
    default: false,
  });
  registerSkipDialogs();
  // Ends of combat started and not finished (end-combat/foundry.ts resumes them): the GM's client's bookkeeping.
  game.settings.register("harnfudge", SETTINGS.pendingCombatEnds, {
    scope: "world",
    config: false,
    type: Array,
    default: [],
  });
  registerRestClockSettings();
  registerBattlefieldSettings();
}

/** The GM's engagement marks and lasting modifiers (world settings: no player can write them), and Prescience on initiative. */
function registerBattlefieldSettings(): void {
  game.settings.register("harnfudge", SETTINGS.engagement, { scope: "world", config: false, type: Object, default: {} });
  game.settings.register("harnfudge", SETTINGS.lastingModifiers, {
    scope: "world",
    config: false,
    type: Object,
    default: { records: [], requests: [] },
  });
  game.settings.register("harnfudge", SETTINGS.prescienceInitiative, {
    name: "HARNFUDGE.Settings.PrescienceInitiative.Name",
    hint: "HARNFUDGE.Settings.PrescienceInitiative.Hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: true,
  });
}

/**
 * "Roll without dialogs", each user's own (issue 27, item 4): on, a click rolls at once with the
 * defaults and Shift opens the dialog; off (the default), the other way round.
 */
function registerSkipDialogs(): void {
  const data = {
    name: "HARNFUDGE.Settings.SkipDialogs.Name",
    hint: "HARNFUDGE.Settings.SkipDialogs.Hint",
    scope: "client",
    config: true,
    type: Boolean,
    default: false,
  } as const;
  // v13's "user" scope (stored on the User document, so it follows the player to every browser) is
  // missing from fvtt-types 13.345's RegisterData ("world" | "client"); the object keeps its checked
  // type and gets the real scope.
  game.settings.register("harnfudge", SETTINGS.skipDialogs, Object.assign({ ...data }, { scope: "user" }));
}

/** Rest on the world clock (healing/decide-clock.ts): on or off, offer or do it, and the offer gathered so far. */
function registerRestClockSettings(): void {
  // The GM's own record of Lucky's uses (services/lucky-record.ts): a world setting, which no player can write.
  game.settings.register("harnfudge", SETTINGS.luckyUses, {
    scope: "world",
    config: false,
    type: Object,
    default: {},
  });
  // The GM's own record of when each knockout and Near Death began (timers/decide.ts): no player writes it.
  game.settings.register("harnfudge", SETTINGS.timerMarks, {
    scope: "world",
    config: false,
    type: Object,
    default: {},
  });
  // On by default (issue 25): with "offer" nothing heals without the GM's click, and a downtime is
  // counted by the clock instead of typed on every sheet; Rest… moves the same mark, so nothing heals twice.
  game.settings.register("harnfudge", SETTINGS.restClock, {
    name: "HARNFUDGE.Settings.RestClock.Name",
    hint: "HARNFUDGE.Settings.RestClock.Hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: true,
  });
  game.settings.register("harnfudge", SETTINGS.restClockMode, {
    name: "HARNFUDGE.Settings.RestClockMode.Name",
    hint: "HARNFUDGE.Settings.RestClockMode.Hint",
    scope: "world",
    config: true,
    type: String,
    choices: { offer: "HARNFUDGE.Settings.RestClockMode.Offer", auto: "HARNFUDGE.Settings.RestClockMode.Auto" },
    default: "offer",
  });
  // The designated GM's own bookkeeping of the offer card not yet accepted (this browser only).
  game.settings.register("harnfudge", SETTINGS.restClockPending, {
    scope: "client",
    config: false,
    type: Object,
    default: null,
  });
}

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "harnfudge.sessionNumber": number;
    "harnfudge.infectionRule": boolean;
    "harnfudge.healingSkills": string;
    "harnfudge.pendingCombatEnds": { combatId: string; actors: string[] }[];
    "harnfudge.raiseApproval": boolean;
    "harnfudge.luckyUses": Record<string, number>;
    "harnfudge.timerMarks": Record<string, { knockedOut?: number; nearDeath?: number; reminded?: number }>;
    "harnfudge.restClock": boolean;
    "harnfudge.restClockMode": "offer" | "auto";
    "harnfudge.restClockPending": { from: number; to: number; messageId: string | null } | null;
    "harnfudge.autoDamage": boolean;
    "harnfudge.autoApply": boolean;
    "harnfudge.autoApplyMode": AutoApplyMode;
    "harnfudge.npcAutoDefence": boolean;
    "harnfudge.engagementMarks": Record<string, unknown>;
    "harnfudge.lastingModifiers": Record<string, unknown>;
    "harnfudge.prescienceInitiative": boolean;
    "harnfudge.skipDialogs": boolean;
  }
}
