import type { Kysely } from 'kysely'
import { saveClabe } from './accounts/banking'
import { saveDetails } from './accounts/details'
import { checkAddress, checkEmployment, checkReference } from './accounts/registration-steps'
import { stamp, type Database } from './db'
import { mexicoToday } from './pricing/today'
import * as veriff from './providers/veriff'
import { listEmploymentPositions } from './reference/employment'
import { payDateOn, seedPayDay } from './loans/seed-loan'
import { storeDocument } from './uploads/documents'

/**
 * The seed clients who have borrowed before did what the journey asks of a borrower, through the
 * same rules the ERP applies to every client's calls (the registration steps' checks, the
 * document store, the CLABE rules), on the days they did it: the registration steps minutes after
 * signing up, then, before their first loan, the ID document whose identity check passed, the
 * payslip and bank statement a first loan asks for, and a CLABE to pay out to (except the client
 * who collects her loan in cash, server/loans/seed-loan.ts). So on a fresh
 * database they can apply and sign again from the app, as the flow allows and nothing more, and
 * every date they see precedes the loans that needed it.
 */

/** A 1×1 PNG: the documents the seed keeps on file (the format is checked, the content is the provider's). */
const DOCUMENT_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='

interface SeedBorrower {
  email: string
  /** The registration steps, one minute apart from this instant (after the sign-up of server/seed.ts). */
  registered: (now: Date) => Date
  /** The documents, the identity check and the CLABE: before the first loan of server/loans/seed-loan.ts. */
  documented: (now: Date) => Date
  /** Null: no account given, the loan is collected in cash. */
  clabe: string | null
  relative: { fullName: string; phone: string }
}

const MINUTE_MS = 60_000
const fixed = (instant: string) => () => new Date(instant)
/** Minutes after the seed's instant less one day: the day before, as a sign-up of yesterday (server/seed.ts). */
const yesterdayPlus = (minutes: number) => (now: Date) => new Date(now.getTime() - 24 * 60 * MINUTE_MS + minutes * MINUTE_MS)

const BORROWERS: readonly SeedBorrower[] = [
  {
    email: 'repetida@example.mx',
    registered: fixed('2024-06-01T15:05:00.000Z'),
    documented: fixed('2024-06-02T16:00:00.000Z'),
    // 012 BBVA, plaza 180 (Ciudad de México).
    clabe: '012180015000000013',
    relative: { fullName: 'Laura Méndez Ortiz', phone: '5520000002' },
  },
  {
    email: 'activa@example.mx',
    registered: fixed('2024-03-01T15:05:00.000Z'),
    documented: fixed('2024-03-07T16:00:00.000Z'),
    // 002 Banamex, plaza 180.
    clabe: '002180015000000036',
    relative: { fullName: 'Jorge Ramírez Soto', phone: '5520000003' },
  },
  {
    // Signed up yesterday, registered minutes later and sent her documents within the hour; no CLABE.
    email: 'efectivo@example.mx',
    registered: yesterdayPlus(5),
    documented: yesterdayPlus(60),
    clabe: null,
    relative: { fullName: 'Rosa Vázquez Luna', phone: '5520000005' },
  },
]

export async function seedRegistrations(db: Kysely<Database>, now: Date): Promise<void> {
  for (const borrower of BORROWERS) {
    const client = await db.selectFrom('clients').selectAll().where('email', '=', borrower.email).executeTakeFirst()
    if (!client) continue
    const done = await db
      .selectFrom('client_details')
      .select('reference_at')
      .where('client_id', '=', client.id)
      .executeTakeFirst()
    if (done?.reference_at) continue

    const registered = borrower.registered(now)
    // Each step a minute after the one before, in the order the flow asks for them.
    const [detailsAt, addressAt, employmentAt, referenceAt] = [0, 1, 2, 3].map((minutes) =>
      stamp(new Date(registered.getTime() + minutes * MINUTE_MS)),
    )
    const payDay = seedPayDay(client)
    if (!payDay) throw new Error(`the seed client ${borrower.email} has no pay days`)
    const employmentDay = new Date(employmentAt ?? registered)
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
        // The option of that day's pay-date list that pays on her declared pay days, as the form offered it.
        salaryCycle: payDay.cycle,
        payDates: payDateOn(payDay, mexicoToday(employmentDay)),
      },
      employmentDay,
    )
    const reference = checkReference(borrower.relative, client.mobile_phone)
    if (!address.ok || !employment.ok || !reference.ok)
      throw new Error(`the seed registration of ${borrower.email} breaks the ERP's own rules`)
    // Their pay days are seeded with the account (the pay dates their loans fell due on): only the details are written.
    await saveDetails(
      db,
      client.id,
      {
        ...address.value,
        ...employment.value.details,
        ...reference.value,
        details_at: detailsAt,
        address_at: addressAt,
        employment_at: employmentAt,
        reference_at: referenceAt,
      },
      registered,
    )

    const documented = borrower.documented(now)
    const stored = await storeDocument(db, client.id, 'id_document', DOCUMENT_PNG, documented)
    if (!stored.ok) throw new Error(`the seed ID document of ${borrower.email} was refused: ${stored.reason}`)
    // The identity provider's decision, as development steering gives it (dev tools: the seed runs only there).
    const session = await veriff.submitDocument({ db, devTools: true }, client.id, stored.document.id, documented)
    await veriff.decide(db, session.id, 'approved', new Date(documented.getTime() + MINUTE_MS))
    // The proof of income a first loan asks for (server/accounts/flow-step.ts, BEFORE_SIGNING).
    for (const type of ['payroll', 'bank_statement'] as const) {
      const proof = await storeDocument(db, client.id, type, DOCUMENT_PNG, documented)
      if (!proof.ok) throw new Error(`the seed ${type} of ${borrower.email} was refused: ${proof.reason}`)
    }

    if (borrower.clabe === null) continue
    const refused = await saveClabe({ db, now: () => documented }, client.id, borrower.clabe)
    if (refused.length > 0) throw new Error(`the seed CLABE of ${borrower.email} was refused: ${JSON.stringify(refused)}`)
  }
}
