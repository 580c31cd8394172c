/**
 * The dashboard's base class: Foundry's ApplicationV2 with HandlebarsApplicationMixin applied.
 *
 * WHY THE CAST. As for the sheets (src/sheets/base.ts, docs/sheets.md): writing
 * `class X extends HandlebarsApplicationMixin(ApplicationV2)` makes tsc (fvtt-types 13.345)
 * check the class against the mixin's intersection type, which can fail with TS2589 ("Type
 * instantiation is excessively deep"). So the mixin is applied once here, its result widened (a
 * checked assignment) to the plain ApplicationV2 class, and then cast down to a declared class
 * stating, with concrete types, what the mixin adds. The declared class has no runtime existence.
 * This module runs only when the dashboard first opens (it is loaded by a dynamic import).
 */
import { ensureOnDemandStyles } from "../../lazy/styles";

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

export type TemplatePart = foundry.applications.api.HandlebarsApplicationMixin.HandlebarsTemplatePart;
/** The type of an application's DEFAULT_OPTIONS (Foundry merges a subclass's into its parent's). */
export type AppDefaultOptions = typeof ApplicationV2.DEFAULT_OPTIONS;

/** What HandlebarsApplicationMixin adds to ApplicationV2 and the dashboard uses. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- a declared class is a type with no runtime value; `typeof` of it is the cast target below.
declare class HandlebarsAppBase extends ApplicationV2 {
  static PARTS: Record<string, TemplatePart>;
  get parts(): Record<string, HTMLElement>;
}

const mixedApp: typeof ApplicationV2 = HandlebarsApplicationMixin(ApplicationV2);

/** `HandlebarsApplicationMixin(ApplicationV2)`, typed by {@link HandlebarsAppBase}. */
export const HandlebarsApp = mixedApp as typeof HandlebarsAppBase;

/**
 * Shows one of the GM's windows (one per client): the on-demand styles loaded, restored when
 * minimized, rendered afresh and brought forward.
 */
export async function bringUp<T extends InstanceType<typeof HandlebarsApp>>(app: T): Promise<T> {
  ensureOnDemandStyles();
  if (app.minimized) await app.maximize();
  await app.render({ force: true });
  app.bringToFront();
  return app;
}

/**
 * Re-renders an open window (at most once per 100 ms) whenever one of `hooks` fires: call it on the
 * first render, and the function it returns on close.
 */
export function rerenderOn<K extends Hooks.HookName>(
  app: { readonly rendered: boolean; render(): unknown },
  hooks: readonly K[],
) {
  const refresh = foundry.utils.debounce(() => {
    if (app.rendered) void app.render();
  }, 100);
  // The cast: a callback that takes no arguments fits every hook, but fvtt-types cannot see that
  // through a generic hook name (it intersects the callbacks of all hooks).
  const ids = hooks.map((hook) => [hook, Hooks.on(hook, refresh as Hooks.Function<K>)] as const);
  return (): void => {
    for (const [hook, id] of ids) Hooks.off(hook, id);
  };
}
