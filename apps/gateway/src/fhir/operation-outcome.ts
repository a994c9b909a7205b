import type { OperationOutcome } from '@medplum/fhirtypes';

/** The issue codes the API responds with (FHIR R4 IssueType). */
export type OutcomeCode =
  | 'invalid'
  | 'not-supported'
  | 'login'
  | 'forbidden'
  | 'not-found'
  | 'throttled'
  | 'exception'
  | 'expired'
  | 'transient';

/** Every FHIR error is an OperationOutcome with one issue: what failed, in words an app can show. */
export function operationOutcome(code: OutcomeCode, diagnostics: string): OperationOutcome {
  return {
    resourceType: 'OperationOutcome',
    issue: [{ severity: code === 'exception' ? 'fatal' : 'error', code, diagnostics }],
  };
}

/** A failure a FHIR route expects: the status and the outcome the error handler responds with. */
export class FhirError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 406 | 429,
    readonly code: OutcomeCode,
    message: string,
  ) {
    super(message);
    this.name = 'FhirError';
  }
}
