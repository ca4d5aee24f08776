import type { SignUpSubmission } from '../../machines/signup.machine'
import { unwrap } from './answer'
import { settle, type ApiClient } from './client'
import { asPdf, type SavedFile } from './documents'

/** The texts a guest accepts at sign-up, as the anonymous terms document names them. */
export type TermsDocumentType = 'terms' | 'privacy'

/** Who is reading, printed on the document when the form already has it. */
export interface TermsReader {
  firstName?: string
  lastNames?: string
  email?: string
}

/** What the ERP said of the promo code the calculator carried, once the account exists. */
export interface PromoCheck {
  code: string
  applies: boolean
}

/** The calls of the first registration step: sign-up, the phone code and the promo check. */
export function registrationCalls(api: ApiClient) {
  const termsDocument = (type: TermsDocumentType, reader: TermsReader) =>
    asPdf(api.POST('/web/public/client/document', { body: { type, ...reader }, parseAs: 'blob' }), `${type}.pdf`)
  return {
    /**
     * The terms or the privacy notice about to be accepted, as a PDF (POST /web/public/client/document,
     * before any account exists), naming the reader; a reader the ERP refuses (a name or e-mail
     * still being typed) gets the document without her name.
     */
    async termsDocument(type: TermsDocumentType, reader: TermsReader): Promise<SavedFile> {
      const named = Object.keys(reader).length > 0
      try {
        return await termsDocument(type, reader)
      } catch (problem) {
        if (named && (problem as { status?: number }).status === 400) return termsDocument(type, {})
        throw problem
      }
    },
    /** Creates the account (with the captcha's token once the ERP asked for one); answers the phone the code went to. */
    async signUp({ values, captchaToken }: SignUpSubmission): Promise<{ phone: string }> {
      const body = captchaToken ? { ...values, captchaToken } : values
      const profile = unwrap(await settle(api.POST('/web/public/client', { body })))
      return { phone: profile.info.mobilePhone.number }
    },
    /**
     * The phone the code goes to, whether it is verified, and the seconds until another code may be
     * asked for (GET verificationCode); null when there was no answer.
     */
    async phone(): Promise<{ number: string; verified: boolean; retryAfterSeconds: number } | null> {
      const answer = await settle(api.GET('/web/private/client/verificationCode'))
      return answer.ok ? answer.data.phone : null
    },
    async sendCode(): Promise<unknown> {
      return unwrap(await settle(api.POST('/web/private/client/phone/sms-code', { body: {} })))
    },
    async verifyPhone({ code }: { code: string }): Promise<unknown> {
      return unwrap(await settle(api.POST('/web/private/client/phone/verify', { body: { code } })))
    },
    /**
     * Checks the promo code the calculator carried for the new client's loan (discounts/promo-code):
     * 'applies' or 'not_applicable' (unknown, or not for a first loan); null when there was no answer.
     */
    async checkPromoCode(promoCode: string): Promise<PromoCheck | null> {
      const answer = await settle(api.POST('/web/private/client/discounts/promo-code', { body: { promoCode } }))
      if (answer.ok) return { code: answer.data.promoCode, applies: true }
      return answer.status === 400 ? { code: promoCode, applies: false } : null
    },
  }
}
