/**
 * One write queue per document on the GM's client. Every GM-side writer (apply, undo, heal,
 * rest, strenuous activity, infection, end of combat, end of session, card steps) runs inside
 * `run(keys, task)` with the uuids of the documents it reads and writes; tasks sharing a key run
 * one after another, so each reads the document inside its turn and no read-modify-write loses
 * another's change. A task holding several keys waits for all of them; keys are taken at once
 * (synchronously), so two tasks can never each hold one key the other waits for.
 *
 * A GM hand-over (hand-over.ts): the old GM's client starts no task after it (`mayRun`), and the
 * new one holds its queue (`hold`) until the old one has no task left (`idle`), so a write running
 * on the old client is finished before the new client reads anything, never raced.
 *
 * Pure (no Foundry): tests drive it with fake tasks.
 */
export interface LockQueue {
  run<T>(keys: readonly string[], task: () => Promise<T>): Promise<T>;
  /**
   * Asked at the start of each task's turn: false refuses the task (it rejects with
   * {@link HandedOver}, nothing run). The GM's queue asks whether this client is still the
   * designated GM, so after a hand-over no queued task of the old GM's client writes anything.
   */
  mayRun: () => boolean;
  /**
   * The key a document is queued under. The GM's queue resolves an actor's uuid to its one key
   * (queue.ts, actorLockKey), so an actor reached by two uuid forms (a token's actor and its base
   * actor) shares one queue. Identity by default.
   */
  keyOf: (key: string) => string;
  /** Keys with a task queued or running (for tests). */
  busyKeys(): string[];
  /** Resolves once no task is queued or running. */
  idle(): Promise<void>;
  /** Holds every task queued from now on until `gate` settles (fulfilled or not), after its keys' earlier tasks. */
  hold(gate: Promise<unknown>): void;
}

/** What a decision needs of the queue: running a task under its keys (tests pass a plain stand-in). */
export type WriteQueue = Pick<LockQueue, "run">;

/** A task refused because this client stopped being the designated GM while it waited. */
export class HandedOver extends Error {
  constructor() {
    super("HârnFudge | this client is no longer the designated GM");
  }
}

export function createLockQueue(): LockQueue {
  const tails = new Map<string, Promise<void>>();
  let pending = 0;
  let waiters: Array<() => void> = [];
  let gate: Promise<unknown> = Promise.resolve();
  const settle = () => {
    pending -= 1;
    if (pending > 0) return;
    const woken = waiters;
    waiters = [];
    for (const wake of woken) wake();
  };
  const queue: LockQueue = {
    mayRun: () => true,
    keyOf: (key) => key,
    run<T>(keys: readonly string[], task: () => Promise<T>): Promise<T> {
      const unique = [...new Set(keys.map((k) => queue.keyOf(k)))];
      const before = unique.map((k) => tails.get(k) ?? Promise.resolve());
      let release!: () => void;
      const done = new Promise<void>((resolve) => (release = resolve));
      for (const k of unique) tails.set(k, done);
      pending += 1;
      const result = Promise.all([...before, gate]).then(() => {
        if (!queue.mayRun()) throw new HandedOver();
        return task();
      });
      void result.then(release, release);
      void done.then(() => {
        for (const k of unique) if (tails.get(k) === done) tails.delete(k);
        settle();
      });
      return result;
    },
    busyKeys: () => [...tails.keys()],
    idle: () => (pending === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve))),
    hold(until) {
      const settled = until.then(
        () => undefined,
        () => undefined,
      );
      gate = Promise.all([gate, settled]);
    },
  };
  return queue;
}

/** The GM client's one queue, shared by every GM-side writer. */
export const gmLocks = createLockQueue();
