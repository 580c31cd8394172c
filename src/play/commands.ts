/**
 * Chat commands: `/sit [secret] [reaction] [±N] [label]` (a situational roll; `reaction`: an NPC's
 * reaction to the speaking character, with his talents such as Charismatic; `±N` a modifier), `/session` (the GM's
 * end-of-session tool), `/afterfight` (the GM's "after the fight" for the selected tokens'
 * actors, rules 3.4.8), `/gas` (a round of poisonous gas for the selected and targeted tokens,
 * rules 6.1) and `/contest` (an opposed action against the targeted token, rules 2.2),
 * read here without Foundry; chat-commands.ts registers the hook.
 *
 * Foundry v13 hands the `chatMessage` hook the typed text; v14's chat input is a rich-text editor
 * and hands it HTML (`/sit ambush` arrives as `<p>/sit ambush</p>`, `&` as `&amp;`). Both are read
 * as the same plain text: tags are dropped (never parsed into elements, never run), paragraph and
 * line breaks become spaces, character references are decoded. The label that comes out is plain
 * text that may contain `<` or `&`, so whoever puts it into HTML escapes it.
 */

export type ChatCommand =
  | { command: "sit"; secret: boolean; reaction: boolean; modifier: number; label: string }
  | { command: "session" }
  | { command: "afterfight" }
  | { command: "contest" }
  | { command: "gas" };

const NAMED_REFERENCES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** A code point a character reference may stand for (no NUL, no surrogate halves, in range). */
function fromCodePoint(code: number): string | null {
  if (!Number.isInteger(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return null;
  return String.fromCodePoint(code);
}

/** Decodes the character references an editor writes (`&amp;`, `&nbsp;`, `&#39;`, `&#x27;`); others stay as typed. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X")) return fromCodePoint(parseInt(name.slice(2), 16)) ?? whole;
    if (name.startsWith("#")) return fromCodePoint(parseInt(name.slice(1), 10)) ?? whole;
    return NAMED_REFERENCES[name.toLowerCase()] ?? whole;
  });
}

/**
 * The plain text of a chat line, typed (v13) or sent as HTML (v14): tags removed, block and line
 * breaks as spaces, references decoded, whitespace collapsed. Text without a tag is only trimmed
 * and collapsed, so a typed `a < b` stays as it is.
 */
export function chatText(input: string): string {
  const looksLikeHtml = /<\/?[a-z][^>]*>/i.test(input);
  const text = looksLikeHtml
    ? decodeEntities(
        input
          .replace(/<(br|\/p|\/div|\/li|\/h[1-6])\b[^>]*>/gi, " ")
          .replace(/<!--[\s\S]*?-->/g, "")
          .replace(/<[^>]*>/g, ""),
      )
    : input;
  return text.replace(/\s+/g, " ").trim();
}

/** Reads a chat line (typed text or the v14 editor's HTML) as one of our commands, or null. Pure, for tests. */
export function parseChatCommand(input: string): ChatCommand | null {
  const match = /^\/(sit|session|afterfight|contest|gas)(?:\s+(.*))?$/is.exec(chatText(input));
  if (!match) return null;
  const rest = (match[2] ?? "").trim();
  const name = match[1]?.toLowerCase();
  if (name === "session") return rest === "" ? { command: "session" } : null;
  if (name === "afterfight") return rest === "" ? { command: "afterfight" } : null;
  if (name === "contest") return rest === "" ? { command: "contest" } : null;
  if (name === "gas") return rest === "" ? { command: "gas" } : null;
  return parseSit(rest);
}

/** `/sit`'s words, in any order before the label: `secret` (or `blind`), `reaction`, a modifier (`+1`, `-2`, `−2`). */
function parseSit(text: string): ChatCommand {
  let rest = text;
  let secret = false;
  let reaction = false;
  let modifier: number | null = null;
  let word = /^(\S+)\s*/.exec(rest);
  while (word) {
    const token = word[1]?.toLowerCase() ?? "";
    if (!secret && (token === "secret" || token === "blind")) secret = true;
    else if (!reaction && (token === "reaction" || token === "react")) reaction = true;
    else if (modifier === null && /^[+\-\u2212]\d{1,2}$/.test(token)) modifier = Number(token.replace("\u2212", "-"));
    else break;
    rest = rest.slice(word[0].length);
    word = /^(\S+)\s*/.exec(rest);
  }
  return { command: "sit", secret, reaction, modifier: modifier ?? 0, label: rest };
}
