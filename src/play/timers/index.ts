/**
 * The face of the conditions world time times. Nothing outside the folder uses its code:
 * register.ts adds the world-time hook, whose work loads on first use.
 */
export {};
