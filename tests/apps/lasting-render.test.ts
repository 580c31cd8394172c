/**
 * The GM's lasting-modifiers window (issue 26): its context (src/apps/modifiers/context.ts) rendered
 * through the render harness with the real template and lang/en.json (a missing key throws): the
 * modifiers in force with their values, rolls and places, names escaped, and the form offering the
 * scene the GM views or the selected tokens.
 */
import { describe, expect, it } from "vitest";
import { SYSTEM_PATH, createRenderer } from "../../scripts/render/harness";
import { lastingContext, type LastingViewInput } from "../../src/apps/modifiers/context";
import type { LastingRecord } from "../../src/rolls/lasting-record";

const r = createRenderer();
const TEMPLATE = `${SYSTEM_PATH}/templates/apps/modifiers.hbs`;

const night: LastingRecord = { id: "m1", label: "Night", value: -1, rolls: ["all"], dimLight: true, scene: "road", tokens: null };
const rope: LastingRecord = {
  id: "m2",
  label: "Rope <b>",
  value: 1,
  rolls: ["skill.climbing"],
  dimLight: false,
  scene: "road",
  tokens: ["t1", "gone"],
};
const cellar: LastingRecord = {
  id: "m3",
  label: "Mud",
  value: -2,
  rolls: ["attack", "defence"],
  dimLight: false,
  scene: "cellar",
  tokens: null,
};

function input(extra: Partial<LastingViewInput> = {}): LastingViewInput {
  return {
    records: [cellar, night, rope],
    sceneName: (id) => ({ road: "Road", cellar: "Cellar" })[id] ?? null,
    tokenName: (_scene, id) => (id === "t1" ? "Aldric" : null),
    scene: { id: "road", name: "Road" },
    selected: [],
    skills: [{ key: "climbing", label: "Climbing" }],
    ...extra,
  };
}

describe("the lasting modifiers window", () => {
  it("lists the viewed scene's modifiers first, each with its value, its rolls and where it counts", () => {
    const context = lastingContext(input(), r.i18n);
    expect(context.rows.map((row) => [row.label, row.value, row.rolls, row.where, row.dimLight])).toEqual([
      ["Night", "\u22121", "All rolls", "Road", true],
      ["Rope <b>", "+1", "Climbing", "Road: Aldric, (token deleted)", false],
      ["Mud", "\u22122", "Attacks, Defences", "Cellar", false],
    ]);
    const html = r.render(TEMPLATE, context);
    expect(html).toContain("<strong>Rope &lt;b&gt;</strong>");
    expect(html).toContain('data-action="remove" data-id="m2"');
    expect(html).toContain("Clear all on Road");
    expect(html).not.toContain("undefined");
  });

  it("offers the whole scene by default, the selected tokens when there are some", () => {
    const none = r.render(TEMPLATE, lastingContext(input(), r.i18n));
    expect(none).toMatch(/value="scene" checked/);
    expect(none).toMatch(/value="tokens"\s+disabled/);
    const two = lastingContext(
      input({
        selected: [
          { id: "t1", name: "Aldric" },
          { id: "t2", name: "Hana" },
        ],
      }),
      r.i18n,
    );
    expect(two).toMatchObject({ forTokens: true, selected: 2, selectedNames: "Aldric, Hana" });
    expect(r.render(TEMPLATE, two)).toContain("The selected tokens (2)");
  });

  it("says when nothing is in force, and asks for a scene when none is viewed", () => {
    const empty = r.render(TEMPLATE, lastingContext(input({ records: [], scene: null }), r.i18n));
    expect(empty).toContain("No lasting modifier is in force.");
    expect(empty).toContain("View a scene to set a modifier for it.");
    expect(empty).not.toContain("<form");
  });
});
