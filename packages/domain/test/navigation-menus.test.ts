import { describe, expect, it } from 'vitest';
import { getAccountMenu } from '../src/navigation/account-menu';
import { getBenefitsMenu } from '../src/navigation/benefits-menu';
import { getClaimsMenu } from '../src/navigation/claims-menu';
import { getFindCareMenu } from '../src/navigation/find-care-menu';
import type { MenuItem } from '../src/navigation/menu-item';
import { getMobileBar, getPrimaryMenu } from '../src/navigation/primary-menu';
import { getSettingsMenu } from '../src/navigation/settings-menu';
import { getUtilityMenu } from '../src/navigation/utility-menu';
import { getGlobalAlerts } from '../src/shell/alert';
import { PERSONA_FACTS } from './persona-navigation-facts';

const titles = (items: readonly MenuItem[] | null) => (items ? items.map((item) => item.title) : null);
const facts = (username: string) => {
  const found = PERSONA_FACTS[username];
  if (!found) throw new Error(`no facts for ${username}`);
  return found;
};

const FULL_SETTINGS = [
  'Summary',
  'Member information',
  'Settings',
  'Member plan benefits',
  'eBill',
  'Help center',
];
const NO_EBILL = FULL_SETTINGS.filter((title) => title !== 'eBill');
const CLAIMS_EOBS_NAV = ['Home', 'Benefits', 'Find care', 'Claims/EOBs'];

/**
 * Document 1 §2 Menus and §6, document 2 §4 and §6: one row per persona of personas.md.
 * settings: null when the menu is hidden (partner non-subscribers, non-subscribers under 18).
 */
