import http from 'node:http';

/**
 * The trace collector of the multi-process tests (issue 20 §4): what the servers that OTEL_* variables
 * point at it send over OTLP/HTTP (JSON). No tests here.
 */
export type OtlpSpan = { traceId: string; name: string; attributes?: Array<{ key: string; value: Record<string, unknown> }> };

/** An OTLP/HTTP (JSON) trace receiver, as a collector would be: the spans servers send it, in `spans`. */
export function otlpReceiver(): { spans: OtlpSpan[]; server: http.Server } {
  const spans: OtlpSpan[] = [];
  const server = http.createServer((req, res) => {
    const body: Buffer[] = [];
    req.on('data', (d: Buffer) => body.push(d));
    req.on('end', () => {
      const sent = JSON.parse(Buffer.concat(body).toString()) as { resourceSpans: Array<{ scopeSpans: Array<{ spans: OtlpSpan[] }> }> };
      for (const r of sent.resourceSpans) for (const s of r.scopeSpans) spans.push(...s.spans);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return { spans, server };
}

/** A span's attribute value, whatever its OTLP type. */
export const attr = (s: OtlpSpan, key: string) => Object.values(s.attributes?.find((a) => a.key === key)?.value ?? {})[0];
