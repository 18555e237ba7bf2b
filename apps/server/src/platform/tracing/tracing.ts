import { trace } from '@opentelemetry/api';

/**
 * OpenTelemetry traces, off by default, turned on by the standard `OTEL_*` variables
 * (https://opentelemetry.io/docs/specs/otel/configuration/sdk-environment-variables/):
 * `OTEL_EXPORTER_OTLP_ENDPOINT` (or `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`) or `OTEL_TRACES_EXPORTER`
 * (otlp, console, zipkin) starts them; `OTEL_SDK_DISABLED=true` or `OTEL_TRACES_EXPORTER=none` keeps them off.
 * The SDK reads the rest itself: protocol, headers, sampler, `OTEL_SERVICE_NAME` (default crossbill).
 *
 * Versions: `@opentelemetry/sdk-node` 0.223 and `instrumentation-*` of that line are the last to support
 * Node 20 (0.300 declares Node >= 22.15); `@fastify/otel` 0.21 is the Fastify instrumentation of that line.
 * Move all of them together when Node 22 is the floor.
 *
 * Started before the app is imported (main.ts, worker.ts): pg and http are patched as they load.
 */
export function tracingWanted(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.OTEL_SDK_DISABLED?.toLowerCase() === 'true') return false;
  const exporter = env.OTEL_TRACES_EXPORTER?.trim().toLowerCase();
  if (exporter === 'none') return false;
  return Boolean(exporter || env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
}

export interface Tracing {
  /** flushes the spans still buffered; called on shutdown */
  stop(): Promise<void>;
}

export async function startTracing(env: NodeJS.ProcessEnv = process.env): Promise<Tracing | null> {
  if (!tracingWanted(env)) return null;
  // loaded only when wanted: the SDK and its exporters are large, and a process without traces never needs them
  const [{ NodeSDK }, { HttpInstrumentation }, { PgInstrumentation }, { default: FastifyOtelInstrumentation }] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
    import('@fastify/otel'),
  ]);
  env.OTEL_SERVICE_NAME ??= 'crossbill';
  const sdk = new NodeSDK({
    // only traces: metrics are Prometheus's (/metrics), logs are pino's
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({
        // probes and scrapes would be most of the spans and say nothing
        ignoreIncomingRequestHook: (req) => /^\/(api\/(health|ready)|metrics)(\?|$)/.test(req.url ?? ''),
      }),
      // statement text only, never the values (they may be e-mails, card BINs, names)
      new PgInstrumentation({ enhancedDatabaseReporting: false }),
      // registers itself on every Fastify instance made after this (diagnostics channel)
      new FastifyOtelInstrumentation({ registerOnInitialization: true }),
    ],
  });
  sdk.start();
  return { stop: () => sdk.shutdown() };
}

/** The trace id of the span running now (a request's), or undefined when tracing is off. */
export function currentTraceId(): string | undefined {
  const ctx = trace.getActiveSpan()?.spanContext();
  return ctx && ctx.traceId !== '00000000000000000000000000000000' ? ctx.traceId : undefined;
}
