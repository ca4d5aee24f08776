import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { APIRequestContext, Page, Route } from '@playwright/test'
import { UPLOAD as UPLOAD_ID, UPLOADS as UPLOADS_ID } from '../../machines/ids'
import { pathFor } from '../../src/domain/routes'
import { png } from './images'
import { browserFaults, drop, keepResult, liveHistory, liveStates, passedThrough, sorted, watchActors } from './journeys/live'
import { selectJourneys, type JourneyStep } from './journeys/select'
import {
  oracleRows,
  STEP_PAGES,
  uploadJourneys,
  type UploadAct,
  type UploadArrange,
  type UploadCall,
  type UploadFile,
} from './journeys/upload'
import { SCREENS, UPLOAD } from './journeys/words'
import { apiLogin, bearer, expect, newClient, test, useToken } from './support'
import { keepThumbnail } from './journeys/thumbnails'

/*
 * The journeys generated from the upload machine's paths (docs/QA.md, "Generated journeys"), chosen
 * by tests/e2e/journeys/select.ts as the other machines' are, and played on the registration's ID
 * step against the reference ERP: a new client chooses one file there, and the rules, the ERP and
 * the row's buttons take it on. Wherever the model rests, the page must be the one the oracle
 * (tests/model/oracle/upload.md) says of the step's last transition (`stays`: the step's page, its
 * address and heading from the screens table), the file's row must show what its file column says,
 * the ERP must keep the document exactly where the row says it was received, and the app's own
 * actors must be in the model's states, read as the flow visualiser reads another tab: the step's
 * files as `uploads`, the file chosen last as `upload` (a file whose row left the list must have
 * passed through its end, and no file is followed any more).
 */

const DOCUMENT = '/web/private/client/client-document'
const CALLS: Readonly<Record<UploadCall, (url: URL, method: string) => boolean>> = {
  send: (url, method) => method === 'POST' && url.pathname === DOCUMENT,
  remove: (url, method) => method === 'DELETE' && url.pathname.startsWith(`${DOCUMENT}/`),
}

/** The ERP's answer to a body over its limit (server/routes/uploads.ts), which the app never sends it. */
const TOO_LARGE = (route: Route) =>
  route.fulfill({
    status: 413,
    contentType: 'application/json',
    body: JSON.stringify({ error: { code: 'payload_too_large', details: { message: 'The document is too large.' } } }),
  })

/** Such calls fail in this browser only until the next action of a person: no answer, or the ERP's 413. */
function faults(page: Page) {
  const failures = browserFaults(page, CALLS, (url) => url.pathname.startsWith(DOCUMENT))
  return {
    add: ({ fault, answer }: UploadArrange) => failures.add(fault, answer === 'drop' ? drop : TOO_LARGE),
    lift: failures.lift,
  }
}

const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
)

/** Each file as a person has it on her phone or computer, named as its row reads it; modified `ageMs` ago. */
function fileOf(kind: UploadFile): string {
  const bytes: Record<UploadFile, Buffer | string> = {
    photo: png(400, 260),
    text: 'esto no es una imagen',
    'old-camera': JPEG,
    large: Buffer.concat([JPEG, Buffer.alloc(10 * 1024 * 1024)]),
    tiny: png(1, 1),
  }
  const path = join(mkdtempSync(join(tmpdir(), 'lana-journeys-upload-')), UPLOAD.files[kind])
  writeFileSync(path, bytes[kind])
  if (kind === 'old-camera') {
    const then = new Date(Date.now() - 10 * 60_000)
    utimesSync(path, then, then)
  }
  return path
}

const row = (page: Page, kind: UploadFile) => page.getByRole('listitem', { name: UPLOAD.files[kind] })

async function act(page: Page, action: UploadAct, chosen: UploadFile) {
  if ('choose' in action)
    await page.getByLabel(action.choose === 'old-camera' ? UPLOAD.camera : UPLOAD.picker).setInputFiles(fileOf(action.choose))
  else await row(page, chosen).getByRole('button', { name: UPLOAD.buttons[action.press] }).click()
}

/** The documents of the ID the ERP keeps for the client. */
async function keptDocuments(request: APIRequestContext, token: string): Promise<number> {
  const answer = await request.get(`${DOCUMENT}/state`, { headers: bearer(token) })
  expect(answer.status()).toBe(200)
  const { data } = (await answer.json()) as { data: { documents: { type: string }[] } }
  return data.documents.filter((document) => document.type === 'id_document').length
}

/** The row reads a reason, as the oracle says; the one the refusal of the model's path has, word for word. */
async function readsReason(shown: ReturnType<typeof row>, reason: keyof typeof UPLOAD.reasons | undefined) {
  await expect(shown.getByRole('alert')).toBeVisible()
  if (reason === undefined) throw new Error('the oracle says the row reads a reason; the model has none')
  await expect(shown.getByRole('alert')).toHaveText(UPLOAD.reasons[reason])
}

