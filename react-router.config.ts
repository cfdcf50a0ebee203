import type { Config } from '@react-router/dev/config'

export default {
  ssr: true,
  appDirectory: 'app',
  buildDirectory: 'build',
  // React Router 8's behaviour, chosen now (no loader here uses a load context, no route
  // has client loaders to split, and in-site navigations fetch the same data either way)
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
    // not yet: React Router 7 marks it experimental, and with it the server build would
    // no longer start from server/app.ts (vite.config.ts) but from React Router's own entry
    v8_viteEnvironmentApi: false,
  },
} satisfies Config
