import { createContext, type ReactNode, useContext } from 'react'
import {
  Button as AriaButton,
  Disclosure,
  DisclosureGroup,
  type DisclosureGroupProps,
  DisclosurePanel,
  Heading,
} from 'react-aria-components'
import { AriaLocale } from './AriaLocale'
import { withClass } from './with-class'
import { ChevronIcon } from './icons'

const HeadingLevelContext = createContext(3)

export interface AccordionProps extends DisclosureGroupProps {
  /** The heading level of every item's title, unless an item says otherwise. Default 3. */
  headingLevel?: number
}

/** A list of questions and answers, each a disclosure under its own heading (FAQ). */
export function Accordion({ headingLevel = 3, className, ...props }: AccordionProps) {
  return (
    <AriaLocale>
      <HeadingLevelContext.Provider value={headingLevel}>
        <DisclosureGroup {...props} className={withClass(className, 'ui-accordion')} />
      </HeadingLevelContext.Provider>
    </AriaLocale>
  )
}

export interface AccordionItemProps {
  id: string
  title: ReactNode
  children: ReactNode
  headingLevel?: number
  className?: string
}

export function AccordionItem({ id, title, children, headingLevel, className }: AccordionItemProps) {
  const level = useContext(HeadingLevelContext)
  return (
    <Disclosure id={id} className={withClass(className, 'ui-accordion__item')}>
      <Heading level={headingLevel ?? level} className="ui-accordion__heading">
        <AriaButton slot="trigger" className="ui-accordion__trigger">
          <span className="ui-accordion__title">{title}</span>
          <ChevronIcon className="ui-accordion__icon" />
        </AriaButton>
      </Heading>
      <DisclosurePanel className="ui-accordion__panel">
        <div className="ui-accordion__content">{children}</div>
      </DisclosurePanel>
    </Disclosure>
  )
}
