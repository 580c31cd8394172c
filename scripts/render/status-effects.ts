/**
 * The system's entries of CONFIG.statusEffects as src/play/status/register.ts registers them (id,
 * name key, icon under icons/conditions, description key, the actor types of the token HUD), for
 * the token pictures. register.ts reads Foundry's CONFIG and cannot load outside Foundry, so the
 * entries are built here from the same rules data (CONDITION_IDS, CONDITION_EFFECTS), and
 * tests/foundry/status-effects.test.ts runs the real `registerStatusEffects` under a stubbed
 * CONFIG and checks that it registers exactly these. No Node APIs.
 */
import { CONDITION_EFFECTS, CONDITION_IDS, type ConditionId } from "../../src/rules";

export interface StatusEffectEntry {
  id: ConditionId;
  /** Localization key of the name the token HUD shows. */
  name: string;
  /** The icon's path as Foundry loads it (systems/harnfudge/icons/conditions/<id>.svg). */
  img: string;
  description: string;
  hud: { actorTypes: string[] };
}

export const STATUS_ICON_PATH = "systems/harnfudge/icons/conditions";

/** The system's status effects, in the order register.ts puts them first in CONFIG.statusEffects. */
export function systemStatusEffects(): StatusEffectEntry[] {
  return CONDITION_IDS.map((id) => ({
    id,
    name: CONDITION_EFFECTS[id].labelKey,
    img: `${STATUS_ICON_PATH}/${id}.svg`,
    description: CONDITION_EFFECTS[id].hintKey,
    hud: { actorTypes: ["character", "npc"] },
  }));
}
