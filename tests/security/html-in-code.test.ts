/**
 * Attack class "script in the GM's browser", in code: wherever HTML is built in TypeScript (a chat
 * message's flavor or content, a dialog's content, innerHTML), every value that can come from a
 * user (a name, a label, a subject) passes through foundry.utils.escapeHTML. This scans the
 * sources so a new unescaped interpolation fails here (the templates are covered by
 * hostile-names.test.ts).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return path.endsWith(".ts") && !path.endsWith(".test.ts") ? [path] : [];
  });
}

/** Lines that build HTML from data: template literals with tags, or flavor / content / innerHTML values. */
const HTML_SINK = /(flavor:|content:|innerHTML|insertAdjacentHTML|`<[a-z])/;
/** A user-controlled value: a name, a label, a subject or a title interpolated or formatted in. */
const USER_VALUE =
  /(\$\{[^}]*\b(name|label|subject|title)\b[^}]*\})|(\b(name|label|subject|title): (?!foundry\.utils\.escapeHTML)[a-z][\w.?]*\b(name|label)\b)/;

describe("HTML built in code", () => {
  it("escapes every user-controlled value it interpolates", () => {
    const offending: string[] = [];
    for (const file of sources(join(import.meta.dirname, "../../src"))) {
      readFileSync(file, "utf8")
        .split("\n")
        .forEach((line, i) => {
          if (HTML_SINK.test(line) && USER_VALUE.test(line) && !line.includes("escapeHTML"))
            offending.push(`${file}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(offending).toEqual([]);
  });

  it("would catch an unescaped name (the scan itself is checked)", () => {
    const bad = "content: `<p>${actor.name}</p>`,";
    const good = "content: `<p>${foundry.utils.escapeHTML(actor.name)}</p>`,";
    expect(HTML_SINK.test(bad) && USER_VALUE.test(bad) && !bad.includes("escapeHTML")).toBe(true);
    expect(HTML_SINK.test(good) && USER_VALUE.test(good) && !good.includes("escapeHTML")).toBe(false);
  });
});
