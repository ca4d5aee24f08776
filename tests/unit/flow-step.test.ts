import { describe, expect, it } from 'vitest'
import { flowStep, journeyRefusal, type FlowProgress } from '../../server/accounts/flow-step'

const AT = '2025-06-15T18:00:00.000Z'
const registered: FlowProgress = {
  clientStatus: 1,
  detailsAt: AT,
  addressAt: AT,
  employmentAt: AT,
  referenceAt: AT,
  closedLoansCount: 0,
  hasActiveLoan: false,
  hasDisbursementMethod: false,
  cashProviderChosen: false,
  applicationStatus: null,
  documents: [],
  identityCheck: 'none',
  openBankingLinked: false,
}
/** Everything signing needs for a first loan: ID document checked, payslip, bank statement, a CLABE. */
const ready: Partial<FlowProgress> = {
  documents: ['id_document', 'payroll', 'bank_statement'],
  identityCheck: 'approved',
  hasDisbursementMethod: true,
}
const fresh: FlowProgress = { ...registered, detailsAt: null, addressAt: null, employmentAt: null, referenceAt: null }

describe('flowStep', () => {
  it('walks the registration steps in order', () => {
    expect(flowStep(fresh)).toEqual({ step: 'new_client_created', status: 'active', errors: [] })
    expect(flowStep({ ...fresh, detailsAt: AT }).step).toBe('address')
    expect(flowStep({ ...fresh, detailsAt: AT, addressAt: AT }).step).toBe('work_info')
    expect(flowStep({ ...fresh, detailsAt: AT, addressAt: AT, employmentAt: AT }).step).toBe('relative_info')
    expect(flowStep(registered)).toEqual({ step: 'new_client_created', status: 'active', errors: [] })
  })

  it('sends a client without an application to apply, no-loan or their loan', () => {
    expect(flowStep({ ...registered, closedLoansCount: 1 }).step).toBe('no_loan_page')
    expect(flowStep({ ...registered, hasActiveLoan: true }).step).toBe('loan_page')
    // Cancelled and terminated applications no longer steer.
    expect(flowStep({ ...registered, applicationStatus: 5 }).step).toBe('new_client_created')
    expect(flowStep({ ...registered, applicationStatus: 23, closedLoansCount: 2 }).step).toBe('no_loan_page')
  })

  it('follows the application status', () => {
    const at = (applicationStatus: number, extra: Partial<FlowProgress> = {}) =>
      flowStep({ ...registered, applicationStatus, ...extra })
    expect(at(1)).toEqual({ step: 'verification', status: 'active', errors: [] })
    expect(at(7)).toEqual({ step: 'verification', status: 'active', errors: [] })
    expect(at(401)).toEqual({ step: 'verification', status: 'active', errors: ['decision_error'] })
    expect(at(14).step).toBe('manual_page')
    expect(at(18).step).toBe('offer_increase')
    expect(at(17).step).toBe('offer_decrease')
    expect(at(13).step).toBe('pre_approval_page')
    expect(at(3, ready).step).toBe('otp_agreement')
    expect(at(2, ready).step).toBe('otp_agreement')
    expect(at(4, { hasActiveLoan: true })).toEqual({ step: 'loan_page', status: 'completed', errors: [] })
    expect(at(4)).toEqual({ step: 'no_loan_page', status: 'completed', errors: [] })
    expect(at(6)).toEqual({ step: 'reject_page', status: 'completed', errors: [] })
  })

  it('ends the flow of a blocked or blacklisted client, whatever else', () => {
    for (const clientStatus of [2, 3]) {
      expect(flowStep({ ...fresh, clientStatus })).toEqual({
        step: 'reject_page',
        status: 'completed',
        errors: ['client_blocked'],
      })
    }
  })
})

