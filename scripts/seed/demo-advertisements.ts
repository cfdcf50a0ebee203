import type { advertisements } from '#db/schema/index.ts'
import { addDays } from '#app/utils/dates.ts'

/** The demo newsroom's advertisements, running around `today` (the site's day). */
export function demoAdvertisements(today: string): (typeof advertisements.$inferInsert)[] {
  const adHtml = (heading: string, text: string, cta: string, background: string) =>
    `<div style="font-family:system-ui,sans-serif;background:${background};color:#fff;padding:16px 20px;border-radius:8px;display:flex;align-items:center;justify-content:space-between;gap:16px;flex-wrap:wrap"><div><strong style="font-size:18px">${heading}</strong><div style="opacity:.9;font-size:14px">${text}</div></div><a href="https://www.palmos.example/subscribe" target="_blank" rel="noopener noreferrer" style="background:#fff;color:${background};padding:8px 14px;border-radius:6px;text-decoration:none;font-weight:600">${cta}</a></div>`
  return [
    {
      title: 'Aegean Ferries – Χειμερινά δρομολόγια',
      description: 'Ταξιδέψτε στα νησιά όλο τον χειμώνα με έκπτωση 20%.',
      htmlContent: adHtml(
        'Aegean Ferries',
        'Χειμερινά δρομολόγια με έκπτωση 20% για κρατήσεις online.',
        'Κράτηση',
        '#0e7490',
      ),
      placement: 'header_top',
      status: 'active',
      priority: 50,
      startDate: addDays(today, -30),
      endDate: addDays(today, 60),
    },
    {
      title: 'Βιβλιοπωλείο Πλατεία – Νέες κυκλοφορίες',
      description: 'Οι νέες ελληνικές εκδόσεις του μήνα, με δωρεάν αποστολή.',
      htmlContent: adHtml(
        'Βιβλιοπωλείο Πλατεία',
        'Οι νέες εκδόσεις του μήνα με δωρεάν αποστολή σε όλη την Ελλάδα.',
        'Δείτε τους τίτλους',
        '#9d174d',
      ),
      placement: 'homepage_banner',
      status: 'active',
      priority: 40,
      startDate: addDays(today, -10),
      endDate: addDays(today, 45),
    },
    {
      title: 'Ενεργειακή αναβάθμιση σπιτιού',
      description: 'Δωρεάν αυτοψία και προσφορά για φωτοβολταϊκά και αντλίες θερμότητας.',
      htmlContent: adHtml(
        'Helios Energy',
        'Δωρεάν αυτοψία για φωτοβολταϊκά και αντλίες θερμότητας.',
        'Μάθετε περισσότερα',
        '#b45309',
      ),
      placement: 'between_articles',
      status: 'active',
      priority: 30,
      startDate: addDays(today, -5),
      endDate: addDays(today, 90),
    },
    {
      title: 'Φεστιβάλ Κινηματογράφου – Προπώληση',
      description: 'Η προπώληση εισιτηρίων ξεκίνησε.',
      htmlContent: adHtml(
        'Φεστιβάλ Κινηματογράφου',
        'Η προπώληση εισιτηρίων για τις προβολές ξεκίνησε.',
        'Εισιτήρια',
        '#4338ca',
      ),
      placement: 'footer_top',
      status: 'active',
      priority: 20,
      startDate: addDays(today, -3),
      endDate: addDays(today, 30),
    },
  ]
}
