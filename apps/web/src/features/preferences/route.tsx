import { UpdatePreferencesPage } from './components/update-preferences-page';

/** /update-preferences (document 1 §2). */
export const Component = UpdatePreferencesPage;
