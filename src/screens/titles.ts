import type { MessageDescriptor } from '@lingui/core'
import type { RouteName } from '../domain/routes'
import { LANDING_TITLES } from './landing-titles'
import { SCREEN_TITLES } from './screen-titles'

/**
 * The heading and document title of every route of the product, for the screens that name
 * another route (they load with the `screens` catalog). The frame names the page through
 * src/app/titles.ts, which leaves the screens' titles out of the start-up code.
 */
export const TITLES: Record<RouteName, MessageDescriptor> = { ...LANDING_TITLES, ...SCREEN_TITLES }
