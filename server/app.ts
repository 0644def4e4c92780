import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { sessionMiddleware } from './auth/session-middleware.ts';
import type { Deps } from './deps.ts';
import type { AppEnv } from './http/app-env.ts';
import { ApiError, errorBody } from './http/errors.ts';
import { originCheck } from './http/origin-check.ts';
import { requestIdMiddleware } from './http/request-id.ts';
import { securityHeadersMiddleware } from './http/security-headers.ts';
import { loadStaticSite } from './http/static-site.ts';
import { createMailer } from './mail/mailer.ts';
import { createAiProvider } from './ai/create-provider.ts';
import { metricsRoutes } from './ops/metrics.ts';
import { observe } from './ops/observe.ts';
import { createOps } from './ops/ops.ts';
import { shippedCatalog } from './content.ts';
import { playRoutes } from './routes/plays.ts';
import { profileRoutes } from './routes/profile.ts';
import { accountRoutes } from './routes/account.ts';
import { authRoutes } from './routes/auth.ts';
import { devOutboxJsonRoutes, devOutboxPageRoutes } from './routes/dev-outbox.ts';
import { healthRoutes } from './routes/health.ts';
import { legalRoutes } from './routes/legal.ts';
import { paymentRoutes } from './routes/payments.ts';
import { subscriptionRoutes } from './routes/subscription.ts';
import { testCheckoutPageRoutes } from './routes/test-checkout.ts';

/** The API routes, chained so that `AppType` carries every route's types to the web client. */
function apiRoutes() {
  return new Hono<AppEnv>()
    .route('/health', healthRoutes)
    .route('/auth', authRoutes)
    .route('/account', accountRoutes)
    .route('/dev', devOutboxJsonRoutes)
    .route('/', playRoutes)
    .route('/profile', profileRoutes)
    .route('/payments', paymentRoutes)
    .route('/subscription', subscriptionRoutes)
    .route('/legal', legalRoutes);
}

/** @public the web client's contract (Hono RPC) */
export type AppType = ReturnType<typeof apiRoutes>;

export function createApp(appDeps: Deps) {
  const catalog = appDeps.catalog ?? shippedCatalog();
  const deps: Deps = {
    ...appDeps,
    mailer: appDeps.mailer ?? createMailer(appDeps.config, appDeps.store, appDeps.now),
    catalog,
    ai: appDeps.ai ?? createAiProvider(appDeps.config, catalog),
    ops: appDeps.ops ?? createOps(appDeps.config),
  };
  const app = new Hono<AppEnv>();
  const production = deps.config.env === 'production';

  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.use('*', requestIdMiddleware);
  app.use('*', observe);

  // Before the session lookup: a response it fails with (a 500 when the database does) still gets the headers.
  app.use('*', securityHeadersMiddleware(production));
  app.use('*', sessionMiddleware);

  const limitBody = bodyLimit({
    maxSize: deps.config.bodyLimitBytes,
    onError: (c) => c.json(errorBody('payload_too_large', 'Die Anfrage ist zu groß.'), 413),
  });
  // Asking for the body makes @hono/node-server build a full Request, which cost the reads a fifth
  // of their throughput and the writes a tenth to a fifth (docs/performance.md). A GET or HEAD has
  // no body, and Node's HTTP parser never reads past an announced Content-Length: only a body of
  // unannounced or too large a size goes through the limit.
  app.use('/api/*', (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined && Number(length) <= deps.config.bodyLimitBytes)
      return next();
    return limitBody(c, next);
  });
  app.use('/api/*', originCheck);

  const routes = app.route('/api', apiRoutes());

  routes.all('/api/*', (c) => c.json(errorBody('not_found', `Unbekannte API-Adresse: ${c.req.method} ${c.req.path}`), 404));

  app.route('/metrics', metricsRoutes);
  app.route('/dev', devOutboxPageRoutes);
  app.route('/test-checkout', testCheckoutPageRoutes);

  if (deps.webRoot) {
    const serve = loadStaticSite(deps.webRoot);
    app.on(['GET', 'HEAD'], '*', (c) => serve(c));
  }

  app.notFound((c) => c.json(errorBody('not_found', 'Nicht gefunden.'), 404));

  app.onError((err, c) => {
    if (err instanceof ApiError) return c.json(errorBody(err.code, err.message), err.status);
    if (err instanceof HTTPException) {
      const status = err.status;
      const message = status === 400 ? 'Die Anfrage konnte nicht gelesen werden (ungültiges JSON?).' : err.message || 'Fehler';
      return c.json(errorBody(status === 400 ? 'bad_request' : 'http_error', message), status);
    }
    (c.get('log') ?? deps.ops!.logger).error({ err, method: c.req.method, path: c.req.path }, 'unhandled error');
    return c.json(errorBody('internal', 'Ein Fehler ist aufgetreten. Bitte versuche es später erneut.'), 500);
  });

  return app;
}
