/*
 * The ids of the popups the popup actor may open: what opens one needs only its id; the content
 * (./popups.tsx) and its texts load when a popup opens (src/app/popups.tsx).
 */

/** What the CAT is. */
export const CAT_INFO = 'cat-info'
/** The calculator's '?' link: what the offer's figures mean. */
export const OFFER_INFO = 'offer-info'
