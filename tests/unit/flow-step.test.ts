import { describe, expect, it } from 'vitest'
import { flowStep, type FlowProgress } from '../../server/accounts/flow-step'

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
  applicationStatus: null,
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
    const at = (applicationStatus: number, extra: Partial<FlowProgress> = {}) => flowStep({ ...registered, applicationStatus, ...extra })
    expect(at(1)).toEqual({ step: 'verification', status: 'active', errors: [] })
    expect(at(7, { pendingDocument: 'payroll_upload' }).step).toBe('payroll_upload')
    expect(at(401)).toEqual({ step: 'verification', status: 'active', errors: ['decision_error'] })
    expect(at(14).step).toBe('manual_page')
    expect(at(18).step).toBe('offer_increase')
    expect(at(17).step).toBe('offer_decrease')
    expect(at(13).step).toBe('pre_approval_page')
    expect(at(3).step).toBe('direct_debit_information')
    expect(at(3, { hasDisbursementMethod: true }).step).toBe('otp_agreement')
    expect(at(2).step).toBe('otp_agreement')
    expect(at(4, { hasActiveLoan: true })).toEqual({ step: 'loan_page', status: 'completed', errors: [] })
    expect(at(4)).toEqual({ step: 'no_loan_page', status: 'completed', errors: [] })
    expect(at(6)).toEqual({ step: 'reject_page', status: 'completed', errors: [] })
  })

  it('ends the flow of a blocked or blacklisted client, whatever else', () => {
    for (const clientStatus of [2, 3]) {
      expect(flowStep({ ...fresh, clientStatus })).toEqual({ step: 'reject_page', status: 'completed', errors: ['client_blocked'] })
    }
  })
})
