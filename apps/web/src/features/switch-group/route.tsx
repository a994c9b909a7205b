import { SwitchGroupPage } from './components/switch-group-page';

export const Component = SwitchGroupPage;