describe('the steps before signing an accepted application', () => {
  const accepted = (extra: Partial<FlowProgress>) => flowStep({ ...registered, applicationStatus: 3, ...ready, ...extra })

  it.each<[string, Partial<FlowProgress>, string, string]>([
    [
      'no ID document',
      { documents: ['payroll', 'bank_statement'], identityCheck: 'none' },
      'id_document_upload',
      'identity_document_missing',
    ],
    ['the ID document not yet checked', { identityCheck: 'pending' }, 'id_document_upload', 'identity_check_pending'],
    ['an ID document never submitted for checking', { identityCheck: 'none' }, 'id_document_upload', 'identity_check_pending'],
    ['the identity check declined', { identityCheck: 'declined' }, 'id_document_upload', 'identity_check_declined'],
    [
      'a new photo asked for',
      { identityCheck: 'resubmission_requested' },
      'id_document_upload',
      'identity_resubmission_requested',
    ],
    ['no payslip on a first loan', { documents: ['id_document', 'bank_statement'] }, 'payroll_upload', 'payroll_missing'],
    [
      'no bank statement on a first loan',
      { documents: ['id_document', 'payroll'] },
      'bank_statement_upload',
      'bank_statement_missing',
    ],
    ['no CLABE or card', { hasDisbursementMethod: false }, 'direct_debit_information', 'payout_account_missing'],
  ])('with %s, the flow stands at the step that completes it, its rule in errors', (_, extra, step, code) => {
    expect(accepted(extra)).toEqual({ step, status: 'active', errors: [code] })
  })

  it('asks in the order ID, identity check, payslip, bank statement, payout account', () => {
    expect(accepted({ documents: [], identityCheck: 'none', hasDisbursementMethod: false }).errors).toEqual([
      'identity_document_missing',
    ])
    expect(accepted({ documents: ['id_document'], identityCheck: 'pending', hasDisbursementMethod: false }).errors).toEqual([
      'identity_check_pending',
    ])
    expect(accepted({ documents: ['id_document'], hasDisbursementMethod: false }).errors).toEqual(['payroll_missing'])
    expect(accepted({ documents: ['id_document', 'payroll'], hasDisbursementMethod: false }).errors).toEqual([
      'bank_statement_missing',
    ])
    expect(accepted({ hasDisbursementMethod: false }).errors).toEqual(['payout_account_missing'])
  })

  it('takes a cash payout network chosen instead of a CLABE or card', () => {
    expect(accepted({ hasDisbursementMethod: false, cashProviderChosen: true })).toEqual({
      step: 'otp_agreement',
      status: 'active',
      errors: [],
    })
    expect(
      journeyRefusal(
        { ...registered, ...ready, applicationStatus: 3, hasDisbursementMethod: false, cashProviderChosen: true },
        'sign',
      ),
    ).toBe(null)
  })

  it('takes an open-banking link instead of a bank statement', () => {
    expect(accepted({ documents: ['id_document', 'payroll'], openBankingLinked: true }).step).toBe('otp_agreement')
  })

  it('asks a repeated client for no payslip or bank statement, but still for a checked ID and a payout account', () => {
    const repeated = { closedLoansCount: 2, documents: ['id_document'] }
    expect(accepted(repeated).step).toBe('otp_agreement')
    expect(accepted({ ...repeated, documents: [] }).errors).toEqual(['identity_document_missing'])
    expect(accepted({ ...repeated, hasDisbursementMethod: false }).errors).toEqual(['payout_account_missing'])
  })
})

describe('journeyRefusal', () => {
  it('lets a registered client without an application apply, and no one before registration is done', () => {
    expect(journeyRefusal(registered, 'apply')).toBeNull()
    expect(journeyRefusal({ ...registered, closedLoansCount: 1 }, 'apply')).toBeNull()
    expect(journeyRefusal({ ...registered, applicationStatus: 6 }, 'apply')).toBeNull()
    expect(journeyRefusal(fresh, 'apply')).toMatchObject({ code: 'registration_incomplete', step: 'new_client_created' })
    expect(journeyRefusal({ ...registered, employmentAt: null }, 'apply')).toMatchObject({
      code: 'registration_incomplete',
      step: 'work_info',
    })
    expect(journeyRefusal({ ...registered, referenceAt: null }, 'apply')).toMatchObject({
      code: 'registration_incomplete',
      step: 'relative_info',
    })
  })

  it('refuses to apply while a loan is active or an application is open, and a blocked client always', () => {
    expect(journeyRefusal({ ...registered, hasActiveLoan: true }, 'apply')).toMatchObject({
      code: 'apply_not_offered',
      step: 'loan_page',
    })
    expect(journeyRefusal({ ...registered, applicationStatus: 14 }, 'apply')).toMatchObject({
      code: 'apply_not_offered',
      step: 'manual_page',
    })
    expect(journeyRefusal({ ...registered, clientStatus: 3 }, 'apply')).toMatchObject({
      code: 'client_blocked',
      step: 'reject_page',
    })
  })

  it('lets sign only where the flow stands at otp_agreement, and names the open step otherwise', () => {
    expect(journeyRefusal({ ...registered, applicationStatus: 3, ...ready }, 'sign')).toBeNull()
    expect(journeyRefusal({ ...registered, applicationStatus: 3, ...ready, hasDisbursementMethod: false }, 'sign')).toMatchObject(
      {
        code: 'payout_account_missing',
        step: 'direct_debit_information',
      },
    )
    expect(journeyRefusal({ ...registered, applicationStatus: 3, ...ready, identityCheck: 'declined' }, 'sign')).toMatchObject({
      code: 'identity_check_declined',
      step: 'id_document_upload',
    })
    expect(journeyRefusal({ ...registered, applicationStatus: 17, ...ready }, 'sign')).toMatchObject({
      code: 'application_not_accepted',
      step: 'offer_decrease',
    })
    expect(journeyRefusal({ ...registered, applicationStatus: 3, ...ready, addressAt: null }, 'sign')).toMatchObject({
      code: 'registration_incomplete',
      step: 'address',
    })
  })
})
