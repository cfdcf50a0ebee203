export const ADS_QUERY_KEY = ['/api/admin/advertisements'] as const
