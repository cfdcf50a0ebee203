import { Check, ChevronDown } from 'lucide-react'
import { useEffect, useState, type KeyboardEvent } from 'react'
import { cn } from '#app/utils/cn.ts'

export interface ComboboxOption {
  value: string
  label: string
  /** a second, smaller line (part of the option's accessible name) */
  description?: string
  /** more text that typing may match, not shown (another language's title, say) */
  keywords?: string
}

/** The text a search looks in: label, second line and keywords. */
export function optionSearchText(option: ComboboxOption): string {
  return [option.label, option.description, option.keywords].filter(Boolean).join(' ')
}

function defaultFilter(option: ComboboxOption, query: string): boolean {
  return optionSearchText(option).toLowerCase().includes(query.trim().toLowerCase())
}

/**
 * A text box that filters a list of options (the ARIA 1.2 "select-only-from-list"
 * combobox with list autocomplete): type to narrow, arrows to move, Enter or a click
 * to choose, Escape to close. The chosen option's label stays in the box.
 */
export function Combobox({
  id,
  options,
  value,
  onValueChange,
  placeholder,
  emptyText,
  filter = defaultFilter,
  onQueryChange,
  disabled,
  className,
  'aria-label': ariaLabel,
  'aria-describedby': ariaDescribedBy,
  'aria-invalid': ariaInvalid,
}: {
  id: string
  options: readonly ComboboxOption[]
  value: string | null
  onValueChange: (value: string | null) => void
  placeholder?: string
  /** shown in the open list when nothing matches */
  emptyText: string
  filter?: (option: ComboboxOption, query: string) => boolean
  /** told each text typed (a filter that asks the server) */
  onQueryChange?: (query: string) => void
  disabled?: boolean
  className?: string
  'aria-label'?: string
  'aria-describedby'?: string
  'aria-invalid'?: boolean
}) {
  const listId = `${id}-listbox`
  const labelOf = (v: string | null) => options.find((option) => option.value === v)?.label ?? ''
  const [query, setQuery] = useState(() => labelOf(value))
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  // the value changed from outside (a reset after Add): show its label, or nothing
  const [shownValue, setShownValue] = useState(value)
  if (value !== shownValue) {
    setShownValue(value)
    setQuery(labelOf(value))
  }

  const showAll = query.trim() === '' || (value !== null && query === labelOf(value))
  const matches = showAll ? options : options.filter((option) => filter(option, query))
  const activeIndex = Math.min(active, Math.max(matches.length - 1, 0))
  const activeOption = open ? matches[activeIndex] : undefined
  const optionId = (index: number) => `${id}-option-${index}`

  useEffect(() => {
    if (!open) return
    document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: 'nearest' })
    // optionId only depends on id
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, activeIndex, id])

  const choose = (option: ComboboxOption) => {
    setShownValue(option.value)
    setQuery(option.label)
    setOpen(false)
    onValueChange(option.value)
  }

  const type = (text: string) => {
    setQuery(text)
    onQueryChange?.(text)
    setOpen(true)
    setActive(0)
    if (value !== null) {
      setShownValue(null)
      onValueChange(null)
    }
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault()
        if (!open) setOpen(true)
        else setActive(Math.min(activeIndex + 1, matches.length - 1))
        break
      case 'ArrowUp':
        event.preventDefault()
        if (!open) setOpen(true)
        else setActive(Math.max(activeIndex - 1, 0))
        break
      case 'Home':
      case 'End':
        if (!open) break
        event.preventDefault()
        setActive(event.key === 'Home' ? 0 : matches.length - 1)
        break
      case 'Enter':
        if (open && activeOption) {
          event.preventDefault()
          choose(activeOption)
        } else if (open) {
          event.preventDefault()
          setOpen(false)
        }
        break
      case 'Escape':
        if (open) {
          event.preventDefault()
          setOpen(false)
        } else if (query) {
          event.preventDefault()
          type('')
        }
        break
    }
  }

  return (
    <div className={cn('relative', className)}>
      <input
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeOption ? optionId(activeIndex) : undefined}
        aria-label={ariaLabel}
        aria-describedby={ariaDescribedBy}
        aria-invalid={ariaInvalid}
        autoComplete="off"
        spellCheck={false}
        disabled={disabled}
        value={query}
        placeholder={placeholder}
        onChange={(event) => type(event.target.value)}
        onKeyDown={onKeyDown}
        onClick={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        className="flex h-10 w-full min-w-0 rounded-md border border-neutral-300 bg-white py-2 pr-9 pl-3 text-base placeholder:text-neutral-500 focus-visible:border-neutral-800 focus-visible:ring-2 focus-visible:ring-neutral-800/15 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-red-500 md:text-sm"
      />
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-neutral-500"
        aria-hidden
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={ariaLabel}
        hidden={!open}
        className="absolute z-40 mt-1 max-h-72 w-full overflow-y-auto rounded-md border border-neutral-200 bg-white p-1 text-sm shadow-md"
      >
        {matches.length === 0 ? (
          <li
            role="presentation"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => setOpen(false)}
            className="px-2 py-3 text-center text-neutral-500"
          >
            {emptyText}
          </li>
        ) : (
          matches.map((option, index) => (
            <li
              key={option.value}
              id={optionId(index)}
              role="option"
              aria-selected={option.value === value}
              // keep the focus in the text box, so the list stays open until the click lands
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
              onMouseMove={() => (index === activeIndex ? undefined : setActive(index))}
              className={cn(
                'relative flex cursor-default flex-col rounded-sm py-1.5 pr-8 pl-2 select-none',
                index === activeIndex && 'bg-neutral-100',
              )}
            >
              <span className="text-neutral-900">{option.label}</span>
              {option.description ? <span className="text-xs text-neutral-500">{option.description}</span> : null}
              {option.value === value ? (
                <Check className="absolute top-2 right-2 size-4 text-brand" aria-hidden />
              ) : null}
            </li>
          ))
        )}
      </ul>
    </div>
  )
}
