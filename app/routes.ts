import { index, layout, route, type RouteConfig } from '@react-router/dev/routes'

/** The route table of SPEC.md section 2, in one reviewable place. */
export default [
  layout('routes/public/layout.tsx', [index('routes/public/home.tsx'), route('*', 'routes/not-found.tsx')]),
  // /admin and /admin/*: one layout that shows the login until there is a staff session
  route('admin', 'routes/admin/layout.tsx', [
    index('routes/admin/dashboard.tsx', { id: 'routes/admin/dashboard-index' }),
    route('dashboard', 'routes/admin/dashboard.tsx'),
    route('users', 'routes/admin/users.tsx'),
    route('*', 'routes/admin/not-found.tsx'),
  ]),
] satisfies RouteConfig
