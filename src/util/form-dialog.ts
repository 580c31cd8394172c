/**
 * The one shape of the system's small form dialogs (DialogV2.wait): a title with an icon, the
 * rendered form, a default submit button and Cancel. On submit, `read` turns the dialog's form into
 * typed data (null when the form holds nothing usable); cancelling or closing the window resolves
 * to null (rejectClose is off, so a dismissed dialog never throws).
 */
import { isElementOf } from "../compat";

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

/** Opens the dialog; resolves to what `read` made of the submitted form, or null when cancelled. */
export async function formDialog<T>(options: FormDialogOptions<T>): Promise<T | null> {
  let result: T | null = null;
  const rendered = options.rendered;
  await foundry.applications.api.DialogV2.wait({
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
    rejectClose: false,
    ...(rendered
      ? {
          render: (_event: Event, dialog: foundry.applications.api.DialogV2) => {
            const form = formOf(dialog.element);
            if (form) rendered(form);
          },
        }
      : {}),
  });
  return result;
}

/** A select's whole-number value (a ladder level) from a submitted form; null when missing or not a whole number. */
export function readLadderSelect(form: HTMLFormElement, name: string): number | null {
  const field = form.elements.namedItem(name);
  const value = isElementOf(field, HTMLSelectElement) ? Number(field.value) : NaN;
  return Number.isInteger(value) ? value : null;
}