/** What the file's row shows, as the oracle's file column says it (tests/model/oracle/upload.md). */
async function rowShows(page: Page, chosen: UploadFile, file: string, step: JourneyStep<UploadAct, UploadArrange>) {
  const shown = row(page, chosen)
  const reason = step.shows?.key.split(' · ')[2] as keyof typeof UPLOAD.reasons | undefined
  if (file === 'gone') {
    await expect(shown).toHaveCount(0)
    return
  }
  if (file === 'received') {
    await expect(shown).toContainText(UPLOAD.received)
    await expect(shown.getByRole('button', { name: UPLOAD.buttons.delete })).toBeVisible()
    await expect(shown.getByRole('alert')).toHaveCount(0)
  } else if (file === 'refused') {
    await readsReason(shown, reason)
    await expect(shown.getByRole('button', { name: UPLOAD.buttons.retry })).toBeVisible()
    await expect(shown.getByRole('button', { name: UPLOAD.buttons.dismiss })).toBeVisible()
    await expect(shown).not.toContainText(UPLOAD.received)
  } else if (file === 'not deleted') {
    await expect(shown).toContainText(UPLOAD.received)
    await readsReason(shown, reason)
    await expect(shown.getByRole('button', { name: UPLOAD.buttons.delete })).toBeVisible()
  } else throw new Error(`the journeys do not rest where the file's row is ${file}`)
}

const selection = selectJourneys('upload', uploadJourneys)

test.describe(`${selection.machine} journeys`, () => {
  test.afterEach(({ page }, testInfo) => keepResult(page, testInfo))

  for (const journey of selection.journeys) {
    // What the oracle says of each step's last transition: the page, and what the file's row shows.
    const rows = oracleRows(journey)
    test.describe(journey.covers.join(', '), () => {
      test(journey.name, async ({ page, request }) => {
        const client = await newClient(request)
        const token = await apiLogin(request, client.email, client.password)
        await useToken(page, token)
        const failures = faults(page)
        await watchActors(page)
        await page.goto(pathFor(STEP_PAGES[journey.setup.step], 'es'))
        await expect(page.getByLabel(UPLOAD.picker)).toBeVisible()
        const first = journey.steps[0]!.act
        if (first === null || !('choose' in first)) throw new Error(`${journey.name}: no file is chosen first`)
        const chosen = first.choose
        let since = 0
        for (const [index, step] of journey.steps.entries()) {
          const { file, page: route } = rows[index]!
          await test.step(`${index + 1}. ${step.event.type}${step.act ? ` by ${JSON.stringify(step.act)}` : ' (the ERP answers)'}`, async () => {
            if (step.act !== null) {
              await failures.lift()
              for (const arrangement of step.arrange) await failures.add(arrangement)
              since = await liveHistory(page)
              await act(page, step.act, chosen)
            }
            // A press on the row moves the file's actor, followed already, at once: it must pass through the model's state.
            if (step.by === 'user')
              await expect
                .poll(() => passedThrough(page, UPLOAD_ID, since, step.states), { intervals: [100], message: 'upload states' })
                .toBe(true)
            if (!step.rests) return
            const screen = SCREENS.get(route)!
            await expect(page).toHaveURL(new RegExp(`${screen.url}$`))
            await expect(page).toHaveTitle(`${screen.title} · Lana Clara`)
            await expect(page.getByRole('heading', { level: 1, name: screen.heading, exact: true })).toBeVisible()
            await rowShows(page, chosen, file, step)
            await keepThumbnail(page, route)
            await expect
              .poll(() => liveStates(page, UPLOADS_ID), { timeout: 10_000, intervals: [100], message: 'uploads states' })
              .toEqual(sorted(['uploads', 'uploads.listing']))
            if (file === 'gone') {
              // Its actor ended and left the list: it must have been there, and no file is followed now.
              await expect
                .poll(() => passedThrough(page, UPLOAD_ID, since, step.states), { intervals: [100], message: 'upload states' })
                .toBe(true)
              await expect.poll(() => liveStates(page, UPLOAD_ID), { intervals: [100], message: 'upload followed' }).toBeNull()
            } else
              await expect
                .poll(() => liveStates(page, UPLOAD_ID), { timeout: 10_000, intervals: [100], message: 'upload states' })
                .toEqual(sorted(step.states))
            // The money's risk: the ERP keeps the document exactly where the row says it was received.
            expect(await keptDocuments(request, token)).toBe(file === 'received' || file === 'not deleted' ? 1 : 0)
          })
        }
      })
    })
  }
})
