/**
 * `npm run dev`: the API, /media and the identity provider as in production, with Vite's dev server
 * (hot reload) mounted as middleware on the same port instead of the built dist/.
 */
import './runtime';
import middie from '@fastify/middie';
import { createServer } from 'vite';
import { rootDir } from './app';
import { listen, runServer } from './server';

const { app, config } = await runServer({ serveBuild: false });
await app.register(middie);
const vite = await createServer({ root: rootDir, server: { middlewareMode: true }, appType: 'spa' });
app.use((req, res, next) => {
  const url = req.url ?? '/';
  if (/^\/(api|idp|media|healthz|readyz|config\.json|assets\/i18n)\b/.test(url)) return next();
  vite.middlewares(req, res, next);
});
app.addHook('onClose', () => vite.close());
await listen(app, config, 'Club Beheer (dev)');
