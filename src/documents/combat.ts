/**
 * Initiative (rules 3.1.1): each combatant rolls its Initiative skill (its default when
 * untrained) with 4dF. The tracker sorts by one number, the rules core's sort key, which encodes
 * rolled degree, then Initiative skill, then a random tiebreak; the key our roll wrote is kept in a
 * flag, and the tracker (apps/combat-tracker.ts) shows it as the rolled degree's ladder word.
 *
 * Every way core rolls initiative lands here: the tracker's buttons and Combat#rollAll/rollNPC
 * (Combat#rollInitiative), and a macro or module rolling one combatant (Combatant#rollInitiative).
 * Rolling is using the Initiative skill (rules 1.4): a character's trained skill is marked used,
 * one update per actor, only when it changes. The roll follows the character's state (issue 19):
 * its wound penalty and conditions apply, and one who cannot act does not roll (initiative.ts).
 */
import { INITIATIVE_SKILL, LADDER_MIN, drawTiebreak, initiativeSortKey } from "../rules";
import { HarnFudgeRoll } from "../rolls/roll";
import { ownedTalents, skillFacts, skillRollLevel } from "../rolls/traits";
import { markTraitUsedOn } from "../rolls/mark-used";
import { applyMessageMode, defaultMessageMode, requestedMessageMode } from "../compat";
import { conditionIdsOf } from "../rolls/condition-ids";
import type { CheckModifier } from "../rolls/check";
import { notifyFormat } from "../util/notify";
import {
  INITIATIVE_COMBATANT_FLAG,
  INITIATIVE_KEY_FLAG,
  distinctActors,
  initiativeMessagePlan,
  initiativeReadiness,
  type InitiativeReadiness,
} from "./initiative";
import { isPlayable } from "./guards";

/** Whether the actor rolls initiative and with which modifiers (a non-character always rolls, unmodified). */
function readinessOf(actor: Actor.Implementation | null): InitiativeReadiness {
  if (!isPlayable(actor)) return { canRoll: true, modifiers: [] };
  return initiativeReadiness({
    wounds: actor.system.wounds,
    woundPenalty: actor.system.woundPenalty,
    conditionIds: conditionIdsOf(actor),
    talents: ownedTalents(actor),
    prescience: game.settings.get("harnfudge", "prescienceInitiative"),
  });
}

/**
 * The initiative check of an actor: level, label, its state's modifiers and `lasting` (its lasting
 * modifiers, read with the roll: rollFor) (untrained: the default).
 */
function initiativeCheck(actor: Actor.Implementation | null, lasting: readonly CheckModifier[] = []) {
  const level = isPlayable(actor) ? skillRollLevel(actor, INITIATIVE_SKILL) : 0;
  const label = actor ? skillFacts(actor, INITIATIVE_SKILL).label : game.i18n.localize("HARNFUDGE.Combat.Initiative");
  const readiness = readinessOf(actor);
  return { level, label, modifiers: readiness.canRoll ? [...readiness.modifiers, ...lasting] : [] };
}

/** The lasting modifiers of a combatant's initiative (issue 26: the GM's, its effects'), loaded with the first roll. */
async function lastingInitiative(actor: Actor.Implementation | null): Promise<CheckModifier[]> {
  if (!isPlayable(actor)) return [];
  const { lastingModifiersOf } = await import("../rolls/lasting-modifiers");
  return lastingModifiersOf(actor, { kind: "initiative", skill: INITIATIVE_SKILL });
}

/** Tells the user who does not roll because they cannot act (one note for a batch). */
function noteCannotRoll(combatants: readonly HarnFudgeCombatant[]): void {
  if (combatants.length === 0) return;
  const names = combatants.map((c) => c.name ?? "").join(", ");
  notifyFormat("info", "HARNFUDGE.Combat.CannotRollInitiative", { names });
}

/** A combatant's evaluated initiative roll (its lasting modifiers counted) and the sort key it gives. */
async function rollFor(combatant: HarnFudgeCombatant): Promise<{ roll: HarnFudgeRoll; key: number }> {
  const roll = combatant.initiativeRoll(await lastingInitiative(combatant.actor));
  await roll.evaluate();
  return { roll, key: initiativeSortKey(roll.degree.rolledDegree, roll.check.level, drawTiebreak(Math.random)) };
}

/** The combatant update that writes a sort key and marks it as ours. */
function keyUpdate(key: number) {
  return { initiative: key, flags: { harnfudge: { [INITIATIVE_KEY_FLAG]: key } } };
}

/** Rules 1.4: rolling initiative is a roll of the Initiative skill, which marks it used (usage.ts). */
function markInitiativeUsed(actor: Actor.Implementation): Promise<void> {
  return markTraitUsedOn(actor, "skill", INITIATIVE_SKILL);
}

export class HarnFudgeCombatant extends Combatant {
  override getInitiativeRoll(_formula?: string): HarnFudgeRoll {
    return this.initiativeRoll();
  }

  /** The initiative roll with `lasting` (its lasting modifiers) added to its state's modifiers. */
  initiativeRoll(lasting: readonly CheckModifier[] = []): HarnFudgeRoll {
    const { level, label, modifiers } = initiativeCheck(this.actor, lasting);
    return HarnFudgeRoll.forCheck({
      kind: "initiative",
      label,
      traitKey: INITIATIVE_SKILL,
      level,
      modifiers,
      difficulty: null,
      actorUuid: this.actor?.uuid ?? null,
    });
  }

