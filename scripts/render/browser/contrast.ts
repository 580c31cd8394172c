/**
 * Measures the contrast of every piece of text and every icon inside a rendered element, from the
 * colours Chromium computed (WCAG 2 relative luminance). Runs in the page (bundled by
 * scripts/render/browser/bundle.ts); no Node APIs.
 *
 * What is measured:
 * - each element with its own visible text (a non-blank text node child), each form control with a
 *   value, a selected option or a placeholder, and each icon (`<i class="fa-…">`, drawn by a glyph);
 * - the foreground is the computed `color`; the background is found by walking up the ancestors and
 *   compositing their background colours (alpha included) over the page; an ancestor's `opacity`
 *   fades both its text and its own backgrounds into what lies beneath it;
 * - a gradient background (the striped overflow box) is measured against each of its colour stops,
 *   the worst one counts;
 * - disabled controls are measured too (the EP cost on a refused raise button must stay readable).
 * Large text (24 px, or 18.66 px bold) needs 3:1, everything else 4.5:1.
 */

export interface ContrastFinding {
  /** A short CSS-like path to the element, for the report. */
  where: string;
  text: string;
  ratio: number;
  required: number;
  fg: string;
  bg: string;
  kind: "text" | "icon" | "control";
}

type RGBA = [number, number, number, number];

function clamp01(n: number): number {
  return Math.min(1, Math.max(0, n));
}

/** Parses the colour forms Chromium computes: rgb(), rgba(), color(srgb …), transparent. */
export function parseColor(value: string): RGBA | null {
  const v = value.trim();
  if (v === "transparent") return [0, 0, 0, 0];
  let m = /^rgba?\(([^)]+)\)$/.exec(v);
  if (m) {
    const parts = (m[1] as string)
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    const [r = 0, g = 0, b = 0, a = 1] = parts;
    return [r / 255, g / 255, b / 255, a];
  }
  m = /^color\(srgb ([^)]+)\)$/.exec(v);
  if (m) {
    const parts = (m[1] as string)
      .split(/[\s/]+/)
      .filter(Boolean)
      .map(Number);
    const [r = 0, g = 0, b = 0, a = 1] = parts;
    return [r, g, b, a];
  }
  return null;
}

function over(top: RGBA, bottom: RGBA): RGBA {
  const a = top[3] + bottom[3] * (1 - top[3]);
  if (a === 0) return [0, 0, 0, 0];
  const mix = (i: 0 | 1 | 2) => (top[i] * top[3] + bottom[i] * bottom[3] * (1 - top[3])) / a;
  return [mix(0), mix(1), mix(2), a];
}

function fade(color: RGBA, opacity: number): RGBA {
  return [color[0], color[1], color[2], color[3] * opacity];
}

function luminance([r, g, b]: RGBA): number {
  const lin = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(clamp01(r)) + 0.7152 * lin(clamp01(g)) + 0.0722 * lin(clamp01(b));
}

export function contrastRatio(a: RGBA, b: RGBA): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

function css(color: RGBA): string {
  const h = (c: number) =>
    Math.round(clamp01(c) * 255)
      .toString(16)
      .padStart(2, "0");
  return `#${h(color[0])}${h(color[1])}${h(color[2])}`;
}

function colorOrThrow(value: string, what: string): RGBA {
  const c = parseColor(value);
  if (!c) throw new Error(`contrast: cannot parse ${what} colour "${value}"`);
  return c;
}

/** The colours a background paints: its colour, then each stop of a gradient image (none: just the colour). */
function backgroundLayers(style: CSSStyleDeclaration): RGBA[][] {
  const base = colorOrThrow(style.backgroundColor, "background");
  const image = style.backgroundImage;
  if (!image || image === "none") return [[base]];
  const stops = [...image.matchAll(/(rgba?\([^)]+\)|color\(srgb [^)]+\)|transparent)/g)].map((m) =>
    colorOrThrow(m[1] as string, "gradient stop"),
  );
  return stops.length > 0 ? [stops.map((s) => over(s, base))] : [[base]];
}

/**
 * The backgrounds (one per gradient stop, usually one) behind `el`, and the opacity chain: each
 * entry of `fades` is an ancestor's opacity with the backdrop it fades into.
 */
