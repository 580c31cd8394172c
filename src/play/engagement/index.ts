/**
 * The face of engagement positions. Nothing outside the folder uses its code: its register.ts
 * adds the GM's action and the token HUD's control, which load on first use.
 */
export {};
