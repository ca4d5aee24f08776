import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { cx } from './cx'
import { ChevronIcon } from './icons'
import { Link } from './Link'

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

/**
 * A button that shows a short list of links and actions under it: the disclosure pattern that
 * WAI-ARIA recommends for site navigation (Tab moves through the list; Escape, a press outside
 * or focus leaving closes it, and Escape gives the focus back to the button). Plain elements, so
 * that a signed-in page does not load a menu library for three entries.
 */
export function DropdownMenu({ label, ariaLabel, items, className }: DropdownMenuProps) {
  const [open, setOpen] = useState(false)
  const listId = useId()
  const root = useRef<HTMLDivElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (!open) return
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', outside)
    return () => document.removeEventListener('pointerdown', outside)
  }, [open])
  const close = () => setOpen(false)
  return (
    <div
      ref={root}
      className={cx('ui-dropdown', className)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation()
          close()
          trigger.current?.focus()
        }
      }}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget)) close()
      }}
    >
      <button
        ref={trigger}
        type="button"
        aria-label={ariaLabel}
        aria-expanded={open}
        aria-controls={listId}
        className="ui-dropdown__trigger"
        onClick={() => setOpen((was) => !was)}
      >
        <span className="ui-dropdown__label">{label}</span>
        <ChevronIcon className="ui-dropdown__chevron" />
      </button>
      <ul id={listId} className="ui-popover ui-dropdown__popover ui-menu" hidden={!open}>
        {items.map((item) => (
          <li key={item.id}>
            {item.href ? (
              <Link href={item.href} variant="nav" className="ui-menu__item" onClick={close}>
                {item.label}
              </Link>
            ) : (
              <button
                type="button"
                className="ui-menu__item"
                onClick={() => {
                  close()
                  item.onAction?.()
                }}
              >
                {item.label}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
