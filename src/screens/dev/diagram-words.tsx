import { useLingui } from '@lingui/react/macro'

/** An event as the team's tools write it, in the reader's language: `siempre`, `tras statusPoll`, `loadLoan responde`, … */
export function useEventWords(): (name: string) => string {
  const { t } = useLingui()
  return (name) => {
    if (name === 'always') return t`always`
    if (name === 'done') return t`when done`
    const [kind, rest] = [name.slice(0, name.indexOf(' ')), name.slice(name.indexOf(' ') + 1)]
    if (kind === 'after') return t`after ${rest}`
    if (kind === 'done') return t`${rest} answers`
    if (kind === 'error') return t`${rest} fails`
    return name
  }
}

/** The arrowhead the team's diagrams end their lines with. */
export function ArrowMarker({ id }: { id: string }) {
  return (
    <marker id={id} viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
      <path d="M0,0 L10,5 L0,10 z" fill="#57606a" />
    </marker>
  )
}
