/** A whole-percent change as "+18%", "-5%" or "0%", in a locale's number format. */
export function formatChange(percent: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', signDisplay: 'exceptZero' }).format(percent / 100)
}
