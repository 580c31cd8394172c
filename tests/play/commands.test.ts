/**
 * Chat commands on v13 and v14 (issue 12): v13 hands the chatMessage hook the typed text, v14 the
 * rich-text editor's HTML. Both forms read the same; markup is dropped as text, never interpreted.
 */
import { describe, expect, it } from "vitest";
import { chatText, decodeEntities, parseChatCommand, type ChatCommand } from "../../src/play/commands";
import { uniqueActors } from "../../src/play/unique-actors";

const sit = (label: string, secret = false, reaction = false, modifier = 0): ChatCommand => ({
  command: "sit",
  secret,
  reaction,
  modifier,
  label,
});

describe("/sit's modifier and reactions (issue 26)", () => {
  it("reads secret, reaction and a modifier in any order before the label", () => {
    expect(parseChatCommand("/sit +1 Is the gate open?")).toEqual(sit("Is the gate open?", false, false, 1));
    expect(parseChatCommand("/sit secret reaction -2 the guard")).toEqual(sit("the guard", true, true, -2));
    expect(parseChatCommand("/sit reaction blind \u22121")).toEqual(sit("", true, true, -1));
    expect(parseChatCommand("<p>/sit react +2 the innkeeper</p>")).toEqual(sit("the innkeeper", false, true, 2));
  });

  it("keeps anything else as the label: a second modifier, a number without a sign, a word after the label", () => {
    expect(parseChatCommand("/sit +1 +2 rain")).toEqual(sit("+2 rain", false, false, 1));
    expect(parseChatCommand("/sit 3 wolves")).toEqual(sit("3 wolves"));
    expect(parseChatCommand("/sit rain secret")).toEqual(sit("rain secret"));
    expect(parseChatCommand("/sit +100 huge")).toEqual(sit("+100 huge"));
  });
});

describe("/sit and /session, typed (v13) and as the editor's HTML (v14)", () => {
  const cases: Array<[string, string, ChatCommand]> = [
    ["/sit", "<p>/sit</p>", sit("")],
    ["/sit ambush", "<p>/sit ambush</p>", sit("ambush")],
    ["/sit secret ambush", "<p>/sit secret ambush</p>", sit("ambush", true)],
    ["/sit blind Is the ferry running?", "<p>/sit blind Is the ferry running?</p>", sit("Is the ferry running?", true)],
    ["/SIT Rain", '<p class="x">/SIT Rain</p>', sit("Rain")],
    ["/session", "<p>/session</p>", { command: "session" }],
  ];
  for (const [typed, html, expected] of cases) {
    it(`${typed}`, () => {
      expect(parseChatCommand(typed)).toEqual(expected);
      expect(parseChatCommand(html)).toEqual(expected);
    });
  }

  it("decodes the editor's character references in the label", () => {
    expect(parseChatCommand("<p>/sit Bread &amp; ale &lt;cheap&gt;</p>")).toEqual(sit("Bread & ale <cheap>"));
    expect(parseChatCommand("<p>/sit&nbsp;Sam&#39;s &#x22;luck&#x22;</p>")).toEqual(sit(`Sam's "luck"`));
  });

  it("reads inline formatting, line breaks and several paragraphs as plain text", () => {
    expect(parseChatCommand("<p>/sit <strong>Is</strong> the <em>ferry</em> running?</p>")).toEqual(sit("Is the ferry running?"));
    expect(parseChatCommand("<p>/sit secret</p><p>the ambush</p>")).toEqual(sit("the ambush", true));
    expect(parseChatCommand("<p>/sit one<br>two</p>")).toEqual(sit("one two"));
  });

  it("is not fooled by lookalikes in either form", () => {
    for (const text of [
      "/situation",
      "hello /sit",
      "/session now",
      "<p>/situation</p>",
      "<p>hello /sit</p>",
      "<p>/session now</p>",
      "",
    ])
      expect(parseChatCommand(text)).toBeNull();
  });

  it("keeps a typed v13 line as typed: no tags, so nothing is stripped or decoded", () => {
    expect(parseChatCommand("/sit a < b & c &amp; d")).toEqual(sit("a < b & c &amp; d"));
  });
});

