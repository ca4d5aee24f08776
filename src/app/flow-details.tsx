import { useActorRef, useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { fromPromise, type SnapshotFrom } from 'xstate'
import { formMachine, type FormValues } from '../../machines/form.machine'
import { asLocale } from '../domain/routes'
import { flowCalls } from '../api/flow'
import { api } from './api'
import { flowStepDone, loadProfile, useLoad } from './flow'
import { formatDate, fromWireDate } from '../domain/dates'
import { fieldIssues } from '../domain/forms/issues'
import { namesSchema } from '../domain/forms/names'
import { FlowDetailsScreen, type DetailsState, type DetailsView, type NamesDraft } from '../screens/flow/FlowDetailsScreen'
import { useFollowed } from './followed-actors'
import { FORM } from '../../machines/ids'

/*
 * The flow's details page: the client's names confirmed (PUT client, the ERP's details step), with
 * the form machine's submit given here; the screen renders and sends events.
 */

const calls = flowCalls(api)

async function loadDetails() {
  const profile = await loadProfile()
  const birth = fromWireDate(profile.info.birthDate ?? '')
  return {
    names: {
      firstName: profile.firstName ?? '',
      middleName: profile.info.middleName ?? '',
      lastNames: profile.info.lastNames ?? '',
    },
    facts: {
      email: profile.email,
      phone: profile.info.mobilePhone.number,
      curp: profile.info.curp,
      birthDate: birth ? formatDate(birth) : null,
    },
  }
}

const formOf = (names: NamesDraft) => ({ ...names, middleName: names.middleName.trim() === '' ? undefined : names.middleName })

function detailsView(snapshot: SnapshotFrom<typeof formMachine>): DetailsView {
  const state = snapshot.matches('submitting') ? 'submitting' : snapshot.matches('done') ? 'done' : 'editing'
  return { state, problem: snapshot.context.problem }
}

/** The names confirmed (PUT client, the ERP's details step); then the flow entry routes on (apply). */
export function FlowDetails({ locale: param }: { locale: string }) {
  const locale = asLocale(param)
  const { loaded, retry } = useLoad(loadDetails)
  const actor = useActorRef(
    formMachine.provide({
      actors: {
        submit: fromPromise(async ({ input }: { input: FormValues }): Promise<unknown> => {
          const names = namesSchema.parse(formOf({ firstName: '', middleName: '', lastNames: '', ...input }))
          return calls.confirmNames(names, locale)
        }),
      },
    }),
  )
  useFollowed(FORM, actor)
  const view = useSelector(actor, detailsView, (a, b) => a.state === b.state && a.problem === b.problem)

  useEffect(() => {
    if (view.state === 'done') flowStepDone()
  }, [view.state])

  const details: DetailsState = loaded.state === 'ready' ? { state: 'ready', ...loaded.data } : loaded
  return (
    <FlowDetailsScreen
      details={details}
      view={view}
      onRetry={retry}
      validate={(names) => fieldIssues(namesSchema.safeParse(formOf(names)))}
      onSubmit={(names) => actor.send({ type: 'submit', values: { ...names } })}
    />
  )
}
