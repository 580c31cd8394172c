/**
 * The opposed-action dialog's context (templates/dialog/contest.hbs): the presets of
 * CONTEST_PRESETS and "any trait against any trait", and every attribute then every skill (sorted
 * by its label in the user's language). Pure: the localizer is passed in, so the screenshot harness
 * renders the same lists the client does.
 */
import { ATTRIBUTE_KEYS, SKILL_KEYS, getSkill } from "../../rules";
import type { Localizer } from "../../i18n/format";
import { CONTEST_PRESETS, CONTEST_SECRECY } from "./state";

export function contestTraitOptions(i18n: Pick<Localizer, "localize">): { value: string; label: string }[] {
  const attributes = ATTRIBUTE_KEYS.map((k) => ({ value: `attribute:${k}`, label: i18n.localize(`HARNFUDGE.Attribute.${k}`) }));
  const skills = SKILL_KEYS.map((k) => ({ value: `skill:${k}`, label: i18n.localize(getSkill(k).labelKey) }));
  return [...attributes, ...skills.sort((x, y) => x.label.localeCompare(y.label))];
}

/** The dialog's context; a GM may also choose who sees the card (CONTEST_SECRECY). */
export function contestDialogContext(i18n: Pick<Localizer, "localize">, actor: string, opponent: string, isGM = false) {
  return {
    actor,
    opponent,
    secrecy: isGM
      ? CONTEST_SECRECY.map((value) => ({ value, label: i18n.localize(`HARNFUDGE.Contest.Secrecy.${value}`) }))
      : null,
    presets: [
      ...CONTEST_PRESETS.map((p) => ({ id: p.id, label: `HARNFUDGE.Contest.Preset.${p.id}` })),
      { id: "any", label: "HARNFUDGE.Contest.Preset.any" },
    ],
    traits: contestTraitOptions(i18n),
  };
}
