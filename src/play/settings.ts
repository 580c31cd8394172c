/** World settings of the play layer. */
export const SETTINGS = {
  sessionNumber: "sessionNumber",
  infection: "infectionRule",
} as const;

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
}

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "harnfudge.sessionNumber": number;
    "harnfudge.infectionRule": boolean;
  }
}
