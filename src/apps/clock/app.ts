/**
 * The GM clock window (ApplicationV2 + Handlebars, GM only): the world's date and time through
 * Foundry's calendar (or the one a calendar module set), buttons that advance it by a round, a
 * minute, ten minutes, an hour, a night or a day, a typed span, and Rest… for the party. Each
 * advance is one `game.time.advance`, so everything that follows world time follows it: the timed
 * conditions, rest on the clock, a calendar module. It re-renders when world time moves (by
 * whoever moves it) and when the combat's round changes. Loaded on first use (register.ts).
 */
import { SYSTEM_PATH } from "../../rolls/roll";
import { HandlebarsApp, bringUp, rerenderOn, type AppDefaultOptions, type TemplatePart } from "../dashboard/base";
import { isElementOf } from "../../compat";
import { clockContext, spanSeconds, SPAN_UNITS, type ClockInput, type ClockUnits } from "./context";

export const CLOCK_TEMPLATE = `${SYSTEM_PATH}/templates/apps/clock.hbs`;

/** The world calendar's units in seconds (Foundry's calendar; 60 / 60 / 24 without one). */
export function calendarUnits(): ClockUnits {
  const days = game.time.calendar?.days;
  const minute = days?.secondsPerMinute ?? 60;
  const hour = minute * (days?.minutesPerHour ?? 60);
  return { minute, hour, day: hour * (days?.hoursPerDay ?? 24) };
}

/** A calendar's name of a month or weekday (a localization key or plain text), localized. */
function localizedName(name: string | undefined): string | null {
  return name ? game.i18n.localize(name) : null;
}

/** The clock's input, read from the world now. */
function clockInput(): ClockInput {
  const calendar = game.time.calendar;
  const c = calendar.timeToComponents(game.time.worldTime);
  const combat = game.combat;
  const restOn = game.settings.get("harnfudge", "restClock");
  const pending: unknown = game.settings.get("harnfudge", "restClockPending");
  const units = calendarUnits();
  const offered =
    typeof pending === "object" && pending !== null && "from" in pending && "to" in pending
      ? Number(pending.to) - Number(pending.from)
      : null;
  return {
    components: c,
    monthName: localizedName(calendar.months?.values[c.month]?.name),
    weekdayName: localizedName(calendar.days.values[c.dayOfWeek]?.name),
    units,
    round: combat?.started ? combat.round : null,
    rest: {
      mode: restOn ? game.settings.get("harnfudge", "restClockMode") : "off",
      offeredDays: offered !== null && Number.isFinite(offered) ? Math.floor((offered / units.day) * 4) / 4 : null,
    },
  };
}

const REFRESH_HOOKS = ["updateWorldTime", "updateCombat", "deleteCombat", "createChatMessage", "updateChatMessage"] as const;

export class GmClock extends HandlebarsApp {
  static override DEFAULT_OPTIONS: AppDefaultOptions = {
    id: "harnfudge-clock",
    classes: ["harnfudge", "harnfudge-clock"],
    window: { title: "HARNFUDGE.Clock.Title", icon: "fa-solid fa-clock" },
    position: { width: 360, height: "auto" },
    actions: {
      advance: GmClock.#onAdvance,
      advanceSpan: GmClock.#onAdvanceSpan,
      rest: GmClock.#onRest,
    },
  };

  static override PARTS: Record<string, TemplatePart> = { main: { template: CLOCK_TEMPLATE } };

  #stopRefresh: (() => void) | null = null;

  protected override async _prepareContext(options: Parameters<InstanceType<typeof HandlebarsApp>["_prepareContext"]>[0]) {
    const base = await super._prepareContext(options);
    return { ...base, ...clockContext(clockInput(), game.i18n) };
  }

  protected override async _onFirstRender(...args: Parameters<InstanceType<typeof HandlebarsApp>["_onFirstRender"]>) {
    await super._onFirstRender(...args);
    this.#stopRefresh = rerenderOn(this, REFRESH_HOOKS);
  }

  protected override async _onRender(...args: Parameters<InstanceType<typeof HandlebarsApp>["_onRender"]>) {
    await super._onRender(...args);
    // Enter in the typed span advances, as its button does.
    const amount = this.element.querySelector("input[name='amount']");
    amount?.addEventListener("keydown", (event) => {
      if (event instanceof KeyboardEvent && event.key === "Enter") {
        event.preventDefault();
        void GmClock.#advanceTyped(this.element);
      }
    });
  }

  protected override _onClose(...args: Parameters<InstanceType<typeof HandlebarsApp>["_onClose"]>) {
    super._onClose(...args);
    this.#stopRefresh?.();
    this.#stopRefresh = null;
  }

  static async #onAdvance(this: GmClock, _event: PointerEvent, target: HTMLElement) {
    const seconds = Number(target.dataset["seconds"]);
    if (Number.isInteger(seconds) && seconds > 0) await game.time.advance(seconds);
  }

  static async #onAdvanceSpan(this: GmClock) {
    await GmClock.#advanceTyped(this.element);
  }

  static async #advanceTyped(root: HTMLElement) {
    const amount = root.querySelector("input[name='amount']");
    const unit = root.querySelector("select[name='unit']");
    const chosen = isElementOf(unit, HTMLSelectElement) ? SPAN_UNITS.find((u) => u === unit.value) : undefined;
    const seconds =
      isElementOf(amount, HTMLInputElement) && chosen ? spanSeconds(Number(amount.value), chosen, calendarUnits()) : null;
    if (seconds === null) {
      ui.notifications?.warn(game.i18n.localize("HARNFUDGE.Clock.BadSpan"));
      return;
    }
    await game.time.advance(seconds);
  }

  static async #onRest(this: GmClock) {
    await game.harnfudge.rest();
  }
}

let clock: GmClock | null = null;

/** Opens the GM clock (one window per client), or brings it forward. */
export async function showClock(): Promise<GmClock> {
  clock ??= new GmClock();
  return bringUp(clock);
}
