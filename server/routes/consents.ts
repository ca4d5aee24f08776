import type { OpenAPIHono } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { downloadConsent, listConsents } from '../../api'
import { findClientById } from '../accounts/clients'
import { clientConsents, ownConsent } from '../accounts/consents'
import { refuse } from '../auth/refuse'
import { clientIdOf } from '../auth/session'
import type { ConsentRow } from '../db'
import { consentFileName, consentTextAt, renderConsentPdf } from '../documents/consent-pdf'
import { fullName } from '../loans/documents'
import { mexicoDate } from '../pricing/today'
import type { Services } from '../services'
import { pdfAnswer } from './loan-documents'

const notFound = (c: Context) => refuse(c, 404, 'Not found.', { code: 'not_found' })

/** The text a record names; a version this ERP no longer knows would be a lost text, so it fails loudly. */
function textOf(row: ConsentRow) {
  const text = consentTextAt(row.kind, row.text_version)
  if (!text) throw new Error(`consent ${row.id}: no text ${row.kind} at version ${row.text_version}`)
  return text
}

/** GET consents and consents/{id}/pdf: the client's own consents only. */
export function mountConsents(app: OpenAPIHono, services: Services): void {
  const { db } = services

  app.openapi(listConsents, async (c) => {
    const rows = await clientConsents(db, clientIdOf(c))
    const data = rows.map((row) => {
      const text = textOf(row)
      return {
        id: row.id,
        kind: row.kind,
        title: text.title,
        textVersion: row.text_version,
        acceptedAt: row.accepted_at,
        ip: row.ip,
        userAgent: row.user_agent,
        method: row.method,
        fileName: consentFileName(text),
      }
    })
    return c.json({ data }, 200)
  })

  app.openapi(downloadConsent, async (c) => {
    const { id } = c.req.valid('param')
    if (!/^\d{1,15}$/.test(id)) return notFound(c)
    const clientId = clientIdOf(c)
    const row = await ownConsent(db, clientId, Number(id))
    const client = row && (await findClientById(db, clientId))
    if (!row || !client) return notFound(c)
    const text = textOf(row)
    const bytes = await renderConsentPdf({
      text,
      acceptedAt: row.accepted_at,
      ip: row.ip,
      userAgent: row.user_agent,
      method: row.method,
      name: fullName(client),
      email: client.email,
      today: mexicoDate(services.now()),
    })
    return pdfAnswer(c, bytes, consentFileName(text))
  })
}
