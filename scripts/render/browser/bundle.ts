/**
 * Builds a browser bundle (one IIFE script) from a TypeScript entry with the project's pinned vite,
 * for code that runs inside headless Chromium: the sheet host of the Chromium tests and the
 * screenshots, the contrast measure, the benchmark. Bundles are cached per process.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "vite";

const cache = new Map<string, Promise<string>>();

async function buildOnce(entry: string, name: string): Promise<string> {
  const out = mkdtempSync(join(tmpdir(), "harnfudge-browser-"));
  try {
    await build({
      configFile: false,
      logLevel: "silent",
      build: {
        outDir: out,
        emptyOutDir: true,
        minify: false,
        lib: { entry, formats: ["iife"], name, fileName: () => "bundle.js" },
      },
    });
    return readFileSync(join(out, "bundle.js"), "utf8");
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** The IIFE source of `entry`, its exports on `globalThis[name]`. */
export function browserBundle(entry: string, name: string): Promise<string> {
  const key = `${entry}|${name}`;
  let bundle = cache.get(key);
  if (!bundle) {
    bundle = buildOnce(entry, name);
    cache.set(key, bundle);
  }
  return bundle;
}
