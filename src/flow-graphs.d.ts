declare module 'virtual:flow-graphs' {
  import type { DrawnGraph } from './screens/dev/flow-model'
  const graphs: DrawnGraph[]
  export default graphs
}
