/** The little of @babel/core that scripts/lib/strip-machine-meta.ts uses (the package ships no types). */
declare module '@babel/core' {
  export interface NodePath {
    node: { key: { type: string; name?: string }; computed: boolean; value: { type: string } }
    remove(): void
  }
  export interface PluginObj {
    visitor: { ObjectProperty?: (path: NodePath) => void }
  }
  export interface TransformOptions {
    filename?: string
    babelrc?: boolean
    configFile?: boolean
    sourceMaps?: boolean
    parserOpts?: { plugins?: string[] }
    plugins?: unknown[]
  }
  export function transformAsync(code: string, options: TransformOptions): Promise<{ code?: string | null; map?: unknown } | null>
}
