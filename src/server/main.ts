// Starts Loreforge: reads the configuration, opens and migrates the database, serves API and client.
import { buildApp } from './app.js';
import { ConfigError, loadConfig, StartupError } from './config.js';
import { openDatabase, pgliteDirFor } from './db/client.js';

async function main() {
  const config = loadConfig();
  let warn: ((error: Error) => void) | undefined;
  const database = await openDatabase(
    config.databaseUrl
      ? { url: config.databaseUrl, onIdleError: (error) => warn?.(error) }
      : { pgliteDir: pgliteDirFor(config.dataDir) },
  );
  // A configured S3 bucket or Redis that does not answer stops the start (StartupError): close the database first.
  const app = await buildApp({ config, db: database.db }).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  warn = (error) =>
    app.log.warn({ err: error }, 'A pooled database connection failed while idle; it was replaced');
  app.log.info(
    {
      database: database.engine,
      dataDir: config.dataDir,
      pictures: config.s3 ? 's3' : 'files',
      sharedLimits: config.redis ? 'redis' : 'this process',
      google: Boolean(config.google),
    },
    'Loreforge starting',
  );

  if (config.databaseUrl && !config.s3) {
    // Another instance on this database would store its pictures on its own disk: each would answer 410 for the
    // other's pictures (issue 22). One instance is fine; several need S3_* (README, 'Production').
    app.log.warn(
      { dataDir: config.dataDir },
      'Pictures are stored on this machine (DATA_DIR) while the data is in a shared PostgreSQL: run one instance only, or set S3_* so every instance sees every picture',
    );
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Requests in flight get the grace period to finish; then every connection still open is closed, so a client
    // reading a download at a trickle cannot keep a stopped server alive (issue 22, M8).
    const cutOff = setTimeout(() => {
      app.log.warn('closing the connections still open after the grace period');
      app.server.closeAllConnections();
    }, config.http.shutdownGraceMs);
    cutOff.unref();
    await app.close();
    clearTimeout(cutOff);
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof StartupError) {
    console.error(error.message);
  } else {
    console.error('Loreforge failed to start:', error);
  }
  process.exit(1);
});
