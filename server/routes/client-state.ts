import type { OpenAPIHono } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { getClientJourney, getVerificationDigit, getVerificationState, updateClientLimit } from '../../api'
import { findClientById } from '../accounts/clients'
import { codeState } from '../accounts/code-state'
import { curpCheckDigit, isCurp } from '../accounts/curp'
import { findDetails } from '../accounts/details'
import { clientJourney } from '../accounts/journey'
import { updateClientLimit as recomputeLimit } from '../applications/client-limit'
import { refuse } from '../auth/refuse'
import { clientIdOf } from '../auth/session'
import type { ClientRow } from '../db'
import type { Services } from '../services'

/**
 * The client's account as it stands (api/routes/client-state.ts): verification state, the CURP's
 * verification digit, the limit update and the journey. Always the token's own client.
 */
export function mountClientState(app: OpenAPIHono, services: Services): void {
  const { db } = services
  const ownClient = (c: Context): Promise<ClientRow | undefined> => findClientById(db, clientIdOf(c))
  const gone = (c: Context) => refuse(c, 401, 'The account no longer exists.', { code: 'invalid_token' })

  app.openapi(getVerificationState, async (c) => {
    const client = await ownClient(c)
    if (!client) return gone(c)
    const [phone, email] = await Promise.all([
      codeState(services, client.mobile_phone, 'phone_verification'),
      codeState(services, client.email, 'email_verification'),
    ])
    return c.json(
      {
        data: {
          phone: {
            number: client.mobile_phone,
            verified: client.phone_verified_at !== null,
            verifiedAt: client.phone_verified_at,
            ...phone,
          },
          email: {
            address: client.email,
            verified: client.email_verified_at !== null,
            verifiedAt: client.email_verified_at,
            ...email,
          },
        },
      },
      200,
    )
  })

  app.openapi(getVerificationDigit, async (c) => {
    const client = await ownClient(c)
    if (!client) return gone(c)
    // The sign-up CURP; a client without one may have saved a CURP as national identifier.
    const saved = client.curp ?? (await findDetails(db, client.id))?.national_identificator ?? null
    const curp = saved && isCurp(saved) ? saved : null
    const expected = curp === null ? null : curpCheckDigit(curp)
    if (curp === null || expected === null) return refuse(c, 404, 'The client has no CURP.', { code: 'no_curp' })
    const stored = curp.charAt(17)
    return c.json({ data: { curp, stored, expected, valid: stored === String(expected) } }, 200)
  })

  app.openapi(updateClientLimit, async (c) => {
    const client = await ownClient(c)
    if (!client) return gone(c)
    return c.json({ data: await recomputeLimit(db, client, services.now()) }, 200)
  })

  app.openapi(getClientJourney, async (c) => {
    const client = await ownClient(c)
    if (!client) return gone(c)
    return c.json({ data: await clientJourney(services, client, services.now()) }, 200)
  })
}
