/** Demo categories: top-level sections with their sub-categories (one level). */
export interface DemoCategory {
  slug: string
  name: string
  nameEn: string
  description: string
  descriptionEn: string
  color: string
  children?: DemoCategory[]
}

export const DEMO_CATEGORIES: DemoCategory[] = [
  {
    slug: 'politiki',
    name: 'Πολιτική',
    nameEn: 'Politics',
    description: 'Κυβέρνηση, Βουλή, κόμματα και εκλογές.',
    descriptionEn: 'Government, parliament, parties and elections.',
    color: '#dc2626',
    children: [
      {
        slug: 'kyvernisi',
        name: 'Κυβέρνηση',
        nameEn: 'Government',
        description: 'Αποφάσεις και πολιτικές της κυβέρνησης.',
        descriptionEn: 'Government decisions and policy.',
        color: '#dc2626',
      },
      {
        slug: 'ekloges',
        name: 'Εκλογές',
        nameEn: 'Elections',
        description: 'Δημοσκοπήσεις, αναμετρήσεις και αποτελέσματα.',
        descriptionEn: 'Polls, campaigns and results.',
        color: '#dc2626',
      },
    ],
  },
  {
    slug: 'oikonomia',
    name: 'Οικονομία',
    nameEn: 'Economy',
    description: 'Αγορές, επιχειρήσεις, ενέργεια και τσέπη του πολίτη.',
    descriptionEn: 'Markets, business, energy and household finances.',
    color: '#2563eb',
    children: [
      {
        slug: 'agores',
        name: 'Αγορές',
        nameEn: 'Markets',
        description: 'Χρηματιστήριο, ομόλογα και επιτόκια.',
        descriptionEn: 'Stocks, bonds and interest rates.',
        color: '#2563eb',
      },
      {
        slug: 'epixeiriseis',
        name: 'Επιχειρήσεις',
        nameEn: 'Business',
        description: 'Εταιρείες, επενδύσεις και απασχόληση.',
        descriptionEn: 'Companies, investment and jobs.',
        color: '#2563eb',
      },
    ],
  },
  {
    slug: 'kosmos',
    name: 'Κόσμος',
    nameEn: 'World',
    description: 'Διεθνείς εξελίξεις από την Ευρώπη και όλο τον κόσμο.',
    descriptionEn: 'International news from Europe and around the world.',
    color: '#7c3aed',
    children: [
      {
        slug: 'evropi',
        name: 'Ευρώπη',
        nameEn: 'Europe',
        description: 'Η Ευρωπαϊκή Ένωση και οι γείτονές μας.',
        descriptionEn: 'The European Union and our neighbours.',
        color: '#7c3aed',
      },
      {
        slug: 'amerikes',
        name: 'Αμερική',
        nameEn: 'Americas',
        description: 'Ειδήσεις από τη Βόρεια και τη Νότια Αμερική.',
        descriptionEn: 'News from North and South America.',
        color: '#7c3aed',
      },
    ],
  },
  {
    slug: 'koinonia',
    name: 'Κοινωνία',
    nameEn: 'Society',
    description: 'Παιδεία, υγεία, πόλεις και καθημερινή ζωή.',
    descriptionEn: 'Education, health, cities and everyday life.',
    color: '#ea580c',
    children: [
      {
        slug: 'paideia',
        name: 'Παιδεία',
        nameEn: 'Education',
        description: 'Σχολεία, πανεπιστήμια και εξετάσεις.',
        descriptionEn: 'Schools, universities and exams.',
        color: '#ea580c',
      },
      {
        slug: 'ygeia',
        name: 'Υγεία',
        nameEn: 'Health',
        description: 'Δημόσια υγεία, νοσοκομεία και πρόληψη.',
        descriptionEn: 'Public health, hospitals and prevention.',
        color: '#ea580c',
      },
    ],
  },
  {
    slug: 'athlitismos',
    name: 'Αθλητισμός',
    nameEn: 'Sports',
    description: 'Ποδόσφαιρο, μπάσκετ και όλα τα σπορ.',
    descriptionEn: 'Football, basketball and every other sport.',
    color: '#16a34a',
    children: [
      {
        slug: 'podosfairo',
        name: 'Ποδόσφαιρο',
        nameEn: 'Football',
        description: 'Πρωτάθλημα, Ευρώπη και Εθνική ομάδα.',
        descriptionEn: 'League, European cups and the national team.',
        color: '#16a34a',
      },
      {
        slug: 'mpasket',
        name: 'Μπάσκετ',
        nameEn: 'Basketball',
        description: 'Basket League, Euroleague και NBA.',
        descriptionEn: 'Basket League, EuroLeague and the NBA.',
        color: '#16a34a',
      },
    ],
  },
  {
    slug: 'technologia',
    name: 'Τεχνολογία',
    nameEn: 'Technology',
    description: 'Ψηφιακός κόσμος, επιστήμη και καινοτομία.',
    descriptionEn: 'Digital life, science and innovation.',
    color: '#0891b2',
    children: [
      {
        slug: 'epistimi',
        name: 'Επιστήμη',
        nameEn: 'Science',
        description: 'Έρευνα, διάστημα και περιβάλλον.',
        descriptionEn: 'Research, space and the environment.',
        color: '#0891b2',
      },
      {
        slug: 'diadiktyo',
        name: 'Διαδίκτυο',
        nameEn: 'Internet',
        description: 'Εφαρμογές, ασφάλεια και τεχνητή νοημοσύνη.',
        descriptionEn: 'Apps, security and artificial intelligence.',
        color: '#0891b2',
      },
    ],
  },
  {
    slug: 'politismos',
    name: 'Πολιτισμός',
    nameEn: 'Culture',
    description: 'Κινηματογράφος, θέατρο, βιβλίο και μουσική.',
    descriptionEn: 'Cinema, theatre, books and music.',
    color: '#db2777',
    children: [
      {
        slug: 'kinimatografos',
        name: 'Κινηματογράφος',
        nameEn: 'Cinema',
        description: 'Ταινίες, φεστιβάλ και σειρές.',
        descriptionEn: 'Films, festivals and series.',
        color: '#db2777',
      },
      {
        slug: 'vivlio',
        name: 'Βιβλίο',
        nameEn: 'Books',
        description: 'Νέες εκδόσεις και συγγραφείς.',
        descriptionEn: 'New releases and authors.',
        color: '#db2777',
      },
    ],
  },
]

