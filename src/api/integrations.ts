import type { components } from '../../api/schema'

/** Which browser integrations the ERP switches on, with their public identifiers (GET config/integrations). */
export type IntegrationsConfig = components['schemas']['IntegrationsConfig']

/** The path of the configuration's answer. */
export const INTEGRATIONS_CONFIG_PATH = '/web/public/config/integrations'
