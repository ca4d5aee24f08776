import DRAWN_GRAPHS from 'virtual:flow-graphs'

/** Every machine's graph, read from its definition when the app was built (src/app/dev-flows-graphs.ts). */
export { DRAWN_GRAPHS }

/** The live actors the diagrams follow: 'root', system ids and the actors of open screens. */
export const LIVES = DRAWN_GRAPHS.map((drawn) => drawn.live)
