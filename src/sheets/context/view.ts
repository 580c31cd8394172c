/**
 * The sheet's own controls, from the view state: the Play / Edit toggle, the skill search and the
 * "trained only" switch, the "+" (new item / open the compendium) buttons of Edit mode.
 */
import { trainedOnly, type SheetMode, type SheetViewState } from "../view-state";
import type { Localizer } from "../../i18n/format";

export interface ModeView {
  mode: SheetMode;
  /** Edit mode and the user may edit: level selects, attribute selects, delete and "+" controls. */
  edit: boolean;
  /** The Play / Edit switch is offered (the user may edit this actor). */
  toggle: boolean;
  /** The two halves of the switch, the active one pressed. */
  options: { mode: SheetMode; label: string; tooltip: string; icon: string; active: boolean }[];
}

export function modeView(view: SheetViewState, editable: boolean, i18n: Localizer): ModeView {
  const mode: SheetMode = editable && view.mode === "edit" ? "edit" : "play";
  const option = (m: SheetMode, key: string, icon: string) => ({
    mode: m,
    label: i18n.localize(`HARNFUDGE.SheetUI.Mode.${key}`),
    tooltip: i18n.localize(`HARNFUDGE.SheetUI.Mode.${key}Tooltip`),
    icon,
    active: m === mode,
  });
  return {
    mode,
    edit: mode === "edit",
    toggle: editable,
    options: [option("play", "Play", "fa-solid fa-dice"), option("edit", "Edit", "fa-solid fa-pen-to-square")],
  };
}

export interface SearchView {
  query: string;
  trainedOnly: boolean;
  /** The "trained only" switch is offered (not on the NPC sheet, which lists only what the creature has). */
  switch: boolean;
  /** A search is typed: folded categories open to show their matches. */
  searching: boolean;
  /** Neither search nor switch leaves a row: "no skill matches" is shown. */
  noMatch: boolean;
}

export function searchView(view: SheetViewState, rows: readonly { hidden: boolean }[], offerSwitch = true): SearchView {
  return {
    query: view.query,
    trainedOnly: offerSwitch && trainedOnly(view),
    switch: offerSwitch,
    searching: view.query.trim() !== "",
    noMatch: rows.length > 0 && rows.every((r) => r.hidden),
  };
}

/** A "+" control of Edit mode: create an item of a type, or open the compendium that holds them. */
export interface AddControlView {
  type: "weapon" | "armor" | "talent" | "skill";
  createLabel: string;
  /** Compendium packs to browse (system packs, e.g. "harnfudge.melee-weapons"), each with its label. */
  packs: { id: string; label: string }[];
}

export function addControls(i18n: Localizer): Record<AddControlView["type"], AddControlView> {
  const pack = (id: string, key: string) => ({ id: `harnfudge.${id}`, label: i18n.localize(`HARNFUDGE.SheetUI.Add.${key}`) });
  return {
    weapon: {
      type: "weapon",
      createLabel: i18n.localize("HARNFUDGE.SheetUI.Add.NewWeapon"),
      packs: [pack("melee-weapons", "BrowseMelee"), pack("ranged-weapons", "BrowseRanged")],
    },
    armor: { type: "armor", createLabel: i18n.localize("HARNFUDGE.SheetUI.Add.NewArmor"), packs: [pack("armor", "BrowseArmor")] },
    talent: {
      type: "talent",
      createLabel: i18n.localize("HARNFUDGE.SheetUI.Add.NewTalent"),
      packs: [pack("talents", "BrowseTalents")],
    },
    skill: {
      type: "skill",
      createLabel: i18n.localize("HARNFUDGE.SheetUI.Add.NewSkill"),
      packs: [pack("skills", "BrowseSkills")],
    },
  };
}
