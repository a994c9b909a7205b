import { redirect } from 'react-router';
import { paths } from '@/config/paths';
import { getSessionToken } from '@/lib/session';
import { HomePage } from './components/home-page';

/** /home needs a session token (document 1 §2, §6); without one the member signs in first. */
export function loader() {
  return getSessionToken() ? null : redirect(paths.login);
}

export const Component = HomePage;
