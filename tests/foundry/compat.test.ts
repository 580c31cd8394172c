/**
 * The compatibility module on both core generations (issue 12): message modes (v13 roll modes,
 * v14 message modes) in one neutral type, and the cross-window element check for pop-out windows.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  MESSAGE_MODES,
  applyMessageMode,
  defaultMessageMode,
  isElementOf,
  isHTMLElement,
  isV14,
  legacyRollMode,
  messageModeOptions,
  requestedMessageMode,
  rollMessageOptions,
  toMessageMode,
} from "../../src/compat";
import { stubFoundry } from "./stubs";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("message modes: one neutral type, converted at the edges", () => {
  it("reads either generation's keys as the same mode; in-character is public; anything else is none", () => {
    expect(["publicroll", "public", "ic"].map(toMessageMode)).toEqual(["public", "public", "public"]);
    expect(["gmroll", "gm"].map(toMessageMode)).toEqual(["gm", "gm"]);
    expect(["blindroll", "blind"].map(toMessageMode)).toEqual(["blind", "blind"]);
    expect(["selfroll", "self"].map(toMessageMode)).toEqual(["self", "self"]);
    expect([undefined, null, 3, "", "roll", "GM", "whisper"].map(toMessageMode)).toEqual(Array(7).fill(null));
  });

  it("converts back to v13's keys", () => {
    expect(MESSAGE_MODES.map(legacyRollMode)).toEqual(["publicroll", "gmroll", "blindroll", "selfroll"]);
  });
});

describe("on Foundry v13", () => {
  it("is not v14", () => {
    stubFoundry(13, "publicroll");
    expect(isV14()).toBe(false);
  });

  it("offers CONFIG.Dice.rollModes as neutral modes with core's labels", () => {
    stubFoundry(13, "publicroll");
    expect(messageModeOptions()).toEqual([
      { value: "public", label: "CHAT.RollPublic" },
      { value: "gm", label: "CHAT.RollPrivate" },
      { value: "blind", label: "CHAT.RollBlind" },
      { value: "self", label: "CHAT.RollSelf" },
    ]);
  });

  it("the user's current mode comes from core.rollMode", () => {
    stubFoundry(13, "blindroll");
    expect(defaultMessageMode()).toBe("blind");
  });

  it("an unreadable stored mode falls back to public", () => {
    stubFoundry(13, "nonsense");
    expect(defaultMessageMode()).toBe("public");
  });

  it("applies a mode with ChatMessage.applyRollMode and v13's key", () => {
    const stub = stubFoundry(13, "publicroll");
    const data = { content: "x" };
    expect(applyMessageMode(data, "gm")).toBe(data);
    expect(stub.applied).toEqual([["applyRollMode", "gmroll"]]);
  });

  it("posts a roll with toMessage's { rollMode }", () => {
    stubFoundry(13, "publicroll");
    expect(rollMessageOptions("self")).toEqual({ rollMode: "selfroll" });
  });

  it("reads a requested rollMode from options; 'roll' is the current mode", () => {
    stubFoundry(13, "gmroll");
    expect(requestedMessageMode({ rollMode: "blindroll" })).toBe("blind");
    expect(requestedMessageMode({ rollMode: "roll" })).toBe("gm");
    expect(requestedMessageMode({ flavor: "x" })).toBeNull();
  });
});

describe("on Foundry v14", () => {
  it("is v14", () => {
    stubFoundry(14, "public");
    expect(isV14()).toBe(true);
  });

  it("offers CONFIG.ChatMessage.modes without in-character, in the neutral order", () => {
    stubFoundry(14, "public");
    expect(messageModeOptions()).toEqual([
      { value: "public", label: "CHAT.MODES.public" },
      { value: "gm", label: "CHAT.MODES.gm" },
      { value: "blind", label: "CHAT.MODES.blind" },
      { value: "self", label: "CHAT.MODES.self" },
    ]);
  });

  it("the user's current mode comes from core.messageMode (never the deprecated core.rollMode)", () => {
    stubFoundry(14, "gm");
    expect(defaultMessageMode()).toBe("gm");
  });

  it("a user in the in-character mode rolls publicly", () => {
    stubFoundry(14, "ic");
    expect(defaultMessageMode()).toBe("public");
  });

  it("applies a mode with ChatMessage.applyMode and v14's key (not the deprecated applyRollMode)", () => {
    const stub = stubFoundry(14, "public");
    const data = { content: "x" };
    expect(applyMessageMode(data, "blind")).toBe(data);
    expect(stub.applied).toEqual([["applyMode", "blind"]]);
  });

  it("posts a roll with toMessage's { messageMode }", () => {
    stubFoundry(14, "public");
    expect(rollMessageOptions("gm")).toEqual({ messageMode: "gm" });
  });

  it("reads a requested messageMode (or a legacy rollMode) from options", () => {
    stubFoundry(14, "self");
    expect(requestedMessageMode({ messageMode: "gm" })).toBe("gm");
    expect(requestedMessageMode({ rollMode: "blindroll" })).toBe("blind");
    expect(requestedMessageMode({ rollMode: "roll" })).toBe("self");
  });
});

/**
 * A window's element classes and a document: a pop-out window has its own realm, so its elements
 * are instances of its own classes and of no class of the main window.
 */
