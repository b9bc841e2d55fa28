/**
 * The two flags of Vite's `import.meta.env` this package reads, declared as vite/client declares
 * them, so that the apps' programs (which load vite/client) merge the two. Imported as a type by
 * the modules that read them, so that every program compiling them sees the declaration.
 */
declare global {
  interface ImportMetaEnv {
    MODE: string;
    DEV: boolean;
  }

  interface ImportMeta {
    readonly env: ImportMetaEnv;
  }
}

export {};
