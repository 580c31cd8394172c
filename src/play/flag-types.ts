/**
 * The system's flags on core documents, declared for fvtt-types (Foundry-side only; the pure
 * modules that tests import never see these declarations).
 */
import type { RequestStamp, STAMP_SLOTS } from "./gm/proof";

declare module "fvtt-types/configuration" {
  interface FlagConfig {
    ChatMessage: {
      harnfudge: {
        /** An attack card's state (read with attack/state-parse.ts: it may be of an older version). */
        attack?: unknown;
        /** An opposed action's card (contest/state.ts). */
        contest?: unknown;
        /** A check the GM asked for (check-request/state.ts parseCheckRequest). */
        checkRequest?: unknown;
        /** A secret check's card for the GMs: its difficulty and results (check-request/state.ts parseCheckLedger). */
        checkLedger?: unknown;
        /** The request that created a GM-authored message (a replay finds it). */
        requestId?: string;
        /** A hidden roll's whispered message, and the card it belongs to. */
        dice?: { card: string | null };
        /** A raise request card's state (read with raises/state.ts parseRaiseCard). */
        raise?: unknown;
        /** An initiative message: the combatant whose initiative a Lucky reroll moves. */
        combatantUuid?: string;
        /** Rolls the GM's client made that a character's Lucky may reroll (services/lucky-lines.ts). */
        luckyLines?: unknown;
        /** The end-of-combat card: the actors whose end of combat could not be finished. */
        endCombatFailed?: string[];
        /** A treatment waiting for the patient's owner to accept it (healing/decide-consent.ts parseConsent). */
        healConsent?: unknown;
        /** A rest-on-the-world-clock offer card (healing/clock-foundry.ts): pending until the GM accepts it. */
        restOffer?: "pending" | "done";
        /** A poisonous-gas card (gas/card.ts parseGasCardFlag): the exposed tokens, the difficulty and the dead, for its next round. */
        gas?: unknown;
        /** The Danger Sense card at the start of a combat (danger-sense/decide.ts parseDangerSenseCard). */
        dangerSense?: unknown;
        /** A group's strenuous card (strenuous/foundry.ts): who had nothing to roll for, as the card says it. */
        strenuousSkipped?: string[];
      };
    };
    ActiveEffect: {
      harnfudge: {
        /** The attack card whose Net put this Entangled effect on (undo removes it). */
        card?: string;
        /** A condition effect the system created (services/status.ts): only these does its sync switch off. */
        condition?: boolean;
        /** World time (seconds) a knockout or Near Death effect started (timers/decide.ts). */
        since?: number;
        /** The GM was reminded that this Near Death character's hour has passed (timers/decide.ts). */
        reminded?: boolean;
      };
    };
    User: {
      harnfudge: {
        /** Proof of who sent a request: one stamp per slot (gm/proof.ts). */
        requests?: Partial<Record<(typeof STAMP_SLOTS)[number], RequestStamp>>;
      };
    };
  }
}

export {};
