import { QueryClient, type QueryFunction } from '@tanstack/react-query'
import { apiRequest } from './api-client.ts'

/** The URL is the query key's segments joined by '/'; a GET that parses JSON. */
export const defaultQueryFn: QueryFunction = ({ queryKey }) => apiRequest('GET', queryKey.map(String).join('/'))

/** No retries, never stale, no refetch on focus, no polling. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: false,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  })
}
