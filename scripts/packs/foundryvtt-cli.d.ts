// Minimal typings for the parts of @foundryvtt/foundryvtt-cli (3.x, untyped JS) that scripts/packs.ts uses.
declare module "@foundryvtt/foundryvtt-cli" {
  export interface CompileOptions {
    nedb?: boolean;
    yaml?: boolean;
    recursive?: boolean;
    log?: boolean;
    transformEntry?: (entry: Record<string, unknown>) => Promise<boolean | undefined> | boolean | undefined;
  }
  export interface ExtractOptions {
    nedb?: boolean;
    yaml?: boolean;
    log?: boolean;
    documentType?: string;
    folders?: boolean;
    clean?: boolean;
    transformEntry?: (
      entry: Record<string, unknown>,
      context: { documentType?: string },
    ) => Promise<boolean | undefined> | boolean | undefined;
  }
  export function compilePack(src: string, dest: string, options?: CompileOptions): Promise<void>;
  export function extractPack(src: string, dest: string, options?: ExtractOptions): Promise<void>;
}
