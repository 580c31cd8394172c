/**
 * What a sheet's form would submit that the data models reject, found BEFORE the update so the user
 * reads why in their language (not the model's raw English error) and the sheet re-renders with the
 * saved values. The bounds are the models' own (rules constants); the joint rules restate the weapon
 * model's validateJoint (a ranged mode needs a range; a weapon needs a mode).
 */
import {
  ARMOR_VALUE_MAX,
  ARMOR_VALUE_MIN,
  RANGE_MAX_FEET,
  SCALE_MAX,
  SCALE_MIN,
  WEAPON_STRENGTH_MAX,
  WEAPON_STRENGTH_MIN,
} from "../../rules";
import { formatData, type Localizer } from "../../i18n/format";
import { isRecord } from "../../util/guards";

export interface FormProblem {
  key: string;
  data: Record<string, string | number>;
}

interface NumberSpec {
  path: string;
  /** Localization keys joined into the field's name ("Melee: Weapon strength"). */
  labelKeys: string[];
  min: number;
  max: number;
  nullable: boolean;
}

type Submitted = Record<string, unknown>;

/** The value at a dotted path of the expanded form data; undefined when the form did not submit it. */
function valueAt(data: Submitted, path: string): unknown {
  let node: unknown = data;
  for (const part of path.split(".")) {
    if (!isRecord(node) || !(part in node)) return undefined;
    node = node[part];
  }
  return node;
}

function numberProblems(data: Submitted, specs: readonly NumberSpec[]): FormProblem[] {
  const out: FormProblem[] = [];
  for (const spec of specs) {
    const value = valueAt(data, spec.path);
    if (value === undefined) continue;
    if (value === null || value === "") {
      if (!spec.nullable) out.push({ key: "HARNFUDGE.SheetUI.Form.Required", data: { field: spec.labelKeys.join("|") } });
      continue;
    }
    const n = typeof value === "number" ? value : Number(value);
    if (!Number.isInteger(n) || n < spec.min || n > spec.max) {
      out.push({
        key: "HARNFUDGE.SheetUI.Form.OutOfRange",
        data: { field: spec.labelKeys.join("|"), min: spec.min, max: spec.max },
      });
    }
  }
  return out;
}

const W = "HARNFUDGE.Item.weapon.FIELDS";

const WEAPON_NUMBERS: readonly NumberSpec[] = [
  {
    path: "system.melee.strength",
    labelKeys: [`${W}.melee.label`, `${W}.melee.strength.label`],
    min: WEAPON_STRENGTH_MIN,
    max: WEAPON_STRENGTH_MAX,
    nullable: true,
  },
  {
    path: "system.ranged.strength",
    labelKeys: [`${W}.ranged.label`, `${W}.ranged.strength.label`],
    min: WEAPON_STRENGTH_MIN,
    max: WEAPON_STRENGTH_MAX,
    nullable: true,
  },
  {
    path: "system.ranged.range",
    labelKeys: [`${W}.ranged.label`, `${W}.ranged.range.label`],
    min: 0,
    max: RANGE_MAX_FEET,
    nullable: false,
  },
  {
    path: "system.variant.strength",
    labelKeys: [`${W}.variant.label`, `${W}.variant.strength.label`],
    min: WEAPON_STRENGTH_MIN,
    max: WEAPON_STRENGTH_MAX,
    nullable: true,
  },
];

const ARMOR_NUMBERS: readonly NumberSpec[] = [
  {
    path: "system.value",
    labelKeys: ["HARNFUDGE.Item.armor.FIELDS.value.label"],
    min: ARMOR_VALUE_MIN,
    max: ARMOR_VALUE_MAX,
    nullable: false,
  },
];

const A = "HARNFUDGE.Actor.common.FIELDS.scale";
const C = "HARNFUDGE.Actor.character.FIELDS.ep";

const ACTOR_NUMBERS: readonly NumberSpec[] = [
  { path: "system.scale.strength", labelKeys: [`${A}.strength.label`], min: SCALE_MIN, max: SCALE_MAX, nullable: false },
  { path: "system.scale.mass", labelKeys: [`${A}.mass.label`], min: SCALE_MIN, max: SCALE_MAX, nullable: false },
  { path: "system.ep.earned", labelKeys: [`${C}.earned.label`], min: 0, max: 100_000, nullable: false },
  { path: "system.ep.spent", labelKeys: [`${C}.spent.label`], min: 0, max: 100_000, nullable: false },
];

/** Problems in a weapon sheet's submitted data, with the current stored values filling what the form left out. */
export function weaponFormProblems(
  data: Submitted,
  stored: { ranged: { enabled: boolean; range: number }; melee: { enabled: boolean } },
): FormProblem[] {
  const out = numberProblems(data, WEAPON_NUMBERS);
  const rangedEnabled = valueAt(data, "system.ranged.enabled") ?? stored.ranged.enabled;
  const meleeEnabled = valueAt(data, "system.melee.enabled") ?? stored.melee.enabled;
  const range = Number(valueAt(data, "system.ranged.range") ?? stored.ranged.range);
  if (rangedEnabled === true && !(range > 0)) out.push({ key: "HARNFUDGE.SheetUI.Form.RangedNeedsRange", data: {} });
  if (rangedEnabled === false && meleeEnabled === false) out.push({ key: "HARNFUDGE.SheetUI.Form.NeedsMode", data: {} });
  return out;
}

export function armorFormProblems(data: Submitted): FormProblem[] {
  return numberProblems(data, ARMOR_NUMBERS);
}

export function actorFormProblems(data: Submitted): FormProblem[] {
  return numberProblems(data, ACTOR_NUMBERS);
}

/** One localized sentence for the notification: "Not saved: … ". */
export function formProblemsMessage(problems: readonly FormProblem[], i18n: Localizer): string {
  const text = problems.map((p) => {
    const data = formatData(p.data, i18n);
    if (data["field"] !== undefined) {
      data["field"] = data["field"]
        .split("|")
        .map((k) => i18n.localize(k))
        .join(": ");
    }
    return i18n.format(p.key, data);
  });
  return i18n.format("HARNFUDGE.SheetUI.Form.NotSaved", { problems: text.join(" ") });
}
