// Tells fvtt-types which hooks have run by the time our code touches `game`, so `game` is typed
// as initialised. Every use of `game` in this system is inside a hook or a user action.
declare module "fvtt-types/configuration" {
  interface AssumeHookRan {
    ready: never;
  }
}
export {};
