/**
 * Sweeps the blob store (services/storage/blobs.ts) once the app is ready and every
 * SWEEP_INTERVAL_MS after: the bytes of deleted files, and of uploads whose request failed after they
 * were stored, go once no row names them and they are older than SWEEP_GRACE_MS. A sweep that fails (the
 * database away for a moment) is logged and tried again at the next turn.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SWEEP_GRACE_MS, SWEEP_INTERVAL_MS } from '../services/storage/blobs';
import { sweepBlobs } from '../services/storage/files';

export default fp(async (app: FastifyInstance) => {
  const sweep = async () => {
    try {
      const removed = await sweepBlobs(app.db, app.database.blobs, SWEEP_GRACE_MS);
      if (removed > 0) app.log.info(`removed ${removed} stored blobs no file names any more`);
    } catch (error) {
      app.log.warn({ err: error }, 'the blob store was not swept');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void sweep();
    timer = setInterval(sweep, SWEEP_INTERVAL_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
});
