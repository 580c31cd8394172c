/**
 * Migration step of the weapon model for weapons stored before the `wounding` field existed
 * (rules 3.4.8): a guess from the skill of the weapon's main mode (the ranged one for a missile
 * weapon, see `woundingForSkill`). Listed in src/data/migrations.ts.
 */
import { woundingForSkill } from "../../rules/weapons";
import { isRecord } from "../../util/guards";

type Source = Record<string, unknown>;

/**
 * Adds `wounding` to a whole stored weapon that lacks it. A partial update (no legal class or a mode
 * missing) is left alone: filling it in there would overwrite the stored value.
 */
export function defaultWounding(source: Source): void {
  if ("wounding" in source || typeof source["legalClass"] !== "string") return;
  const melee = source["melee"];
  const ranged = source["ranged"];
  if (!isRecord(melee) || !isRecord(ranged)) return;
  const main = ranged["enabled"] === true ? ranged : melee;
  if (typeof main["skill"] === "string") source["wounding"] = woundingForSkill(main["skill"]);
}
