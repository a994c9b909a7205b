import { describe, expect, it } from 'vitest';
import {
  getPriorAuthorizationDecision,
  type PriorAuthorizationStatus,
} from '../src/benefit-resources/prior-authorization-decision';

/** Issue 38 §3: one row per status the benefits pages show, for a request of 12 units. */
const DECISIONS: readonly [PriorAuthorizationStatus, string, string, string, string, number | null][] = [
  // status, EOB status, outcome, disposition, X12 review action, allowed units
  ['APPROVED', 'active', 'complete', 'Approved', 'A1', 12],
  ['DENIED', 'active', 'complete', 'Denied', 'A3', 0],
  ['PENDING', 'active', 'queued', 'Pending review', 'A4', null],
  ['CANCELLED', 'cancelled', 'complete', 'Cancelled', 'C', null],
];

describe('a prior authorization’s decision in the Patient Access API (issue 38 §3)', () => {
  it.each(DECISIONS)(
    '%s → %s, %s, %s, %s, %s units',
    (status, eobStatus, outcome, disposition, code, units) => {
      expect(getPriorAuthorizationDecision(status, 12)).toMatchObject({
        status: eobStatus,
        outcome,
        disposition,
        reviewAction: { code },
        allowedUnits: units,
      });
    },
  );

  it('an approval allows what was asked for, whatever the count', () => {
    expect(getPriorAuthorizationDecision('APPROVED', 1).allowedUnits).toBe(1);
    expect(getPriorAuthorizationDecision('DENIED', 1).allowedUnits).toBe(0);
  });
});
