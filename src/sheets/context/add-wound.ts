/** The Add wound… dialog's choices (rules 3.4.5): every level a box holds, then Dead; Hurt preselected. */
import { BOX_LEVELS, woundLevelLocKey, type WoundLevel } from "../../rules";

/** A type alias (not an interface) so it passes as renderTemplate's plain-object context. */
export type AddWoundContext = {
  levels: { value: WoundLevel; label: string }[];
  selected: WoundLevel;
};

export function addWoundContext(): AddWoundContext {
  return {
    levels: [...BOX_LEVELS, "dead" as const].map((level) => ({ value: level, label: woundLevelLocKey(level) })),
    selected: "hurt",
  };
}

/** The level a submitted dialog chose, or null for anything else. */
export function chosenWoundLevel(value: unknown): WoundLevel | null {
  return addWoundContext().levels.find((l) => l.value === value)?.value ?? null;
}
