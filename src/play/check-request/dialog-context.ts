/**
 * The GM's "Ask for a check" dialog's context (templates/dialog/check-request.hbs): the trait (every
 * attribute, then every skill by its label), the difficulty on the ladder (Fair unless a link says
 * otherwise: rules 2.1, "most often Fair"), secret or not, and the characters to ask — every
 * character a player owns, those whose player is connected ticked (all of them when none is). Pure.
 */
import { ladderOptions, type Localizer } from "../../i18n/format";
import { traitOptions } from "../../rolls/trait-options";

export interface AskableCharacter {
  uuid: string;
  name: string;
  img: string;
  /** A player who owns it is connected. */
  online: boolean;
}

export interface AskPreset {
  /** `kind:key`, as the trait picker lists it. */
  trait?: string;
  difficulty?: number;
  secret?: boolean;
}

export function askDialogContext(i18n: Localizer, characters: readonly AskableCharacter[], preset: AskPreset = {}) {
  const anyOnline = characters.some((c) => c.online);
  const trait = preset.trait ?? "skill:awareness";
  return {
    traits: traitOptions(i18n).map((t) => ({ ...t, selected: t.value === trait })),
    difficulties: ladderOptions(preset.difficulty ?? 0, i18n),
    secret: preset.secret ?? false,
    characters: characters.map((c) => ({
      ...c,
      label: c.online ? c.name : i18n.format("HARNFUDGE.CheckRequest.Offline", { name: c.name }),
      checked: c.online || !anyOnline,
    })),
  };
}
