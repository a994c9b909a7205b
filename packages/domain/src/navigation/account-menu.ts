import { MENU_ROUTES, type MenuItem } from './menu-item';
import { MENU_TEXTS } from './menu-texts';

export type AccountMenuEntry =
  | { readonly kind: 'item'; readonly item: MenuItem }
  | { readonly kind: 'divider' };

/** The account menu always begins with 'My account', a divider, then the configured items (document 1 §9). */
export function getAccountMenu(configured: readonly MenuItem[]): readonly AccountMenuEntry[] {
  return [
    { kind: 'item', item: { title: MENU_TEXTS.myAccount, route: MENU_ROUTES.account } },
    { kind: 'divider' },
    ...configured.map((item) => ({ kind: 'item' as const, item })),
  ];
}
