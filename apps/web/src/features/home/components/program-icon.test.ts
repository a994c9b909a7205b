import { describe, expect, it } from 'vitest';
import { getProgramIcon, getShortcutIcon } from './program-icon';

describe('program icons', () => {
  it.each([
    [['Dental'], 'dental'],
    [['Medical', 'Pharmacy'], 'medical'],
    [['Pharmacy'], 'pharmacy'],
    [['vision'], 'vision'],
    [['Wellness'], 'program'],
    [[], 'program'],
  ])('categories %j → %s', (categories, icon) => {
    expect(getProgramIcon({ categories })).toBe(icon);
  });

  it.each([
    [-1, 'bill'],
    [-3, 'document'],
  ] as const)('shortcut %i → %s', (id, icon) => {
    expect(getShortcutIcon({ id, route: '/x' })).toBe(icon);
  });
});
