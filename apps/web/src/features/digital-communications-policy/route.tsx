import { DigitalCommunicationsPolicyPage } from './components/digital-communications-policy-page';

/** /digital-communications-policy: public, for the brand of this host. */
export const Component = DigitalCommunicationsPolicyPage;
