/**
 * The shell's own words beyond the specification's (issue 9): the way on from an error page or the
 * contact page, and the label of the brand's customer-service number shown where the specification's
 * text asks the member to call.
 */
export const WAY_ON_TEXTS = {
  /** A signed-in member goes back to the dashboard; the specification's 'Back to login' is for everyone else. */
  backToHome: 'Back to home',
  backToLogin: 'Back to login',
  contactUs: 'Contact us',
  /** Names the list of links on an error page. */
  wayOn: 'Where to go from here',
} as const;

export const CUSTOMER_SERVICE_TEXTS = {
  /** Beside the not-enrolled alert and the locked-account message: the number they ask the member to call. */
  callCustomerService: 'Customer service:',
} as const;
