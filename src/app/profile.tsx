import { useEffect, useState } from 'react'
import type { FormValues } from '../../machines/form.machine'
import { pathFor, type Locale } from '../domain/routes'
import { documentCalls, type SavedFile } from '../api/documents'
import { profileCalls } from '../api/profile'
import { referralCalls } from '../api/referrals'
import { fieldIssues } from '../domain/forms/issues'
import { referralBody, referralSchema, type OwnContacts } from '../domain/forms/referral'
import { DocumentsSection, type DownloadKey } from '../screens/profile/documents/DocumentsSection'
import { ProfileScreen } from '../screens/profile/overview/ProfileScreen'
import {
  EMPTY_REFERRAL,
  ReferralsSection,
  type ReferralDraft,
  type ReferralEdit,
} from '../screens/profile/referrals/ReferralsSection'
import { api } from './api'
import { useLoad } from './flow'
import { useFormActor, useStoredDraft } from './profile-account'

const profile = profileCalls(api)
const documents = documentCalls(api)
const referrals = referralCalls(api)

/** The body of POST/PATCH referrals from the checked values the form machine carries ('' for no contact). */
const asReferral = (values: FormValues) => ({ name: values.name ?? '', phone: values.phone || null, email: values.email || null })

/** Saves a downloaded file under its name, as the browser saves an attachment. */
export function saveFile({ blob, fileName }: SavedFile): void {
  const url = URL.createObjectURL(blob)
  const anchor = document.createElement('a')
  anchor.href = url
  anchor.download = fileName
  anchor.hidden = true
  document.body.append(anchor)
  anchor.click()
  anchor.remove()
  // The browser has started the download once the click returned; the URL may go a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

/** The documents: the list, and each download saved as a PDF; one at a time, its failure shown. */
function useDownloads() {
  const [busy, setBusy] = useState<DownloadKey | null>(null)
  const [failed, setFailed] = useState<DownloadKey | null>(null)
  const run = (key: DownloadKey, download: () => Promise<SavedFile>) => {
    if (busy) return
    setBusy(key)
    setFailed(null)
    download().then(
      (file) => {
        saveFile(file)
        setBusy(null)
      },
      () => {
        setBusy(null)
        setFailed(key)
      },
    )
  }
  return { busy, failed, run }
}

/**
 * `/profile`: the overview (profile, loan, application), the documents and the
 * referrals, each loaded on its own so one failing leaves the others; the invitation is a form
 * machine whose draft survives a reload.
 */
export function ProfileContainer({ locale }: { locale: Locale }) {
  const overview = useLoad(() => profile.overview())
  const docs = useLoad(() => documents.list())
  const list = useLoad(() => referrals.list())
  const downloads = useDownloads()
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
        hasDraft={hasDraft}
        busy={downloads.busy}
        failed={downloads.failed}
        onDocument={(document) => downloads.run(`document-${document.id}`, () => documents.temporary(document))}
        onLatest={(type) => downloads.run(`latest-${type}`, () => documents.download(type))}
        onDraft={() => downloads.run('draft', () => documents.draft())}
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
