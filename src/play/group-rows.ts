/**
 * The list of a group action's dialog (Rest…, Strenuous…): one row per actor with a tick, ticked
 * when picked (the sheet's actor, the selected tokens) or, when the group is the party, whenever it
 * may take part; an actor that cannot is listed unticked and disabled, with the reason. Pure.
 */
import type { Localizer } from "../i18n/format";

export interface GroupMember {
  uuid: string;
  name: string;
  /** Chosen for this action: the actor the dialog was opened for, or a selected token's. */
  picked: boolean;
  /** Why it cannot take part (a localization key), or null. */
  blockedKey: string | null;
}

export interface GroupRow {
  uuid: string;
  name: string;
  checked: boolean;
  disabled: boolean;
  note: string;
}

export function groupRows(members: readonly GroupMember[], i18n: Pick<Localizer, "localize">): GroupRow[] {
  const anyPicked = members.some((m) => m.picked);
  return members.map((m) => ({
    uuid: m.uuid,
    name: m.name,
    checked: m.blockedKey === null && (m.picked || !anyPicked),
    disabled: m.blockedKey !== null,
    note: m.blockedKey === null ? "" : i18n.localize(m.blockedKey),
  }));
}

/** The uuids ticked in a submitted group list (`name="actors"`), each once, only among `offered`. */
export function tickedUuids(values: readonly unknown[], offered: ReadonlySet<string>): string[] {
  return [...new Set(values.filter((v): v is string => typeof v === "string" && offered.has(v)))];
}
