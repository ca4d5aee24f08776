import { useActorRef, useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import { identityMachine } from '../../machines/identity.machine'
import { identityCalls } from '../api/identity'
import { asLocale, pathFor } from '../domain/routes'
import { DocumentVerificationScreen, type IdentityStage } from '../screens/flow/DocumentVerificationScreen'
import { api } from './api'
import { flowStepDone } from './flow'
import { useFollowed } from './followed-actors'
import { IDENTITY } from '../../machines/ids'

/*
 * The identity check's wiring: the ERP's veriff calls, the provider's hosted page and the journey
 * given to the machine (machines/identity.machine.ts); the screen renders it.
 */

const calls = identityCalls(api)

/**
 * The hosted flow of a session, told where to send the person back. The simulated provider's page
 * is one of the ERP's own (a path), which takes `returnTo`; a real provider's URL is its own and
 * returns by its configuration.
 */
export function hostedUrl(url: string, returnTo: string): string | null {
  if (url === '') return null
  if (!url.startsWith('/')) return url
  return `${url}${url.includes('?') ? '&' : '?'}returnTo=${encodeURIComponent(returnTo)}`
}

const STAGES: readonly IdentityStage[] = [
  'loading',
  'ready',
  'starting',
  'verifying',
  'approved',
  'declined',
  'resubmit',
  'failed',
  'done',
]

export function IdentityCheck({ locale }: { locale: string }) {
  const back = pathFor('document-verification', asLocale(locale))
  const actor = useActorRef(
    identityMachine.provide({
      actors: {
        load: fromPromise(() => calls.latest()),
        create: fromPromise(() => calls.create()),
        read: fromPromise(({ input }) => calls.read(input.id)),
      },
      actions: {
        openHosted: (_, { session }) => {
          const url = hostedUrl(session.url, back)
          if (url) window.location.assign(url)
        },
        proceed: () => flowStepDone(),
      },
    }),
  )
  useFollowed(IDENTITY, actor)
  const stage = useSelector(actor, (s) => STAGES.find((name) => s.matches(name)) ?? 'loading')
  const reading = useSelector(actor, (s) => s.matches({ verifying: 'reading' }))
  const session = useSelector(actor, (s) => s.context.session)
  const problem = useSelector(actor, (s) => s.context.problem)
  return (
    <DocumentVerificationScreen
      stage={stage}
      hostedUrl={session ? hostedUrl(session.url, back) : null}
      reading={reading}
      problem={problem}
      send={(event) => actor.send(event)}
    />
  )
}