const table: Array<{
  username: string;
  settings: string[] | null;
  primary: string[];
  claims: string[];
  alert: boolean;
}> = [
  {
    username: 'alex',
    settings: [...FULL_SETTINGS, 'Log out'],
    primary: CLAIMS_EOBS_NAV,
    claims: ['Claims', 'EOBs', 'Pharmacy'],
    alert: false,
  },
  {
    username: 'jordan',
    settings: [...FULL_SETTINGS, 'Log out'],
    primary: ['Home', 'Benefits', 'Find care', 'Claims'],
    claims: ['Claims', 'Pharmacy'],
    alert: false,
  },
  {
    username: 'casey',
    settings: null,
    primary: ['Home', 'Benefits', 'Find care', 'Claims'],
    claims: ['Claims', 'Pharmacy'],
    alert: false,
  },
  {
    username: 'morgan',
    settings: [...NO_EBILL, 'Log out'],
    primary: ['Home', 'Claims/EOBs'],
    claims: ['Claims', 'EOBs', 'Pharmacy'],
    alert: true,
  },
  {
    username: 'riley',
    settings: [...FULL_SETTINGS, 'Log out'],
    primary: CLAIMS_EOBS_NAV,
    claims: ['Claims', 'EOBs', 'Pharmacy'],
    alert: false,
  },
  {
    username: 'taylor',
    settings: [...FULL_SETTINGS, 'Log out'],
    primary: CLAIMS_EOBS_NAV,
    claims: ['Claims', 'EOBs'],
    alert: false,
  },
  {
    username: 'sam',
    settings: [...FULL_SETTINGS, 'Log out'],
    primary: CLAIMS_EOBS_NAV,
    claims: ['Claims', 'EOBs', 'Pharmacy'],
    alert: false,
  },
  {
    username: 'pat',
    settings: [...FULL_SETTINGS, 'Log out'],
    primary: CLAIMS_EOBS_NAV,
    claims: ['Claims', 'EOBs', 'Pharmacy'],
    alert: false,
  },
  {
    username: 'quinn',
    settings: [...NO_EBILL, 'Log out'],
    primary: CLAIMS_EOBS_NAV,
    claims: ['Claims', 'EOBs', 'Pharmacy'],
    alert: false,
  },
  {
    username: 'avery',
    settings: [...NO_EBILL, 'Log out'],
    primary: CLAIMS_EOBS_NAV,
    claims: ['Claims', 'EOBs', 'Pharmacy'],
    alert: false,
  },
  {
    username: 'blake',
    settings: [...NO_EBILL, 'Log out'],
    primary: CLAIMS_EOBS_NAV,
    claims: ['Claims', 'EOBs'],
    alert: false,
  },
  {
    username: 'drew',
    settings: [...FULL_SETTINGS, 'Log out'],
    primary: CLAIMS_EOBS_NAV,
    claims: ['Claims', 'EOBs', 'Pharmacy'],
    alert: false,
  },
  {
    username: 'emerson',
    settings: [...FULL_SETTINGS, 'Log out'],
    primary: CLAIMS_EOBS_NAV,
    claims: ['Claims', 'EOBs', 'Pharmacy'],
    alert: false,
  },
  {
    username: 'finley',
    settings: [...FULL_SETTINGS, 'Log out'],
    primary: CLAIMS_EOBS_NAV,
    claims: ['Claims', 'EOBs', 'Pharmacy'],
    alert: false,
  },
  {
    username: 'harper',
    settings: [...FULL_SETTINGS, 'Log out'],
    primary: CLAIMS_EOBS_NAV,
    claims: ['Claims', 'EOBs', 'Pharmacy'],
    alert: false,
  },
  {
    username: 'jamie',
    settings: [...FULL_SETTINGS, 'Log out'],
    primary: CLAIMS_EOBS_NAV,
    claims: ['Claims', 'EOBs', 'Pharmacy'],
    alert: false,
  },
  {
    username: 'devon',
    settings: [...NO_EBILL, 'Log out'],
    primary: CLAIMS_EOBS_NAV,
    claims: ['Claims', 'EOBs', 'Pharmacy'],
    alert: false,
  },
  {
    username: 'elliot',
    settings: [...NO_EBILL, 'Log out'],
    primary: CLAIMS_EOBS_NAV,
    claims: ['Claims', 'EOBs', 'Pharmacy'],
    alert: false,
  },
  {
    username: 'support',
    settings: [...FULL_SETTINGS, 'LoginAsAnyone', 'Log out'],
    primary: CLAIMS_EOBS_NAV,
    claims: ['Claims', 'EOBs', 'Pharmacy'],
    alert: false,
  },
  {
    username: 'agent',
    settings: [...FULL_SETTINGS, 'LoginAsNonEmp', 'Log out'],
    primary: CLAIMS_EOBS_NAV,
    claims: ['Claims', 'EOBs', 'Pharmacy'],
    alert: false,
  },
  {
    username: 'margaret',
    settings: [...NO_EBILL, 'Log out'],
    primary: CLAIMS_EOBS_NAV,
    claims: ['Claims', 'EOBs'],
    alert: false,
  },
  {
    username: 'walter',
    settings: [...NO_EBILL, 'Log out'],
    primary: CLAIMS_EOBS_NAV,
    claims: ['Claims', 'EOBs'],
    alert: false,
  },
  {
    username: 'mastaff',
    settings: [...NO_EBILL, 'LoginAsAnyone', 'Log out'],
    primary: CLAIMS_EOBS_NAV,
    claims: ['Claims', 'EOBs'],
    alert: false,
  },
  {
    username: 'parker',
    settings: [...NO_EBILL, 'Log out'],
    primary: CLAIMS_EOBS_NAV,
    claims: ['Claims', 'EOBs'],
    alert: false,
  },
  {
    username: 'piper',
    settings: null,
    primary: ['Home', 'Benefits', 'Find care', 'Claims'],
    claims: ['Claims'],
    alert: false,
  },
  {
    username: 'pstaff',
    settings: [...NO_EBILL, 'LoginAsAnyone', 'Log out'],
    primary: CLAIMS_EOBS_NAV,
    claims: ['Claims', 'EOBs'],
    alert: false,
  },
];