/** Demo tags: key → [Greek name, English name]. Tag names are stored in Greek. */
export const DEMO_TAGS: Record<string, string> = {
  athina: 'Αθήνα',
  thessaloniki: 'Θεσσαλονίκη',
  vouli: 'Βουλή',
  ee: 'Ευρωπαϊκή Ένωση',
  plithorismos: 'Πληθωρισμός',
  energeia: 'Ενέργεια',
  tourismos: 'Τουρισμός',
  stegasi: 'Στέγαση',
  klima: 'Κλιματική αλλαγή',
  texniti_noimosyni: 'Τεχνητή νοημοσύνη',
  ethniki_omada: 'Εθνική ομάδα',
  euroleague: 'Euroleague',
  nisia: 'Νησιά',
  metafores: 'Μεταφορές',
  ergasia: 'Εργασία',
  ekpaideusi: 'Εκπαίδευση',
  nosokomeia: 'Νοσοκομεία',
  festival: 'Φεστιβάλ',
  diastima: 'Διάστημα',
  kyvernoasfaleia: 'Κυβερνοασφάλεια',
}

export const DEMO_CATEGORY_KEYS: string[] = DEMO_CATEGORIES.flatMap((c) => [
  c.slug,
  ...(c.children ?? []).map((s) => s.slug),
])
