import { PDFDocument } from 'pdf-lib'
import { formatPercent, type Caratula } from '../../src/domain/caratula'
import { LEGAL_NAME } from '../../src/domain/facts'
import { formatCents } from '../../src/domain/money'
import { VAT_BP } from '../../src/domain/pricing'
import { embedDocumentFonts } from '../documents/fonts'
import { noonOf, pageWriter, printedDate } from '../documents/layout'
import { averageCatLegend, draftMark, writeCaratula } from './caratula-pdf'

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
  /** The loan's carátula: the agreement's first page, and its rates and late-payment terms. */
  caratula: Caratula
  /** The contract's worked example of paying early (clause SEGUNDA): settling after `days` costs `amount` cents. */
  earlyPayoff: { days: number; amount: number }
  /** yyyy-mm-dd; null while unsigned. */
  signedOn: string | null
  /** A rollover agreement adds its extension. */
  rollover?: { days: number; fee: number; feeWithoutVat: number; newDueDate: string }
}

/** The lender as every document names it: the one legal name of the company's facts. */
export const LENDER = LEGAL_NAME

/** The late-payment clause: the moratorium interest of the facts, and the late fee if there is one. */
function latePaymentClause(caratula: Caratula): string {
  const lateFee = caratula.fees.find((fee) => fee.kind === 'late')
  const fee =
    !lateFee || lateFee.cents === 0
      ? 'No se cobra comisión por pago tardío.'
      : `Además se cobra una comisión por pago tardío de ${formatCents(lateFee.withVatCents)}, IVA incluido.`
  return `TERCERA. Pago tardío. Si el Acreditado no paga el monto total en la fecha de pago, a partir del día siguiente y mientras quede saldo pendiente se generan intereses moratorios de ${formatPercent(caratula.lateDailyPercent)} diario sobre el capital vencido, equivalentes a una tasa anual de ${formatPercent(caratula.lateAnnualPercent)} sin IVA, más el IVA correspondiente. Los intereses moratorios nunca exceden el capital del crédito. ${fee}`
}

/**
 * The agreement as a real PDF (document/download/{type} is saved as a pdf): the carátula first,
 * on pages of its own, then the contract. In DejaVu Sans embedded (../documents/fonts.ts), which
 * draws every name the name rule accepts: combining accents, the saltillo, Greek and Cyrillic.
 * The client's name and the amount are also in the document's metadata, so a reader (or a test)
 * finds them without parsing content streams.
 */
export async function renderAgreementPdf(figures: AgreementFigures): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  const title = figures.rollover ? 'Convenio de prórroga del contrato de crédito' : 'Contrato de crédito simple'
  const issuedOn = figures.signedOn ?? figures.startDate
  pdf.setTitle(`${title} ${figures.number}`)
  pdf.setAuthor(LENDER)
  pdf.setSubject(`${figures.clientName} — ${formatCents(figures.principal)}`)
  pdf.setKeywords([figures.clientName, formatCents(figures.principal), figures.number])
  pdf.setLanguage('es-MX')
  pdf.setCreationDate(noonOf(issuedOn))
  pdf.setModificationDate(noonOf(issuedOn))

  const { regular, bold } = await embedDocumentFonts(pdf)
  const writer = pageWriter(pdf, regular, figures.draft ? draftMark(bold) : undefined)
  writeCaratula(writer, { ...figures, issuedOn }, bold)
  writer.newPage()
  const { line, gap } = writer
  const { caratula } = figures

  line(title.toUpperCase(), bold, 14)
  line(`Contrato número ${figures.number}`)
  gap(6)
  line('PARTES', bold, 11)
  line(`EL ACREDITANTE: ${LENDER}.`)
  line(`EL ACREDITADO: ${figures.clientName}${figures.clientCurp ? `, CURP ${figures.clientCurp}` : ''}.`)
  gap(6)
  line('CONDICIONES DEL CRÉDITO', bold, 11)
  line(`Monto del crédito: ${formatCents(figures.principal)}`)
  line(`Plazo: ${figures.termDays} días, del ${printedDate(figures.startDate)} al ${printedDate(figures.dueDate)}`)
  line(`Fecha de pago: ${printedDate(figures.dueDate)} (un solo pago)`)
  line(`Intereses ordinarios: ${formatCents(figures.interest)}`)
  line(`Comisiones: ${formatCents(figures.fees)}`)
  line(`IVA (${VAT_BP / 100}%): ${formatCents(figures.vat)}`)
  line(`Monto total a pagar: ${formatCents(figures.total)}`, bold)
  line(`CAT (Costo Anual Total): ${formatPercent(figures.cat)} sin IVA. Para fines informativos y de comparación exclusivamente.`)
  line(averageCatLegend(caratula))
  line(`Tasa de interés ordinaria anual: ${formatPercent(caratula.ordinaryAnnualPercent)} fija, sin IVA.`)
  line(`Tasa de interés moratoria anual: ${formatPercent(caratula.lateAnnualPercent)} sin IVA.`)
  if (figures.rollover) {
    gap(6)
    line('PRÓRROGA', bold, 11)
    line(`El plazo se extiende ${figures.rollover.days} días; nueva fecha de pago: ${printedDate(figures.rollover.newDueDate)}.`)
    line(`Comisión por prórroga: ${formatCents(figures.rollover.fee)} (${formatCents(figures.rollover.feeWithoutVat)} más IVA).`)
  }
  gap(6)
  line('CLÁUSULAS', bold, 11)
  line(
    'PRIMERA. El Acreditante otorga al Acreditado un crédito simple por el monto indicado, que el Acreditado se obliga a pagar en una sola exhibición en la fecha de pago, junto con los intereses, comisiones e IVA señalados.',
  )
  line(
    `SEGUNDA. El Acreditado puede pagar anticipadamente en cualquier momento sin penalización; los intereses se calculan solo por los días transcurridos desde la entrega del crédito (al menos uno) y las comisiones se pagan como se indican, con su IVA. Por ejemplo, liquidar este crédito a los ${figures.earlyPayoff.days} días de recibido cuesta ${formatCents(figures.earlyPayoff.amount)} en lugar de ${formatCents(figures.total)}.`,
  )
  line(latePaymentClause(caratula))
  line(
    'CUARTA. Los pagos se realizan por transferencia SPEI a la CLABE de pago, en efectivo con la referencia de pago o con cargo a la tarjeta registrada.',
  )
  line(
    `QUINTA. Para cualquier aclaración, el Acreditado puede acudir a la Unidad Especializada de Atención a Usuarios del Acreditante (${caratula.une.email}, ${caratula.une.phone}) o a la CONDUSEF (${caratula.condusef.phone}, ${caratula.condusef.web}). Contrato inscrito en el Registro de Contratos de Adhesión con el número ${caratula.reca}.`,
  )
  gap(10)
  line(
    figures.signedOn
      ? `Firmado electrónicamente por el Acreditado el ${printedDate(figures.signedOn)}.`
      : 'Pendiente de firma electrónica del Acreditado.',
    bold,
  )
  line(`Huella ${DIGEST_NAME} del contenido del contrato: ${agreementContentDigest(figures)}`, regular, 8)
  return pdf.save()
}
