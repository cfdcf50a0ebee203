import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export default defineConfig(({ isSsrBuild }) => ({
  build: {
    // The server build's entry is our Express app (server/app.ts), which mounts the
    // API and hands everything else to React Router (template: node-custom-server).
    rollupOptions: isSsrBuild ? { input: './server/app.ts' } : undefined,
  },
  ssr: {
    // Native and WASM packages stay in node_modules at run time.
    external: ['@electric-sql/pglite', 'sharp', '@node-rs/argon2', 'pg'],
  },
  plugins: [tailwindcss(), reactRouter()],
}))
