/**
 * A localized notification with values in it (names, labels): Foundry formats the message and
 * escapes each value (Notifications' `format` with `escape` on by default), so a character or item
 * name never becomes HTML in the notification.
 */
export function notifyFormat(level: "info" | "warn" | "error", key: string, data: Record<string, string>): void {
  ui.notifications?.[level](key, { localize: true, format: data });
}
