export const DASHBOARD_QUERY_KEY = ['/api/admin/dashboard'] as const