describe("hostile input", () => {
  it("drops tags as text, never keeping an element or a handler", () => {
    const label = (html: string) => {
      const command = parseChatCommand(html);
      return command?.command === "sit" ? command.label : null;
    };
    expect(label('<p>/sit <img src="x" onerror="alert(1)">ambush</p>')).toBe("ambush");
    expect(label("<p>/sit <script>alert(1)</script></p>")).toBe("alert(1)");
    expect(label('<p>/sit <a href="javascript:alert(1)">click</a></p>')).toBe("click");
    expect(label("<p>/sit <!-- <img src=x onerror=alert(1)> --> quiet</p>")).toBe("quiet");
    for (const html of ['<p>/sit <img src="x" onerror="alert(1)">ambush</p>', "<p>/sit <script>alert(1)</script></p>"])
      expect(label(html)).not.toMatch(/[<>]|onerror|script/);
  });

  it("a command hidden after markup or in an attribute is not a command", () => {
    expect(parseChatCommand('<p title="/session">hello</p>')).toBeNull();
    expect(parseChatCommand("<p>hi</p><p>/session</p>")).toBeNull();
  });

  it("encoded markup comes out as plain text for the caller to escape, not as markup to run", () => {
    expect(parseChatCommand("<p>/sit &lt;img src=x onerror=alert(1)&gt;</p>")).toEqual(sit("<img src=x onerror=alert(1)>"));
  });

  it("invalid or out-of-range character references stay as typed", () => {
    expect(decodeEntities("&#0; &#xD800; &#x110000; &bogus; &#65;")).toBe("&#0; &#xD800; &#x110000; &bogus; A");
  });

  it("a very long line is read whole, its whitespace collapsed", () => {
    const long = `<p>/sit ${"<b>a</b> ".repeat(20_000)}</p>`;
    const command = parseChatCommand(long);
    expect(command?.command === "sit" ? command.label.length : 0).toBe(2 * 20_000 - 1);
    expect(chatText("<p>  a \n\t b  </p>")).toBe("a b");
  });
});

describe("/afterfight (rules 3.4.8: infection rolls for wounds taken outside the combat tracker)", () => {
  it("reads typed (v13) and as the editor's HTML (v14), any case", () => {
    for (const line of ["/afterfight", "<p>/afterfight</p>", "/AfterFight", "<p> /afterfight </p>", "<p>/afterfight<br></p>"])
      expect(parseChatCommand(line)).toEqual({ command: "afterfight" });
  });

  it("takes no arguments and is not fooled by lookalikes", () => {
    for (const line of [
      "/afterfight now",
      "<p>/afterfight</p><p>Aldric</p>",
      "/afterfighting",
      "/after fight",
      "say /afterfight",
    ])
      expect(parseChatCommand(line)).toBeNull();
  });

  it("runs once per actor of the selected tokens, in selection order; unlinked tokens without an actor are skipped", () => {
    const aldric = { uuid: "Actor.aldric" };
    const bear = { uuid: "Scene.s.Token.t2.Actor.bear" };
    const tokens = [{ actor: aldric }, { actor: null }, { actor: bear }, { actor: aldric }];
    expect(uniqueActors(tokens)).toEqual([aldric, bear]);
    expect(uniqueActors([])).toEqual([]);
  });
});

describe("/contest (rules 2.2: an opposed action against the targeted token)", () => {
  it("reads the command typed or as v14's HTML, and nothing with words after it", () => {
    for (const line of ["/contest", "<p>/contest</p>", "/Contest", "<p> /contest <br></p>"])
      expect(parseChatCommand(line)).toEqual({ command: "contest" });
    expect(parseChatCommand("/contest Tam")).toBeNull();
    expect(parseChatCommand("/contests")).toBeNull();
  });
});

describe("/gas (rules 6.1: a round of poisonous gas for the selected and targeted tokens)", () => {
  it("is read typed or as the v14 editor's HTML, with nothing after it", () => {
    for (const line of ["/gas", "<p>/gas</p>", "/GAS"]) expect(parseChatCommand(line)).toEqual({ command: "gas" });
    expect(parseChatCommand("/gas hard")).toBeNull();
    expect(parseChatCommand("/gases")).toBeNull();
  });
});
