/**
 * Layout measures run in the page (Chromium): which skill rows a user sees without scrolling, and
 * every element whose content spills out of its box or whose neighbours overlap it. Plain functions
 * passed to `page.evaluate`, so they hold no imports.
 */
import type { Page } from "playwright-core";

/** A spill: an element whose content is wider than its box (scrollWidth > clientWidth) and is not meant to scroll. */
export interface LayoutProblem {
  kind: "overflow" | "overlap";
  where: string;
  text: string;
  by: number;
}

/** How many skill rows of the active tab lie wholly inside its scroll box at the window's size. */
export function visibleSkillRows(page: Page): Promise<number> {
  return page.evaluate(() => {
    const scroller = document.querySelector<HTMLElement>(
      'section.tab.active[data-tab="skills"], section[data-tab="skills"].active',
    );
    if (!scroller) throw new Error("no active skills tab");
    const box = scroller.getBoundingClientRect();
    const app = document.querySelector("#app")?.getBoundingClientRect();
    const bottom = Math.min(box.bottom, app?.bottom ?? box.bottom);
    return Array.from(scroller.querySelectorAll<HTMLElement>(".skill-row")).filter((row) => {
      const r = row.getBoundingClientRect();
      return r.height > 0 && r.top >= box.top - 0.5 && r.bottom <= bottom + 0.5;
    }).length;
  });
}

/**
 * Every visible element inside `selector` whose content overflows its box sideways (and is not a
 * scroll box or a deliberate ellipsis), every pair of sibling cells of a header row (`.hf-head`,
 * `thead tr`, `[role=row]`) whose boxes overlap, and every two parts of an attribute box that do.
 */
export function layoutProblems(page: Page, selector: string): Promise<LayoutProblem[]> {
  return page.evaluate((sel) => {
    const root = document.querySelector(sel);
    if (!root) throw new Error(`layout: nothing at ${sel}`);
    const describe = (el: Element) => {
      const cls = Array.from(el.classList).slice(0, 2).join(".");
      return `${el.tagName.toLowerCase()}${cls ? "." + cls : ""}`;
    };
    const visible = (el: HTMLElement) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== "hidden";
    };
    const problems: { kind: "overflow" | "overlap"; where: string; text: string; by: number }[] = [];
    for (const el of Array.from(root.querySelectorAll<HTMLElement>("*"))) {
      if (!visible(el)) continue;
      const style = getComputedStyle(el);
      if (["auto", "scroll"].includes(style.overflowX)) continue;
      if (style.textOverflow === "ellipsis") continue;
      if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) continue;
      if (el instanceof HTMLSelectElement) {
        // A closed select shows the option chosen, any of them: the widest must fit the box.
        const probe = document.createElement("span");
        probe.style.cssText = `font:${style.font};letter-spacing:${style.letterSpacing};position:absolute;visibility:hidden;white-space:pre`;
        document.body.append(probe);
        let need = 0;
        let widest = "";
        for (const option of Array.from(el.options)) {
          probe.textContent = option.textContent ?? "";
          const width = probe.getBoundingClientRect().width;
          if (width > need) [need, widest] = [width, probe.textContent];
        }
        probe.remove();
        probe.textContent = widest;
        // Padding on both sides and the dropdown arrow (about 1.1em) take room too.
        const room =
          el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - parseFloat(style.fontSize) * 1.1;
        if (need > room + 1)
          problems.push({ kind: "overflow", where: describe(el), text: probe.textContent, by: Math.round(need - room) });
        continue;
      }
      // A word wider than its box breaks mid-word ("Schauspielere|i"): overflow-wrap hides it from scrollWidth.
      const ownText = Array.from(el.childNodes)
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? "")
        .join(" ");
      if (ownText.trim() && el.clientWidth > 0) {
        const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        const probe = document.createElement("span");
        probe.style.cssText = `font:${style.font};letter-spacing:${style.letterSpacing};position:absolute;visibility:hidden;white-space:pre`;
        document.body.append(probe);
        for (const word of ownText.split(/[\s\u00ad/-]+/).filter(Boolean)) {
          probe.textContent = word;
          const need = probe.getBoundingClientRect().width;
          if (need > room + 1) problems.push({ kind: "overflow", where: describe(el), text: word, by: Math.round(need - room) });
        }
        probe.remove();
      }
      const by = el.scrollWidth - el.clientWidth;
      if (by > 1 && el.clientWidth > 0)
        problems.push({ kind: "overflow", where: describe(el), text: (el.textContent ?? "").trim().slice(0, 40), by });
    }
    const rows = root.querySelectorAll<HTMLElement>(".hf-gear-head, .hf-head, thead tr, [role=row]");
    for (const row of Array.from(rows)) {
      const cells = Array.from(row.children).filter((c): c is HTMLElement => c instanceof HTMLElement && visible(c));
      for (let i = 1; i < cells.length; i++) {
        const a = cells[i - 1]?.getBoundingClientRect();
        const b = cells[i]?.getBoundingClientRect();
        if (!a || !b || Math.abs(a.top - b.top) > a.height / 2) continue;
        // The visible text of a cell may be wider than its box without raising its scrollWidth (overflow: visible on inline content).
        const textRight = (c: HTMLElement) => {
          const range = document.createRange();
          range.selectNodeContents(c);
          return range.getBoundingClientRect().right;
        };
        const prev = cells[i - 1];
        const cur = cells[i];
        if (!prev || !cur) continue;
        const right = Math.max(a.right, textRight(prev));
        const left = Math.min(
          b.left,
          (() => {
            const range = document.createRange();
            range.selectNodeContents(cur);
            return range.getBoundingClientRect().left;
          })(),
        );
        if (right > left + 1)
          problems.push({
            kind: "overlap",
            where: describe(row),
            text: `${(prev.textContent ?? "").trim()} | ${(cur.textContent ?? "").trim()}`,
            by: Math.round(right - left),
          });
      }
    }
    // The parts of an attribute box (its name, level, value, the GM's "used" toggle, the raise button) never overlap.
    for (const box of Array.from(root.querySelectorAll<HTMLElement>(".hf-attribute"))) {
      const parts = Array.from(box.querySelectorAll<HTMLElement>(":scope > *, .hf-attribute-foot > *")).filter(
        (el) => visible(el) && !el.classList.contains("hf-attribute-foot"),
      );
      for (let i = 0; i < parts.length; i++)
        for (let j = i + 1; j < parts.length; j++) {
          const a = parts[i]?.getBoundingClientRect();
          const b = parts[j]?.getBoundingClientRect();
          if (!a || !b) continue;
          const across = Math.min(a.right, b.right) - Math.max(a.left, b.left);
          const down = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
          if (across > 0.5 && down > 0.5)
            problems.push({
              kind: "overlap",
              where: `${describe(box)} ${box.dataset["attribute"] ?? ""}`,
              text: `${(parts[i]?.textContent ?? "").trim()} | ${(parts[j]?.textContent ?? "").trim()}`,
              by: Math.round(across),
            });
        }
    }
    return problems;
  }, selector);
}
