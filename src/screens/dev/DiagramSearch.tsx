import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import type { FlowEdge, FlowLayout, LaidOutState } from './flow-model'

/** What a search finds: a state, or a transition (found on the state it leaves). */
export interface Found {
  state: LaidOutState
  edge: FlowEdge | null
}

const MAX_FOUND = 8
/** Accents and case ignored, as a person types. */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

/** The states whose name or id, and the transitions whose event or guard, hold every word typed. */
export function searchDiagram(layout: FlowLayout, edges: readonly FlowEdge[], query: string): Found[] {
  const words = plain(query).split(/\s+/).filter(Boolean)
  if (words.length === 0) return []
  const holds = (text: string) => words.every((word) => plain(text).includes(word))
  const boxOf = new Map(layout.states.map((entry) => [entry.state.id, entry]))
  const states = layout.states.filter(({ state }) => holds(`${state.key} ${state.id}`)).map((state) => ({ state, edge: null }))
  const transitions = edges.flatMap((edge) => {
    const state = boxOf.get(edge.source)
    return state && holds(`${edge.event} ${edge.guard}`) ? [{ state, edge }] : []
  })
  return [...states, ...transitions].slice(0, MAX_FOUND)
}

/** A search box over one diagram: each result centres the view on it and chooses it. */
export function DiagramSearch({
  name,
  layout,
  edges,
  onFound,
}: {
  name: string
  layout: FlowLayout
  edges: readonly FlowEdge[]
  onFound: (found: Found) => void
}) {
  const { t } = useLingui()
  const [query, setQuery] = useState('')
  const id = useId()
  const found = searchDiagram(layout, edges, query)
  return (
    <div className="dev-flows__search" role="search" aria-label={t`Search the ${name} diagram`}>
      <label htmlFor={id}>
        <Trans>Find a state or an event</Trans>
      </label>
      <input id={id} type="search" className="ui-input" value={query} onChange={(event) => setQuery(event.target.value)} />
      {query.trim() === '' ? null : found.length === 0 ? (
        <p role="status">
          <Trans>Nothing matches.</Trans>
        </p>
      ) : (
        <ul className="dev-flows__found" aria-label={t`Found in the diagram`}>
          {found.map((entry) => (
            <li key={entry.edge?.id ?? entry.state.state.id}>
              <button type="button" className="dev-flows__found-item" onClick={() => onFound(entry)}>
                {entry.edge ? (
                  <>
                    <code>{entry.edge.event}</code> <Trans>from</Trans> {entry.state.state.key}
                  </>
                ) : (
                  <>
                    {entry.state.state.key} <small>{entry.state.state.id}</small>
                  </>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
