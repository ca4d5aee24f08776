declare module 'virtual:flow-graphs' {
  import type { DrawnGraph } from './app/dev-flows-graphs'
  const graphs: DrawnGraph[]
  export default graphs
}
