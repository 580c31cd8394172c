/**
 * A skill's advancement on its item sheet ("used since the last raise", "raised in session") is the
 * GM's to correct, as the ✓ on the character sheet is (rules 1.4; issue 21 item 8): a player who
 * owns the skill sees both fields but cannot change them.
 */
import { describe, expect, it } from "vitest";
import { createRenderer } from "../../scripts/render/harness";
import { ITEM_FIXTURES } from "../../scripts/render/fixtures";
import { buildItemContext } from "../../src/sheets/context/items";
import { ITEM_BODY_TEMPLATES } from "../../src/sheets/parts";

const r = createRenderer();

function renderSkill(isGM: boolean, editable = true): string {
  const item = ITEM_FIXTURES().find((i) => i.type === "skill");
  if (!item) throw new Error("no skill fixture");
  const context = buildItemContext({ item, uuid: "Item.x", editable, enrichedDescription: "", i18n: r.i18n, isGM });
  // item-sheet.ts adds isGM to the context it renders.
  return r.render(ITEM_BODY_TEMPLATES.skill, { ...context, isGM });
}

/** The input tag named `name` in the rendered HTML. */
function input(html: string, name: string): string {
  const tag = new RegExp(`<input[^>]*name="${name.replace(/\./g, "\\.")}"[^>]*>`).exec(html)?.[0];
  if (!tag) throw new Error(`no input ${name}`);
  return tag;
}

const FIELDS = ["system.advancement.used", "system.advancement.raisedInSession"];

describe("a skill item's advancement fields", () => {
  it("are disabled for a player who owns the skill", () => {
    const html = renderSkill(false);
    for (const name of FIELDS) expect(input(html, name)).toMatch(/\sdisabled/);
    // The player's own fields stay editable.
    expect(input(html, "system.specialization")).not.toMatch(/\sdisabled/);
  });

  it("are editable for the GM", () => {
    const html = renderSkill(true);
    for (const name of FIELDS) expect(input(html, name)).not.toMatch(/\sdisabled/);
  });

  it("are disabled for everyone on a sheet that is not editable", () => {
    const html = renderSkill(true, false);
    for (const name of FIELDS) expect(input(html, name)).toMatch(/\sdisabled/);
  });
});
