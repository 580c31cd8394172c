/**
 * The initiative tracker as the system shows it (src/apps/combat-tracker.ts): core's v13 tracker
 * rows with each combatant's rolled initiative degree as a ladder word, in the order the rules
 * core sorts them (rules 3.1.1: degree, then skill, then the tiebreak). The rows' markup is a
 * stand-in for core's template (core's own is not in this repository); the words, the order and
 * the words come from the rules core's sort key (initiativeSortKey, decoded as the tracker decodes
 * it) and ladderWord; a number typed by hand is shown as typed, a combatant not rolled gets core's
 * roll button. Wystan holds his action (rules 3.1.3): his row reads "· holding" and has the Act
 * control; Aldric, whose turn it is, has Hold.
 */
import { decodeInitiativeSortKey, initiativeSortKey } from "../../src/rules";
import { ladderWord } from "../../src/i18n/format";
import type { Renderer } from "./harness";
import type { PlayScreen } from "./play-screens";
import { holdControl } from "../../src/play/hold/view";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

interface Row {
  name: string;
  /** The initiative value on the combatant, and the sort key our roll wrote (null: typed by hand). */
  initiative: number | null;
  written: number | null;
  active?: boolean;
  /** Holding its action this round (rules 3.1.3). */
  holding?: boolean;
}

/** The tracker during round 2: Aldric acts, a brigand typed in by the GM, one not rolled yet. */
export function trackerScreen(r: Renderer): PlayScreen {
  const i18n = r.i18n;
  const key = (degree: number, skill: number, tiebreak: number) => initiativeSortKey(degree, skill, tiebreak);
  const aldric = key(3, 2, 17);
  const brigand = key(1, 0, 40);
  const rows: Row[] = [
    { name: "Wystan", initiative: key(3, 3, 5), written: key(3, 3, 5), holding: true },
    { name: "Aldric of Tashal", initiative: aldric, written: aldric, active: true },
    { name: "Brigand", initiative: brigand, written: brigand },
    { name: "Brigand archer", initiative: 12, written: null },
    { name: "Hana", initiative: null, written: null },
  ];
  const items = rows
    .map((row) => {
      // As documents/initiative.ts's initiativeDisplay reads a row (it needs Foundry, this runs in node).
      const display =
        row.initiative === null
          ? ({ kind: "none" } as const)
          : row.written === row.initiative
            ? ({ kind: "degree", degree: decodeInitiativeSortKey(row.initiative).rolledDegree } as const)
            : ({ kind: "raw", value: row.initiative } as const);
      const shown =
        display.kind === "degree"
          ? ladderWord(display.degree, i18n)
          : display.kind === "raw"
            ? String(display.value)
            : // Core's roll button (its label is core's, not ours).
              `<button type="button" class="combatant-control"><i class="fa-solid fa-dice-d20" aria-hidden="true"></i></button>`;
      // The Hold / Act control as the tracker adds it for the GM (apps/hold-controls.ts, play/hold/view.ts).
      const control = holdControl({
        started: true,
        round: 2,
        current: row.active === true,
        heldRound: row.holding ? 2 : null,
        movedFrom: null,
        canAsk: true,
      });
      const label = row.holding ? i18n.format("HARNFUDGE.Hold.Holding", { initiative: shown }) : shown;
      const button = control
        ? `<button type="button" class="inline-control combatant-control icon fa-solid ${control === "hold" ? "fa-hourglass-half" : "fa-bolt"}" aria-label="${escapeHtml(i18n.localize(control === "hold" ? "HARNFUDGE.Hold.Hold" : "HARNFUDGE.Hold.Act"))}"></button>`
        : "";
      return `<li class="combatant${row.active ? " active" : ""}"><span class="token-name"><strong class="name">${escapeHtml(row.name)}</strong><span class="combatant-controls">${button}</span></span><span class="token-initiative"><span class="initiative">${display.kind === "none" ? shown : escapeHtml(label)}</span></span></li>`;
    })
    .join("");
  return {
    name: "play-initiative-tracker",
    frame: "chat",
    title: "",
    classes: [],
    width: 300,
    html: `<section class="combat-tracker-standin"><header class="encounter-title">${escapeHtml(i18n.format("HARNFUDGE.Dashboard.Round", { round: "2" }))}</header><ol class="combat-tracker plain">${items}</ol></section>`,
    sender: "",
  };
}
