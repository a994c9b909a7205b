import { OUTSIDE_TEXTS } from '@dash/domain';
import { type Accreditation, API_PATHS } from '@dash/domain/api';
import type { z } from 'zod';

/** The local stand-in for the accreditation service (docs/architecture.md "Outside systems"). */
export const LOCAL_ACCREDITATION: Accreditation = {
  logo: API_PATHS.accreditationLogo,
  description: OUTSIDE_TEXTS.accreditationStandIn,
};

/** A plain seal, so the badge has a picture without any outside request. */
export const LOCAL_ACCREDITATION_LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="Accreditation seal"><circle cx="32" cy="32" r="30" fill="#1f5f8b"/><circle cx="32" cy="32" r="22" fill="none" stroke="#fff" stroke-width="3"/><path d="M21 33l7 7 15-16" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/></svg>`;

/**
 * The local stand-in for the chat vendor's script (document 1 §7): it reads the custom fields the
 * dashboard set in `window.chatSettings` and offers a small chat launcher that greets the member by
 * first name, so the chat gate can be followed end to end on one machine. Like a vendor widget it
 * goes away on the dashboard's `chat:shutdown` event (sign-out), taking the member's details with it.
 */
export const LOCAL_CHAT_SCRIPT = `(function () {
  var settings = window.chatSettings;
  if (!settings || document.getElementById('chat-stand-in')) return;
  var aside = document.createElement('aside');
  aside.id = 'chat-stand-in';
  aside.setAttribute('aria-label', 'Chat');
  aside.style.cssText = 'max-width:75rem;margin:0 auto;padding:1rem;font:inherit';
  var button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Chat with us';
  button.setAttribute('aria-expanded', 'false');
  button.style.cssText = 'min-height:2.75rem;padding:0.5rem 1rem;border:0;border-radius:0.25rem;background:#1f5f8b;color:#fff;font:inherit;cursor:pointer';
  var status = document.createElement('p');
  status.setAttribute('role', 'status');
  button.addEventListener('click', function () {
    var open = button.getAttribute('aria-expanded') !== 'true';
    button.setAttribute('aria-expanded', String(open));
    status.textContent = open
      ? 'Hello ' + settings.customFields.firstName + ', this is the local chat stand-in: a support agent would answer here.'
      : '';
  });
  aside.append(button, status);
  document.body.append(aside);
  window.addEventListener('chat:shutdown', function () { aside.remove(); }, { once: true });
})();
`;

/**
 * A configured address is the local default when it names this gateway's own path on a loopback
 * host: then the gateway responds itself instead of calling out (the default port may differ).
 */
export function isLocalDefault(address: string, path: string): boolean {
  const url = new URL(address);
  return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname) && url.pathname === path;
}

/** Calls a configured outside address and parses the response with its contract schema. */
export async function fetchOutside<T extends z.ZodType>(
  address: string,
  schema: T,
  init: RequestInit = {},
): Promise<z.output<T> | null> {
  try {
    const response = await fetch(address, { ...init, signal: AbortSignal.timeout(5000) });
    if (!response.ok) return null;
    const parsed = schema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
