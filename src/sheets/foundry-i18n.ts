/**
 * `game.i18n` as the view builders' port (their Localizer): one wrapper for the whole session, so
 * what the builders remember of it (i18n/memo.ts) lasts from render to render. A language file
 * reloaded while developing (Foundry's hot reload) brings a new wrapper, remembering nothing.
 */
import type { Localizer } from "../i18n/format";

let current: Localizer | null = null;
let watching = false;

export function foundryI18n(): Localizer {
  if (!watching) {
    watching = true;
    Hooks.on("hotReload", (data) => {
      if (data.extension === "json") current = null;
    });
  }
  return (current ??= {
    localize: (key) => game.i18n.localize(key),
    format: (key, data) => game.i18n.format(key, data),
  });
}
