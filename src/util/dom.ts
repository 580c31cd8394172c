/**
 * Element checks that hold for elements of another window too (a popped-out chat log or sheet is
 * a separate window, where `instanceof HTMLElement` of this window is false).
 */

/** Whether `value` is an HTML element of any window. */
export function isElement(value: unknown): value is HTMLElement {
  if (value instanceof HTMLElement) return true;
  if (typeof value !== "object" || value === null || Reflect.get(value, "nodeType") !== 1) return false;
  const view: unknown = Reflect.get(Reflect.get(value, "ownerDocument") ?? {}, "defaultView");
  const ctor: unknown = typeof view === "object" && view !== null ? Reflect.get(view, "HTMLElement") : null;
  return typeof ctor === "function" && value instanceof ctor;
}
