/**
 * Chat commands: `/sit [secret] [label]` (a situational roll) and `/session` (the GM's
 * end-of-session tool), read here without Foundry; chatCommands.ts registers the hook.
 */

export type ChatCommand = { command: "sit"; secret: boolean; label: string } | { command: "session" };

/** Reads a chat line as one of our commands, or null. Pure, for tests. */
export function parseChatCommand(text: string): ChatCommand | null {
  const match = /^\/(sit|session)(?:\s+(.*))?$/is.exec(text.trim());
  if (!match) return null;
  const rest = (match[2] ?? "").trim();
  if (match[1]?.toLowerCase() === "session") return rest === "" ? { command: "session" } : null;
  const secret = /^(secret|blind)\b/i.test(rest);
  return { command: "sit", secret, label: secret ? rest.replace(/^(secret|blind)\b\s*/i, "") : rest };
}
