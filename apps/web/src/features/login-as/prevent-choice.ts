const PREVENT_KEY = 'prevent_crm_navigation';

/** The staff member's prevent-CRM choice, kept for this tab (document 1 §4, Login-as success). */
export function getPreventChoice(): boolean {
  return sessionStorage.getItem(PREVENT_KEY) === 'true';
}

export function keepPreventChoice(prevent: boolean): void {
  sessionStorage.setItem(PREVENT_KEY, String(prevent));
}

/** Today in the browser's own calendar, yyyy-mm-dd: the latest date of birth (document 1 §5). */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
