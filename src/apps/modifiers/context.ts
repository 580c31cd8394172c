/**
 * The GM's lasting-modifiers window's template context (issue 26), from plain data alone (app.ts
 * reads it from Foundry): the modifiers in force, each with its value, the rolls it counts in and
 * where (a scene, or tokens on it), and the form to set another for the scene the GM views or the
 * tokens the GM has selected. Pure: the tests and the screenshots build the very context the window
 * renders. Every name reaches the template as data (`{{…}}` escapes it).
 */
import { signed, type Localizer } from "../../i18n/format";
import { MODIFIER_SCOPES } from "../../rules/roll-modifiers";
import { LASTING_LABEL_MAX, LASTING_LIMIT, type LastingRecord } from "../../rolls/lasting-record";

export interface LastingViewInput {
  records: readonly LastingRecord[];
  /** A scene's name by its id (null when it is gone). */
  sceneName(sceneId: string): string | null;
  /** A token's name on a scene (null when it is gone). */
  tokenName(sceneId: string, tokenId: string): string | null;
  /** The scene the GM views, and the tokens selected on it. */
  scene: { id: string; name: string } | null;
  selected: readonly { id: string; name: string }[];
  /** The skills a modifier may name, labelled, in the catalog's order. */
  skills: readonly { key: string; label: string }[];
}

/** The words of what a record counts in: "Attacks, Defences", "Climbing". */
function rollsText(rolls: readonly string[], skills: LastingViewInput["skills"], i18n: Localizer): string {
  return rolls
    .map((roll) => {
      const [kind, name] = roll.split(".");
      if (kind === "skill") return skills.find((s) => s.key === name)?.label ?? name ?? roll;
      if (kind === "attribute") return i18n.localize(`HARNFUDGE.Attribute.${name ?? ""}`);
      return i18n.localize(`HARNFUDGE.Lasting.Scope.${roll}`);
    })
    .join(", ");
}

/** Where a record counts: "Road", or "Road: Aldric, Hana". */
function whereText(record: LastingRecord, input: LastingViewInput, i18n: Localizer): string {
  const scene = input.sceneName(record.scene) ?? i18n.localize("HARNFUDGE.Lasting.SceneGone");
  if (record.tokens === null) return scene;
  const names = record.tokens.map((id) => input.tokenName(record.scene, id) ?? i18n.localize("HARNFUDGE.Lasting.TokenGone"));
  return `${scene}: ${names.join(", ")}`;
}

export function lastingContext(input: LastingViewInput, i18n: Localizer) {
  const onScene = input.records.filter((r) => r.scene === input.scene?.id);
  const elsewhere = input.records.filter((r) => r.scene !== input.scene?.id);
  const row = (r: LastingRecord) => ({
    id: r.id,
    label: r.label,
    value: signed(r.value),
    css: r.value < 0 ? "minus" : "plus",
    rolls: rollsText(r.rolls, input.skills, i18n),
    where: whereText(r, input, i18n),
    dimLight: r.dimLight,
  });
  return {
    rows: [...onScene, ...elsewhere].map(row),
    empty: input.records.length === 0,
    scene: input.scene,
    hasSceneRows: onScene.length > 0,
    selected: input.selected.length,
    selectedNames: input.selected.map((t) => t.name).join(", "),
    /** The whole scene unless tokens are selected: what the GM most likely means. */
    forTokens: input.selected.length > 0,
    scopes: MODIFIER_SCOPES.map((scope) => ({
      value: scope,
      label: i18n.localize(`HARNFUDGE.Lasting.Scope.${scope}`),
      checked: scope === "all",
    })),
    skills: input.skills,
    limit: LASTING_LIMIT,
    labelMax: LASTING_LABEL_MAX,
  };
}

export type LastingContext = ReturnType<typeof lastingContext>;
