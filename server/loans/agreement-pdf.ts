import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import { LEGAL_NAME } from '../../src/domain/facts'
import { VAT_BP } from '../../src/domain/pricing'
import { embedDocumentFonts } from '../documents/fonts'
import { agreementContentDigest, DIGEST_NAME } from './canonical-content'

/** The figures of a loan agreement (contrato de crédito). Amounts in cents, dates yyyy-mm-dd. */
export interface AgreementFigures {
  /** A draft (before signing) says so on every page. */
  draft: boolean
  number: string
  clientName: string
  clientCurp: string | null
  principal: number
  termDays: number
  startDate: string
  dueDate: string
  interest: number
  fees: number
  vat: number
  total: number
  /** CAT sin IVA, percent with one decimal (the offer's apr). */
  cat: number
  /** The contract's worked example of paying early (clause SEGUNDA): settling after `days` costs `amount` cents. */
  earlyPayoff: { days: number; amount: number }
  /** yyyy-mm-dd; null while unsigned. */
  signedOn: string | null
  /** A rollover agreement adds its extension. */
  rollover?: { days: number; fee: number; feeWithoutVat: number; newDueDate: string }
}

/** The lender as every document names it: the one legal name of the company's facts. */
export const LENDER = LEGAL_NAME

/** $1,234.50 with the peso sign; agreements group thousands, as Mexican contracts do. */
function pesos(cents: number): string {
  const whole = Math.floor(cents / 100).toLocaleString('en-US')
  return `$${whole}.${String(cents % 100).padStart(2, '0')} MXN`
}

/** dd/mm/yyyy, as dates read in Mexico. */
function day(value: string): string {
  const [year, month, date] = value.split('-')
  return `${date}/${month}/${year}`
}

/**
 * The agreement as a real PDF (document/download/{type} is saved as a
 * pdf), in DejaVu Sans embedded (../documents/fonts.ts), which draws every name the name rule
 * accepts: combining accents, the saltillo, Greek and Cyrillic. The client's name and the amount
 * are also in the document's metadata, so a reader (or a test) finds them without parsing
 * content streams.
 */
export async function renderAgreementPdf(figures: AgreementFigures): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  const title = figures.rollover ? 'Convenio de prórroga del contrato de crédito' : 'Contrato de crédito simple'
  pdf.setTitle(`${title} ${figures.number}`)
  pdf.setAuthor(LENDER)
  pdf.setSubject(`${figures.clientName} — ${pesos(figures.principal)}`)
  pdf.setKeywords([figures.clientName, pesos(figures.principal), figures.number])
  pdf.setLanguage('es-MX')
  pdf.setCreationDate(new Date(`${figures.signedOn ?? figures.startDate}T12:00:00Z`))
  pdf.setModificationDate(new Date(`${figures.signedOn ?? figures.startDate}T12:00:00Z`))

  const { regular, bold } = await embedDocumentFonts(pdf)
  const page = pdf.addPage([612, 792]) // US Letter, the paper size used in Mexico
  let y = 740
  const line = (text: string, font: PDFFont = regular, size = 10) => {
    writeWrapped(page, text, font, size, y, (lines) => {
      y -= lines * (size + 4)
    })
  }

  if (figures.draft)
    page.drawText('BORRADOR — sin validez hasta su firma', { x: 50, y: 765, size: 9, font: bold, color: rgb(0.7, 0.1, 0.1) })
  line(title.toUpperCase(), bold, 14)
  line(`Contrato número ${figures.number}`)
  y -= 6
  line('PARTES', bold, 11)
  line(`EL ACREDITANTE: ${LENDER}.`)
  line(`EL ACREDITADO: ${figures.clientName}${figures.clientCurp ? `, CURP ${figures.clientCurp}` : ''}.`)
  y -= 6
  line('CONDICIONES DEL CRÉDITO', bold, 11)
  line(`Monto del crédito: ${pesos(figures.principal)}`)
  line(`Plazo: ${figures.termDays} días, del ${day(figures.startDate)} al ${day(figures.dueDate)}`)
  line(`Fecha de pago: ${day(figures.dueDate)} (un solo pago)`)
  line(`Intereses ordinarios: ${pesos(figures.interest)}`)
  line(`Comisiones: ${pesos(figures.fees)}`)
  line(`IVA (${VAT_BP / 100}%): ${pesos(figures.vat)}`)
  line(`Monto total a pagar: ${pesos(figures.total)}`, bold)
  line(`CAT (Costo Anual Total): ${figures.cat.toFixed(1)}% sin IVA. Para fines informativos y de comparación exclusivamente.`)
  if (figures.rollover) {
    y -= 6
    line('PRÓRROGA', bold, 11)
    line(`El plazo se extiende ${figures.rollover.days} días; nueva fecha de pago: ${day(figures.rollover.newDueDate)}.`)
    line(`Comisión por prórroga: ${pesos(figures.rollover.fee)} (${pesos(figures.rollover.feeWithoutVat)} más IVA).`)
  }
  y -= 6
  line('CLÁUSULAS', bold, 11)
  line(
    'PRIMERA. El Acreditante otorga al Acreditado un crédito simple por el monto indicado, que el Acreditado se obliga a pagar en una sola exhibición en la fecha de pago, junto con los intereses, comisiones e IVA señalados.',
  )
  line(
    `SEGUNDA. El Acreditado puede pagar anticipadamente en cualquier momento sin penalización; los intereses se calculan solo por los días transcurridos desde la entrega del crédito (al menos uno) y las comisiones se pagan como se indican, con su IVA. Por ejemplo, liquidar este crédito a los ${figures.earlyPayoff.days} días de recibido cuesta ${pesos(figures.earlyPayoff.amount)} en lugar de ${pesos(figures.total)}.`,
  )
  line(
    'TERCERA. Los pagos se realizan por transferencia SPEI a la CLABE de pago, en efectivo con la referencia de pago o con cargo a la tarjeta registrada.',
  )
  line(
    'CUARTA. Para cualquier aclaración, el Acreditado puede acudir a la Unidad Especializada de Atención a Usuarios del Acreditante o a la CONDUSEF.',
  )
  y -= 10
  line(
    figures.signedOn
      ? `Firmado electrónicamente por el Acreditado el ${day(figures.signedOn)}.`
      : 'Pendiente de firma electrónica del Acreditado.',
    bold,
  )
  line(`Huella ${DIGEST_NAME} del contenido del contrato: ${agreementContentDigest(figures)}`, regular, 8)
  return pdf.save()
}

/** The width text may take on a US Letter page with 50 pt margins. */
export const TEXT_WIDTH = 512

/** Splits text into lines that fit `width` at this font and size, breaking between words. */
export function wrapLines(text: string, font: PDFFont, size: number, width = TEXT_WIDTH): string[] {
  const lines: string[] = []
  let current = ''
  for (const word of text.split(' ')) {
    const next = current ? `${current} ${word}` : word
    if (font.widthOfTextAtSize(next, size) > width && current) {
      lines.push(current)
      current = word
    } else current = next
  }
  if (current) lines.push(current)
  return lines
}

/** Draws text wrapped to the page width (50 pt margins), telling how many lines it took. */
export function writeWrapped(
  page: PDFPage,
  text: string,
  font: PDFFont,
  size: number,
  y: number,
  advance: (lines: number) => void,
) {
  const lines = wrapLines(text, font, size)
  lines.forEach((text, index) => page.drawText(text, { x: 50, y: y - index * (size + 4), size, font }))
  advance(lines.length)
}
