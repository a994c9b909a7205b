import { findSchemaMessage, getPreferenceEmailProblem, serverMessage } from '@dash/domain';
import { BadRequestError } from '../../errors';

/**
 * Refuses a changed e-mail that is not a valid address, as a field error of `field`; the one on file,
 * sent back unchanged, passes whatever rule it met when it was stored (issue 36 §2).
 */
export function assertPreferenceEmail(submitted: string, onFile: string | null, field: string): void {
  const problem = getPreferenceEmailProblem(submitted, onFile);
  if (problem === null) return;
  // The problem is PreferenceEmail's (a contract schema's) message: the catalogue's, found by its words.
  throw new BadRequestError(serverMessage('server.invalidRequest', [field]), {
    fieldErrors: { [field]: [findSchemaMessage(problem) ?? { text: problem }] },
  });
}
