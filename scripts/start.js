// `npm start`: build the app when its sources changed since the last build, then serve
// it in production mode. A fresh clone needs only `npm install && npm start`.
import { ensureBuild } from './ensure-build.js'

process.env.NODE_ENV ??= 'production'
ensureBuild()
await import('../server.js')
