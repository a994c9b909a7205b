import { SelectGroupPage } from './components/select-group-page';

export const Component = SelectGroupPage;
