/**
 * The stylesheet of the screens loaded on first use (styles/on-demand.scss: dialogs, the session
 * tool, the sheets, the dashboard). The build inlines it here, so it travels with their code, not
 * in harnfudge.css; the first of those screens to open adds it to the document, once. Its rules
 * sit in `@layer system` like the rest of the system's CSS, so they join the layer Foundry
 * declares and cascade as if harnfudge.css held them.
 */
import css from "../../styles/on-demand.scss?inline";

const MARK = "harnfudgeStyles";

/** Adds the on-demand stylesheet to the document's head unless it is there already. */
export function ensureOnDemandStyles(doc: Document = document): void {
  if (doc.head.querySelector(`style[data-harnfudge-styles="on-demand"]`)) return;
  const style = doc.createElement("style");
  style.dataset[MARK] = "on-demand";
  style.textContent = css;
  doc.head.append(style);
}
