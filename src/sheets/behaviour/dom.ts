/**
 * Element checks that hold across windows: a sheet popped out into its own window (Foundry v14's
 * detached windows) has elements of another realm, for which `instanceof HTMLElement` of the main
 * window is false. The constructors are taken from the window that owns the sheet's root.
 */
type Realm = Window & typeof globalThis;

function realmOf(node: Node): Realm {
  return node.ownerDocument?.defaultView ?? window;
}

export function isElement(root: Node, value: unknown): value is Element {
  return value instanceof realmOf(root).Element;
}

export function isHTMLElement(root: Node, value: unknown): value is HTMLElement {
  return value instanceof realmOf(root).HTMLElement;
}

export function isInput(root: Node, value: unknown): value is HTMLInputElement {
  return value instanceof realmOf(root).HTMLInputElement;
}

export function isSelect(root: Node, value: unknown): value is HTMLSelectElement {
  return value instanceof realmOf(root).HTMLSelectElement;
}

export function isTextArea(root: Node, value: unknown): value is HTMLTextAreaElement {
  return value instanceof realmOf(root).HTMLTextAreaElement;
}

export function isKeyboardEvent(root: Node, value: Event): value is KeyboardEvent {
  return value instanceof realmOf(root).KeyboardEvent;
}
