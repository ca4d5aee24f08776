import { PDFDocument } from 'pdf-lib'
import { embedDocumentFonts } from '../documents/fonts'
import { pageWriter } from '../documents/layout'
import { LENDER } from './agreement-pdf'
import { mexicoInstant, type Evidence } from './evidence'

/** What each consent is called in the evidence; a kind not listed reads as it is stored. */
const CONSENT_NAMES: Record<string, string> = {
  terms: 'Términos y condiciones',
  privacy: 'Aviso de privacidad',
  credit_bureau: 'Autorización para consultar el buró de crédito',
  marketing: 'Envío de promociones',
  direct_debit: 'Domiciliación de pagos con tarjeta',
}

const METHOD_NAMES: Record<string, string> = {
  checkbox: 'casilla marcada por el cliente',
  nip_sms: 'NIP enviado por SMS',
}

const DOCUMENT_NAMES: Record<string, string> = {
  agreement: 'Contrato',
  caratula: 'Carátula',
}

const documentName = (kind: string, rolloverId: number | null) =>
  `${DOCUMENT_NAMES[kind] ?? kind}${rolloverId === null ? ' del crédito' : ` del convenio de prórroga ${rolloverId}`}`

/**
 * The evidence file of a loan as a PDF, the twin of its JSON: the consents the client gave, the
 * digest of each stored PDF, and each signature (when, from which address and device, where its
 * code went, what it signed). Instants in central Mexico time, dd/mm/yyyy.
 */
export async function renderEvidencePdf(evidence: Evidence): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  const title = `Constancia de evidencias del contrato ${evidence.number}`
  pdf.setTitle(title)
  pdf.setAuthor(LENDER)
  pdf.setLanguage('es-MX')
  pdf.setCreationDate(new Date(evidence.generatedAt))
  pdf.setModificationDate(new Date(evidence.generatedAt))
  const { regular, bold } = await embedDocumentFonts(pdf)
  const writer = pageWriter(pdf, regular)
  const { line } = writer
  const gap = () => writer.gap(14)

  line(title.toUpperCase(), bold, 13)
  line(`Emitida por ${LENDER} el ${mexicoInstant(evidence.generatedAt)} (hora del centro de México).`)
  line(
    `Contiene los consentimientos aceptados, la huella ${evidence.digest} de cada documento firmado tal como se guardó al firmarse, y el registro de cada firma electrónica.`,
  )
  gap()
  line('CONSENTIMIENTOS ACEPTADOS', bold, 11)
  if (evidence.consents.length === 0) line('Sin consentimientos registrados.')
  for (const consent of evidence.consents) {
    line(CONSENT_NAMES[consent.kind] ?? consent.kind, bold)
    line(`Aceptado el ${mexicoInstant(consent.acceptedAt)}${consent.version ? `, versión ${consent.version}` : ''}.`)
    if (consent.method) line(`Forma: ${METHOD_NAMES[consent.method] ?? consent.method}.`)
    if (consent.cardLastFour) line(`Tarjeta con terminación ${consent.cardLastFour}.`)
    if (consent.ip) line(`Dirección IP: ${consent.ip}.`)
    if (consent.device) line(`Dispositivo: ${consent.device}`)
  }
  gap()
  line(`DOCUMENTOS FIRMADOS Y SU HUELLA ${evidence.digest}`, bold, 11)
  for (const doc of evidence.documents) {
    line(documentName(doc.kind, doc.rolloverId), bold)
    line(`Huella del archivo PDF: ${doc.sha256}`, regular, 8)
    if (doc.contentSha256) line(`Huella del contenido del contrato: ${doc.contentSha256}`, regular, 8)
    line(`Guardado el ${mexicoInstant(doc.storedAt)}; ${doc.size} bytes.`)
  }
  gap()
  line('FIRMA ELECTRÓNICA', bold, 11)
  if (evidence.signatures.length === 0)
    line('Crédito firmado antes de que se registraran los datos de la firma; sus documentos se guardaron al consultarse.')
  for (const signature of evidence.signatures) {
    line(signature.rolloverId === null ? 'Firma del contrato' : `Firma del convenio de prórroga ${signature.rolloverId}`, bold)
    line(`Fecha y hora: ${mexicoInstant(signature.signedAt)} (hora del centro de México).`)
    line(`Dirección IP: ${signature.ip}.`)
    line(`Dispositivo: ${signature.device || 'no informado'}`)
    line(
      signature.codeDestination
        ? `Código de firma enviado por SMS al teléfono ${signature.codeDestination}.`
        : 'Firmado en la sesión del cliente, sin código.',
    )
    for (const signed of signature.signed) {
      line(`Firmó: ${DOCUMENT_NAMES[signed.kind] ?? signed.kind}, huella ${signed.sha256}`, regular, 8)
    }
  }
  gap()
  line(
    'Cualquier persona puede comprobar si un archivo PDF es uno de estos documentos firmados en la página Verificar contrato de nuestro sitio.',
  )
  return pdf.save()
}
