import { EobsPage } from './components/eobs-page';

/** /eobs (document 2 §2, §6). */
export const Component = EobsPage;
