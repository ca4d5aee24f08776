import type { Kysely } from 'kysely'
import { payDateOptions } from '../src/domain/pay-dates'
import { saveClabe } from './accounts/banking'
import { saveDetails } from './accounts/details'
import { checkAddress, checkEmployment, checkReference } from './accounts/registration-steps'
import { stamp, type Database } from './db'
import { mexicoToday } from './pricing/today'
import * as veriff from './providers/veriff'
import { listEmploymentPositions } from './reference/employment'
import { storeDocument } from './uploads/documents'

/**
 * The seed clients who have borrowed before did what the journey asks of a borrower, through the
 * same rules the ERP applies to every client's calls (the registration steps' checks, the
 * document store, the CLABE rules): registration done, an ID document on file whose identity
 * check passed, and a CLABE to pay out to. So on a fresh database they can apply and sign again
 * from the app, as the flow allows and nothing more.
 */

/** A 1×1 PNG: the ID document the seed keeps on file (the format is checked, the content is the provider's). */
const ID_PHOTO = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='

interface SeedBorrower {
  email: string
  /** Their pay cycle and a pay-date option of it for today. */
  pay: (today: Date) => { salaryCycle: 'semi_monthly' | 'biweekly'; payDates: string }
  clabe: string
  relative: { fullName: string; phone: string }
}

const BORROWERS: readonly SeedBorrower[] = [
  {
    email: 'repetida@example.mx',
    pay: () => ({ salaryCycle: 'semi_monthly', payDates: '15,30' }),
    // 012 BBVA, plaza 180 (Ciudad de México).
    clabe: '012180015000000013',
    relative: { fullName: 'Laura Méndez Ortiz', phone: '5520000002' },
  },
  {
    email: 'activa@example.mx',
    // Biweekly: the option of today's list that falls on one of her Fridays is the first one in step.
    pay: (today) => ({ salaryCycle: 'biweekly', payDates: payDateOptions('biweekly', today)[0]!.value }),
    // 002 Banamex, plaza 180.
    clabe: '002180015000000036',
    relative: { fullName: 'Jorge Ramírez Soto', phone: '5520000003' },
  },
]

export async function seedRegistrations(db: Kysely<Database>, now: Date): Promise<void> {
  const today = mexicoToday(now)
  const at = stamp(now)
  for (const borrower of BORROWERS) {
    const client = await db
      .selectFrom('clients')
      .select(['id', 'mobile_phone'])
      .where('email', '=', borrower.email)
      .executeTakeFirst()
    if (!client) continue
    const done = await db
      .selectFrom('client_details')
      .select('reference_at')
      .where('client_id', '=', client.id)
      .executeTakeFirst()
    if (done?.reference_at) continue

    const address = checkAddress({
      regionId: '09',
      cityId: '09015',
      districtId: '09015-0947',
      street: 'Colima',
      exteriorNumber: '1',
      postalCode: '06700',
    })
    const employment = checkEmployment(
      {
        employmentStatus: 'employed_full_time',
        position: listEmploymentPositions('employed_full_time')[0]!.key,
        companyName: 'Comercial del Centro',
        workPhone: '5555555555',
        monthlyIncome: '18000',
        ...borrower.pay(today),
      },
      now,
    )
    const reference = checkReference(borrower.relative, client.mobile_phone)
    if (!address.ok || !employment.ok || !reference.ok)
      throw new Error(`the seed registration of ${borrower.email} breaks the ERP's own rules`)
    // Their pay days are seeded with the account (the pay reference dates their loans fell due on): only the details are written.
    await saveDetails(
      db,
      client.id,
      {
        ...address.value,
        ...employment.value.details,
        ...reference.value,
        details_at: at,
        address_at: at,
        employment_at: at,
        reference_at: at,
      },
      now,
    )

    const stored = await storeDocument(db, client.id, 'id_document', ID_PHOTO, now)
    if (!stored.ok) throw new Error(`the seed ID document of ${borrower.email} was refused: ${stored.reason}`)
    // The identity provider's decision, as development steering gives it (dev tools: the seed runs only there).
    const session = await veriff.submitDocument({ db, devTools: true }, client.id, stored.document.id, now)
    await veriff.decide(db, session.id, 'approved', now)

    const refused = await saveClabe({ db, now: () => now }, client.id, borrower.clabe)
    if (refused.length > 0) throw new Error(`the seed CLABE of ${borrower.email} was refused: ${JSON.stringify(refused)}`)
  }
}
