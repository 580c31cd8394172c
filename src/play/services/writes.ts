/**
 * Document writes the play layer makes on this client, counted at its ports for the benchmark
 * (scripts/bench/writes.ts) and readable in a live world as `game.harnfudge.writes`.
 */
export const writeCounter = { creates: 0, messageUpdates: 0, actorUpdates: 0, userUpdates: 0 };
