/** Leaves the app for another address with a full page load (document 1 §4: a redirect in the token response). */
export function loadFullPage(url: string): void {
  window.location.assign(url);
}
