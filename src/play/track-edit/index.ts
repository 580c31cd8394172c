/** The face of hand edits of the wound and stun tracks, for the sheets. */
export { editTrack } from "./client";
export type { TrackEdit } from "./decide";
