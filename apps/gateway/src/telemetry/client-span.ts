import { type Attributes, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';

/**
 * An outside call the OpenTelemetry instrumentations do not see, as a client span (issue 40 §2,
 * decision 065): today the SMTP send (services/mail/mailer.ts), since nodemailer has no maintained
 * instrumentation and the ESM bundle's imports escape require hooks anyway. Through the API's tracer
 * only: with tracing off no provider is registered, and the span is the API's no-op. A failure marks
 * the span with its error code, never its message, which can name the recipient.
 */
export async function inClientSpan<T>(
  name: string,
  attributes: Attributes,
  call: () => Promise<T>,
): Promise<T> {
  // Asked of the global provider at each call: a tracer kept from the first keeps that provider's, even
  // once it has shut down and another has started (the next test file in the same worker).
  const tracer = trace.getTracer('dash-gateway-outside');
  return tracer.startActiveSpan(name, { kind: SpanKind.CLIENT, attributes }, async (span) => {
    try {
      return await call();
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      span.setAttribute('error.type', typeof code === 'string' ? code : 'Error');
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}
