/**
 * Code a world does not need at start is loaded on first use: a dynamic `import()` that the build
 * turns into a chunk of its own (see docs/performance.md). These helpers keep the call sites as
 * plain functions.
 */

/**
 * A function that loads its implementation on its first call (`load` is a dynamic import picking
 * the function) and then calls it with the same arguments. The module is fetched once; later calls
 * wait only for the already-settled import.
 */
export function onFirstUse<A extends unknown[], R>(load: () => Promise<(...args: A) => Promise<R>>): (...args: A) => Promise<R> {
  return async (...args: A) => (await load())(...args);
}

/**
 * A module loaded on first use and then also reachable synchronously: `load()` imports it (once);
 * `loaded()` returns it afterwards, for code that can only run after `load()` has settled (a
 * sheet's form submit after its first render) and throws if that order is ever broken.
 */
export function onDemandModule<M>(name: string, importer: () => Promise<M>): { load(): Promise<M>; loaded(): M } {
  let module: M | null = null;
  let pending: Promise<M> | null = null;
  return {
    load() {
      if (module) return Promise.resolve(module);
      pending ??= importer().then(
        (m) => (module = m),
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    loaded() {
      if (!module) throw new Error(`HârnFudge | ${name} used before it was loaded`);
      return module;
    },
  };
}
