/** World settings of the play layer. */
export const SETTINGS = {
  sessionNumber: "sessionNumber",
  infection: "infectionRule",
  healingSkills: "healingSkills",
  pendingCombatEnds: "pendingCombatEnds",
  raiseApproval: "raiseApproval",
  autoDamage: "autoDamage",
  autoApply: "autoApply",
  npcDefence: "npcAutoDefence",
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
}

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "harnfudge.sessionNumber": number;
    "harnfudge.infectionRule": boolean;
    "harnfudge.healingSkills": string;
    "harnfudge.pendingCombatEnds": { combatId: string; actors: string[] }[];
    "harnfudge.raiseApproval": boolean;
    "harnfudge.autoDamage": boolean;
    "harnfudge.autoApply": boolean;
    "harnfudge.npcAutoDefence": boolean;
  }
}
