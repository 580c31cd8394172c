/**
 * Holding an action, the asker's side (rules 3.1.3): the tracker's Hold and Act buttons send the
 * request to the designated GM's client (the "hold" domain: foundry.ts).
 */
import { askGM, notify } from "../gm/transport";

export async function askHold(kind: "hold" | "act", combatId: string, combatantId: string): Promise<boolean> {
  return notify(await askGM("hold", { kind, combatId, combatantId }));
}
