/**
 * The one form-dialog helper (src/util/form-dialog.ts) under a stand-in DialogV2 that behaves as
 * core's does for our use: constructed with its configuration, rendered (by itself, or on v14 as a
 * child of the application the asking element sits in: compat/detached.ts), its content inside a
 * <form> (the dialog's root element), a "render" event, and when a button is pressed its callback
 * is called with the button (whose `form` is that form) and the dialog closes ("close" event); a
 * dismissed window only closes. The "user" of each test fills the form, then presses a button or
 * closes the window.
 */
import { Window } from "happy-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { confirmDialog, formDialog, type FormDialogOptions } from "../../src/util/form-dialog";

interface StandInButton {
  action: string;
  label: string;
  icon?: string;
  default?: boolean;
  callback?: (event: Event, button: HTMLButtonElement, dialog: { element: HTMLFormElement }) => unknown;
}

interface StandInConfig {
  window: { title: string; icon?: string };
  classes: string[];
  position?: { width: number };
  content: string;
  buttons: StandInButton[];
}

/** What the user does once the dialog is open: fill the form, then press a button (by action) or close (null). */
type User = (form: HTMLFormElement) => string | null;

interface Rendered {
  config: StandInConfig;
  /** Where it was rendered: "main" (a window of its own) or the id of the parent application (v14's renderChild). */
  where: string;
}

function standInDialog(user: User, { generation = 13, apps = {} as Record<string, object> } = {}) {
  const window = new Window();
  vi.stubGlobal("document", window.document);
  vi.stubGlobal("HTMLElement", window.HTMLElement);
  vi.stubGlobal("HTMLFormElement", window.HTMLFormElement);
  vi.stubGlobal("HTMLInputElement", window.HTMLInputElement);
  vi.stubGlobal("HTMLSelectElement", window.HTMLSelectElement);
  const seen: Rendered[] = [];
  class DialogV2 {
    element: HTMLFormElement;
    #listeners = new Map<string, (() => void)[]>();
    constructor(readonly config: StandInConfig) {
      this.element = document.createElement("form");
    }
    addEventListener(type: string, listener: () => void) {
      this.#listeners.set(type, [...(this.#listeners.get(type) ?? []), listener]);
    }
    #emit(type: string) {
      for (const listener of this.#listeners.get(type) ?? []) listener();
    }
    async render(options: object | string) {
      seen.push({ config: this.config, where: typeof options === "string" ? options : "main" });
      this.element.innerHTML = this.config.content;
      this.#emit("render");
      // The user acts after the render has resolved, as in a browser.
      setTimeout(() => void this.#act(), 0);
      return this;
    }
    async #act() {
      const action = user(this.element);
      const button = this.config.buttons.find((b) => b.action === action);
      if (button) {
        const pressed = document.createElement("button");
        this.element.append(pressed);
        await button.callback?.(new Event("click"), pressed, this);
      }
      this.#emit("close");
    }
  }
  const parents = Object.fromEntries(
    Object.entries(apps).map(([id]) => [id, { renderChild: (app: DialogV2) => app.render(id) }]),
  );
  vi.stubGlobal("game", { release: { generation } });
  vi.stubGlobal("foundry", {
    applications: { api: { DialogV2 }, instances: new Map(Object.entries(parents)) },
    utils: { escapeHTML: (s: string) => s.replace(/</g, "&lt;") },
  });
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
    standInDialog(() => null);
    await expect(formDialog(options(days))).resolves.toBeNull();
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
    const config = seen[0]?.config;
    expect(config?.window).toEqual({ title: "HARNFUDGE.Healing.Rest", icon: "fa-solid fa-bed" });
    expect(config?.classes).toEqual(["harnfudge", "harnfudge-rest-dialog"]);
    expect(config?.position).toEqual({ width: 380 });
    expect(config?.buttons.map((b) => [b.action, b.label, b.icon, b.default ?? false])).toEqual([
      ["rest", "HARNFUDGE.Healing.Rest", "fa-solid fa-bed", true],
      ["cancel", "HARNFUDGE.Dialog.Cancel", "fa-solid fa-xmark", false],
    ]);
  });

  it("leaves the width to DialogV2 when none is given", async () => {
    const seen = standInDialog(() => "cancel");
    await formDialog(options(days));
    expect(seen[0]?.config).not.toHaveProperty("position");
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

describe("dialogs in the window that asked (v14 detached windows, issue 27 item 10)", () => {
  function inSheet() {
    const sheet = document.createElement("div");
    sheet.className = "application";
    sheet.id = "sheet-aldric";
    const button = document.createElement("button");
    sheet.append(button);
    document.body.append(sheet);
    return button;
  }

  it("v14: the dialog is rendered as a child of the application the clicked control sits in", async () => {
    const seen = standInDialog(() => "rest", { generation: 14, apps: { "sheet-aldric": {} } });
    await expect(formDialog({ ...options(days), origin: inSheet() })).resolves.toBe(2);
    expect(seen.map((s) => s.where)).toEqual(["sheet-aldric"]);
  });

  it("v13, or no application around the control: a window of its own, as before", async () => {
    const v13 = standInDialog(() => "rest", { generation: 13, apps: { "sheet-aldric": {} } });
    await formDialog({ ...options(days), origin: inSheet() });
    expect(v13.map((s) => s.where)).toEqual(["main"]);
    const loose = standInDialog(() => "rest", { generation: 14, apps: { "sheet-aldric": {} } });
    await formDialog({ ...options(days), origin: document.createElement("button") });
    expect(loose.map((s) => s.where)).toEqual(["main"]);
  });

  it("confirmDialog: true only for Yes; No and a closed window are false; the text is escaped", async () => {
    const seen = standInDialog(() => "yes", { generation: 14, apps: { "sheet-aldric": {} } });
    await expect(confirmDialog({ title: "T", text: "<b>Brigand</b>", origin: inSheet() })).resolves.toBe(true);
    expect(seen[0]?.config.content).toBe("<p>&lt;b>Brigand&lt;/b></p>");
    expect(seen[0]?.where).toBe("sheet-aldric");
    standInDialog(() => "no");
    await expect(confirmDialog({ title: "T", text: "x" })).resolves.toBe(false);
    standInDialog(() => null);
    await expect(confirmDialog({ title: "T", text: "x" })).resolves.toBe(false);
  });
});
