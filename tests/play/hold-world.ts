/** A combatant's turn as the hold decisions read it (src/play/hold/decide.ts), for the hold tests. */
import type { HoldTurn } from "../../src/play/hold/decide";

export const turn = (id: string, initiative: number | null, extra: Partial<HoldTurn> = {}): HoldTurn => ({
  id,
  actorUuid: `Actor.${id}`,
  initiative,
  heldRound: null,
  movedFrom: null,
  requests: [],
  ...extra,
});
