/**
 * The one form-dialog helper (src/util/form-dialog.ts) under a stand-in DialogV2 that behaves as
 * v13's `DialogV2.wait` does for our use: it renders the content inside a <form> (the dialog's
 * root element), calls `render`, and when a button is pressed calls its callback with the button
 * (whose `form` is that form) and resolves; a dismissed window resolves to null (rejectClose off)
 * or rejects (rejectClose on). The "user" of each test fills the form, then presses a button or
 * closes the window.
 */
import { Window } from "happy-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formDialog, type FormDialogOptions } from "../../src/util/form-dialog";

interface StandInButton {
  action: string;
  label: string;
  icon?: string;
  default?: boolean;
  callback?: (event: Event, button: HTMLButtonElement, dialog: { element: HTMLFormElement }) => unknown;
}

interface StandInConfig {
  window: { title: string; icon: string };
  classes: string[];
  position?: { width: number };
  content: string;
  buttons: StandInButton[];
  rejectClose: boolean;
  render?: (event: Event, dialog: { element: HTMLFormElement }) => void;
}

/** What the user does once the dialog is open: fill the form, then press a button (by action) or close (null). */
type User = (form: HTMLFormElement) => string | null;

function standInDialog(user: User) {
  const window = new Window();
  vi.stubGlobal("document", window.document);
  vi.stubGlobal("HTMLElement", window.HTMLElement);
  vi.stubGlobal("HTMLFormElement", window.HTMLFormElement);
  vi.stubGlobal("HTMLInputElement", window.HTMLInputElement);
  vi.stubGlobal("HTMLSelectElement", window.HTMLSelectElement);
  const seen: StandInConfig[] = [];
  const wait = async (config: StandInConfig): Promise<unknown> => {
    seen.push(config);
    const form = document.createElement("form");
    form.innerHTML = config.content;
    const dialog = { element: form };
    config.render?.(new Event("render"), dialog);
    const action = user(form);
    const button = config.buttons.find((b) => b.action === action);
    if (!button) {
      if (config.rejectClose) throw new Error("Dialog was dismissed without pressing a button.");
      return null;
    }
    const pressed = document.createElement("button");
    form.append(pressed);
    const value = await button.callback?.(new Event("click"), pressed, dialog);
    return value === undefined ? button.action : value;
  };
  vi.stubGlobal("foundry", { applications: { api: { DialogV2: { wait } } }, utils: {} });
  return seen;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const options = (read: FormDialogOptions<number>["read"]): FormDialogOptions<number> => ({
  window: { title: "HARNFUDGE.Healing.Rest", icon: "fa-solid fa-bed" },
  className: "harnfudge-rest-dialog",
  content: `<input name="days" value="2">`,
  submit: { action: "rest", label: "HARNFUDGE.Healing.Rest", icon: "fa-solid fa-bed" },
  read,
});

const days = (form: HTMLFormElement) => {
  const field = form.elements.namedItem("days");
  const n = field instanceof HTMLInputElement ? Number(field.value) : NaN;
  return n > 0 ? n : null;
};

function type(form: HTMLFormElement, name: string, value: string) {
  const field = form.elements.namedItem(name);
  if (field instanceof HTMLInputElement) field.value = value;
}

describe("formDialog", () => {
  it("resolves to what `read` makes of the submitted form, with what the user typed", async () => {
    standInDialog((form) => {
      type(form, "days", "5");
      return "rest";
    });
    await expect(formDialog(options(days))).resolves.toBe(5);
  });

  it("resolves to null when the user cancels, without reading the form", async () => {
    standInDialog(() => "cancel");
    const read = vi.fn(days);
    await expect(formDialog(options(read))).resolves.toBeNull();
    expect(read).not.toHaveBeenCalled();
  });

  it("resolves to null when the window is closed (never a rejection)", async () => {
    const seen = standInDialog(() => null);
    await expect(formDialog(options(days))).resolves.toBeNull();
    expect(seen[0]?.rejectClose).toBe(false);
  });

  it("resolves to null when the submitted form holds nothing usable", async () => {
    standInDialog((form) => {
      type(form, "days", "-1");
      return "rest";
    });
    await expect(formDialog(options(days))).resolves.toBeNull();
  });

  it("asks DialogV2 for the system's dialog: title, classes, the default submit button and Cancel", async () => {
    const seen = standInDialog(() => "cancel");
    await formDialog({ ...options(days), width: 380 });
    const config = seen[0];
    expect(config?.window).toEqual({ title: "HARNFUDGE.Healing.Rest", icon: "fa-solid fa-bed" });
    expect(config?.classes).toEqual(["harnfudge", "harnfudge-rest-dialog"]);
    expect(config?.position).toEqual({ width: 380 });
    expect(config?.buttons.map((b) => [b.action, b.label, b.icon, b.default ?? false])).toEqual([
      ["rest", "HARNFUDGE.Healing.Rest", "fa-solid fa-bed", true],
      ["cancel", "HARNFUDGE.Dialog.Cancel", "fa-solid fa-xmark", false],
    ]);
    expect(config?.render).toBeUndefined();
  });

  it("leaves the width to DialogV2 when none is given", async () => {
    const seen = standInDialog(() => "cancel");
    await formDialog(options(days));
    expect(seen[0]).not.toHaveProperty("position");
  });

  it("hands the rendered form to `rendered` before the user acts, so live readouts can listen to it", async () => {
    const order: string[] = [];
    standInDialog((form) => {
      order.push(`user sees ${form.dataset["ready"] ?? "nothing"}`);
      return "rest";
    });
    const result = await formDialog({
      ...options(days),
      rendered: (form) => {
        order.push("rendered");
        form.dataset["ready"] = "ready";
      },
    });
    expect(order).toEqual(["rendered", "user sees ready"]);
    expect(result).toBe(2);
  });
});
