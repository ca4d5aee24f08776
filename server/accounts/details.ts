import type { Kysely } from 'kysely'
import type { AccountDetails } from '../../api'
import { clabeBank } from '../../src/domain/clabe'
import { currentConsent } from '../loans/direct-debit-consent'
import { stamp, type Database } from '../db'
import type { ClientDetailsTable } from '../db/schema'

/** The writable columns of a client's details row (migration 0004). */
export type DetailsPatch = Partial<Omit<ClientDetailsTable, 'client_id' | 'created_at' | 'updated_at'>>

/** Writes part of the client's details row, creating it on first use. */
export async function saveDetails(db: Kysely<Database>, clientId: number, patch: DetailsPatch, now: Date): Promise<void> {
  const at = stamp(now)
  await db
    .insertInto('client_details')
    .values({ client_id: clientId, ...patch, created_at: at, updated_at: at })
    .onConflict((oc) => oc.column('client_id').doUpdateSet({ ...patch, updated_at: at }))
    .execute()
}

export function findDetails(db: Kysely<Database>, clientId: number) {
  return db.selectFrom('client_details').selectAll().where('client_id', '=', clientId).executeTakeFirst()
}

/** Everything the client has given, always of the token's own client. */
export async function loadAccountDetails(db: Kysely<Database>, clientId: number): Promise<AccountDetails> {
  const [details, client, contacts, accounts, cards, consent] = await Promise.all([
    findDetails(db, clientId),
    db
      .selectFrom('clients')
      .select(['salary_cycle', 'curp', 'consent_terms_at', 'consent_privacy_at', 'consent_credit_bureau_at', 'consent_marketing'])
      .where('id', '=', clientId)
      .executeTakeFirst(),
    db.selectFrom('client_contacts').select('phone').where('client_id', '=', clientId).orderBy('id').execute(),
    db
      .selectFrom('bank_accounts')
      .select(['clabe', 'bank_code', 'verified'])
      .where('client_id', '=', clientId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('debit_cards')
      .select(['last_four', 'expiry_month', 'expiry_year', 'holder'])
      .where('client_id', '=', clientId)
      .orderBy('id')
      .execute(),
    currentConsent(db, clientId),
  ])
  const d = details
  const latestAccount = accounts.at(-1)
  const latestCard = cards.at(-1)
  return {
    address: {
      regionId: d?.region_id ?? null,
      cityId: d?.city_id ?? null,
      districtId: d?.district_id ?? null,
      wardId: d?.ward_id ?? null,
      street: d?.street ?? null,
      exteriorNumber: d?.exterior_number ?? null,
      interiorNumber: d?.interior_number ?? null,
      postalCode: d?.postal_code ?? null,
    },
    employment: {
      employmentStatus: d?.employment_status ?? null,
      position: d?.employment_position ?? null,
      companyName: d?.company_name ?? null,
      workPhone: d?.work_phone ?? null,
      monthlyIncome: d?.monthly_income_cents == null ? null : Math.round(Number(d.monthly_income_cents) / 100),
      salaryCycle: client?.salary_cycle ?? null,
    },
    reference: { fullName: d?.relative_full_name ?? null, phone: d?.relative_phone ?? null },
    nationalIdentificator: d?.national_identificator ?? null,
    idDocument: { curp: client?.curp ?? null, expiresAt: d?.id_document_expires_at ?? null },
    additionalContacts: contacts.map((row) => row.phone),
    bankAccounts: accounts.map((row) => ({ clabe: row.clabe, bankCode: row.bank_code, verified: Number(row.verified) === 1 })),
    cards: cards.map((row) => ({
      lastFour: row.last_four,
      expiryMonth: Number(row.expiry_month),
      expiryYear: Number(row.expiry_year),
      holder: row.holder,
    })),
    progress: {
      detailsAt: d?.details_at ?? null,
      addressAt: d?.address_at ?? null,
      employmentAt: d?.employment_at ?? null,
      referenceAt: d?.reference_at ?? null,
      finishedAt: d?.finished_at ?? null,
    },
    geo:
      d?.geo_lat != null && d.geo_lng != null && d.geo_at
        ? { lat: Number(d.geo_lat), lng: Number(d.geo_lng), at: d.geo_at }
        : null,
    banking: {
      disbursementMethod: latestAccount ? 'clabe' : latestCard ? 'card' : null,
      bankName: latestAccount ? (clabeBank(latestAccount.bank_code)?.name ?? null) : null,
      // The card a charge goes to: the latest one (server/loans/card.ts).
      cardLastFour: latestCard?.last_four ?? null,
      directDebitConsent: consent && {
        lastFour: consent.lastFour,
        textVersion: consent.textVersion,
        consentedAt: consent.consentedAt,
      },
    },
    consents: {
      termsAt: client?.consent_terms_at ?? null,
      privacyAt: client?.consent_privacy_at ?? null,
      creditBureauAt: client?.consent_credit_bureau_at ?? null,
      marketing: Number(client?.consent_marketing ?? 0) === 1,
    },
  }
}
