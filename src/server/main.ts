// Starts Loreforge: reads the configuration, opens and migrates the database, serves API and client.
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase, pgliteDirFor } from './db/client.js';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { pgliteDir: pgliteDirFor(config.dataDir) },
  );
  const app = await buildApp({ config, db: database.db });
  app.log.info(
    { database: database.engine, dataDir: config.dataDir, google: Boolean(config.google) },
    'Loreforge starting',
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Loreforge failed to start:', error);
  }
  process.exit(1);
});
