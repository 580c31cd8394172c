/**
 * How the GM's engagement control shows a position (rules 3.2.1): its Font Awesome icon and its
 * tooltip. Pure: the localizer is passed in.
 */
import { ENGAGEMENT_LIMITS, type EngagementPosition } from "../../rules";
import { nextEngagementPosition } from "../../rules/engagement-positions";
import type { Localizer } from "../../i18n/format";

/** Each position's Font Awesome icon on the HUD. */
export const ENGAGEMENT_ICONS: Readonly<Record<EngagementPosition, string>> = {
  open: "fa-solid fa-people-arrows",
  surrounded: "fa-solid fa-arrows-to-circle",
  doorway: "fa-solid fa-door-open",
  doorwayBothSides: "fa-solid fa-dungeon",
};

/** The button's tooltip: where the token stands, how many can engage it, what a click does. */
export function engagementTooltip(position: EngagementPosition, i18n: Localizer): string {
  return i18n.format("HARNFUDGE.Engagement.Tooltip", {
    position: i18n.localize(`HARNFUDGE.Engagement.${position}`),
    max: String(ENGAGEMENT_LIMITS[position]),
    next: i18n.localize(`HARNFUDGE.Engagement.${nextEngagementPosition(position)}`),
  });
}

/** The bulky toggle's icon on the HUD. */
export const BULKY_ICON = "fa-solid fa-shield-halved";

/** The bulky toggle's tooltip: what it means and whether the token is marked. */
export function bulkyTooltip(bulky: boolean, i18n: Localizer): string {
  return i18n.localize(bulky ? "HARNFUDGE.Engagement.BulkyOn" : "HARNFUDGE.Engagement.BulkyOff");
}
