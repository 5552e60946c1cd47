import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { prettyLogStream } from './lib/log-format.ts';
import { readyLine } from './lib/ready-line.ts';

/** The process: read config, build the app, listen, close gracefully on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
  let app;
  try {
    app = await buildApp(config, config.logFormat === 'pretty' ? { logStream: prettyLogStream() } : {});
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(73);
    }
    throw error;
  }
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 15_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while closing');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  await app.listen({ host: config.host, port: config.port });
  if (!config.floodMappingUrls.fr && !config.floodMappingUrls.en) {
    // For the operator, not the users: they are told the mapping app is not available here.
    app.log.warn(
      'Flood analysis has no mapping app: set FLOOD_MAPPING_URL_FR and FLOOD_MAPPING_URL_EN (README, Configuration) to embed one',
    );
  }
  // The operator's last line: where to go, where things are.
  if (config.env !== 'production') console.log(readyLine(config));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
