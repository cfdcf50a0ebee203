// npm run lighthouse: the public pages' Lighthouse figures. Builds if the sources changed,
// loads the demo newsroom plus LH_ARTICLES (1,000) generated articles into a fresh
// embedded database, starts the production server on 127.0.0.1:LH_PORT (3520), runs
// Lighthouse (mobile preset, simulated throttling) LH_RUNS (3) times on the home page,
// the lead article, the search page and the lead article's section in Greek and in
// English, and prints the medians and the audits that lost points. LH_ONLY=home,article
// picks pages; every report is written to lighthouse-results/<page>-<language>-<n>.json.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ensureBuild, ROOT } from '../ensure-build.js'
import { prepareBenchData } from '../bench/prepare-data.ts'
import { withProductServer } from '../bench/product-server.ts'
import { articleToEdit } from '../bench/publishing.ts'
import { auditOnce, CATEGORIES } from './audit.ts'
import { lighthousePages } from './pages.ts'
import { printFigures, summarise, type PageFigures } from './report.ts'

function whole(name: string, fallback: number): number {
  const value = process.env[name]
  if (!value) return fallback
  if (!/^\d+$/.test(value)) throw new Error(`${name} must be a whole number (got ${value})`)
  return Number(value)
}

const runs = whole('LH_RUNS', 3)
const port = whole('LH_PORT', 3520)
const extraArticles = whole('LH_ARTICLES', 1000)
const only = process.env.LH_ONLY?.split(',').map((name) => name.trim())
const resultsDir = path.join(ROOT, 'lighthouse-results')

ensureBuild()
const dataDir = mkdtempSync(path.join(tmpdir(), 'newsroom-lighthouse-'))
try {
  process.stdout.write(`Preparing the demo newsroom with ${extraArticles} extra articles...\n`)
  const { articleSlug } = await prepareBenchData(dataDir, extraArticles)
  const figures: PageFigures[] = []
  await withProductServer({ port, dataDir }, async ({ url }) => {
    const { categorySlug } = await articleToEdit(url, articleSlug)
    const pages = lighthousePages(articleSlug, categorySlug).filter((page) => !only || only.includes(page.name))
    mkdirSync(resultsDir, { recursive: true })
    for (const page of pages) {
      const address = `${url}${page.path}`
      await fetch(address) // the server's first render of the page is not what a reader meets
      const results = []
      for (let n = 1; n <= runs; n++) {
        process.stdout.write(`Lighthouse ${n}/${runs}: ${address}\n`)
        const lhr = await auditOnce(address)
        writeFileSync(path.join(resultsDir, `${page.name}-${page.language}-${n}.json`), JSON.stringify(lhr))
        results.push(lhr)
      }
      figures.push(summarise(page, results))
    }
  })
  printFigures(figures)
  const below = figures.filter(({ scores }) => CATEGORIES.some((id) => scores[id] < 100))
  process.stdout.write(
    below.length
      ? `\nBelow 100: ${below.map(({ page }) => `${page.name} (${page.language})`).join(', ')}.\n`
      : '\nEvery page scores 100 in all four categories.\n',
  )
  process.stdout.write(`Reports: ${path.relative(ROOT, resultsDir)}/\n`)
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}
