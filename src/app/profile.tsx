import { useEffect, useState } from 'react'
import type { FormValues } from '../../machines/form.machine'
import { pathFor, type Locale } from '../domain/routes'
import { consentCalls } from '../api/consents'
import { documentCalls } from '../api/documents'
import { profileCalls } from '../api/profile'
import { referralCalls } from '../api/referrals'
import { fieldIssues } from '../domain/forms/issues'
import { referralBody, referralSchema, type OwnContacts } from '../domain/forms/referral'
import { ConsentsSection, type ConsentDownloadKey } from '../screens/profile/documents/ConsentsSection'
import { DocumentsSection, type DownloadKey } from '../screens/profile/documents/DocumentsSection'
import { ProfileScreen } from '../screens/profile/overview/ProfileScreen'
import {
  EMPTY_REFERRAL,
  ReferralsSection,
  type ReferralDraft,
  type ReferralEdit,
} from '../screens/profile/referrals/ReferralsSection'
import { api } from './api'
import { useDownloads } from './downloads'
import { useLoad } from './flow'
import { useFormActor, useStoredDraft } from './profile-account'

const profile = profileCalls(api)
const documents = documentCalls(api)
const referrals = referralCalls(api)
const consents = consentCalls(api)

/** The body of POST/PATCH referrals from the checked values the form machine carries ('' for no contact). */
const asReferral = (values: FormValues) => ({ name: values.name ?? '', phone: values.phone || null, email: values.email || null })

/**
 * `/profile`: the overview (profile, loan, application), the documents, the accepted texts and the
 * referrals, each loaded on its own so one failing leaves the others; the invitation is a form
 * machine whose draft survives a reload.
 */
export function ProfileContainer({ locale }: { locale: Locale }) {
  const overview = useLoad(() => profile.overview())
  const [docsPage, setDocsPage] = useState(1)
  const docs = useLoad(() => documents.list(docsPage))
  const list = useLoad(() => referrals.list())
  const downloads = useDownloads<DownloadKey>()
  const accepted = useLoad(() => consents.list())
  const consentDownloads = useDownloads<ConsentDownloadKey>()
  const draft = useStoredDraft('draft.profile.referral', EMPTY_REFERRAL)
  const edit = useStoredDraft('draft.profile.referral-edit', { edit: null as ReferralEdit | null })

  const ready = overview.loaded.state === 'ready' ? overview.loaded.data : null
  const own: OwnContacts = { phone: ready?.profile.info.mobilePhone.number ?? '', email: ready?.profile.email ?? '' }
  const schema = referralSchema(own)

  const invite = useFormActor((values) => referrals.create(asReferral(values)))
  const update = useFormActor((values) => referrals.update(Number(values.id), asReferral(values)))
  /** The form's values once checked: trimmed, the phone as ten digits, the e-mail in lower case. */
  const checked = (values: ReferralDraft) => {
    const body = referralBody(schema.parse(values))
    return { name: body.name, phone: body.phone ?? '', email: body.email ?? '' }
  }

  useEffect(() => {
    if (invite.view.state !== 'done') return
    draft.clear()
    list.retry()
    // `list.retry` is a fresh function each render; the list reloads once per invitation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [invite.view.state])

  useEffect(() => {
    if (update.view.state !== 'done') return
    edit.clear()
    list.retry()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [update.view.state])

  const hasDraft = ready !== null && (ready.loan !== null || ready.application !== null)

  return (
    <ProfileScreen
      load={overview.loaded}
      onRetry={overview.retry}
      links={{
        myLoan: pathFor('profile-my-loan', locale),
        noLoan: pathFor('profile-no-loan', locale),
        flow: pathFor('flow', locale),
        changeEmail: pathFor('profile-change-email', locale),
        changePassword: pathFor('profile-change-password', locale),
        changePhone: pathFor('profile-change-phone', locale),
      }}
    >
      <DocumentsSection
        load={docs.loaded}
        onRetry={docs.retry}
        onPage={(page) => {
          setDocsPage(page)
          docs.retry()
        }}
        hasDraft={hasDraft}
        busy={downloads.busy}
        failed={downloads.failed}
        onDocument={(document) => downloads.run(`document-${document.id}`, () => documents.temporary(document))}
        onLatest={(type) => downloads.run(`latest-${type}`, () => documents.download(type))}
        onDraft={() => downloads.run('draft', () => documents.draft())}
      />
      <ConsentsSection
        load={accepted.loaded}
        onRetry={accepted.retry}
        busy={consentDownloads.busy}
        failed={consentDownloads.failed}
        onDownload={(consent) => consentDownloads.run(`consent-${consent.id}`, () => consents.download(consent))}
      />
      <ReferralsSection
        load={list.loaded}
        onRetry={list.retry}
        draft={draft.draft}
        onDraftChange={(next) => {
          if (draft.save(next) && invite.view.state === 'done') invite.actor.send({ type: 'edit' })
        }}
        inviteView={invite.view}
        onInvite={(values) => invite.actor.send({ type: 'submit', values: checked(values) })}
        validate={(values) => fieldIssues(schema.safeParse(values))}
        updateView={update.view}
        onUpdate={(id, values) => update.actor.send({ type: 'submit', values: { ...checked(values), id: String(id) } })}
        edit={edit.draft.edit}
        onEditChange={(next) => {
          // A correction of another referral, or none, starts from a clean answer.
          if (next?.id !== edit.draft.edit?.id) update.actor.send({ type: 'edit' })
          edit.save({ edit: next })
        }}
      />
    </ProfileScreen>
  )
}
