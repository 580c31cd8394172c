/**
 * Where the GM's end-of-session button goes among the chat controls (issue 12), in the markup of
 * both core generations. v13: `#chat-controls` holds the roll-privacy buttons (`#roll-privacy`)
 * and a `.control-buttons` group (export, flush). v14: the message-mode buttons
 * (`#message-modes`, `[data-action="messageMode"][data-mode]`) in `#chat-controls`. Core moves the
 * controls between the chat log and the notification area, so they may be outside the log.
 */
import { Window } from "happy-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

vi.hoisted(() => vi.stubGlobal("Roll", function Roll() {}));
const { addSessionButton } = await import("../../src/play/session/chat");

const V13_CONTROLS = `
  <div id="chat-controls">
    <div id="roll-privacy" class="split-button">
      <button type="button" class="ui-control icon fa-solid fa-globe" data-action="rollMode" data-roll-mode="publicroll"></button>
      <button type="button" class="ui-control icon fa-solid fa-user-secret" data-action="rollMode" data-roll-mode="gmroll"></button>
    </div>
    <div class="control-buttons">
      <button type="button" class="ui-control icon fa-solid fa-floppy-disk" data-action="export"></button>
      <button type="button" class="ui-control icon fa-solid fa-trash" data-action="flush"></button>
    </div>
  </div>`;

const V14_CONTROLS = `
  <div id="chat-controls">
    <div id="message-modes">
      <button type="button" class="ui-control icon" data-action="messageMode" data-mode="public" aria-pressed="true"></button>
      <button type="button" class="ui-control icon" data-action="messageMode" data-mode="gm" aria-pressed="false"></button>
    </div>
    <button type="button" class="ui-control icon fa-solid fa-floppy-disk" data-action="export"></button>
  </div>`;

const log = (controls: string, input = '<textarea id="chat-message"></textarea>') =>
  `<section id="chat" class="sidebar-tab"><ol class="chat-log"></ol>${controls}${input}</section>`;

let isGM = true;

beforeEach(() => {
  isGM = true;
  const window = new Window();
  vi.stubGlobal("document", window.document);
  vi.stubGlobal("game", {
    user: {
      get isGM() {
        return isGM;
      },
    },
    i18n: { localize: (key: string) => key },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function render(markup: string): HTMLElement {
  document.body.innerHTML = markup;
  const chat = document.querySelector<HTMLElement>("#chat");
  if (!chat) throw new Error("no chat log in the markup");
  return chat;
}

/** The ids/actions of the controls in order, the session button as "SESSION". */
function order(selector: string): string[] {
  return [...document.querySelectorAll(`${selector} > *`)].map((el) =>
    el.hasAttribute("data-harnfudge-session") ? "SESSION" : el.id || el.getAttribute("data-action") || el.className,
  );
}

describe("the end-of-session button", () => {
  it("v13: joins the control buttons after export and flush", () => {
    addSessionButton(render(log(V13_CONTROLS)));
    expect(order(".control-buttons")).toEqual(["export", "flush", "SESSION"]);
    expect(order("#chat-controls")).toEqual(["roll-privacy", "control-buttons"]);
  });

  it("v14: goes right after the message-mode buttons", () => {
    addSessionButton(render(log(V14_CONTROLS, '<prose-mirror id="chat-message"></prose-mirror>')));
    expect(order("#chat-controls")).toEqual(["message-modes", "SESSION", "export"]);
    expect(order("#message-modes")).toEqual(["messageMode", "messageMode"]);
  });

  it("v14 with a control-buttons group: joins the group", () => {
    addSessionButton(
      render(
        log(
          V14_CONTROLS.replace(
            '<button type="button" class="ui-control icon fa-solid fa-floppy-disk" data-action="export"></button>',
            '<div class="control-buttons"><button type="button" data-action="export"></button></div>',
          ),
        ),
      ),
    );
    expect(order(".control-buttons")).toEqual(["export", "SESSION"]);
  });

  it("finds the controls where core moved them, outside the chat log (notification area)", () => {
    for (const controls of [V13_CONTROLS, V14_CONTROLS]) {
      document.body.innerHTML = `<section id="chat"><ol class="chat-log"></ol></section><div id="chat-notifications">${controls}</div>`;
      const chat = document.querySelector<HTMLElement>("#chat");
      if (!chat) throw new Error("no chat log");
      addSessionButton(chat);
      expect(document.querySelectorAll("#chat-notifications [data-harnfudge-session]")).toHaveLength(1);
    }
  });

  it("takes the chat controls themselves (renderChatInput) and is added once however often it runs", () => {
    for (const controls of [V13_CONTROLS, V14_CONTROLS]) {
      const chat = render(log(controls));
      const element = document.querySelector<HTMLElement>("#chat-controls");
      if (!element) throw new Error("no controls");
      addSessionButton(element);
      addSessionButton(chat);
      addSessionButton(element);
      expect(document.querySelectorAll("[data-harnfudge-session]")).toHaveLength(1);
    }
  });

  it("is a labelled button", () => {
    addSessionButton(render(log(V14_CONTROLS)));
    const button = document.querySelector("[data-harnfudge-session]");
    expect(button?.tagName).toBe("BUTTON");
    expect(button?.getAttribute("type")).toBe("button");
    expect(button?.getAttribute("aria-label")).toBe("HARNFUDGE.Session.Open");
  });

  it("nothing for a player, nothing without chat controls", () => {
    isGM = false;
    addSessionButton(render(log(V13_CONTROLS)));
    expect(document.querySelector("[data-harnfudge-session]")).toBeNull();
    isGM = true;
    addSessionButton(render(log("")));
    expect(document.querySelector("[data-harnfudge-session]")).toBeNull();
  });
});
