import { useT } from '#app/i18n/i18n.tsx'

/** The document title in the chosen language (React 19 hoists <title> into <head>). */
export function PageTitle({ title }: { title: string }) {
  const t = useT()
  return <title>{`${title} · ${t('admin.meta.suffix')}`}</title>
}
