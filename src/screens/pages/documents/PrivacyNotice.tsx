import { Trans } from '@lingui/react/macro'
import { BRAND, CONTACTS, LEGAL_NAME, LEGAL_TERMS } from '../../../domain/facts'
import { Link } from '../../../ui'

/** Aviso de privacidad integral (LFPDPPP): responsible party, data, purposes, transfers, ARCO, cookies. */
export function PrivacyNotice() {
  const brand = BRAND
  const legalName = LEGAL_NAME
  const address = CONTACTS.address
  // The address where the holder of the data exercises the ARCO rights.
  const email = CONTACTS.privacy.email
  const { answerBusinessDays, applyBusinessDays } = LEGAL_TERMS.arco
  const mail = <Link href={`mailto:${email}`}>{email}</Link>
  return (
    <>
      <h2>
        <Trans>Privacy notice</Trans>
      </h2>
      <p>
        <Trans>
          This notice explains how we treat your personal data, in accordance with the Ley Federal de Protección de Datos
          Personales en Posesión de los Particulares and its regulations.
        </Trans>
      </p>

      <h3>
        <Trans>Who is responsible for your data</Trans>
      </h3>
      <p>
        <Trans>
          {legalName} ({brand}), with address at {address}, is responsible for the processing of your personal data.
        </Trans>
      </p>
      <p>
        <Trans>For any matter related to your personal data, write to {mail}.</Trans>
      </p>

      <h3>
        <Trans>What data we collect</Trans>
      </h3>
      <p>
        <Trans>
          To evaluate and manage your loan we collect the following data, directly from you, through our website, or from the
          sources you authorise:
        </Trans>
      </p>
      <ul>
        <li>
          <Trans>
            <strong>Identity:</strong> full name, date of birth, gender, nationality, CURP, RFC when applicable, your official ID
            (INE or passport) and its details, and a photo of your face to confirm that the ID is yours.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Contact:</strong> mobile phone, e-mail, home address, and the name and phone number of a personal reference.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Employment and income:</strong> employment status, employer, position, income, pay cycle and pay dates, and
            your payslips.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Bank and financial:</strong> your CLABE, your debit card (only the data needed to pay you and to make the
            charges you authorise), your bank statements and, if you choose to connect it, information from your online banking
            obtained through an open-banking provider.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Credit history:</strong> the report that a credit information company (Buró de Crédito or Círculo de Crédito)
            gives us with your authorisation.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Device and behaviour:</strong> IP address, type and identifiers of your device, browser, approximate location,
            and how you use our website, for example how you fill in the forms. We use them to prevent fraud and to evaluate your
            application.
          </Trans>
        </li>
      </ul>
      <p>
        <Trans>
          Your financial and patrimonial data and the photo of your face require your express consent, which you give when you
          accept this notice during registration. We protect the photo of your face as sensitive data. We do not ask for data
          about your health, religion, political opinions or sex life.
        </Trans>
      </p>

      <h3>
        <Trans>What we use your data for</Trans>
      </h3>
      <p>
        <Trans>Primary purposes, necessary for the loan you request:</Trans>
      </p>
      <ul>
        <li>
          <Trans>Verify your identity and prevent fraud and identity theft.</Trans>
        </li>
        <li>
          <Trans>Evaluate your application and your ability to pay, including the consultation of your credit history.</Trans>
        </li>
        <li>
          <Trans>Prepare and sign your contract, send you the money and receive your payments.</Trans>
        </li>
        <li>
          <Trans>
            Contact you about your application, your loan and your payments and, when applicable, to collect overdue amounts.
          </Trans>
        </li>
        <li>
          <Trans>
            Comply with our legal obligations, including the prevention of operations with resources of illicit origin, and answer
            requests from authorities.
          </Trans>
        </li>
        <li>
          <Trans>Answer your questions, complaints and requests to exercise your ARCO rights.</Trans>
        </li>
      </ul>
      <p>
        <Trans>Secondary purposes, not necessary for the loan:</Trans>
      </p>
      <ul>
        <li>
          <Trans>Send you offers, promotions and news about our products.</Trans>
        </li>
        <li>
          <Trans>Invite you to satisfaction surveys and analyse how our website is used, to improve it.</Trans>
        </li>
      </ul>
      <p>
        <Trans>
          If you do not want your data to be used for the secondary purposes, write to {mail} with the subject “Secondary
          purposes”. Your refusal does not affect your application or your loan.
        </Trans>
      </p>

      <h3>
        <Trans>Who we share your data with</Trans>
      </h3>
      <p>
        <Trans>We transfer your data, without needing your consent, to:</Trans>
      </p>
      <ul>
        <li>
          <Trans>
            Credit information companies (Buró de Crédito and Círculo de Crédito), to consult your history and to report how you
            pay, as the Ley para Regular las Sociedades de Información Crediticia provides.
          </Trans>
        </li>
        <li>
          <Trans>Financial and tax authorities and courts, when the law requires it.</Trans>
        </li>
        <li>
          <Trans>Whoever acquires our loans or our portfolio, who must respect this notice in the same terms.</Trans>
        </li>
      </ul>
      <p>
        <Trans>
          We also work with providers who process data on our behalf and following our instructions: hosting, identity
          verification, fraud prevention, messaging, payment processing and collection agencies. They are bound by contract to
          protect your data and cannot use it for their own purposes.
        </Trans>
      </p>
      <p>
        <Trans>We do not sell your personal data.</Trans>
      </p>

      <h3>
        <Trans>Your ARCO rights</Trans>
      </h3>
      <p>
        <Trans>
          You have the right to access your data, to rectify it if it is inaccurate, to cancel it when you consider that it is not
          being used properly, and to oppose its use for specific purposes. These are known as ARCO rights. You can also revoke
          your consent and limit the use or disclosure of your data.
        </Trans>
      </p>
      <p>
        <Trans>To exercise them, write to {mail} with the subject “ARCO rights” and include:</Trans>
      </p>
      <ul>
        <li>
          <Trans>Your full name and the e-mail or mobile number of your account, so that we can answer you.</Trans>
        </li>
        <li>
          <Trans>
            A copy of your official ID or, if a representative acts for you, their ID and the document that proves the
            representation.
          </Trans>
        </li>
        <li>
          <Trans>
            A clear description of the data and of the right you want to exercise, and any document that helps us locate your
            data.
          </Trans>
        </li>
        <li>
          <Trans>For a rectification, the change you ask for and the document that supports it.</Trans>
        </li>
      </ul>
      <p>
        <Trans>
          We will tell you our decision within {answerBusinessDays} business days of receiving your complete request and, if it is
          favourable, we will apply it within the following {applyBusinessDays} business days. The procedure is free; you only
          cover the cost of copies or shipping if you ask for them.
        </Trans>
      </p>
      <p>
        <Trans>
          We cannot cancel some data while your loan is active or while the law obliges us to keep it, such as the records of your
          contract and your payments.
        </Trans>
      </p>
      <p>
        <Trans>
          If you consider that your right to the protection of your personal data has been violated, you can go to the authority
          in charge of personal data protection.
        </Trans>
      </p>

      <h3>
        <Trans>Cookies and similar technologies</Trans>
      </h3>
      <p>
        <Trans>
          Our website uses cookies and similar technologies to keep your session open, remember your choices in the calculator,
          measure how the site is used, record browsing sessions to find usability problems (with passwords and card data hidden),
          offer the chat and detect fraud.
        </Trans>
      </p>
      <p>
        <Trans>
          You can disable or delete cookies in your browser settings, but some parts of the site, such as logging in or applying,
          may stop working.
        </Trans>
      </p>

      <h3>
        <Trans>Changes to this notice</Trans>
      </h3>
      <p>
        <Trans>
          We may change this notice because of new legal requirements, our own needs or changes in our services. We will publish
          every change on this page and, if it is important, we will also tell you by e-mail or when you log in.
        </Trans>
      </p>
    </>
  )
}