function resolveColors(el: Element, fg: RGBA): { fgs: RGBA[]; bgs: RGBA[] } {
  const chain: Element[] = [];
  for (let e: Element | null = el; e; e = e.parentElement) chain.unshift(e);
  // Each state: the background painted so far and the text colour as it will finally appear.
  let states: RGBA[] = [[1, 1, 1, 1]];
  const fadeStack: { opacity: number; backdrops: RGBA[] }[] = [];
  for (const node of chain) {
    const style = getComputedStyle(node);
    const opacity = Number(style.opacity);
    if (opacity < 1) fadeStack.push({ opacity, backdrops: states });
    const layers = backgroundLayers(style)[0] as RGBA[];
    const next: RGBA[] = [];
    for (const s of states) for (const layer of layers) next.push(over(layer, s));
    states = next;
  }
  // Text over each background, then every faded group composited back over its backdrop.
  let fgs = states.map((bg) => over(fg, bg));
  let bgs = states;
  for (const group of fadeStack.reverse()) {
    const backdrop = group.backdrops[0] as RGBA;
    fgs = fgs.map((c) => over(fade(c, group.opacity), backdrop));
    bgs = bgs.map((c) => over(fade(c, group.opacity), backdrop));
  }
  return { fgs, bgs };
}

function visible(el: Element): boolean {
  if (el.closest("[hidden]")) return false;
  const style = getComputedStyle(el);
  if (style.visibility !== "visible" || style.display === "none") return false;
  const rect = el.getBoundingClientRect();
  return rect.width > 0 && rect.height > 0;
}

function ownText(el: Element): string {
  let text = "";
  for (const node of Array.from(el.childNodes)) if (node.nodeType === Node.TEXT_NODE) text += node.textContent ?? "";
  return text.trim();
}

function describe(el: Element): string {
  const parts: string[] = [];
  for (let e: Element | null = el; e && parts.length < 4; e = e.parentElement) {
    const cls = Array.from(e.classList)
      .filter((c) => c.startsWith("hf-") || c.startsWith("fa-") || c === "skill-row")
      .slice(0, 2);
    parts.unshift(e.tagName.toLowerCase() + (cls.length ? `.${cls.join(".")}` : ""));
  }
  return parts.join(" > ");
}

function isLarge(style: CSSStyleDeclaration): boolean {
  const size = parseFloat(style.fontSize);
  const weight = Number(style.fontWeight) || 400;
  return size >= 24 || (size >= 18.66 && weight >= 700);
}

function controlText(el: Element): string {
  if (el instanceof HTMLSelectElement) return el.selectedOptions[0]?.textContent?.trim() ?? "";
  if (el instanceof HTMLInputElement && el.type !== "checkbox" && el.type !== "radio")
    return el.value.trim() || el.placeholder.trim();
  return "";
}

/** An empty input shows its placeholder, drawn in the ::placeholder colour. */
function showsPlaceholder(el: Element): boolean {
  return el instanceof HTMLInputElement && !el.value && el.placeholder.trim() !== "";
}

/** Every text, control value and icon inside `root`, with its contrast; the caller filters failures. */
export function measureContrast(root: Element): ContrastFinding[] {
  const out: ContrastFinding[] = [];
  const elements = [root, ...Array.from(root.querySelectorAll("*"))];
  for (const el of elements) {
    if (el instanceof HTMLScriptElement || el instanceof HTMLStyleElement || el instanceof HTMLOptionElement) continue;
    const isIcon = el.tagName === "I" && Array.from(el.classList).some((c) => c.startsWith("fa-"));
    const isControl = el instanceof HTMLInputElement || el instanceof HTMLSelectElement;
    const text = isIcon
      ? getComputedStyle(el, "::before").content.replace(/^"|"$/g, "")
      : isControl
        ? controlText(el)
        : ownText(el);
    if (!text || text === "none") continue;
    if (!visible(el)) continue;
    const style = getComputedStyle(el);
    const fg = colorOrThrow(showsPlaceholder(el) ? getComputedStyle(el, "::placeholder").color : style.color, "text");
    const { fgs, bgs } = resolveColors(el, fg);
    let worst = Infinity;
    let worstIndex = 0;
    fgs.forEach((f, i) => {
      const r = contrastRatio(f, bgs[i] as RGBA);
      if (r < worst) {
        worst = r;
        worstIndex = i;
      }
    });
    out.push({
      where: describe(el),
      text: text.slice(0, 40),
      ratio: Math.round(worst * 100) / 100,
      required: isLarge(style) ? 3 : 4.5,
      fg: css(fgs[worstIndex] as RGBA),
      bg: css(bgs[worstIndex] as RGBA),
      kind: isIcon ? "icon" : isControl ? "control" : "text",
    });
  }
  return out;
}
