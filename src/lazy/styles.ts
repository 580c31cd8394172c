/**
 * The stylesheet of the screens loaded on first use (styles/on-demand.scss: dialogs, the session
 * tool, the sheets, the dashboard). The build inlines it here, so it travels with their code, not
 * in harnfudge.css; the first of those screens to open adds it to the document, once. Its rules
 * sit in `@layer system` like the rest of the system's CSS, so they join the layer Foundry
 * declares and cascade as if harnfudge.css held them.
 *
 * Detached windows (v14, issue 19): an application can render in a browser window of its own,
 * with its own document. From the first use on, the stylesheet follows every application into the
 * window it renders in (the `renderApplicationV2` hook, which core calls for every ApplicationV2,
 * sheets and dialogs included), and into the windows of those already open, so a sheet or dialog
 * opened first in a detached window is styled there too.
 */
import css from "../../styles/on-demand.scss?inline";

const MARK = "harnfudgeStyles";

let following = false;

/** Adds the stylesheet to one document's head unless it is there already. */
function addTo(doc: Document | null | undefined): void {
  if (!doc?.head || doc.head.querySelector(`style[data-harnfudge-styles="on-demand"]`)) return;
  const style = doc.createElement("style");
  style.dataset[MARK] = "on-demand";
  style.textContent = css;
  doc.head.append(style);
}

function isDocument(value: unknown): value is Document {
  return typeof value === "object" && value !== null && "head" in value && "createElement" in value;
}

/** The document an application's element lives in (the main one, or a detached window's). */
function documentOf(element: unknown): Document | null {
  if (typeof element !== "object" || element === null || !("ownerDocument" in element)) return null;
  const doc: unknown = element.ownerDocument;
  return isDocument(doc) ? doc : null;
}

/** From now on, every window an application renders in gets the stylesheet (registered once). */
function followApplicationWindows(): void {
  if (following) return;
  following = true;
  Hooks.on("renderApplicationV2", (_app: unknown, element: unknown) => addTo(documentOf(element)));
  for (const app of foundry.applications.instances.values()) addTo(documentOf(app.element));
}

/**
 * Adds the on-demand stylesheet to the document's head unless it is there already, and from then on
 * to the document of every window a system screen renders in.
 */
export function ensureOnDemandStyles(doc: Document = document): void {
  addTo(doc);
  followApplicationWindows();
}