describe('menus of every persona (document 1 §2, §6; document 2 §4, §6)', () => {
  it('has a row for every persona of personas.md', () => {
    expect(table.map((row) => row.username).sort()).toEqual(Object.keys(PERSONA_FACTS).sort());
    expect(table).toHaveLength(26);
  });

  it.each(table)('$username: settings menu', ({ username, settings }) => {
    expect(titles(getSettingsMenu(facts(username)))).toEqual(settings);
  });

  it.each(table)('$username: primary menu without Account', ({ username, primary }) => {
    expect(titles(getPrimaryMenu(facts(username)))).toEqual(primary);
  });

  it.each(table)('$username: claims submenu', ({ username, claims }) => {
    expect(titles(getClaimsMenu(facts(username)))).toEqual(claims);
  });

  it.each(table)('$username: not-enrolled alert', ({ username, alert }) => {
    expect(getGlobalAlerts(facts(username)).length > 0).toBe(alert);
  });

  it.each(table)(
    '$username: phone bar is the primary menu in its order and titles, Account excluded (issue 9)',
    ({ username, primary }) => {
      const bar = getMobileBar(getPrimaryMenu(facts(username)));
      expect(titles(bar)).toEqual(
        primary.filter((title) => ['Home', 'Benefits', 'Find care', 'Claims/EOBs', 'Claims'].includes(title)),
      );
      expect(titles(bar)).not.toContain('Account');
      expect(titles(bar)).not.toContain('Find Care');
      expect(bar.map((item) => item.icon)).toEqual(
        bar.map(
          (item) =>
            ({ '/home': 'home', '/benefits': 'benefits', '/find-care': 'find-care', '/claims': 'claims' })[
              item.route
            ],
        ),
      );
    },
  );
});

describe('benefits submenu by persona (document 2 §6, §1)', () => {
  const benefits: Array<[string, string[]]> = [
    [
      'alex',
      [
        'Medical',
        'Dental',
        'Vision',
        'Pharmacy',
        'Programs',
        'Referrals',
        'Member Handbooks',
        'Prior Authorization',
      ],
    ],
    [
      'jordan',
      [
        'Medical',
        'Dental',
        'Vision',
        'Pharmacy',
        'Programs',
        'Referrals',
        'Member Handbooks',
        'Prior Authorization',
      ],
    ],
    ['taylor', ['Medical', 'Dental', 'Programs', 'Member Handbooks', 'Prior Authorization']],
    [
      'jamie',
      [
        'Medical',
        'Dental',
        'Vision',
        'Pharmacy',
        'Programs',
        'Member Handbooks',
        'Medicare Materials',
        'Prior Authorization',
      ],
    ],
    ['harper', ['Benefits summary', 'Programs', 'Member Handbooks']],
    ['margaret', ['Benefits summary', 'Programs', 'Member Handbooks', 'Medicare Materials']],
    ['walter', ['Benefits summary', 'Programs', 'Member Handbooks', 'Medicare Materials']],
    ['parker', ['Dental', 'Prior Authorization']],
    ['piper', ['Dental', 'Prior Authorization']],
  ];
  it.each(benefits)('%s', (username, expected) => {
    expect(titles(getBenefitsMenu(facts(username)))).toEqual(expected);
  });

  // Document 2 §6: the reduced menu's summary is as of now, on the plan's (Pacific) calendar.
  it.each([
    ['harper', '2026-11-22T12:00:00Z', '/benefits/summary?asOfDate=2026-11-22'],
    ['margaret', '2026-11-22T12:00:00Z', '/benefits/summary?asOfDate=2026-11-22'],
    ['walter', '2027-01-01T07:59:00Z', '/benefits/summary?asOfDate=2026-12-31'],
    ['walter', '2027-01-01T08:00:00Z', '/benefits/summary?asOfDate=2027-01-01'],
    ['harper', '2026-07-04T06:59:00Z', '/benefits/summary?asOfDate=2026-07-03'],
  ])("%s at %s: 'Benefits summary' → %s", (username, instant, route) => {
    const summary = getBenefitsMenu(facts(username), new Date(instant)).find(
      (item) => item.title === 'Benefits summary',
    );
    expect(summary?.route).toBe(route);
  });

  it('the primary menu passes its day on to the benefits summary', () => {
    const benefits = getPrimaryMenu(facts('harper'), new Date('2026-11-22T12:00:00Z')).find(
      (item) => item.title === 'Benefits',
    );
    expect(benefits?.children?.[0]?.route).toBe('/benefits/summary?asOfDate=2026-11-22');
  });

  it('reduced menu lists Referrals only when the member has referrals', () => {
    expect(titles(getBenefitsMenu({ ...facts('harper'), hasReferrals: true }))).toEqual([
      'Benefits summary',
      'Programs',
      'Referrals',
      'Member Handbooks',
    ]);
  });
});

