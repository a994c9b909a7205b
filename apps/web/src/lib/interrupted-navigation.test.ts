import { afterEach, describe, expect, it, vi } from 'vitest';
import { resumeInterruptedNavigation } from './interrupted-navigation';

const loadedBy = (type: NavigationTimingType) =>
  vi
    .spyOn(performance, 'getEntriesByType')
    .mockReturnValue([{ type } as PerformanceNavigationTiming] as PerformanceEntryList);

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('resumeInterruptedNavigation', () => {
  const now = Date.now();
  it.each([
    {
      name: 'goes on to /home after a reload of /login mid-navigation',
      type: 'reload',
      left: { from: '/login', to: '/home', at: now - 2_000 },
      goes: '/home',
    },
    {
      name: 'keeps the query of the address it was going to',
      type: 'reload',
      left: { from: '/login', to: '/claims?member=2', at: now },
      goes: '/claims?member=2',
    },
    {
      name: 'stays on a page opened by a link, not a reload',
      type: 'navigate',
      left: { from: '/login', to: '/home', at: now },
      goes: null,
    },
    {
      name: 'stays when the reload is of another page',
      type: 'reload',
      left: { from: '/contact-us', to: '/home', at: now },
      goes: null,
    },
    {
      name: 'stays when the navigation was left long ago',
      type: 'reload',
      left: { from: '/login', to: '/home', at: now - 11_000 },
      goes: null,
    },
    {
      name: 'never goes to another site',
      type: 'reload',
      left: { from: '/login', to: '//example.com/home', at: now },
      goes: null,
    },
    {
      name: 'stays when what was stored is not a navigation',
      type: 'reload',
      left: 'not a navigation',
      goes: null,
    },
  ] as const)('$name', ({ type, left, goes }) => {
    window.history.replaceState(null, '', '/login');
    loadedBy(type);
    sessionStorage.setItem(
      'navigation_left',
      typeof left === 'string' ? left : `${left.from}\n${left.to}\n${left.at}`,
    );
    const go = vi.fn();
    expect(resumeInterruptedNavigation(go)).toBe(goes !== null);
    expect(go.mock.calls).toEqual(goes === null ? [] : [[goes]]);
    // Read once: the next load starts clean.
    expect(sessionStorage.getItem('navigation_left')).toBeNull();
  });
});
