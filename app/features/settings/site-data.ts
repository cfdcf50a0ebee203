import { useRouteLoaderData } from 'react-router'
import { useT } from '#app/i18n/i18n.tsx'
import type { PublicSettings } from './settings.types.ts'

/** What the public layout's loader gives every page below it: the settings pages show, and the public address. */
export interface PublicSiteData {
  settings: Pick<PublicSettings, 'siteName' | 'socialLinks' | 'contactEmail'>
  // absolute addresses in page metadata (canonical, Open Graph, hreflang)
  publicUrl: string
}

/** The public layout's route id: its module's path below app/, as the route table names it. */
export const PUBLIC_LAYOUT_ROUTE_ID = 'features/site-shell/layout'

/** The public layout's data (settings, the public address) for any page below it. */
export function usePublicSiteData(): PublicSiteData {
  const data = useRouteLoaderData<PublicSiteData>(PUBLIC_LAYOUT_ROUTE_ID)
  if (!data) throw new Error('usePublicSiteData() outside the public layout')
  return data
}

/** The site's name from settings, or the default name in the chosen language. */
export function useSiteName(): string {
  const t = useT()
  const { settings } = usePublicSiteData()
  return settings.siteName.trim() || t('site.defaultName')
}
