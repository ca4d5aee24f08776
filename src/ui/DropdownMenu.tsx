import type { ReactNode } from 'react'
import { Button as AriaButton, type Key, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components'
import { cx } from './cx'
import { ChevronIcon } from './icons'

export interface DropdownMenuItem {
  id: string
  label: string
  /** Navigates like a link (through the router for paths inside the app). */
  href?: string
  onAction?: () => void
}

export interface DropdownMenuProps {
  /** What the trigger shows. */
  label: ReactNode
  /** The trigger's accessible name when `label` is not enough; it should contain the visible text. */
  ariaLabel?: string
  items: readonly DropdownMenuItem[]
  className?: string
}

/** A button that opens a menu of links and actions; arrow keys move, Escape closes. */
export function DropdownMenu({ label, ariaLabel, items, className }: DropdownMenuProps) {
  const onAction = (key: Key) => items.find((item) => item.id === key)?.onAction?.()
  return (
    <MenuTrigger>
      <AriaButton aria-label={ariaLabel} className={cx('ui-dropdown__trigger', className)}>
        <span className="ui-dropdown__label">{label}</span>
        <ChevronIcon className="ui-dropdown__chevron" />
      </AriaButton>
      <Popover placement="bottom end" offset={4} className="ui-popover ui-dropdown__popover">
        <Menu items={items} onAction={onAction} className="ui-menu">
          {(item) => (
            <MenuItem id={item.id} href={item.href} textValue={item.label} className="ui-menu__item">
              {item.label}
            </MenuItem>
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  )
}
