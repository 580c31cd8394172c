/**
 * The names the picture fixtures give people and weapons, as a German table would write them (the
 * weapons as the German packs name them), so a German picture shows no English (issue 21).
 */
const GERMAN_NAMES: Readonly<Record<string, string>> = {
  "Aelwyn of Kaldor": "Aelwyn von Kaldor",
  "Aldric of Tashal": "Aldric von Tashal",
  "Brigand (the tall one)": "Räuber (der Lange)",
  Brigand: "Räuber",
  Broadsword: "Breitschwert",
  Shortbow: "Kurzbogen",
  Club: "Knüppel",
  Night: "Nacht",
  "Climbing gear": "Kletterausrüstung",
  Mud: "Schlamm",
  Road: "Landstraße",
  Ford: "Furt",
  "Wary village": "Misstrauisches Dorf",
  "Wystan the Bold": "Wystan der Kühne",
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const WORDS = new RegExp(`(?<![\\p{L}-])(${Object.keys(GERMAN_NAMES).map(escape).join("|")})(?![\\p{L}-])`, "gu");

/** Rendered text with each fixture name in German (whole words only; longer names first). */
export function germanText(text: string): string {
  return text.replace(WORDS, (name) => GERMAN_NAMES[name] ?? name);
}

/** Plain data with every string that is exactly a fixture name in German; functions and other values are kept. */
export function germanNames<T>(value: T): T {
  if (typeof value === "string") return (GERMAN_NAMES[value] ?? value) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => germanNames(v)) as T;
  if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, germanNames(v)])) as T;
  return value;
}
