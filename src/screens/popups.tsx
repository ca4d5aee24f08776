import { Trans } from '@lingui/react/macro'
import type { PopupDefinition } from '../ui'

/** Ids of the popups the popup actor may open. */
export const CAT_INFO = 'cat-info'

/** The content of every popup; the popup machine knows only their ids. */
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
]
