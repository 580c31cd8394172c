/** The end-of-session tool's and summary card's template contexts (pure, shared with the screenshots). */
import { EP_AWARD_GUIDELINES } from "../../rules";
import { signed } from "../../i18n/format";
import { nextSession, type Award } from "./awards";

/** The tool's template context. */
export function sessionContext(
  characters: { id: string; name: string; img: string; earned: number; balance: number; awarded?: boolean }[],
  session: number,
) {
  return {
    session,
    next: nextSession(session),
    guidelines: EP_AWARD_GUIDELINES.map((g) => ({ key: g.key, labelKey: g.labelKey, ep: g.ep })),
    characters: characters.map((c) => ({
      ...c,
      // A debt reads "−1" with a real minus sign, as every signed figure on the sheets and cards.
      balance: signed(c.balance),
      guidelines: EP_AWARD_GUIDELINES.map((g) => ({ key: g.key, name: `award.${c.id}.${g.key}`, checked: g.key === "survival" })),
    })),
    empty: characters.length === 0,
  };
}

export function sessionCardContext(awards: readonly Award[], session: number, next: number) {
  return {
    session,
    next,
    awards: awards.map((a) => ({ name: a.name, award: a.award, reasons: a.reasons.map((key) => `HARNFUDGE.EpAward.${key}`) })),
    none: awards.length === 0,
  };
}
