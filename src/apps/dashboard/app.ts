/**
 * The GM's combat dashboard window (ApplicationV2 + Handlebars): every combatant of the combat
 * the tracker is viewing, or the party outside combat, with wounds, stun, conditions, healing days,
 * wound penalty and the attack cards waiting on each (context.ts). A name opens the sheet; a
 * waiting card shows its chat message (show-card.ts). While open it re-renders (debounced) when
 * actors, their effects and items, tokens, chat messages, combats or combatants change, and when
 * the tracker switches to another encounter. Loaded on first use (register.ts imports it lazily).
 */
import { SYSTEM_PATH } from "../../rolls/roll";
import { HandlebarsApp, bringUp, type AppDefaultOptions, type TemplatePart } from "./base";
import { buildDashboardContext, type DashboardContext } from "./context";
import { gatherDashboard, viewedCombat } from "./gather";
import { showChatMessage } from "./show-card";
import { askForCheck } from "../../play/check-request";

export const DASHBOARD_TEMPLATE = `${SYSTEM_PATH}/templates/apps/dashboard.hbs`;
export const DASHBOARD_CHECKS_TEMPLATE = `${SYSTEM_PATH}/templates/apps/dashboard-checks.hbs`;

/** Changes that can alter what the dashboard shows. */
const REFRESH_HOOKS = [
  "updateActor",
  "createActiveEffect",
  "updateActiveEffect",
  "deleteActiveEffect",
  "createItem",
  "deleteItem",
  "updateToken",
  "createChatMessage",
  "updateChatMessage",
  "deleteChatMessage",
  "createCombat",
  "updateCombat",
  "deleteCombat",
  "createCombatant",
  "updateCombatant",
  "deleteCombatant",
] as const;
type RefreshHook = (typeof REFRESH_HOOKS)[number] | "renderCombatTracker";

/** Quiet time before a burst of changes (an attack updates a card and an actor) renders once. */
const REFRESH_DELAY_MS = 150;

export class CombatDashboard extends HandlebarsApp {
  static override DEFAULT_OPTIONS: AppDefaultOptions = {
    id: "harnfudge-dashboard",
    classes: ["harnfudge", "harnfudge-dashboard"],
    window: { title: "HARNFUDGE.Dashboard.Title", icon: "fa-solid fa-heart-pulse", resizable: true },
    position: { width: 800, height: 560 },
    actions: {
      openActor: CombatDashboard.#onOpenActor,
      showCard: CombatDashboard.#onShowCard,
      askCheck: CombatDashboard.#onAskCheck,
    },
  };

  static override PARTS: Record<string, TemplatePart> = {
    main: { template: DASHBOARD_TEMPLATE, scrollable: [".hf-dash-scroll"] },
    /** The GM's "Ask for a check…" (issue 26, item 5: play/check-request). */
    checks: { template: DASHBOARD_CHECKS_TEMPLATE },
  };

  /** The actors behind the rendered rows, by row key. */
  #actors = new Map<string, Actor.Implementation>();
  /** The combat rendered (null: the party), to notice the tracker viewing another one. */
  #combatId: string | null = null;
  #hooks: [RefreshHook, number][] = [];
  #refresh = foundry.utils.debounce(() => {
    if (this.rendered) void this.render();
  }, REFRESH_DELAY_MS);

  protected override async _prepareContext(options: Parameters<InstanceType<typeof HandlebarsApp>["_prepareContext"]>[0]) {
    const base = await super._prepareContext(options);
    const gathered = gatherDashboard();
    this.#actors = gathered.actors;
    this.#combatId = gathered.combatId;
    const context: DashboardContext = buildDashboardContext(gathered.input, game.i18n);
    return { ...base, ...context };
  }

  protected override async _onFirstRender(...args: Parameters<InstanceType<typeof HandlebarsApp>["_onFirstRender"]>) {
    await super._onFirstRender(...args);
    const refresh = () => this.#refresh();
    for (const hook of REFRESH_HOOKS) this.#hooks.push([hook, Hooks.on(hook, refresh)]);
    this.#hooks.push([
      "renderCombatTracker",
      Hooks.on("renderCombatTracker", () => {
        if ((viewedCombat()?.id ?? null) !== this.#combatId) refresh();
      }),
    ]);
  }

  protected override _onClose(...args: Parameters<InstanceType<typeof HandlebarsApp>["_onClose"]>) {
    super._onClose(...args);
    for (const [hook, id] of this.#hooks) Hooks.off(hook, id);
    this.#hooks = [];
  }

  static async #onOpenActor(this: CombatDashboard, _event: PointerEvent, target: HTMLElement) {
    const actor = this.#actors.get(target.dataset["key"] ?? "");
    await actor?.sheet?.render(true);
  }

  static async #onAskCheck(this: CombatDashboard) {
    await askForCheck();
  }

  static #onShowCard(this: CombatDashboard, _event: PointerEvent, target: HTMLElement) {
    const messageId = target.dataset["messageId"];
    if (messageId) showChatMessage(messageId);
  }
}

let dashboard: CombatDashboard | null = null;

/** Opens the dashboard (one window per client), or brings it forward and refreshes it. */
export async function showDashboard(): Promise<CombatDashboard> {
  dashboard ??= new CombatDashboard();
  return bringUp(dashboard);
}
