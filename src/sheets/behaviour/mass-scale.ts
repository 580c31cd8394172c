/**
 * Edit mode's body mass beside the Mass Scale (issue 26, item 7): typing a mass offers the Mass
 * Scale it gives (context/mass.ts, rules 1.2) on a button — "Use +3" — and a click (or Enter) puts
 * it into the Mass Scale field, which the sheet's form then saves as any typed value (the data
 * model checks it). The mass itself is the sheet's own tool, not a document field. No Foundry.
 */
import { signed } from "../../i18n/format";
import { massOffer } from "../context/mass";
import { isInput } from "./dom";

function scaleInput(root: HTMLElement): HTMLInputElement | null {
  const input = root.querySelector('input[name="system.scale.mass"]');
  return isInput(root, input) ? input : null;
}

/** Shows or hides the offer for what the mass box holds. */
export function showMassOffer(root: HTMLElement, massBox: HTMLInputElement): void {
  const button = root.querySelector<HTMLElement>("[data-hf-mass-use]");
  const current = Number(scaleInput(root)?.value ?? 0);
  if (!button) return;
  const offer = massOffer(massBox.value, Number.isFinite(current) ? current : 0);
  button.hidden = !offer?.changes;
  if (offer) {
    button.dataset["hfMassUse"] = String(offer.scale);
    button.textContent = (button.dataset["hfMassLabel"] ?? "{scale}").replace("{scale}", signed(offer.scale));
  }
}

/** Puts the offered Mass Scale into its field and lets the form save it. */
export function useMassOffer(root: HTMLElement): boolean {
  const button = root.querySelector<HTMLElement>("[data-hf-mass-use]");
  const field = scaleInput(root);
  const scale = button && !button.hidden ? Number(button.dataset["hfMassUse"]) : NaN;
  if (!field || !Number.isInteger(scale)) return false;
  field.value = String(scale);
  // The event of the sheet's own window (a detached v14 window is another realm).
  const EventOfRealm = field.ownerDocument.defaultView?.Event ?? Event;
  field.dispatchEvent(new EventOfRealm("change", { bubbles: true }));
  return true;
}
