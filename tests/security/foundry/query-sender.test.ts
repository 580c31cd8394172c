/**
 * Who sent a query, as Foundry tells the GM's client (src/compat/query-sender.ts): v14 passes the
 * server-attested sender as `options.user`; v13 passes `{ timeout }` only. Anything else names no one.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { querySenderId } from "../../../src/compat/query-sender";
import { userMay, userMayOrSay } from "../../../src/play/gm/may";

describe("the sender of a query", () => {
  it("is the v14 options' user, as a User or its id", () => {
    expect(querySenderId({ timeout: 20_000, user: { id: "alice", name: "Alice" } })).toBe("alice");
    expect(querySenderId({ user: "bob" })).toBe("bob");
  });

  it.each<[string, unknown]>([
    ["v13's options", { timeout: 20_000 }],
    ["no options", undefined],
    ["null", null],
    ["a string", "alice"],
    ["a user of no id", { user: { name: "Alice" } }],
    ["a user whose id is no string", { user: { id: 7 } }],
    ["a null user", { user: null }],
    ["a user that is a number", { user: 7 }],
  ])("is no one for %s", (_what, options) => {
    expect(querySenderId(options)).toBeNull();
  });
});

describe("what this client's user is offered (gm/may.ts)", () => {
  afterEach(() => vi.unstubAllGlobals());

  function stub(isGM: boolean) {
    const warn = vi.fn();
    vi.stubGlobal("game", { user: { isGM }, i18n: { localize: (key: string) => `«${key}»` } });
    vi.stubGlobal("ui", { notifications: { warn } });
    return warn;
  }

  it("reads the policy's table with this user's GM role and the roles the caller names", () => {
    stub(false);
    expect(userMay("gmAction")).toBe(false);
    expect(userMay("hold", { characterOwner: true })).toBe(true);
    expect(userMay("hold", { characterOwner: false })).toBe(false);
    stub(true);
    expect(userMay("gmAction")).toBe(true);
    // A caller cannot lend a player the GM's role.
    stub(false);
    expect(userMay("gmAction", { gm: true } as object)).toBe(false);
  });

  it("tells the user the table's own reason when refused, and nothing when allowed", () => {
    const warn = stub(false);
    expect(userMayOrSay("healGM")).toBe(false);
    expect(userMayOrSay("hold", { characterOwner: false })).toBe(false);
    expect(warn.mock.calls).toEqual([["«HARNFUDGE.Notify.GMOnly»"], ["«HARNFUDGE.Notify.NotAllowed»"]]);
    const quiet = stub(true);
    expect(userMayOrSay("healGM")).toBe(true);
    expect(quiet).not.toHaveBeenCalled();
  });

  it("still refuses, without failing, before Foundry's notifications are ready", () => {
    vi.stubGlobal("game", { user: { isGM: false }, i18n: { localize: (key: string) => `«${key}»` } });
    vi.stubGlobal("ui", {});
    expect(userMayOrSay("healGM")).toBe(false);
  });
});
