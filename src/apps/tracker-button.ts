/**
 * A GM's button in the combat tracker's header (docked and popped out), after the encounter
 * navigation (v13's `nav.encounters`), or at the end of the header where that is missing: how the
 * GM opens the combat dashboard and the lasting modifiers.
 */

export interface TrackerButton {
  /** The data attribute marking the button (camelCase), so a re-render adds it once. */
  mark: string;
  /** Font Awesome classes of its icon. */
  icon: string;
  /** Localization key of its tooltip and label. */
  label: string;
  onClick(): void;
}

/** Adds the button to a rendered tracker, once (the caller decides who sees it: gm/may.ts). */
export function addTrackerButton(html: HTMLElement, spec: TrackerButton): void {
  const header = html.querySelector<HTMLElement>(".combat-tracker-header") ?? (html.matches("header") ? html : null);
  const attribute = `data-${spec.mark.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
  if (!header || header.querySelector(`[${attribute}]`)) return;
  const label = game.i18n.localize(spec.label);
  const button = document.createElement("button");
  button.type = "button";
  button.className = `inline-control icon ${spec.icon}`;
  button.dataset[spec.mark] = "";
  button.dataset["tooltip"] = label;
  button.setAttribute("aria-label", label);
  button.addEventListener("click", (event) => {
    event.preventDefault();
    spec.onClick();
  });
  const nav = header.querySelector<HTMLElement>("nav.encounters");
  (nav ?? header).append(button);
}
