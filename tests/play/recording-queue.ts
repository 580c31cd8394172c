/** A write-queue stand-in that runs each task at once and records the keys it was queued under. */
import type { WriteQueue } from "../../src/play/gm/locks";

export function recordingQueue(): { locks: WriteQueue; held: string[][] } {
  const held: string[][] = [];
  const locks: WriteQueue = {
    run: (keys, task) => {
      held.push([...keys]);
      return task();
    },
  };
  return { locks, held };
}
