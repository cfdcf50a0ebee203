/** Public texts of site-shell in English, sent with the public pages that show them. */
export const publicTexts = {
  'nav.home': 'Home',
  'nav.categories': 'Categories',
  'nav.openMenu': 'Open the categories menu',
  'nav.closeMenu': 'Close the categories menu',
  'nav.subcategoriesOf': 'Sub-categories of {name}',
  'nav.main': 'Categories',
  'footer.contact': 'Contact',
  'footer.privacy': 'Privacy Policy',
  'footer.terms': 'Terms of Use',
  'footer.advertise': 'Advertise',
  'footer.copyright': '© {year} {siteName}. All rights reserved.',
  'footer.followUs': 'Follow us',
  'footer.social.facebook': 'Facebook',
  'footer.social.twitter': 'Twitter',
  'footer.social.instagram': 'Instagram',
  'footer.social.youtube': 'YouTube',
  'notFound.title': '404 Page Not Found',
  'notFound.text': 'The page you are looking for does not exist or has moved.',
  'notFound.home': 'Back to home',
} as const

/** No admin texts: the file lookups of app/i18n (admin-texts.ts) find an empty set. */
export const adminTexts = {} as const

// this feature's keys, in the registry of every text's key (app/i18n/text-keys.ts)
declare module '#app/i18n/text-keys.ts' {
  interface PublicTexts extends Record<keyof typeof publicTexts, string> {}
}