function realm() {
  class RealmHTMLElement {
    readonly nodeType: number = 1;
    readonly ownerDocument: { defaultView: object };
    constructor(readonly tagName: string) {
      this.ownerDocument = documentOf;
    }
  }
  class RealmHTMLSelectElement extends RealmHTMLElement {}
  class RealmHTMLInputElement extends RealmHTMLElement {}
  const view = {
    HTMLElement: RealmHTMLElement,
    HTMLSelectElement: RealmHTMLSelectElement,
    HTMLInputElement: RealmHTMLInputElement,
  };
  const documentOf = { defaultView: view };
  return {
    view,
    select: () => new RealmHTMLSelectElement("SELECT"),
    input: () => new RealmHTMLInputElement("INPUT"),
    text: () => ({ nodeType: 3, ownerDocument: documentOf }),
  };
}

/** Names the stand-in classes like the browser's, as the cross-window check looks them up by name. */
function named<T extends object>(cls: T, name: string): T {
  Object.defineProperty(cls, "name", { value: name });
  return cls;
}

describe("elements of a pop-out window", () => {
  const main = realm();
  const popout = realm();
  for (const r of [main, popout]) {
    named(r.view.HTMLElement, "HTMLElement");
    named(r.view.HTMLSelectElement, "HTMLSelectElement");
    named(r.view.HTMLInputElement, "HTMLInputElement");
  }

  function stubMainWindow(utils: object) {
    vi.stubGlobal("foundry", { utils });
    vi.stubGlobal("HTMLElement", main.view.HTMLElement);
    vi.stubGlobal("HTMLSelectElement", main.view.HTMLSelectElement);
    vi.stubGlobal("HTMLInputElement", main.view.HTMLInputElement);
  }

  it("are HTML elements although instanceof the main window's HTMLElement is false", () => {
    stubMainWindow({});
    const select = popout.select();
    expect(select instanceof main.view.HTMLElement).toBe(false);
    expect(isHTMLElement(select)).toBe(true);
    expect(isHTMLElement(main.select())).toBe(true);
    expect(isHTMLElement(popout.text())).toBe(false);
    expect(isHTMLElement({ nodeType: 1 })).toBe(false);
    expect(isHTMLElement(null)).toBe(false);
  });

  it("are told apart by class across windows without core's helper (v13)", () => {
    stubMainWindow({});
    expect(isElementOf(popout.select(), HTMLSelectElement)).toBe(true);
    expect(isElementOf(popout.select(), HTMLInputElement)).toBe(false);
    expect(isElementOf(main.input(), HTMLInputElement)).toBe(true);
    expect(isElementOf(popout.text(), HTMLInputElement)).toBe(false);
  });

  it("use core's foundry.utils.isElementInstanceOf where it exists (v14)", () => {
    const asked: string[] = [];
    stubMainWindow({
      isElementInstanceOf: (element: { tagName: string }, cls: { name: string }) => {
        asked.push(`${element.tagName} ${cls.name}`);
        return cls.name === "HTMLSelectElement" && element.tagName === "SELECT";
      },
    });
    expect(isElementOf(popout.select(), HTMLSelectElement)).toBe(true);
    expect(isElementOf(popout.select(), HTMLInputElement)).toBe(false);
    expect(asked).toEqual(["SELECT HTMLSelectElement", "SELECT HTMLInputElement"]);
  });
});
