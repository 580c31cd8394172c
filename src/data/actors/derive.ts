/**
 * Derived actor data, computed from stored data and owned items by the rules core.
 * Shared by the character and NPC models so the arithmetic lives in one place (the rules core).
 */
import { TALENT_KEYS, type TalentKey } from "../../rules/constants";
import { armorInUse } from "../../rules/armor";
import { damageCapacity, defensiveFactors } from "../../rules/damage";
import { woundStatus } from "../../rules/wounds";
import type { StunTrack, WoundTrack } from "../../rules/types";
import { stunBarData, woundBarData } from "../../canvas/token-bars";
import type { ActorDerived, TokenBarsDerived } from "./derived-types";

/** The plain facts derivation needs; the models hand these over from `this` and `this.parent`. */
export interface DerivationInput {
  attributes: { strength: number; health: number; willpower: number };
  massScale: number;
  wounds: WoundTrack;
  items: Iterable<{ type: string; system: unknown }>;
}

function isTalentKey(value: unknown): value is TalentKey {
  return typeof value === "string" && (TALENT_KEYS as readonly string[]).includes(value);
}

export function deriveActorData(input: DerivationInput): ActorDerived {
  const armorValues: number[] = [];
  const talents = new Set<TalentKey>();
  for (const item of input.items) {
    const system = item.system as Record<string, unknown>;
    if (item.type === "armor" && system["equipped"] === true && typeof system["value"] === "number") {
      armorValues.push(system["value"]);
    }
    if (item.type === "talent" && isTalentKey(system["key"])) talents.add(system["key"]);
  }
  const { strength, health, willpower } = input.attributes;
  const dc = damageCapacity(strength, health, willpower);
  const armorValue = armorInUse(armorValues);
  const status = woundStatus(input.wounds, { fortitude: talents.has("fortitude") });
  return {
    damageCapacity: dc,
    woundPenalty: status.penalty,
    canAct: status.canAct,
    worstWound: status.level,
    armorValue,
    defensiveFactor: defensiveFactors({ damageCapacity: dc, massScale: input.massScale, armorValue }).total,
    talents,
  };
}

/** The token bar attributes of an actor (docs/tokens.md): its wound and stun tracks as `{ value, max }`. */
export function deriveTokenBars(wounds: WoundTrack, stun: StunTrack): TokenBarsDerived {
  return { woundBar: woundBarData(wounds), stunBar: stunBarData(stun) };
}
