import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import {
  Button as AriaButton,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  Text,
} from 'react-aria-components'
import { AriaLocale } from './AriaLocale'
import { cx } from './cx'
import { ChevronIcon } from './icons'

export interface SelectItem {
  id: string
  label: string
}

export interface SelectProps {
  label: ReactNode
  items: readonly SelectItem[]
  selectedKey?: string | null
  onSelectionChange?: (key: string | null) => void
  placeholder?: string
  description?: ReactNode
  errorMessage?: ReactNode
  isInvalid?: boolean
  isDisabled?: boolean
  isRequired?: boolean
  name?: string
  className?: string
  id?: string
  'aria-label'?: string
}

/** A single-choice list in a popover whose content is at most 200 px tall. */
export function Select({
  label,
  items,
  selectedKey,
  onSelectionChange,
  placeholder,
  description,
  errorMessage,
  className,
  ...props
}: SelectProps) {
  const { t } = useLingui()
  return (
    <AriaLocale>
      <AriaSelect<SelectItem>
        {...props}
        value={selectedKey}
        onChange={(key) => onSelectionChange?.(key === null ? null : String(key))}
        placeholder={placeholder ?? t`Select an option`}
        validationBehavior="aria"
        className={cx('ui-field', 'ui-select', className)}
      >
        <Label className="ui-field__label">{label}</Label>
        <AriaButton className="ui-select__button">
          <SelectValue className="ui-select__value" />
          <ChevronIcon className="ui-select__chevron" />
        </AriaButton>
        {description != null && (
          <Text slot="description" className="ui-field__description">
            {description}
          </Text>
        )}
        <FieldError className="ui-field__error">{errorMessage}</FieldError>
        <Popover className="ui-popover ui-select__popover" offset={4}>
          <ListBox items={items} className="ui-listbox">
            {(item) => (
              <ListBoxItem id={item.id} textValue={item.label} className="ui-listbox__item">
                {item.label}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </AriaSelect>
    </AriaLocale>
  )
}
