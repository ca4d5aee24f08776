import { createFileRoute } from '@tanstack/react-router'
import { useCallback, useEffect, useState } from 'react'
import { addressCalls } from '../../../api/registration-address'
import { api } from '../../../app/api'
import { requireApplicant } from '../../../app/guards'
import { useStepDone, useStepDraft, useStepMachine } from '../../../app/step-form'
import { addressSchema } from '../../../domain/forms/address'
import { fieldIssues } from '../../../domain/forms/issues'
import {
  AddressScreen,
  EMPTY_ADDRESS,
  type AddressDraft,
  type Geography,
  type GeographyLevel,
  type ListState,
  type Place,
  type Suggestion,
} from '../../../screens/registration/AddressScreen'

export const Route = createFileRoute('/$locale/registration/address')({
  staticData: { name: 'registration-address' },
  beforeLoad: requireApplicant,
  component: RegistrationAddressRoute,
})

const calls = addressCalls(api)
/** How the colonia typed by hand travels inside the street (the ERP has no field of its own for it). */
const COLONIA_JOIN = ', Col. '

function formOf(draft: AddressDraft) {
  const colonia = draft.colonia.trim()
  const street = colonia === '' || draft.districtId !== '' ? draft.street : `${draft.street.trim()}${COLONIA_JOIN}${colonia}`
  return {
    regionId: draft.regionId,
    cityId: draft.cityId,
    districtId: draft.districtId,
    wardId: draft.wardId,
    street,
    exteriorNumber: draft.exteriorNumber,
    interiorNumber: draft.interiorNumber,
    postalCode: draft.postalCode,
  }
}

const orNull = (value: string | undefined) => (value === undefined || value === '' ? null : value)

const IDLE: ListState<never> = { status: 'idle', items: [] }

/** A list loaded for a key (none while the key is empty), again on `retry`. */
function useList<T>(key: string, load: (key: string) => Promise<T[]>): ListState<T> & { retry: () => void } {
  const [state, setState] = useState<ListState<T> & { key: string }>({ ...IDLE, key: '' })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (key === '') return
    let live = true
    setState({ status: 'loading', items: [], key })
    load(key).then(
      (items) => live && setState({ status: 'ready', items, key }),
      () => live && setState({ status: 'failed', items: [], key }),
    )
    return () => {
      live = false
    }
  }, [key, attempt, load])
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  // Until the list of a new key arrives, the one of the old key is not shown.
  if (key === '') return { ...IDLE, retry }
  if (state.key !== key) return { status: 'loading', items: [], retry }
  return { status: state.status, items: state.items, retry }
}

const loadRegions = () => calls.regions().then((items) => items.map((item): Place => ({ id: item.id, label: item.title })))
const loadCities = (id: string) =>
  calls.cities(id).then((items) => items.map((item): Place => ({ id: item.id, label: item.title })))
const loadDistricts = (id: string) =>
  calls
    .districts(id)
    .then((items) =>
      items.map((item): Place => ({ id: item.id, label: `${item.title} (${item.postalCode})`, postalCode: item.postalCode })),
    )
const loadWards = (id: string) =>
  calls.wards(id).then((items) => items.map((item): Place => ({ id: item.id, label: item.title })))

/** Suggestions for what the user searches, a moment after they stop typing. */
function useSuggestions(search: string): ListState<Suggestion> & { retry: () => void } {
  const [state, setState] = useState<ListState<Suggestion>>(IDLE)
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    const term = search.trim()
    if (term.length < 2) {
      setState(IDLE)
      return
    }
    const controller = new AbortController()
    setState({ status: 'loading', items: [] })
    const timer = setTimeout(() => {
      calls.suggestions(term, controller.signal).then(
        (items) =>
          !controller.signal.aborted &&
          setState({
            status: 'ready',
            items: items.map((item) => ({
              label: item.label,
              regionId: item.regionId,
              cityId: item.cityId,
              districtId: item.districtId,
              postalCode: item.postalCode,
            })),
          }),
        () => !controller.signal.aborted && setState({ status: 'failed', items: [] }),
      )
    }, 300)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [search, attempt])
  return { ...state, retry: useCallback(() => setAttempt((n) => n + 1), []) }
}

function RegistrationAddressRoute() {
  const { view, send } = useStepMachine((input) =>
    calls.save({
      regionId: input.regionId ?? '',
      cityId: input.cityId ?? '',
      districtId: orNull(input.districtId),
      wardId: orNull(input.wardId),
      street: input.street ?? '',
      exteriorNumber: input.exteriorNumber ?? '',
      interiorNumber: orNull(input.interiorNumber),
      postalCode: input.postalCode ?? '',
    }),
  )
  const { draft, setDraft, keep, stored, accept } = useStepDraft<AddressDraft>({
    key: 'draft.registration.address',
    empty: EMPTY_ADDRESS,
  })
  const [search, setSearch] = useState('')

  // A returning applicant without a draft sees the address saved before.
  useEffect(() => {
    if (stored() !== null) return
    let live = true
    calls.saved().then(
      (saved) => {
        if (!live || saved.regionId === null || stored() !== null) return
        const [street, colonia = ''] = saved.districtId === null ? (saved.street ?? '').split(COLONIA_JOIN) : [saved.street ?? '']
        setDraft({
          regionId: saved.regionId,
          cityId: saved.cityId ?? '',
          districtId: saved.districtId ?? '',
          wardId: saved.wardId ?? '',
          street: street ?? '',
          colonia,
          exteriorNumber: saved.exteriorNumber ?? '',
          interiorNumber: saved.interiorNumber ?? '',
          postalCode: saved.postalCode ?? '',
        })
      },
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [stored, setDraft])

  const regions = useList('all', loadRegions)
  const cities = useList(draft.regionId, loadCities)
  const districts = useList(draft.cityId, loadDistricts)
  const wards = useList(draft.districtId, loadWards)
  const suggestions = useSuggestions(search)
  const geography: Geography = { regions, cities, districts, wards }

  useStepDone(view.state === 'done', 'registration.address.submitted', accept)

  const retry = (level: GeographyLevel) => ({ regions, cities, districts, wards })[level].retry()

  return (
    <AddressScreen
      view={view}
      send={send}
      draft={draft}
      onDraftChange={keep}
      geography={geography}
      onRetry={retry}
      search={search}
      onSearchChange={setSearch}
      suggestions={suggestions}
      onRetrySuggestions={suggestions.retry}
      validate={(current) => {
        const result = addressSchema.safeParse(formOf(current))
        return result.success ? [] : fieldIssues(result)
      }}
      toValues={(current) => {
        const values = addressSchema.parse(formOf(current))
        return {
          regionId: values.regionId,
          cityId: values.cityId,
          districtId: values.districtId ?? '',
          wardId: values.wardId ?? '',
          street: values.street,
          exteriorNumber: values.exteriorNumber,
          interiorNumber: values.interiorNumber ?? '',
          postalCode: values.postalCode,
        }
      }}
    />
  )
}
