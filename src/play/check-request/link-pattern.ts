/**
 * The pattern of a `@Check[…]` link (link.ts reads what it matches), which Foundry's text
 * enrichment looks for (global, as CONFIG.TextEditor.enrichers wants it). Its own file: the world
 * registers it at start, the rest of the link's code loads on first use.
 */
export const CHECK_LINK_PATTERN = /@Check\[([^\]\n]{1,120})\](?:\{([^}\n]{1,120})\})?/g;
