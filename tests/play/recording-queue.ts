/**
 * A write-queue stand-in that records the keys each task was queued under, then runs the task at
 * once, or through `inner` (the real lock queue, when the test needs its ordering).
 */
import type { WriteQueue } from "../../src/play/gm/locks";

export function recordingQueue(inner?: WriteQueue): { locks: WriteQueue; held: string[][] } {
  const held: string[][] = [];
  const locks: WriteQueue = {
    run: (keys, task) => {
      held.push([...keys]);
      return inner ? inner.run(keys, task) : task();
    },
  };
  return { locks, held };
}