describe('find care submenu (document 2 §6, §1; the cost estimator on every brand, issue 38 §1)', () => {
  it.each([
    ['alex', ['Resources', 'Find a dentist', 'Primary care', 'Cost estimator']],
    ['morgan', ['Find a dentist', 'Cost estimator']],
    ['parker', ['Find a dentist', 'Cost estimator']],
    ['piper', ['Find a dentist', 'Cost estimator']],
  ] as const)('%s', (username, expected) => {
    expect(titles(getFindCareMenu(facts(username)))).toEqual(expected);
  });
});

describe('primary menu rules beyond the personas', () => {
  it('a termed member who still has active or future eligibility keeps Benefits (the removal has no effect)', () => {
    expect(titles(getPrimaryMenu({ ...facts('alex'), termed: true }))).toContain('Benefits');
  });
  it('never lists Account, and each entry points at its area', () => {
    expect(getPrimaryMenu(facts('alex')).map((item) => item.route)).toEqual([
      '/home',
      '/benefits',
      '/find-care',
      '/claims',
    ]);
  });
  it('a dependent under 18 of the main brand has no settings menu, at 18 it has', () => {
    expect(getSettingsMenu({ ...facts('casey'), age: 17 })).toBeNull();
    expect(getSettingsMenu({ ...facts('casey'), age: 18 })).not.toBeNull();
  });
  it('an adult dependent of the partner brand has no settings menu, its subscriber has', () => {
    expect(getSettingsMenu(facts('piper'))).toBeNull();
    expect(getSettingsMenu(facts('parker'))).not.toBeNull();
  });
  it('a staff role held by the token itself also gets the login-as entry', () => {
    expect(titles(getSettingsMenu({ ...facts('alex'), role: 'logInAsNonEmp' }))).toContain('LoginAsNonEmp');
  });
});

describe('utility menu (document 1 §2, issue 9)', () => {
  it.each([
    ['signed in, main brand', 'member', true, '/home', ['Contact us', 'Log out']],
    ['signed in, partner brand', 'member', false, '/home', ['Contact us', 'Log out']],
    ['signed in, on the contact page: no link to itself', 'member', true, '/contact-us', ['Log out']],
    [
      'mid-login, main brand: Log out, never Log in',
      'mid-login',
      true,
      '/group-selection',
      ['Contact us', 'Log out'],
    ],
    ['mid-login, partner brand: only the way out', 'mid-login', false, '/registration-policies', ['Log out']],
    ['logged out, main brand', 'signed-out', true, '/contact-us', ['Log in']],
    ['logged out, on /login: no link to itself', 'signed-out', true, '/login', ['Contact us']],
    ['logged out, partner brand: no links', 'signed-out', false, '/login', []],
  ] as const)('%s', (_case, state, showLoggedOut, currentPath, expected) => {
    expect(titles(getUtilityMenu(state, showLoggedOut, currentPath))).toEqual(expected);
  });
});

describe('account menu (document 1 §9)', () => {
  it('begins with My account and a divider, then the configured items', () => {
    const entries = getAccountMenu(getSettingsMenu(facts('alex')) ?? []);
    expect(entries[0]).toEqual({ kind: 'item', item: { title: 'My account', route: '/account' } });
    expect(entries[1]).toEqual({ kind: 'divider' });
    expect(entries.slice(2).map((entry) => (entry.kind === 'item' ? entry.item.title : '-'))).toEqual([
      ...FULL_SETTINGS,
      'Log out',
    ]);
  });
  it('with nothing configured it still begins with My account and the divider', () => {
    expect(getAccountMenu([])).toHaveLength(2);
  });
});
