/**
 * The opposed-action dialog's context (templates/dialog/contest.hbs): who acts and who opposes
 * (every targeted observer), the presets of CONTEST_PRESETS and "any trait against any trait", and
 * every attribute then every skill (sorted by its label in the user's language). Each choice a
 * preset settles is marked with the presets that leave it open (the
 * trait pickers for any traits, Magic Resistance where magic can count: _contest.scss shows them by
 * the checked preset, and client.ts reads only those). Pure: the localizer is
 * passed in, so the screenshot harness renders the same lists the client does.
 */
import { type Localizer } from "../../i18n/format";
import { nameList } from "../../i18n/list";
import { traitOptions } from "../../rolls/trait-options";
import { CONTEST_PRESETS, CONTEST_SECRECY, MAGIC_PRESETS } from "./state";

/** The dialog's context; a GM may also choose who sees the card (CONTEST_SECRECY). */
export function contestDialogContext(
  i18n: Pick<Localizer, "localize">,
  actor: string,
  observers: readonly string[],
  isGM = false,
) {
  return {
    actor,
    opponent: nameList(observers, i18n),
    many: observers.length > 1,
    secrecy: isGM
      ? CONTEST_SECRECY.map((value) => ({ value, label: i18n.localize(`HARNFUDGE.Contest.Secrecy.${value}`) }))
      : null,
    presets: [
      ...CONTEST_PRESETS.map((p) => ({ id: p.id, label: `HARNFUDGE.Contest.Preset.${p.id}` })),
      { id: "any", label: "HARNFUDGE.Contest.Preset.any" },
    ],
    /** The presets that leave the magic choices open (rules 4: Magic Resistance counts only against magic). */
    magicOpen: MAGIC_PRESETS.join(" "),
    traits: traitOptions(i18n),
  };
}
