import { BRAND, CONTACTS, CREDIT_BUREAU_AUTHORISATION, LEGAL_NAME } from '../../src/domain/facts'
import { mexicoDateTime } from '../../src/domain/mexico-time'
import type { ConsentKind, ConsentMethod } from '../db'
import { renderTextPdf, TERMS_TEXTS, type TermsText } from './terms-pdf'

/*
 * The texts a client accepts beside the terms and the privacy notice (./terms-pdf.ts): the
 * authorisation to consult their credit history, and the optional consent to promotions; and
 * the PDF of any accepted text at the version accepted, with the record of its acceptance
 * (GET consents/{id}/pdf). A new wording is a new version: the old one stays here as long as
 * some client accepted it, so what they accepted can always be printed again.
 */

const years = CREDIT_BUREAU_AUTHORISATION.validityYears

/** The versions of each text a client may have accepted; the first one is the one shown now. */
const OWN_TEXTS: Readonly<Record<'credit_bureau' | 'marketing', readonly TermsText[]>> = {
  credit_bureau: [
    {
      title: 'Autorización para solicitar reportes de crédito',
      version: 'buro-2025-06',
      fileName: 'autorizacion-buro-de-credito',
      clauses: [
        `PRIMERA. Autorización. Autorizo expresamente a ${LEGAL_NAME} (en adelante, ${BRAND}) para que, por conducto de sus funcionarios facultados, solicite y obtenga información sobre mi historial y comportamiento crediticio a las sociedades de información crediticia que estime conveniente, como Buró de Crédito y Círculo de Crédito.`,
        `SEGUNDA. Conocimiento. Declaro que conozco la naturaleza y el alcance de la información que se solicitará, el uso que ${BRAND} hará de ella para evaluar mis solicitudes de crédito y administrar los créditos que me otorgue, y que podrá realizar consultas periódicas de mi historial crediticio.`,
        `TERCERA. Vigencia. Esta autorización estará vigente durante ${years} años contados a partir de la fecha de su otorgamiento y, en todo caso, mientras mantenga una relación jurídica con ${BRAND}.`,
        'CUARTA. Forma de otorgamiento. Otorgo esta autorización por medios electrónicos: capturando el código (NIP) que se envía por SMS a mi teléfono celular o marcando la casilla correspondiente, lo que equivale a mi firma autógrafa conforme a la Ley para Regular las Sociedades de Información Crediticia.',
        `QUINTA. Conservación. ${BRAND} conservará este documento y el registro de su aceptación (fecha y hora, dirección de internet, dispositivo y forma de otorgamiento) al menos durante ${years} años, sin borrarlos.`,
      ],
    },
  ],
  marketing: [
    {
      title: 'Consentimiento para recibir promociones',
      version: 'promociones-2025-06',
      fileName: 'consentimiento-promociones',
      clauses: [
        `PRIMERA. Consentimiento. Acepto que ${LEGAL_NAME} (en adelante, ${BRAND}) use mis datos de contacto para enviarme ofertas, promociones y novedades de sus productos por SMS, correo electrónico o teléfono. Es una finalidad secundaria del aviso de privacidad, que no es necesaria para mi crédito.`,
        `SEGUNDA. Revocación. Puedo revocar este consentimiento en cualquier momento escribiendo a ${CONTACTS.privacy.email}; revocarlo no afecta mis solicitudes ni mis créditos.`,
      ],
    },
  ],
}

/** Every version of each kind's text, the current one first. */
function versionsOf(kind: ConsentKind): readonly TermsText[] {
  return kind === 'terms' || kind === 'privacy' ? [TERMS_TEXTS[kind]] : OWN_TEXTS[kind]
}

/** The text of a kind a client accepts now. */
export function currentConsentText(kind: ConsentKind): TermsText {
  const [current] = versionsOf(kind)
  if (!current) throw new Error(`no text for the consent ${kind}`)
  return current
}

/** The text of a kind at a version; undefined for a version this ERP no longer knows. */
export function consentTextAt(kind: ConsentKind, version: string): TermsText | undefined {
  return versionsOf(kind).find((text) => text.version === version)
}

/** The file name of an accepted text: `<document>-<version>.pdf`. */
export function consentFileName(text: TermsText): string {
  return `${text.fileName}-${text.version}.pdf`
}

const METHOD_WORDING: Record<ConsentMethod, string> = {
  checkbox: 'marcando la casilla de aceptación',
  nip_sms: 'capturando el código (NIP) enviado por SMS a su teléfono celular',
}

export interface AcceptedConsent {
  text: TermsText
  acceptedAt: string
  ip: string
  userAgent: string | null
  method: ConsentMethod
  /** The client's full name and e-mail. */
  name: string
  email: string
  /** Mexico City's today, yyyy-mm-dd. */
  today: string
}

/** An accepted text at its version, closed by the record of its acceptance. */
export function renderConsentPdf(consent: AcceptedConsent): Promise<Uint8Array> {
  const { date, time } = mexicoDateTime(new Date(consent.acceptedAt))
  const device = consent.userAgent ? `con el dispositivo «${consent.userAgent}»` : 'sin datos del dispositivo'
  return renderTextPdf(consent.text, {
    reader: `${consent.name}, ${consent.email}`,
    keywords: [consent.name, consent.email, consent.method],
    today: consent.today,
    closing: [
      `Constancia de aceptación: ${consent.name} aceptó este texto en la versión indicada el ${date} a las ${time} horas (hora de la Ciudad de México), desde la dirección ${consent.ip}, ${device}, ${METHOD_WORDING[consent.method]}.`,
    ],
  })
}
