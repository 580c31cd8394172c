import { build } from "vite";
const want = process.argv.slice(2);
await build({ configFile: "vite.config.ts", logLevel: "silent", build: { write: false }, plugins: [{
  name: "imp", generateBundle(_o: unknown, bundle: any) {
    for (const c of Object.values(bundle) as any[]) if (c.type === "chunk" && c.name === "start") {
      for (const id of c.moduleIds as string[]) if (want.some((w) => id.endsWith(w))) {
        const info = (this as any).getModuleInfo(id);
        console.log(id.replace(process.cwd()+"/",""), "<=", (info?.importers ?? []).map((i: string) => i.replace(process.cwd()+"/","")).join(", "));
      }
    }
  } }] });
