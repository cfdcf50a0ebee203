import type { DemoArticle } from '../demo-types.ts'
import { articles as culture } from './culture.ts'
import { articles as economy } from './economy.ts'
import { articles as politics } from './politics.ts'
import { articles as sportsTechnology } from './sports-technology.ts'
import { articles as worldSociety } from './world-society.ts'

/** Interleaved so that every section has recent and older pieces. */
function interleave(groups: DemoArticle[][]): DemoArticle[] {
  const out: DemoArticle[] = []
  const longest = Math.max(...groups.map((g) => g.length))
  for (let i = 0; i < longest; i++) {
    for (const g of groups) {
      const article = g[i]
      if (article) out.push(article)
    }
  }
  return out
}

export const DEMO_ARTICLES: DemoArticle[] = interleave([politics, worldSociety, economy, sportsTechnology, culture])
