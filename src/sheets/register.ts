/**
 * Registers the HârnFudge sheets as the defaults for their document types, the hotbar macros, the
 * remembered sheet modes (a client setting), the "find a skill" keybinding, and the re-render of the
 * combatants' open sheets on a new round (their condition chips count rounds) and of the sheets whose
 * values world time changed (time-refresh.ts). Called in the init hook.
 */
import { HarnFudgeCharacterSheet } from "./character-sheet";
import { HarnFudgeNpcSheet } from "./npc-sheet";
import { HarnFudgeArmorSheet, HarnFudgeSkillSheet, HarnFudgeTalentSheet, HarnFudgeWeaponSheet } from "./item-sheet";
import { registerHotbar } from "./hotbar";
import { registerSheetKeybindings } from "./keybindings";
import { registerSheetModeSetting } from "./sheet-modes";

const SCOPE = "harnfudge";

export function registerSheets(): void {
  const { DocumentSheetConfig } = foundry.applications.apps;
  DocumentSheetConfig.registerSheet(Actor, SCOPE, HarnFudgeCharacterSheet, {
    types: ["character"],
    makeDefault: true,
    label: "HARNFUDGE.Sheet.Label.character",
  });
  DocumentSheetConfig.registerSheet(Actor, SCOPE, HarnFudgeNpcSheet, {
    types: ["npc"],
    makeDefault: true,
    label: "HARNFUDGE.Sheet.Label.npc",
  });
  const items = [
    ["skill", HarnFudgeSkillSheet],
    ["weapon", HarnFudgeWeaponSheet],
    ["armor", HarnFudgeArmorSheet],
    ["talent", HarnFudgeTalentSheet],
  ] as const;
  for (const [type, sheet] of items) {
    DocumentSheetConfig.registerSheet(Item, SCOPE, sheet, {
      types: [type],
      makeDefault: true,
      label: "HARNFUDGE.Sheet.Label.item",
    });
  }
  // The header's condition chips count rounds: a new round re-renders the open sheets of the combatants.
  Hooks.on("updateCombat", (combat, changed) => {
    if (!("round" in changed)) return;
    for (const combatant of combat.combatants) {
      const sheet = combatant.actor?.sheet;
      if (sheet?.rendered) void sheet.render();
    }
  });
  // Quiet sheets: a world-time advance re-renders only the open sheets whose time-dependent values
  // changed (time-refresh.ts, loaded the first time a sheet is open when time moves).
  Hooks.on("updateWorldTime", (worldTime, delta) => {
    const open = [...foundry.applications.instances.values()].some(
      (app) => app instanceof foundry.applications.sheets.ActorSheetV2,
    );
    if (open) void import("./time-refresh").then((m) => m.refreshTimedSheets(worldTime, delta));
  });
  registerHotbar();
  registerSheetModeSetting();
  registerSheetKeybindings();
}
