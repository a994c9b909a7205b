import type { ShellContext } from '@dash/domain/api';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { memberShell } from '../../../../test/member-shell-handlers';
import { useDataLayer } from './use-data-layer';

/** The shared member's shell, covered for three categories: the data layer joins them with |. */
const shell: ShellContext = { ...memberShell, activeCategories: ['medical', 'dental', 'vision'] };

afterEach(() => {
  delete window.dataLayer;
});

describe('the analytics data layer (document 1 §7)', () => {
  it('receives subscriber id, suffix, group ids and names, and coverage types joined by |, once per member', () => {
    const { rerender } = renderHook(({ value }) => useDataLayer(value), { initialProps: { value: shell } });
    rerender({ value: { ...shell } });
    expect(window.dataLayer).toHaveLength(1);
    const entry = JSON.stringify(window.dataLayer?.[0]);
    for (const part of ['EV1000001', '100', 'Evergreen Employer Group', 'medical|dental|vision']) {
      expect(entry).toContain(part);
    }
  });

  it('adds nothing before the shell is known', () => {
    renderHook(() => useDataLayer(undefined));
    expect(window.dataLayer).toBeUndefined();
  });
});
