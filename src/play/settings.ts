/** World settings of the play layer. */
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
  npcDefence: "npcAutoDefence",
  engagement: "engagementMarks",
  lastingModifiers: "lastingModifiers",
  prescienceInitiative: "prescienceInitiative",
} as const;

/** The attack card's automation switches (attack/decide-auto.ts): key, default. */
const AUTOMATION = [
  [SETTINGS.autoDamage, "AutoDamage", true],
  [SETTINGS.autoApply, "AutoApply", false],
  [SETTINGS.npcDefence, "NpcDefence", false],
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
  // The 1dF of a full hit has no choice in it; applying and an NPC's defence are the GM's to hand over.
  for (const [key, loc, initial] of AUTOMATION)
    game.settings.register("harnfudge", key, {
      name: `HARNFUDGE.Settings.${loc}.Name`,
      hint: `HARNFUDGE.Settings.${loc}.Hint`,
      scope: "world",
      config: true,
      type: Boolean,
      default: initial,
    });
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

/** Rest on the world clock (healing/decide-clock.ts): on or off, offer or do it, and the offer gathered so far. */
function registerRestClockSettings(): void {
  // The GM's own record of Lucky's uses (gm/lucky-record.ts): a world setting, which no player can write.
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
    "harnfudge.npcAutoDefence": boolean;
    "harnfudge.engagementMarks": Record<string, unknown>;
    "harnfudge.lastingModifiers": Record<string, unknown>;
    "harnfudge.prescienceInitiative": boolean;
  }
}
