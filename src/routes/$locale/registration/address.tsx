import { createFileRoute } from '@tanstack/react-router'
import { useCallback, useEffect, useRef, useState } from 'react'
import { addressCalls } from '../../../api/registration-address'
import { api } from '../../../app/api'
import { requireApplicant } from '../../../app/guards'
import { useStepDone, useStepDraft, useStepMachine } from '../../../app/step-form'
import { addressSchema } from '../../../domain/forms/address'
import { fieldIssues } from '../../../domain/forms/issues'
import { postalCodeRegion } from '../../../domain/postal-code'
import {
  AddressScreen,
  EMPTY_ADDRESS,
  type AddressDraft,
  type Geography,
  type GeographyLevel,
  type ListState,
  type Place,
  type PositionState,
  type PostalCodeStatus,
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

/**
 * What the form checks: for a postal code the catalogue does not know, the municipality typed and
 * no colonia chosen from a list; otherwise the municipality chosen. A typed colonia is checked on
 * its own and travels inside the street (toValues).
 */
function formOf(draft: AddressDraft, unknownPostalCode: boolean) {
  return {
    regionId: draft.regionId,
    cityId: unknownPostalCode ? '' : draft.cityId,
    ...(unknownPostalCode ? { municipality: draft.municipality } : {}),
    districtId: unknownPostalCode ? '' : draft.districtId,
    wardId: unknownPostalCode ? '' : draft.wardId,
    ...(unknownPostalCode || draft.districtId === '' ? { colonia: draft.colonia } : {}),
    street: draft.street,
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

const toSuggestion = (item: Awaited<ReturnType<typeof calls.suggestions>>[number]): Suggestion => ({
  label: item.label,
  regionId: item.regionId,
  cityId: item.cityId,
  districtId: item.districtId,
  postalCode: item.postalCode,
})

/** The catalogue's colonias of a postal code (the first few: they share a municipality). */
const loadPostalCode = (postalCode: string) => calls.suggestions(postalCode).then((items) => items.map(toSuggestion))

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
            items: items.map(toSuggestion),
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

/**
 * Municipalities of the chosen state named like the one typed (for a postal code the catalogue
 * lacks, where the municipality is written by hand), a moment after typing rests.
 */
function useMunicipalities(typed: string, regionId: string): ListState<Place> {
  const [state, setState] = useState<ListState<Place> & { key: string }>({ ...IDLE, key: '' })
  const term = typed.trim()
  const key = term.length >= 2 ? `${regionId}|${term}` : ''
  useEffect(() => {
    if (key === '') return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      calls.citiesNamed(term, regionId, controller.signal).then(
        (items) =>
          !controller.signal.aborted &&
          setState({ status: 'ready', items: items.map((item) => ({ id: item.id, label: item.title })), key }),
        () => !controller.signal.aborted && setState({ status: 'failed', items: [], key }),
      )
    }, 300)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [key, term, regionId])
  return state.key === key && key !== '' ? state : IDLE
}

/**
 * The device's position, asked of the browser only when the person presses the button (the
 * browser then asks her permission), and sent to the ERP (POST geo). Nothing waits for it: the
 * form is sent with or without it.
 */
function useSharePosition(): { position: PositionState; share: () => void } {
  const supported = typeof navigator !== 'undefined' && 'geolocation' in navigator
  const [position, setPosition] = useState<PositionState>(supported ? 'idle' : 'unavailable')
  const share = useCallback(() => {
    if (!supported) return
    setPosition('asking')
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        void calls.saveGeo({ lat: coords.latitude, lng: coords.longitude }).then(
          () => setPosition('saved'),
          () => setPosition('failed'),
        )
      },
      (error) => setPosition(error.code === error.PERMISSION_DENIED ? 'denied' : 'failed'),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 600_000 },
    )
  }, [supported])
  return { position, share }
}

function RegistrationAddressRoute() {
  const { view, send } = useStepMachine((input) =>
    calls.save({
      regionId: input.regionId ?? '',
      cityId: input.cityId ?? '',
      municipality: orNull(input.municipality),
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
          municipality: '',
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
  const postal = useList(/^\d{5}$/.test(draft.postalCode) ? draft.postalCode : '', loadPostalCode)
  const postalCodeStatus: PostalCodeStatus =
    postal.status === 'loading' ? 'loading' : postal.status !== 'ready' ? 'none' : postal.items.length > 0 ? 'known' : 'unknown'
  const unknownPostalCode = postalCodeStatus === 'unknown'
  const municipalities = useMunicipalities(unknownPostalCode ? draft.municipality : '', draft.regionId)
  const { position, share } = useSharePosition()

  // Once per postal code looked up: a known one fills in its state and municipality (and its colonia
  // when it has one only), unless the municipality chosen is already its; an unknown one, the state.
  const filledFor = useRef('')
  useEffect(() => {
    if (postal.status !== 'ready' || filledFor.current === draft.postalCode) return
    filledFor.current = draft.postalCode
    const [first] = postal.items
    if (!first) {
      const regionId = postalCodeRegion(draft.postalCode)
      if (draft.regionId === '' && regionId) keep({ ...draft, regionId })
      return
    }
    if (postal.items.some((item) => item.cityId === draft.cityId)) return
    const only = postal.items.length === 1 ? (first.districtId ?? '') : ''
    keep({ ...draft, regionId: first.regionId, cityId: first.cityId, districtId: only, wardId: '' })
  }, [postal.status, postal.items, draft, keep])

  // A municipality chosen before (or saved before) is written into the field to type it, once per
  // municipality, when the postal code turns out unknown: she need not write it again.
  const namedFor = useRef('')
  useEffect(() => {
    if (!unknownPostalCode || draft.municipality !== '' || draft.cityId === '' || namedFor.current === draft.cityId) return
    const city = cities.items.find((item) => item.id === draft.cityId)
    if (!city) return
    namedFor.current = draft.cityId
    keep({ ...draft, municipality: city.label })
  }, [unknownPostalCode, cities.items, draft, keep])

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
      postalCodeStatus={postalCodeStatus}
      search={search}
      onSearchChange={setSearch}
      suggestions={suggestions}
      onRetrySuggestions={suggestions.retry}
      municipalities={municipalities}
      position={position}
      onSharePosition={share}
      validate={(current) => {
        const result = addressSchema.safeParse(formOf(current, unknownPostalCode))
        return result.success ? [] : fieldIssues(result)
      }}
      toValues={(current) => {
        const values = addressSchema.parse(formOf(current, unknownPostalCode))
        const colonia = values.colonia ?? ''
        return {
          regionId: values.regionId,
          cityId: values.cityId,
          municipality: values.municipality ?? '',
          districtId: values.districtId ?? '',
          wardId: values.wardId ?? '',
          street: colonia === '' ? values.street : `${values.street}${COLONIA_JOIN}${colonia}`,
          exteriorNumber: values.exteriorNumber,
          interiorNumber: values.interiorNumber ?? '',
          postalCode: values.postalCode,
        }
      }}
    />
  )
}
