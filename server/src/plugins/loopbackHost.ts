/**
 * One address for the browser on this machine: when PUBLIC_URL is a loopback address (the default
 * http://localhost:8080), a page opened under another loopback name of this machine (127.0.0.1, [::1])
 * is sent on to PUBLIC_URL before the SPA loads. Sign-in only returns to PUBLIC_URL (the provider's
 * redirect URI), and each name is an origin of its own to the browser (its own storage and cookies).
 * Only page loads (GET or HEAD accepting HTML) move; API calls, scripts and health checks answer on
 * any name. A non-loopback PUBLIC_URL (a real deployment, maybe behind a proxy) changes nothing.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Host names (as URL.hostname gives them) that reach this machine only. */
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether `hostname` (URL.hostname form: IPv6 in brackets) names this machine's loopback interface. */
const isLoopbackName = (hostname: string) => LOOPBACK_NAMES.has(hostname.toLowerCase());

export default fp<{ publicUrl: string }>(async (app: FastifyInstance, { publicUrl }) => {
  const target = new URL(publicUrl);
  if (!isLoopbackName(target.hostname)) return;
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (!(request.headers.accept ?? '').includes('text/html')) return;
    const hostname = request.hostname.toLowerCase();
    if (hostname === target.hostname || !isLoopbackName(hostname)) return;
    return reply.redirect(`${target.origin}${request.url}`, 302);
  });
});
