import { PDFDocument, type PDFFont } from 'pdf-lib'
import type { Violation } from '../../api'
import { Rule } from '../accounts/forms'
import { isEmail, normalizeEmail, normalizeName } from '../accounts/normalize'
import { nameViolation } from '../accounts/person-name'
import { violation, type Checked } from '../accounts/registration-steps'
import { BRAND, CONTACTS } from '../../src/domain/facts'
import { LENDER } from '../loans/agreement-pdf'
import { embedDocumentFonts } from './fonts'
import { noonOf, pageWriter, printedDate } from './layout'

/*
 * POST /web/public/client/document: the document a guest is about to accept at sign-up (the
 * anonymous terms document), rendered as a real PDF with the helpers of the loan
 * agreements (./../loans/agreement-pdf.ts). The texts are versioned: the version is printed on
 * the document and in its file name, so what a client accepted can be told apart later.
 */

export type TermsDocumentType = 'terms' | 'privacy'

/** A versioned text a client accepts: printed whole, its version on it and in its file name. */
export interface TermsText {
  title: string
  version: string
  fileName: string
  clauses: string[]
}

export const TERMS_TEXTS: Readonly<Record<TermsDocumentType, TermsText>> = {
  terms: {
    title: 'Términos y Condiciones de uso',
    version: 'terminos-2025-06',
    fileName: 'terminos-y-condiciones',
    clauses: [
      `PRIMERA. Objeto. Estos términos regulan el uso del sitio y de la solicitud en línea de créditos simples de ${LENDER} (en adelante, ${BRAND}).`,
      'SEGUNDA. Requisitos. Para solicitar un crédito se requiere ser mayor de edad, residir en México, contar con CURP, un teléfono celular y una cuenta CLABE o tarjeta de débito a su nombre.',
      `TERCERA. Solicitud y decisión. La información proporcionada debe ser verdadera. ${BRAND} evalúa cada solicitud y puede aprobarla, proponer otro monto o rechazarla; la aprobación se confirma con la firma electrónica del contrato.`,
      'CUARTA. Costos. Antes de firmar se informan el monto, el plazo, los intereses, las comisiones, el IVA, el monto total a pagar y el CAT. No se cobra ningún costo por solicitar.',
      'QUINTA. Pagos. El crédito se paga en una sola exhibición en la fecha de pago, por transferencia SPEI, en efectivo con la referencia de pago o con cargo a la tarjeta registrada, previa autorización de domiciliación.',
      'SEXTA. Comunicaciones. Los códigos de verificación y avisos se envían por SMS y correo electrónico a los datos registrados; el cliente debe mantenerlos actualizados.',
      `SÉPTIMA. Aclaraciones. Para cualquier aclaración o queja, el cliente puede acudir a la Unidad Especializada de Atención a Usuarios de ${BRAND} o a la CONDUSEF.`,
    ],
  },
  privacy: {
    title: 'Aviso de Privacidad',
    version: 'privacidad-2025-06',
    fileName: 'aviso-de-privacidad',
    clauses: [
      `Responsable. ${LENDER} es responsable del tratamiento de sus datos personales conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares.`,
      'Datos que tratamos. Identificación y contacto (nombre, CURP, fecha de nacimiento, correo electrónico, teléfono, domicilio), laborales y financieros (empleo, ingresos, cuenta CLABE o tarjeta) y los necesarios para verificar su identidad.',
      'Finalidades. Evaluar y, en su caso, otorgar y administrar el crédito; verificar su identidad; prevenir fraudes; cumplir obligaciones legales. Con su consentimiento, enviarle promociones (finalidad secundaria, que puede rechazar).',
      'Transferencias. Sus datos pueden compartirse con sociedades de información crediticia, proveedores de verificación de identidad y autoridades, en los términos de la ley.',
      `Derechos ARCO. Puede acceder, rectificar, cancelar u oponerse al tratamiento de sus datos, y revocar su consentimiento, escribiendo a ${CONTACTS.privacy.email}.`,
      'Cambios. Cualquier cambio a este aviso se publicará en el sitio con su nueva versión.',
    ],
  },
}

