/**
 * The one shape of the system's small form dialogs (DialogV2): a title with an icon, the rendered
 * form, a default submit button and Cancel. On submit, `read` turns the dialog's form into typed
 * data (null when the form holds nothing usable); cancelling or closing the window resolves to null,
 * never throws. Every dialog opens in the window of the element that asked for it (`origin`: the
 * clicked control), so a sheet detached into its own window on v14 keeps its dialogs (compat).
 * `confirmDialog` is the yes/no question in the same way.
 */
import { isElementOf } from "../compat";
// Not through compat.ts, which loads at start: the dialogs load on first use, and their window helper with them.
import { renderBeside } from "../compat/detached";

/** The submit button: its action id, label (a localization key; DialogV2 localizes it) and icon. */
export interface FormDialogButton {
  action: string;
  label: string;
  icon: string;
}

export interface FormDialogOptions<T> {
  /** The window's title (a localization key or text; DialogV2 localizes it) and its FontAwesome icon. */
  window: { title: string; icon: string };
  /** The dialog's own CSS class; "harnfudge" is always added before it. */
  className: string;
  /** The window width in pixels (DialogV2's default when omitted). */
  width?: number;
  /** The dialog's HTML (a rendered template). */
  content: string;
  submit: FormDialogButton;
  /** Reads the submitted form; null when it holds no usable choice. */
  read: (form: HTMLFormElement) => T | null;
  /** Called with the dialog's form once it is rendered (live readouts, listeners). */
  rendered?: (form: HTMLFormElement) => void;
  /** The element that asked (a sheet's or a card's control): the dialog opens in its window. */
  origin?: Element | null;
}

export const CANCEL_BUTTON: FormDialogButton = {
  action: "cancel",
  label: "HARNFUDGE.Dialog.Cancel",
  icon: "fa-solid fa-xmark",
};

/** The dialog's form: DialogV2's root element is the form that wraps the content. */
function formOf(root: HTMLElement): HTMLFormElement | null {
  return isElementOf(root, HTMLFormElement) ? root : root.querySelector("form");
}

/** Renders a dialog beside `origin` and resolves to what its buttons left in `result` once it closes. */
function open<T>(dialog: foundry.applications.api.DialogV2, origin: Element | null | undefined, result: () => T): Promise<T> {
  return new Promise((resolve, reject) => {
    dialog.addEventListener("close", () => resolve(result()), { once: true });
    renderBeside(dialog, origin).catch(reject);
  });
}

/** Opens the dialog; resolves to what `read` made of the submitted form, or null when cancelled. */
export async function formDialog<T>(options: FormDialogOptions<T>): Promise<T | null> {
  let result: T | null = null;
  const rendered = options.rendered;
  const dialog = new foundry.applications.api.DialogV2({
    window: { ...options.window },
    classes: ["harnfudge", options.className],
    ...(options.width === undefined ? {} : { position: { width: options.width } }),
    content: options.content,
    buttons: [
      {
        ...options.submit,
        default: true,
        callback: (_event, button) => {
          if (button.form) result = options.read(button.form);
        },
      },
      { ...CANCEL_BUTTON },
    ],
  });
  if (rendered)
    dialog.addEventListener(
      "render",
      () => {
        const form = formOf(dialog.element);
        if (form) rendered(form);
      },
      { once: true },
    );
  return open(dialog, options.origin, () => result);
}

/** A yes/no question (a confirmation before a rare, weighty click), beside `origin`; true only for Yes. */
export async function confirmDialog(options: { title: string; text: string; origin?: Element | null }): Promise<boolean> {
  let yes = false;
  const paragraph = `<p>${foundry.utils.escapeHTML(options.text)}</p>`;
  const dialog = new foundry.applications.api.DialogV2({
    window: { title: options.title },
    classes: ["harnfudge"],
    content: paragraph,
    buttons: [
      {
        action: "yes",
        label: "HARNFUDGE.Dialog.Yes",
        icon: "fa-solid fa-check",
        default: true,
        callback: () => {
          yes = true;
        },
      },
      { action: "no", label: "HARNFUDGE.Dialog.No", icon: "fa-solid fa-xmark" },
    ],
  });
  return open(dialog, options.origin, () => yes);
}

/** A select's whole-number value (a ladder level) from a submitted form; null when missing or not a whole number. */
export function readLadderSelect(form: HTMLFormElement, name: string): number | null {
  const field = form.elements.namedItem(name);
  const value = isElementOf(field, HTMLSelectElement) ? Number(field.value) : NaN;
  return Number.isInteger(value) ? value : null;
}