  /** The Initiative level this combatant rolls (its default if untrained; Terrible when it has none). */
  get initiativeSkillLevel(): number {
    try {
      return initiativeCheck(this.actor).level;
    } catch {
      return LADDER_MIN;
    }
  }

  /** Whether this combatant's actor can act, and so roll initiative (issue 19). */
  get canRollInitiative(): boolean {
    return readinessOf(this.actor).canRoll;
  }

  /**
   * One combatant rolls (a macro, a module): our sort key, not a raw total; no message, as in core.
   * One who cannot act does not roll (a note says so).
   */
  override async rollInitiative(_formula?: string): Promise<this | undefined> {
    if (!this.canRollInitiative) {
      noteCannotRoll([this]);
      return undefined;
    }
    const { key } = await rollFor(this);
    const updated = await this.update(keyUpdate(key));
    if (this.actor) await markInitiativeUsed(this.actor);
    return updated;
  }
}

export class HarnFudgeCombat extends Combat {
  /**
   * Rolls initiative for the given combatants, as core does: one update of the combatants with the
   * rules core's sort keys, then every message in one batch flagged as an initiative roll, one dice
   * sound. The message mode is the one messageOptions asks for (v13 `rollMode`, v14 `messageMode`),
   * else GM-only for hidden combatants and the user's current mode for the others.
   */
  override async rollInitiative(ids: string | string[], options: Combat.InitiativeOptions = {}): Promise<this> {
    const list = typeof ids === "string" ? [ids] : ids;
    const messageOptions: object = options.messageOptions ?? {};
    const rolled: { combatant: HarnFudgeCombatant; roll: HarnFudgeRoll; key: number }[] = [];
    const cannotAct: HarnFudgeCombatant[] = [];
    for (const id of list) {
      const combatant = this.combatants.get(id);
      if (!combatant?.isOwner) continue;
      if (combatant.canRollInitiative) rolled.push({ combatant, ...(await rollFor(combatant)) });
      else cannotAct.push(combatant);
    }
    noteCannotRoll(cannotAct);
    if (rolled.length === 0) return this;
    const current = this.combatant?.id;
    await this.updateEmbeddedDocuments(
      "Combatant",
      rolled.map(({ combatant, key }) => ({ _id: combatant.id, ...keyUpdate(key) })),
    );
    if (options.updateTurn !== false && current) {
      const turn = this.turns.findIndex((t) => t.id === current);
      if (turn >= 0 && turn !== this.turn) await this.update({ turn });
    }
    const plan = initiativeMessagePlan(
      rolled.map(({ combatant }) => ({ hidden: combatant.hidden })),
      requestedMessageMode(messageOptions),
      defaultMessageMode(),
    );
    const extra = messageData(options.messageOptions);
    const messages: ChatMessage.CreateData[] = [];
    for (const [index, { combatant, roll }] of rolled.entries()) {
      const data = await roll.toMessage(
        {
          ...extra,
          speaker: ChatMessage.getSpeaker({ actor: combatant.actor, token: combatant.token, alias: combatant.name }),
          flavor: game.i18n.format("HARNFUDGE.Combat.RollsInitiative", { name: foundry.utils.escapeHTML(combatant.name ?? "") }),
          // harnfudge.combatantUuid: whose initiative a Lucky reroll of this card changes (play/lucky/check-reroll.ts).
          flags: {
            ...extra.flags,
            core: { ...extra.flags?.core, initiativeRoll: true },
            harnfudge: { ...extra.flags?.harnfudge, [INITIATIVE_COMBATANT_FLAG]: combatant.uuid },
          },
        },
        { create: false },
      );
      const step = plan[index];
      if (step) applyMessageMode(data, step.mode);
      if (step?.whisperToGMs) data.whisper = gmUserIds();
      if (!step?.sound) data.sound = null;
      messages.push(data);
    }
    await ChatMessage.implementation.create(messages);
    for (const actor of distinctActors(rolled.map(({ combatant }) => combatant.actor))) await markInitiativeUsed(actor);
    return this;
  }
}

/** The ids of the GM users (a hidden combatant's initiative is whispered to them). */
function gmUserIds(): string[] {
  return game.users.filter((user) => user.isGM).flatMap((user) => (user.id ? [user.id] : []));
}

/** The caller's message data without the mode options (read separately, by either generation's name). */
function messageData(options: ChatMessage.CreateData | undefined): ChatMessage.CreateData {
  if (!options) return {};
  const out: ChatMessage.CreateData = { ...options };
  for (const key of ["rollMode", "messageMode"]) Reflect.deleteProperty(out, key);
  return out;
}

export function registerCombat(): void {
  CONFIG.Combat.documentClass = HarnFudgeCombat;
  CONFIG.Combatant.documentClass = HarnFudgeCombatant;
}

declare module "fvtt-types/configuration" {
  interface DocumentClassConfig {
    Combat: typeof HarnFudgeCombat;
    Combatant: typeof HarnFudgeCombatant;
  }

  interface FlagConfig {
    Combatant: {
      harnfudge: {
        /** The sort key our initiative roll wrote (what the tracker shows as a ladder word). */
        initiativeKey?: number;
        /** The round it holds its action in (rules 3.1.3; play/hold); null once dropped. */
        held?: number | null;
        /** Its rolled key while it acts out of order this round (play/hold); null once restored. */
        movedFrom?: number | null;
        /** The ids of the hold and act requests carried out for it (play/hold): a replay changes nothing. */
        requests?: string[];
      };
    };
  }
}