export interface TermsDocumentRequest {
  type: TermsDocumentType
  /** The guest's name and e-mail when the form already has them, printed as the reader. */
  name: string | null
  email: string | null
  /** Mexico City's today, yyyy-mm-dd. */
  today: string
}

/** The file name the document is saved under: `<document>-<version>.pdf`. */
export function termsFileName(type: TermsDocumentType): string {
  const text = TERMS_TEXTS[type]
  return `${text.fileName}-${text.version}.pdf`
}

/**
 * The document as a PDF. The reader's name and e-mail and the version are also in the metadata,
 * so a reader (or a test) finds them without parsing content streams.
 */
export function renderTermsPdf(request: TermsDocumentRequest): Promise<Uint8Array> {
  return renderTextPdf(TERMS_TEXTS[request.type], {
    reader: [request.name, request.email].filter(Boolean).join(', '),
    keywords: [request.name, request.email].filter((value): value is string => Boolean(value)),
    today: request.today,
    closing: ['Este documento se entrega para su consulta antes de aceptarlo; su aceptación se registra al crear la cuenta.'],
  })
}

/** What a versioned text's PDF prints beside the text itself. */
export interface TextPdfOptions {
  /** Who the document is for, as printed ('' for no one). */
  reader: string
  keywords: string[]
  /** Mexico City's today, yyyy-mm-dd: the day the document is drawn up. */
  today: string
  /** Paragraphs in bold after the text. */
  closing: string[]
}

/** A versioned text as a PDF: its title, version, reader, clauses and closing paragraphs. */
export async function renderTextPdf(text: TermsText, options: TextPdfOptions): Promise<Uint8Array> {
  const { reader } = options
  const pdf = await PDFDocument.create()
  pdf.setTitle(`${text.title} (${text.version})`)
  pdf.setAuthor(LENDER)
  pdf.setSubject(reader ? `${text.title} para ${reader}` : text.title)
  pdf.setKeywords([text.version, ...options.keywords])
  pdf.setLanguage('es-MX')
  pdf.setCreationDate(noonOf(options.today))
  pdf.setModificationDate(noonOf(options.today))

  const { regular, bold } = await embedDocumentFonts(pdf)
  const writer = pageWriter(pdf, regular)
  /** A paragraph, and the space after it. */
  const paragraph = (value: string, font: PDFFont = regular, size = 10) => {
    writer.line(value, font, size)
    writer.gap(6)
  }

  paragraph(text.title.toUpperCase(), bold, 14)
  paragraph(`Versión ${text.version}, consultada el ${printedDate(options.today)}.`)
  if (reader) paragraph(`Documento generado para: ${reader}.`)
  for (const clause of text.clauses) paragraph(clause)
  for (const closing of options.closing) paragraph(closing, bold)
  return pdf.save()
}

/** Printable ASCII: what an e-mail printed on the document may hold. */
const ASCII = /^[\x21-\x7e]+$/

/**
 * The reader's name and e-mail as printed: optional, but when given each name must pass the name
 * rule of the forms (src/domain/person-name.ts: letters the document's font draws, apostrophes,
 * hyphens, single spaces) and an e-mail must be an ASCII address.
 */
export function checkTermsReader(input: {
  firstName?: string | undefined
  lastNames?: string | undefined
  email?: string | undefined
}): Checked<{ name: string | null; email: string | null }> {
  const violations: Violation[] = []
  const names: string[] = []
  for (const field of ['firstName', 'lastNames'] as const) {
    const value = normalizeName(input[field] ?? '')
    const broken = value === '' ? null : nameViolation(field, value)
    if (broken) violations.push(broken)
    else if (value !== '') names.push(value)
  }
  const email = normalizeEmail(input.email ?? '')
  if (email !== '' && !(isEmail(email) && ASCII.test(email))) violations.push(violation('email', Rule.invalidMail))
  const name = names.join(' ')
  return violations.length > 0 ? { ok: false, violations } : { ok: true, value: { name: name || null, email: email || null } }
}
