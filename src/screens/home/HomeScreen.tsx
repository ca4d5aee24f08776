import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { AMOUNT_RANGES } from '../../domain/facts'
import { formatMoney } from '../../domain/money'
import { Link } from '../../ui'
import './home.css'

export interface HomeScreenProps {
  locale: string
  /** The calculator, loaded beside the page so that the first paint does not wait for it. */
  calculator: ReactNode
}

export function HomeScreen({ locale, calculator }: HomeScreenProps) {
  const firstMax = formatMoney(AMOUNT_RANGES.first.max)
  const repeatedMax = formatMoney(AMOUNT_RANGES.repeated.max)
  return (
    <div className="home">
      <section className="home-hero" aria-labelledby="page-title">
        <div className="home-hero__text">
          <h1 id="page-title">
            <Trans>Online loans, clear from the start</Trans>
          </h1>
          <p className="home-hero__lead">
            <Trans>
              Borrow up to {firstMax} the first time, up to {repeatedMax} later, and pay on your next payday. You see the total to
              pay before you sign, and the money reaches your account by SPEI.
            </Trans>
          </p>
          <ul className="home-hero__points">
            <li>
              <Trans>Apply from your phone in about 10 minutes</Trans>
            </li>
            <li>
              <Trans>No branch visits and no guarantor</Trans>
            </li>
            <li>
              <Trans>No hidden fees: the price is the price</Trans>
            </li>
          </ul>
        </div>
        <section id="calculadora" className="home-hero__calculator" aria-labelledby="calculator-title">
          <h2 id="calculator-title">
            <Trans>Calculate your loan</Trans>
          </h2>
          {calculator}
        </section>
      </section>

      <section id="como-solicitar" className="home-section" aria-labelledby="how-title">
        <h2 id="how-title">
          <Trans>How to apply</Trans>
        </h2>
        <ol className="home-steps">
          <li>
            <h3>
              <Trans>Choose amount and payday</Trans>
            </h3>
            <p>
              <Trans>Move the slider, pick how often you are paid and the date you will repay.</Trans>
            </p>
          </li>
          <li>
            <h3>
              <Trans>Fill in your details</Trans>
            </h3>
            <p>
              <Trans>Your CURP, address, employment and a personal reference. Your progress is saved as you go.</Trans>
            </p>
          </li>
          <li>
            <h3>
              <Trans>Upload your documents</Trans>
            </h3>
            <p>
              <Trans>A photo of your INE, your latest payslip and a bank statement, taken with your phone.</Trans>
            </p>
          </li>
          <li>
            <h3>
              <Trans>Sign and receive your money</Trans>
            </h3>
            <p>
              <Trans>Accept the offer with a code sent to your phone and receive the money in your CLABE or debit card.</Trans>
            </p>
          </li>
        </ol>
      </section>

      <section className="home-section home-columns" aria-labelledby="requirements-title">
        <div>
          <h2 id="requirements-title">
            <Trans>What you need</Trans>
          </h2>
          <ul>
            <li>
              <Trans>To be 18 or older and live in Mexico</Trans>
            </li>
            <li>
              <Trans>A valid INE and your CURP</Trans>
            </li>
            <li>
              <Trans>A mobile phone and an e-mail address of your own</Trans>
            </li>
            <li>
              <Trans>A bank account with CLABE or a debit card in your name</Trans>
            </li>
            <li>
              <Trans>A regular income</Trans>
            </li>
          </ul>
        </div>
        <div>
          <h2>
            <Trans>Pay your way</Trans>
          </h2>
          <p>
            <Trans>By SPEI transfer, in cash at affiliated stores with your payment reference, or with your debit card.</Trans>
          </p>
          <p>
            <Link href={`/${locale}/como-pagar-tu-prestamo`}>
              <Trans>See how to pay your loan</Trans>
            </Link>
          </p>
          <p>
            <Link href={`/${locale}/preguntas-frecuentes`}>
              <Trans>Read the frequently asked questions</Trans>
            </Link>
          </p>
        </div>
      </section>
    </div>
  )
}
