import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

export interface NavItem {
  path: string
  label: MessageDescriptor
}

/** Top navigation: how to apply, FAQ, about, contact. */
export const TOP_NAV: readonly NavItem[] = [
  { path: '/#como-solicitar', label: msg`How to apply` },
  { path: '/preguntas-frecuentes', label: msg`FAQ` },
  { path: '/sobre-nosotros', label: msg`About us` },
  { path: '/contactos', label: msg`Contact` },
]
