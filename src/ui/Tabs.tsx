import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from 'react-aria-components'
import { AriaLocale } from './AriaLocale'
import { withClass } from './with-class'

/** Tabs: arrow keys move between tabs, Tab moves into the panel (react-aria). */
export function Tabs({ className, ...props }: TabsProps) {
  return (
    <AriaLocale>
      <AriaTabs {...props} className={withClass(className, 'ui-tabs')} />
    </AriaLocale>
  )
}

export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return <AriaTabList {...props} className={withClass(className, 'ui-tabs__list')} />
}

export function Tab({ className, ...props }: TabProps) {
  return <AriaTab {...props} className={withClass(className, 'ui-tabs__tab')} />
}

export function TabPanel({ className, ...props }: TabPanelProps) {
  return <AriaTabPanel {...props} className={withClass(className, 'ui-tabs__panel')} />
}
