/**
 * Who sees a hidden roll's dice (Foundry's roll modes, by their neutral names): a GM roll shows the
 * GMs and the roller, a blind roll the GMs only, a self roll the roller only. The card the roll
 * belongs to is always public: only the dice are hidden, never the controls. Pure.
 */
import type { RollVisibility } from "../../rolls/choices";

/** The users a hidden roll's whispered message goes to, and whether it is blind. */
export function audience(
  visibility: RollVisibility,
  rollerId: string,
  gmIds: readonly string[],
): { whisper: string[]; blind: boolean } {
  switch (visibility) {
    case "gm":
      return { whisper: [...new Set([...gmIds, rollerId])], blind: false };
    case "blind":
      return { whisper: [...gmIds], blind: true };
    case "self":
      return { whisper: [rollerId], blind: false };
    case "public":
      return { whisper: [], blind: false };
  }
}
