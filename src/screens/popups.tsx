import { Trans } from '@lingui/react/macro'
import type { PopupDefinition } from '../ui'
import { CAT_INFO, OFFER_INFO } from './popup-ids'

/**
 * The content of every popup; the popup machine knows only their ids. Its texts are in the
 * `popups` catalog, which loads with this module when a popup first opens (src/app/popups.tsx).
 */
export const POPUP_CONTENT: readonly PopupDefinition[] = [
  {
    id: CAT_INFO,
    title: <Trans>What is the CAT?</Trans>,
    body: (
      <>
        <p>
          <Trans>
            The CAT (Costo Anual Total) is the total annual cost of a loan: interest and every fee, expressed as a yearly
            percentage, without VAT. Banco de México defines how it is calculated so that you can compare loans from different
            lenders.
          </Trans>
        </p>
        <p>
          <Trans>
            Short loans show a high CAT because a few days of cost are projected over a whole year. What you actually pay is the
            total shown before you sign.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: OFFER_INFO,
    title: <Trans>What your offer shows</Trans>,
    body: (
      <ul>
        <li>
          <Trans>You receive: the amount we send to your account by SPEI.</Trans>
        </li>
        <li>
          <Trans>Interest and fees: what the loan costs for its days, before IVA.</Trans>
        </li>
        <li>
          <Trans>IVA: 16% on the interest and the fees, as the law asks.</Trans>
        </li>
        <li>
          <Trans>Total to pay: everything you repay on the due date, nothing more.</Trans>
        </li>
        <li>
          <Trans>CAT: the total annual cost without IVA, to compare lenders.</Trans>
        </li>
      </ul>
    ),
  },
]
