import { index, layout, route, type RouteConfig } from '@react-router/dev/routes'

/** The route table of SPEC.md section 2, in one reviewable place. */
export default [
  layout('routes/public/layout.tsx', [index('routes/public/home.tsx'), route('*', 'routes/not-found.tsx')]),
] satisfies RouteConfig
