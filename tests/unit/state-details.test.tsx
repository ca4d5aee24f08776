import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import { messages } from '../../locales/es/dev.po'
import { DRAWN_MACHINES } from '../../src/app/dev-flows-machines'
import { flowGraph, flowStates, type FlowState } from '../../src/screens/dev/flow-model'
import { StateDetails } from '../../src/screens/dev/StateDetails'

// No DOM here: the details are rendered to HTML on the server, in Spanish, as the product owner reads them.
beforeAll(() => {
  i18n.loadAndActivate({ locale: 'es', messages })
})

const graphOf = (name: string) => flowGraph(DRAWN_MACHINES.find((drawn) => drawn.name === name)!.machine)

function details(name: string, stateId: string, change: (state: FlowState) => FlowState = (state) => state) {
  const graph = graphOf(name)
  const state = flowStates(graph).find(({ id }) => id === stateId)!
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <StateDetails machine={name} graph={graph} selected={change(state)} />
    </I18nProvider>,
  )
}

describe("a chosen state's details in the visualiser", () => {
  it('tell its description in Spanish, its identifier as the code has it', () => {
    const html = details('application', 'application.applying')
    expect(html).toContain('Lo que el cliente solicita, con las cifras de la oferta y el botón para enviar')
    expect(html).not.toContain('What the client applies for')
    expect(html).toContain('<code class="dev-flows__id">application.applying</code>')
  })

  it('show the braces of a call as they are', () => {
    expect(details('identity', 'identity.verifying.reading')).toContain('GET veriff/decision/{id}')
  })

  it('list the transitions that leave it, with what each guard checks in Spanish', () => {
    const html = details('auth', 'auth.restoring')
    expect(html).toContain(
      '<code class="dev-flows__id">isLoggedIn</code>: Hay un token, la cuenta ya se leyó y no hay ningún código de segundo factor pendiente',
    )
    expect(html).toContain('<code class="dev-flows__id">auth.loggedIn</code>')
  })

  it('keep the English of a description changed since its Spanish was written, rather than a wrong translation', () => {
    const html = details('application', 'application.applying', (state) => ({ ...state, description: 'Something new' }))
    expect(html).toContain('Something new')
    expect(html).not.toContain('Lo que el cliente solicita')
  })

  it('name the else branch of a guarded event', () => {
    expect(details('auth', 'auth.loggedOut.submitting')).toMatch(
      /done login<\/code> si no → <code class="dev-flows__id">auth\.loggedOut\.idle/,
    )
  })

  it('say so when no transition leaves it', () => {
    expect(details('recovery', 'recovery.reset')).toContain('Ninguna sale de este estado.')
  })
})
