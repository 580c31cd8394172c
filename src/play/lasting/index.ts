/**
 * The face of the GM's lasting modifiers. Nothing outside the folder uses its code: the GM's
 * window (apps/modifiers) asks through the GM's transport, and register.ts adds the action.
 */
export {};
