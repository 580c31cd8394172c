/**
 * The healing dialog's view (rules 3.4.7), pure: who heals (for the GM any actor with a healing
 * skill, NPC physicians too: one choice of healer and skill), the three ways to heal as modes (a
 * healer's roll, a result the GM sets, magical healing; a player only rolls), and each of the
 * patient's wounds with the level it heals to next ("Incapacitated → Very Hurt"). The template
 * shows the fields of the chosen mode only.
 */
import { BOX_LEVELS, listWounds, woundLevelLocKey, type BoxLevel, type WoundTrack } from "../../rules";
import { ladderOptions, ladderWord, type Localizer } from "../../i18n/format";

export const HEAL_MODES = ["roll", "result", "magical"] as const;
export type HealMode = (typeof HEAL_MODES)[number];

/** A possible healer and the healing skills it can attempt, with the level each rolls at. */
export interface HealerCandidate {
  uuid: string;
  name: string;
  skills: { key: string; label: string; level: number; trained: boolean }[];
}

export interface HealDialogInput {
  patient: { name: string; wounds: WoundTrack };
  healers: readonly HealerCandidate[];
  /** The healer and skill to preselect (the user's character, a skill asked for). */
  preferred: { healer: string | null; skill: string | null };
  isGM: boolean;
}

export interface HealDialogView {
  patient: string;
  /** One option per healer and skill: "Brother Anselm: Physician (Good)"; the value is "uuid|skill". */
  healerSkills: { value: string; label: string; selected: boolean }[];
  canRoll: boolean;
  /** The modes offered (the GM's three; a player's roll alone is no choice and shows none). */
  modes: { value: HealMode; labelKey: string; checked: boolean }[];
  mode: HealMode;
  results: ReturnType<typeof ladderOptions>;
  /** Each wound and the level it heals to next: "Incapacitated → Very Hurt", "Scratch → healed". */
  wounds: { from: string; to: string }[];
}

/** The value of a healer-and-skill option, and back. */
export const healerSkillValue = (uuid: string, skill: string) => `${uuid}|${skill}`;
export function parseHealerSkill(value: string | null): { healer: string; skill: string } | null {
  const at = value?.lastIndexOf("|") ?? -1;
  if (!value || at <= 0 || at === value.length - 1) return null;
  return { healer: value.slice(0, at), skill: value.slice(at + 1) };
}

/** The level a wound heals to next: one level milder, or healed from a Scratch. */
export function nextMilderLevel(level: BoxLevel): BoxLevel | "none" {
  return BOX_LEVELS[BOX_LEVELS.indexOf(level) - 1] ?? "none";
}

export function healDialogView(input: HealDialogInput, i18n: Localizer): HealDialogView {
  const options = input.healers.flatMap((healer) =>
    [...healer.skills]
      .sort((a, b) => Number(b.trained) - Number(a.trained) || a.label.localeCompare(b.label))
      .map((skill) => ({
        healer: healer.uuid,
        skill: skill.key,
        value: healerSkillValue(healer.uuid, skill.key),
        label: i18n.format("HARNFUDGE.Healing.HealerSkill", {
          healer: healer.name,
          skill: skill.label,
          level: ladderWord(skill.level, i18n),
        }),
      })),
  );
  const preferred =
    options.find((o) => o.healer === input.preferred.healer && o.skill === input.preferred.skill) ??
    options.find((o) => o.healer === input.preferred.healer) ??
    options[0];
  const canRoll = options.length > 0;
  const offered: HealMode[] = input.isGM ? HEAL_MODES.filter((m) => m !== "roll" || canRoll) : canRoll ? ["roll"] : [];
  const mode = offered[0] ?? "roll";
  return {
    patient: input.patient.name,
    healerSkills: options.map((o) => ({ value: o.value, label: o.label, selected: o === preferred })),
    canRoll,
    modes: offered.length > 1 ? offered.map((m) => ({ value: m, labelKey: MODE_LABELS[m], checked: m === mode })) : [],
    mode,
    results: ladderOptions(1, i18n),
    wounds: listWounds(input.patient.wounds).map(({ severity }) => {
      const next = nextMilderLevel(severity);
      return {
        from: i18n.localize(woundLevelLocKey(severity)),
        to: next === "none" ? i18n.localize("HARNFUDGE.Healing.Healed") : i18n.localize(woundLevelLocKey(next)),
      };
    }),
  };
}

const MODE_LABELS: Record<HealMode, string> = {
  roll: "HARNFUDGE.Healing.ModeRoll",
  result: "HARNFUDGE.Healing.ModeResult",
  magical: "HARNFUDGE.Healing.ModeMagical",
};
