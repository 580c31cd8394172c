/**
 * The GM's trace of a hand edit on a sheet (issue 27, item 8): one line naming who changed which
 * box of which actor, whispered to the GMs when a player edits. Presentation only: the localizer is
 * passed in. Pure.
 */
import { boxLevel } from "../../rules";
import type { Localizer } from "../../i18n/format";
import type { TrackEdit } from "./decide";

const FLAG_KEYS = { open: "HARNFUDGE.SheetUI.Wounds.Open", infected: "HARNFUDGE.SheetUI.Wounds.Infected" } as const;
const STUN_KEYS = { veryStunned: "HARNFUDGE.Sheet.Stun.VeryStunned", knockedOut: "HARNFUDGE.Sheet.Stun.KnockedOut" } as const;

function change(edit: TrackEdit, i18n: Localizer): string {
  const box = (index: number) => i18n.localize(`HARNFUDGE.Wound.${boxLevel(index)}`);
  switch (edit.kind) {
    case "box":
      return i18n.format(edit.marked ? "HARNFUDGE.TrackEdit.BoxMarked" : "HARNFUDGE.TrackEdit.BoxCleared", {
        box: box(edit.index),
      });
    case "flag":
      return i18n.format(edit.on ? "HARNFUDGE.TrackEdit.FlagOn" : "HARNFUDGE.TrackEdit.FlagOff", {
        box: box(edit.index),
        flag: i18n.localize(FLAG_KEYS[edit.flag]),
      });
    case "dead":
      return i18n.localize(edit.dead ? "HARNFUDGE.TrackEdit.Dead" : "HARNFUDGE.TrackEdit.NotDead");
    case "stuns":
      return i18n.format("HARNFUDGE.TrackEdit.Stuns", { n: String(edit.stuns) });
    case "stunFlag":
      return i18n.format(edit.on ? "HARNFUDGE.TrackEdit.StunFlagOn" : "HARNFUDGE.TrackEdit.StunFlagOff", {
        flag: i18n.localize(STUN_KEYS[edit.flag]),
      });
    case "addWound":
      return i18n.format(edit.open ? "HARNFUDGE.TrackEdit.AddWoundOpen" : "HARNFUDGE.TrackEdit.AddWound", {
        level: i18n.localize(`HARNFUDGE.Wound.${edit.level}`),
      });
  }
}

/** "Alice changed Brigand on the sheet: Hurt box cleared." (the names as text; the caller escapes them). */
export function traceLine(user: string, actor: string, edit: TrackEdit, i18n: Localizer): string {
  return i18n.format("HARNFUDGE.TrackEdit.Trace", { user, actor, change: change(edit, i18n) });
}
