/**
 * Dialogs in the window of the sheet that asked (issue 27, item 10). v14 can detach an application
 * into a window of its own; a dialog the system opens from it must open there too, not in the main
 * window the player is no longer looking at. v14's `ApplicationV2#renderChild(app, options)` renders
 * an application in its parent's window (dnd5e 5.3 renders its roll and confirm dialogs the same
 * way, from the application the click came from); v13 has no detached windows and no `renderChild`,
 * so the dialog renders as before.
 */
import { isV14 } from "./release";

/** v14: `ApplicationV2#renderChild` (not in the v13 types). */
interface RendersChildren {
  renderChild(app: foundry.applications.api.ApplicationV2.Any, options?: object): Promise<unknown>;
}

function rendersChildren(app: object): app is RendersChildren {
  return "renderChild" in app && typeof app.renderChild === "function";
}

/** The application an element belongs to (a sheet, the chat sidebar, a dialog), if any. */
export function applicationOf(element: Element | null | undefined): foundry.applications.api.ApplicationV2.Any | null {
  const id = element?.closest(".application")?.id;
  return id ? (foundry.applications.instances.get(id) ?? null) : null;
}

/**
 * Renders `app` in the window of the application `origin` belongs to (v14), else as a window of its
 * own in the main window. Resolves once it is rendered.
 */
export async function renderBeside(
  app: foundry.applications.api.ApplicationV2.Any,
  origin: Element | null | undefined,
): Promise<void> {
  const parent = isV14() ? applicationOf(origin) : null;
  if (parent && rendersChildren(parent)) await parent.renderChild(app);
  else await app.render({ force: true });
}
