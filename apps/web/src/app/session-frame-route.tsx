import { MemberFrame } from './member-area';
import { SessionFrame } from './session-frame';

export { loader } from './session-frame';

/**
 * The route of the public pages a member also reaches (/contact-us, /error/{status}). The member's frame
 * comes with the route's files, so a member's server-rendered page names it among the files its HTML
 * preloads and is hydrated without waiting for it. The shell's own use of SessionFrame (an error shown
 * in place) keeps loading it when first needed: /login never loads it.
 */
export function SessionFrameRoute() {
  return <SessionFrame frame={MemberFrame} />;
}
