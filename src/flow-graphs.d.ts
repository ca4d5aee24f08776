declare module 'virtual:flow-graphs' {
  // An ambient module cannot import by a relative path (tsc refuses it, unseen under skipLibCheck,
  // and the graphs would be `any`); an import type can.
  const graphs: import('./screens/dev/flow-model').DrawnGraph[]
  export default graphs
}

declare module 'virtual:flow-configs' {
  const configs: Record<string, import('./screens/dev/simulator-model').Json>
  export default configs
}
