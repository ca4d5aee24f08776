import { Trans, useLingui } from '@lingui/react/macro'
import { formatPercent, type Caratula as CaratulaSheet, type CaratulaFee, type CaratulaWarning } from '../../domain/caratula'
import { formatWireDate } from '../../domain/dates'
import { formatCents } from '../../domain/money'
import { Link } from '../../ui'
import './caratula.css'
import { UneHours } from './UneHours'

/**
 * The carátula (cover sheet) of a loan, as the client reads it before signing: the amount, the
 * total, the CAT with the CAT promedio legend, both annual rates before IVA, the term and the
 * payment, every fee, the two standard warnings, where to complain (UNE, CONDUSEF) and the
 * contract's RECA number. Every figure comes from the sheet (src/domain/caratula.ts), which the
 * agreement's first page prints too.
 */
export function Caratula({ caratula }: { caratula: CaratulaSheet }) {
  const { t } = useLingui()
  const { une, condusef } = caratula
  const feeName = (fee: CaratulaFee): string => {
    switch (fee.kind) {
      case 'opening':
        return t`Opening fee`
      case 'service':
        return t`Service fee of the term`
      case 'late':
        return t`Late-payment fee`
      case 'extension':
        return t`Extension fee for ${fee.days} days`
    }
  }
  const warning = (kind: CaratulaWarning): string =>
    kind === 'late_costs'
      ? t`Failing to meet your obligations can bring you fees and late-payment interest.`
      : t`Taking on loans beyond your ability to pay harms your credit history.`
  const average = formatPercent(caratula.cat.average)
  const calculatedOn = formatWireDate(caratula.cat.calculatedOn)
  const validUntil = formatWireDate(caratula.cat.validUntil)
  return (
    <section className="application-card caratula" aria-labelledby="caratula-title" data-testid="caratula">
      <h2 id="caratula-title">
        <Trans>Cover sheet of your loan (carátula)</Trans>
      </h2>
      <p className="caratula__lender">
        <Trans>Simple loan with a single payment, granted by {caratula.lender}</Trans>
      </p>
      <dl className="application-summary">
        <div>
          <dt>
            <Trans>Amount of the loan</Trans>
          </dt>
          <dd data-testid="caratula-amount">{formatCents(caratula.amountCents)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Total amount to pay</Trans>
          </dt>
          <dd data-testid="caratula-total">{formatCents(caratula.totalCents)}</dd>
        </div>
        <div>
          <dt>
            <Trans>
              <abbr title="Costo Anual Total">CAT</abbr> (total annual cost)
            </Trans>
          </dt>
          <dd data-testid="caratula-cat">
            <Trans>{formatPercent(caratula.cat.percent)} without VAT, for information and comparison only</Trans>
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Annual ordinary interest rate</Trans>
          </dt>
          <dd data-testid="caratula-ordinary-rate">
            <Trans>{formatPercent(caratula.ordinaryAnnualPercent)} fixed, without VAT</Trans>
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Annual late-payment interest rate</Trans>
          </dt>
          <dd data-testid="caratula-late-rate">
            <Trans>
              {formatPercent(caratula.lateAnnualPercent)} without VAT ({formatPercent(caratula.lateDailyPercent)} a day on the
              overdue principal, plus VAT)
            </Trans>
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Term</Trans>
          </dt>
          <dd data-testid="caratula-term">
            <Trans>
              {caratula.term.days} days, from {formatWireDate(caratula.term.startDate)} to {formatWireDate(caratula.term.dueDate)}
            </Trans>
          </dd>
        </div>
      </dl>
      <p className="caratula__legend" data-testid="caratula-average-cat">
        <Trans>
          CAT promedio {average} without VAT, for information and comparison purposes. Calculated on {calculatedOn}, valid until{' '}
          {validUntil}.
        </Trans>
      </p>

      <h3>
        <Trans>Payment schedule</Trans>
      </h3>
      <dl className="application-summary" data-testid="caratula-schedule">
        {caratula.schedule.map((payment) => (
          <div key={payment.dueDate}>
            <dt>
              <Trans>Single payment on {formatWireDate(payment.dueDate)}</Trans>
            </dt>
            <dd>{formatCents(payment.cents)}</dd>
          </div>
        ))}
      </dl>

      <h3>
        <Trans>Fees</Trans>
      </h3>
      <dl className="application-summary" data-testid="caratula-fees">
        {caratula.fees.map((fee) => (
          <div key={fee.kind === 'extension' ? `extension-${fee.days}` : fee.kind}>
            <dt>{feeName(fee)}</dt>
            <dd>
              {fee.cents === 0 ? (
                formatCents(0)
              ) : (
                <Trans>
                  {formatCents(fee.withVatCents)} ({formatCents(fee.cents)} plus VAT)
                </Trans>
              )}
            </dd>
          </div>
        ))}
      </dl>

      <h3>
        <Trans>Warnings</Trans>
      </h3>
      <ul className="caratula__warnings" data-testid="caratula-warnings">
        {caratula.warnings.map((kind) => (
          <li key={kind}>{warning(kind)}</li>
        ))}
      </ul>

      <h3>
        <Trans>Questions and complaints</Trans>
      </h3>
      <p data-testid="caratula-une">
        <Trans>
          Specialised Unit for User Enquiries (UNE): {une.officer}, {une.address}; phone{' '}
          <Link href={une.phoneHref}>{une.phone}</Link>, e-mail <Link href={`mailto:${une.email}`}>{une.email}</Link>,{' '}
          <UneHours />.
        </Trans>
      </p>
      <p data-testid="caratula-condusef">
        <Trans>
          CONDUSEF (National Commission for the Protection and Defence of Financial Service Users): phone{' '}
          <Link href={condusef.phoneHref}>{condusef.phone}</Link> or{' '}
          <Link href={condusef.freePhoneHref}>{condusef.freePhone}</Link>, <Link href={condusef.web}>{condusef.web}</Link>.
        </Trans>
      </p>
      <p data-testid="caratula-reca">
        <Trans>Registration in the Registry of Adhesion Contracts (RECA): {caratula.reca}</Trans>
      </p>
    </section>
  )
}
