import { buildApp } from "./app.js";
import { loadConfig } from "./config.js";

/** How long in-flight requests get to finish after SIGTERM before the process gives up. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    setTimeout(() => {
      app.log.error("shutdown timed out");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    // close() stops accepting connections, lets in-flight requests finish, then runs the
    // onClose hooks, which close the database.
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, "error during shutdown");
        process.exit(1);
      },
    );
  };
  process.once("SIGTERM", shutdown);
  process.once("SIGINT", shutdown);

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: config.database.dialect, api: config.apiBasePath, dataDir: config.dataDir },
    "Life Intelligence is running",
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
