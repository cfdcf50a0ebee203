import { Check } from 'lucide-react'
import { useT } from '#app/i18n/i18n.tsx'
import { CATEGORY_COLORS } from '#db/schema/enums.ts'

/** The 8 colour presets as radio buttons (arrow keys move between them). */
export function ColorSwatches({
  name,
  value,
  onChange,
  legend,
}: {
  name: string
  value: string
  onChange: (color: string) => void
  legend: string
}) {
  const t = useT()
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1.5 text-sm leading-none font-medium text-neutral-800">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {CATEGORY_COLORS.map((color) => {
          const label = t(`admin.categories.color.${color.name}`)
          const checked = value === color.value
          return (
            <label key={color.value} title={label} className="relative cursor-pointer">
              <input
                type="radio"
                name={name}
                value={color.value}
                checked={checked}
                onChange={() => onChange(color.value)}
                className="peer sr-only"
              />
              <span
                aria-hidden
                className="flex size-8 items-center justify-center rounded-full text-white ring-offset-2 peer-checked:ring-2 peer-checked:ring-neutral-900 peer-focus-visible:ring-2 peer-focus-visible:ring-brand/60"
                style={{ backgroundColor: color.value }}
              >
                {checked ? <Check className="size-4" /> : null}
              </span>
              <span className="sr-only">{label}</span>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
