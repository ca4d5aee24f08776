import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import { formatPercent, type Caratula, type CaratulaFee, type CaratulaWarning } from '../../src/domain/caratula'
import { formatCents } from '../../src/domain/money'
import { embedDocumentFonts } from '../documents/fonts'
import { MARGIN, noonOf, pageWriter, printedDate, type PageWriter } from '../documents/layout'

/** What the carátula of one loan prints: its sheet, and who and what it is for. */
export interface CaratulaFigures {
  /** Before signing the sheet says it is a draft. */
  draft: boolean
  /** The contract number (or the application's, before signing). */
  number: string
  clientName: string
  caratula: Caratula
  /** yyyy-mm-dd: the day the document is dated by (signature, or the day it was drawn up). */
  issuedOn: string
}

/** The standard warnings, word for word (the signing screen shows the same two). */
export const WARNING_TEXTS: Record<CaratulaWarning, string> = {
  late_costs: 'Incumplir tus obligaciones te puede generar comisiones e intereses moratorios.',
  over_indebtedness: 'Contratar créditos que excedan tu capacidad de pago afecta tu historial crediticio.',
}

/** A fee's amount as printed: with IVA, and what it is before IVA. */
function feeAmount(fee: CaratulaFee): string {
  return fee.cents === 0 ? formatCents(0) : `${formatCents(fee.withVatCents)} (${formatCents(fee.cents)} más IVA)`
}

function feeName(fee: CaratulaFee): string {
  switch (fee.kind) {
    case 'opening':
      return 'Comisión por apertura'
    case 'service':
      return 'Comisión por servicio del plazo'
    case 'late':
      return 'Comisión por pago tardío'
    case 'extension':
      return `Comisión por prórroga de ${fee.days} días`
  }
}

/** The CAT promedio legend every rate or cost carries. */
export function averageCatLegend(caratula: Caratula): string {
  const { average, calculatedOn, validUntil } = caratula.cat
  return `CAT promedio ${formatPercent(average)} sin IVA, para fines informativos y de comparación. Calculado el ${printedDate(calculatedOn)}, vigente hasta el ${printedDate(validUntil)}.`
}

/** The carátula's lines, written on pages of its own. */
export function writeCaratula(writer: PageWriter, figures: CaratulaFigures, bold: PDFFont): void {
  const { caratula: c } = figures
  const { line, gap } = writer
  const section = (title: string) => {
    gap(6)
    line(title, bold, 11)
  }
  line('CARÁTULA DEL CRÉDITO', bold, 14)
  line(`Crédito simple de ${c.lender}, un solo pago. Contrato número ${figures.number}.`)
  line(`Acreditado: ${figures.clientName}.`)
  section('MONTO Y COSTO')
  line(`Monto del crédito: ${formatCents(c.amountCents)}`)
  line(`Monto total a pagar: ${formatCents(c.totalCents)}`, bold)
  line(
    `CAT (Costo Anual Total): ${formatPercent(c.cat.percent)} sin IVA. Para fines informativos y de comparación exclusivamente.`,
    bold,
  )
  line(averageCatLegend(c))
  line(`Tasa de interés ordinaria anual: ${formatPercent(c.ordinaryAnnualPercent)} fija, sin IVA.`)
  line(
    `Tasa de interés moratoria anual: ${formatPercent(c.lateAnnualPercent)} sin IVA (${formatPercent(c.lateDailyPercent)} diario sobre el capital vencido, más IVA).`,
  )
  section('PLAZO Y PAGOS')
  line(`Plazo del crédito: ${c.term.days} días, del ${printedDate(c.term.startDate)} al ${printedDate(c.term.dueDate)}.`)
  for (const payment of c.schedule)
    line(`Fecha límite de pago: ${printedDate(payment.dueDate)}, un solo pago de ${formatCents(payment.cents)}.`)
  section('COMISIONES')
  for (const fee of c.fees) line(`${feeName(fee)}: ${feeAmount(fee)}`)
  section('ADVERTENCIAS')
  for (const warning of c.warnings) line(WARNING_TEXTS[warning], bold)
  section('ACLARACIONES Y QUEJAS')
  line(
    `Unidad Especializada de Atención a Usuarios (UNE): ${c.une.officer}. ${c.une.address}. Teléfono ${c.une.phone}, correo ${c.une.email}, de lunes a viernes de ${c.une.hours.from} a ${c.une.hours.to} (hora del centro de México).`,
  )
  line(
    `Comisión Nacional para la Protección y Defensa de los Usuarios de Servicios Financieros (CONDUSEF): teléfonos ${c.condusef.phone} y ${c.condusef.freePhone}, ${c.condusef.web}.`,
  )
  section('REGISTRO')
  line(`Registro de Contratos de Adhesión (RECA): ${c.reca}.`)
}

/** A draft's mark at the top of a page. */
export function draftMark(bold: PDFFont) {
  return (page: PDFPage) =>
    page.drawText('BORRADOR — sin validez hasta su firma', {
      x: MARGIN,
      y: page.getHeight() - MARGIN / 2 - 2,
      size: 9,
      font: bold,
      color: rgb(0.7, 0.1, 0.1),
    })
}

/**
 * The carátula on its own, as a PDF (the document a client downloads beside the agreement, whose
 * first page is the same sheet). The client's name and the amount are in its metadata, as in the
 * agreement's.
 */
export async function renderCaratulaPdf(figures: CaratulaFigures): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  pdf.setTitle(`Carátula del crédito ${figures.number}`)
  pdf.setAuthor(figures.caratula.lender)
  pdf.setSubject(`${figures.clientName} — ${formatCents(figures.caratula.amountCents)}`)
  pdf.setKeywords([figures.clientName, formatCents(figures.caratula.amountCents), figures.number])
  pdf.setLanguage('es-MX')
  pdf.setCreationDate(noonOf(figures.issuedOn))
  pdf.setModificationDate(noonOf(figures.issuedOn))
  const { regular, bold } = await embedDocumentFonts(pdf)
  writeCaratula(pageWriter(pdf, regular, figures.draft ? draftMark(bold) : undefined), figures, bold)
  return pdf.save()
}
