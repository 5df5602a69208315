/** What the kit reads of `import.meta.env`: each remote's build defines it (tooling/rsbuild.ts), as for the remote's own code. */
interface ImportMetaEnv {
  readonly RELEASE_LABEL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** A CSS module's class names (each remote's build handles the file: @rsbuild/core/types declares the same). */
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
