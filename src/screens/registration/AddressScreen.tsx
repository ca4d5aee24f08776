import { Trans, useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import type { FormEvent as FormMachineEvent } from '../../../machines/form.machine'
import { useStepForm, type StepView } from '../forms/step-form'
import type { FieldIssue } from '../../domain/forms/issues'
import { ALPHANUMERIC_MASK } from '../../domain/masks'
import { Banner, Button, Select, TextField } from '../../ui'
import { commonProblem, ruleMessage } from '../forms/problems'
import '../auth/auth.css'
import './registration.css'

/** The fields of the address form, as typed or chosen (ids of the geography lists). */
export interface AddressDraft {
  regionId: string
  cityId: string
  districtId: string
  wardId: string
  /** The municipality, typed where SEPOMEX's catalogue does not know the postal code. */
  municipality: string
  street: string
  /** The colonia, typed where the catalogue offers none for the municipality or the postal code. */
  colonia: string
  exteriorNumber: string
  interiorNumber: string
  postalCode: string
}

export const EMPTY_ADDRESS: AddressDraft = {
  regionId: '',
  cityId: '',
  districtId: '',
  wardId: '',
  municipality: '',
  street: '',
  colonia: '',
  exteriorNumber: '',
  interiorNumber: '',
  postalCode: '',
}

/** One entry of a geography select; a colonia knows its postal code. */
export interface Place {
  id: string
  label: string
  postalCode?: string
}

/** A list the screen waits for: nothing asked yet, on its way, there, or failed (with a retry). */
export interface ListState<T> {
  status: 'idle' | 'loading' | 'ready' | 'failed'
  items: T[]
}

export type GeographyLevel = 'regions' | 'cities' | 'districts' | 'wards'

export type Geography = Record<GeographyLevel, ListState<Place>>

/**
 * What SEPOMEX's catalogue says of the postal code written: nothing to ask yet (not 5 digits), on
 * its way, known (state and municipality filled in, its colonias offered), or unknown (the
 * municipality and colonia are typed); a lookup that failed reads as `none`, and the lists stay.
 */
export type PostalCodeStatus = 'none' | 'loading' | 'known' | 'unknown'

/** A suggestion of the ERP (addresses/list), ready to fill the selects and the postal code. */
export interface Suggestion {
  label: string
  regionId: string
  cityId: string
  districtId: string | null
  postalCode: string | null
}

/**
 * The position the person may share (POST geo): not offered where the browser has none; asked of
 * the browser on her press; saved, refused by her, or not obtained. The form never waits for it.
 */
export type PositionState = 'unavailable' | 'idle' | 'asking' | 'saved' | 'denied' | 'failed'

export interface AddressScreenProps {
  view: StepView
  send: (event: FormMachineEvent) => void
  draft: AddressDraft
  onDraftChange: (draft: AddressDraft) => void
  geography: Geography
  onRetry: (level: GeographyLevel) => void
  postalCodeStatus: PostalCodeStatus
  /** What the user searches suggestions with, and what came back. */
  search: string
  onSearchChange: (search: string) => void
  suggestions: ListState<Suggestion>
  onRetrySuggestions: () => void
  /** For a municipality typed by hand: the state's municipalities named like it (GET address/city). */
  municipalities: ListState<Place>
  position: PositionState
  onSharePosition: () => void
  /** The domain rules of the address form: the issues of a draft, or none. */
  validate: (draft: AddressDraft) => FieldIssue[]
  /** Turns a valid draft into what the ERP receives (string values of the form machine). */
  toValues: (draft: AddressDraft) => Record<string, string>
}

type Field = keyof AddressDraft

const ORDER: Field[] = [
  'postalCode',
  'regionId',
  'cityId',
  'municipality',
  'districtId',
  'wardId',
  'colonia',
  'street',
  'exteriorNumber',
  'interiorNumber',
]

/** Five digits at most. */
const POSTAL_CODE_MASK = { mask: /^\d{0,5}$/ }

/** `/registration/address`: where the applicant lives, with dependent selects and suggestions. */
export function AddressScreen({
  view,
  send,
  draft,
  onDraftChange,
  geography,
  onRetry,
  postalCodeStatus,
  search,
  onSearchChange,
  suggestions,
  onRetrySuggestions,
  municipalities,
  position,
  onSharePosition,
  validate,
  toValues,
}: AddressScreenProps) {
  const { t, i18n } = useLingui()
  const submitting = view.state === 'submitting' || view.state === 'done'
  const { errors, change, submit, register } = useStepForm({
    draft,
    onDraftChange,
    problem: view.problem,
    busy: submitting,
    order: ORDER,
    message: (_, status) => ruleMessage(i18n, status),
    validate,
    onValid: (current) => send({ type: 'submit', values: toValues(current) }),
  })
  const general = commonProblem(i18n, view.problem)
  const failed = view.problem !== null && view.problem.violations.length === 0 && general === null
  const street = useRef<HTMLInputElement | null>(null)

  /** A new state empties the places inside it; so does a new municipality and a new colonia. */
  function choose(level: 'regionId' | 'cityId' | 'districtId' | 'wardId', id: string | null) {
    const value = id ?? ''
    if (value === draft[level]) return
    if (level === 'regionId') change({ regionId: value, cityId: '', districtId: '', wardId: '' })
    else if (level === 'cityId') change({ cityId: value, districtId: '', wardId: '' })
    else if (level === 'districtId') {
      const postalCode = geography.districts.items.find((item) => item.id === value)?.postalCode
      change({ districtId: value, wardId: '', ...(postalCode ? { postalCode } : {}) })
    } else change({ wardId: value })
  }

  function pick(suggestion: Suggestion) {
    change({
      regionId: suggestion.regionId,
      cityId: suggestion.cityId,
      districtId: suggestion.districtId ?? '',
      wardId: '',
      postalCode: suggestion.postalCode ?? draft.postalCode,
    })
    onSearchChange('')
    street.current?.focus()
  }

  const input = (name: Field) => ({
    inputRef: (element: HTMLInputElement | null) => {
      register(name)(element)
      if (name === 'street') street.current = element
    },
    name,
    isInvalid: errors[name] !== undefined,
    errorMessage: errors[name],
    value: draft[name],
    onChange: (value: string) => change({ [name]: value }),
  })

  const { regions, cities, wards } = geography
  const unknownPostalCode = postalCodeStatus === 'unknown'
  // A known postal code narrows the colonias to its own.
  const ofPostalCode = geography.districts.items.filter((item) => item.postalCode === draft.postalCode)
  const districts = ofPostalCode.length > 0 ? { ...geography.districts, items: ofPostalCode } : geography.districts
  const listsNone = draft.cityId !== '' && districts.status === 'ready' && districts.items.length === 0
  // Her colonia may be missing from the catalogue's list: then she writes it (a colonia written stays written).
  const [notListed, setNotListed] = useState(false)
  const writesColonia = draft.cityId !== '' && draft.districtId === '' && (notListed || draft.colonia !== '')
  const noColonias = unknownPostalCode || listsNone || writesColonia
  const showDistricts = draft.cityId !== '' && !noColonias
  const showWards = draft.districtId !== '' && wards.status === 'ready' && wards.items.length > 0

  const place = (
    level: 'regionId' | 'cityId' | 'districtId' | 'wardId',
    list: ListState<Place>,
    label: string,
    retryLevel: GeographyLevel,
    required: boolean,
  ) => (
    <div className="registration-form__place" ref={register(level)}>
      <Select
        name={level}
        label={label}
        items={list.items}
        selectedKey={draft[level] === '' ? null : draft[level]}
        onSelectionChange={(id) => choose(level, id)}
        isDisabled={list.status !== 'ready' || submitting}
        isRequired={required}
        isInvalid={errors[level] !== undefined}
        errorMessage={errors[level]}
        placeholder={list.status === 'loading' ? t`Loading…` : undefined}
      />
      {list.status === 'loading' && (
        <p className="registration-form__loading" role="status">
          <span className="ui-spinner" aria-hidden="true" /> <Trans>Loading the options…</Trans>
        </p>
      )}
      {list.status === 'failed' && (
        <div className="registration-form__failed" role="alert">
          <p>
            <Trans>We could not load the options.</Trans>
          </p>
          <Button variant="secondary" onPress={() => onRetry(retryLevel)}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}
    </div>
  )

  return (
    <section className="registration-screen" aria-labelledby="page-title">
      <h1 id="page-title">
        <Trans>Your address</Trans>
      </h1>
      <p className="auth-screen__lead">
        <Trans>Where you live now, as on a recent utility bill.</Trans>
      </p>
      {general && <Banner tone="error">{general}</Banner>}
      {failed && (
        <Banner tone="error">
          <Trans>We could not save your address. Try again; what you wrote is still here.</Trans>
        </Banner>
      )}
      <form className="registration-form" noValidate onSubmit={submit} aria-busy={submitting}>
        <fieldset className="registration-form__group">
          <legend>
            <Trans>Find your address</Trans>
          </legend>
          <TextField
            name="search"
            type="search"
            label={t`Postal code, colonia or municipality`}
            description={t`Pick a suggestion to fill in the state, municipality, colonia and postal code.`}
            autoComplete="off"
            value={search}
            onChange={onSearchChange}
          />
          <Suggestions search={search} suggestions={suggestions} onPick={pick} onRetry={onRetrySuggestions} />
        </fieldset>
        <fieldset className="registration-form__group">
          <legend>
            <Trans>Place</Trans>
          </legend>
          <TextField
            {...input('postalCode')}
            label={t`Postal code`}
            description={
              unknownPostalCode
                ? t`We do not know this postal code yet: choose your state and write your municipality and colonia.`
                : t`5 digits. We fill in your state and municipality from it.`
            }
            inputMode="numeric"
            autoComplete="postal-code"
            mask={POSTAL_CODE_MASK}
            isRequired
          />
          {postalCodeStatus === 'loading' && (
            <p className="registration-form__loading" role="status">
              <span className="ui-spinner" aria-hidden="true" /> <Trans>Looking up the postal code…</Trans>
            </p>
          )}
          {place('regionId', regions, t`State`, 'regions', true)}
          {unknownPostalCode && (
            <TextField
              {...input('municipality')}
              label={t`Municipality`}
              autoComplete="address-level2"
              mask={ALPHANUMERIC_MASK}
              isRequired
            />
          )}
          {unknownPostalCode &&
            municipalities.status === 'ready' &&
            municipalities.items.length > 0 &&
            !municipalities.items.some((item) => item.label === draft.municipality) && (
              <ul className="registration-suggestions" aria-label={t`Municipalities of this state with a name like yours`}>
                {municipalities.items.map((item) => (
                  <li key={item.id}>
                    <Button
                      variant="ghost"
                      className="registration-suggestions__item"
                      onPress={() => change({ municipality: item.label })}
                    >
                      {item.label}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          {!unknownPostalCode && draft.regionId !== '' && place('cityId', cities, t`Municipality`, 'cities', true)}
          {showDistricts && place('districtId', districts, t`Colonia (optional)`, 'districts', false)}
          {showWards && place('wardId', wards, t`Ward (optional)`, 'wards', false)}
          {showDistricts && districts.status === 'ready' && (
            <Button
              variant="link"
              className="registration-form__switch"
              onPress={() => {
                setNotListed(true)
                change({ districtId: '', wardId: '' })
              }}
            >
              <Trans>My colonia is not on the list</Trans>
            </Button>
          )}
          {noColonias && (
            <TextField
              {...input('colonia')}
              label={t`Colonia (optional)`}
              description={listsNone ? t`We have no list of colonias for this municipality: write yours.` : undefined}
              autoComplete="address-level3"
              mask={ALPHANUMERIC_MASK}
            />
          )}
          {writesColonia && !unknownPostalCode && !listsNone && (
            <Button
              variant="link"
              className="registration-form__switch"
              onPress={() => {
                setNotListed(false)
                change({ colonia: '' })
              }}
            >
              <Trans>Choose my colonia from the list</Trans>
            </Button>
          )}
        </fieldset>
        <fieldset className="registration-form__group">
          <legend>
            <Trans>Street and number</Trans>
          </legend>
          <TextField {...input('street')} label={t`Street`} autoComplete="address-line1" mask={ALPHANUMERIC_MASK} isRequired />
          <div className="registration-form__row">
            <TextField {...input('exteriorNumber')} label={t`Exterior number`} mask={ALPHANUMERIC_MASK} isRequired />
            <TextField
              {...input('interiorNumber')}
              label={t`Interior number (optional)`}
              autoComplete="address-line2"
              mask={ALPHANUMERIC_MASK}
            />
          </div>
        </fieldset>
        {position !== 'unavailable' && (
          <div className="registration-form__position">
            <Button
              variant="secondary"
              onPress={onSharePosition}
              isPending={position === 'asking'}
              isDisabled={position === 'saved'}
            >
              <Trans>Share my location (optional)</Trans>
            </Button>
            <p className="registration-form__hint" aria-live="polite">
              {position === 'saved' ? (
                <Trans>Thank you: we saved your location.</Trans>
              ) : position === 'denied' ? (
                <Trans>You did not allow your location. You can go on without it.</Trans>
              ) : position === 'failed' ? (
                <Trans>We could not get your location. You can go on without it.</Trans>
              ) : (
                <Trans>It helps us confirm where you live. Your browser asks you first, and you can go on without it.</Trans>
              )}
            </p>
          </div>
        )}
        <Button type="submit" size="lg" isPending={submitting}>
          <Trans>Continue</Trans>
        </Button>
      </form>
    </section>
  )
}

function Suggestions({
  search,
  suggestions,
  onPick,
  onRetry,
}: {
  search: string
  suggestions: ListState<Suggestion>
  onPick: (suggestion: Suggestion) => void
  onRetry: () => void
}) {
  const { t } = useLingui()
  const term = search.trim()
  if (term.length < 2) return null
  if (suggestions.status === 'loading' || suggestions.status === 'idle')
    return (
      <p className="registration-form__loading" role="status">
        <span className="ui-spinner" aria-hidden="true" /> <Trans>Looking for addresses…</Trans>
      </p>
    )
  if (suggestions.status === 'failed')
    return (
      <div className="registration-form__failed" role="alert">
        <p>
          <Trans>We could not load the suggestions.</Trans>
        </p>
        <Button variant="secondary" onPress={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    )
  if (suggestions.items.length === 0)
    return (
      <p className="registration-form__hint" role="status">
        <Trans>No suggestions for “{term}”. Choose your state and municipality below.</Trans>
      </p>
    )
  return (
    <ul className="registration-suggestions" aria-label={t`Suggested addresses`}>
      {suggestions.items.map((suggestion, index) => (
        <li key={`${index}-${suggestion.label}`}>
          <Button variant="ghost" className="registration-suggestions__item" onPress={() => onPick(suggestion)}>
            {suggestion.label}
          </Button>
        </li>
      ))}
    </ul>
  )
}
