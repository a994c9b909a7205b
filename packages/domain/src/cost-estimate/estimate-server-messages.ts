/** What the estimator's calls respond with beyond the search form's checks (issue 38 §1). */
export const COST_ESTIMATE_SERVER_MESSAGES = {
  noService: 'No service matches your search.',
} as const;
