import { LoginPage } from './components/login-page';

/** /login (document 1 §2). */
export const Component = LoginPage;
