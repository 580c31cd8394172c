/**
 * The weapon sheet's ranged toggle: ticking "Ranged" while the maximum range is still 0 would be
 * rejected by the weapon model (a ranged mode needs a range), so the tick is held back: the form is
 * not submitted, the range box is marked and focused with a hint, and typing a range then submits
 * both. Unticking drops the hint. Attached to the item sheet's root; no Foundry.
 */
import { isHTMLElement, isInput } from "./dom";

function rangeOf(root: HTMLElement): HTMLInputElement | null {
  const input = root.querySelector('input[name="system.ranged.range"]');
  return isInput(root, input) ? input : null;
}

function setHint(root: HTMLElement, shown: boolean): void {
  const hint = root.querySelector("[data-hf-range-hint]");
  if (isHTMLElement(root, hint)) hint.hidden = !shown;
  const range = rangeOf(root);
  if (range) {
    if (shown) range.setAttribute("aria-invalid", "true");
    else range.removeAttribute("aria-invalid");
  }
}

/** Attaches the ranged toggle's behaviour (delegated: attach once per root); returns a detach function. */
export function attachWeaponFormBehaviour(root: HTMLElement): () => void {
  const onChange = (event: Event) => {
    const target = event.target;
    if (!isInput(root, target) || !target.matches("[data-hf-needs-range]")) return;
    const range = rangeOf(root);
    const needsRange = target.checked && range !== null && !(Number(range.value) > 0);
    setHint(root, needsRange);
    if (needsRange && range) {
      event.stopImmediatePropagation(); // held: no submission until a range is typed
      range.focus();
      range.select();
    }
  };
  const onRange = (event: Event) => {
    if (isInput(root, event.target) && event.target.name === "system.ranged.range" && Number(event.target.value) > 0)
      setHint(root, false);
  };
  root.addEventListener("change", onChange, { capture: true });
  root.addEventListener("input", onRange);
  return () => {
    root.removeEventListener("change", onChange, { capture: true });
    root.removeEventListener("input", onRange);
  };
}
