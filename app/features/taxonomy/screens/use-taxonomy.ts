import { useQuery } from '@tanstack/react-query'
import { isUnauthorizedError } from '#app/ui/admin/api-client.ts'
import { CATEGORIES_QUERY_KEY, TAGS_QUERY_KEY } from '#app/ui/admin/query-keys.ts'
import type { AdminCategory, AdminTag } from '#app/features/taxonomy/category.types.ts'

const MAX_RETRIES = 3

/** The category and tag lists retry up to 3 times, but not after a 401. */
export function retryTaxonomy(failureCount: number, error: unknown): boolean {
  return !isUnauthorizedError(error) && failureCount < MAX_RETRIES
}

export function useCategories() {
  return useQuery<AdminCategory[]>({ queryKey: CATEGORIES_QUERY_KEY, retry: retryTaxonomy })
}

export function useTags() {
  return useQuery<AdminTag[]>({ queryKey: TAGS_QUERY_KEY, retry: retryTaxonomy })
}
