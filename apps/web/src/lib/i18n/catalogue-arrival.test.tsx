import { useLingui } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import { useDeferredValue } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { brandConfig } from '../../../test/fixtures';
import { defineCatalog } from './catalog';

/**
 * What a render of Lingui's texts sees of its priority: `useDeferredValue` hands an urgent render the
 * previous value first and catches up in a background render, while a render that is already in the
 * background (a transition) gets the new value at once.
 */
function Probe({ renders }: { renders: string[] }) {
  const { _ } = useLingui();
  const deferred = useDeferredValue(_);
  renders.push(deferred === _ ? 'background' : 'urgent');
  return <p>{_({ id: 'arrival.greeting' })}</p>;
}

describe('a catalogue that arrives after the page is rendered (issue 37, TBT)', () => {
  it('renders the texts again in the background, not in one urgent render', async () => {
    const renders: string[] = [];
    render(
      <AppProviders brand={brandConfig(1)}>
        <Probe renders={renders} />
      </AppProviders>,
    );
    renders.length = 0;

    await act(async () => {
      await defineCatalog('arrival', { greeting: 'Hello' }, { es: async () => ({ messages: {} }) }).ready;
    });

    expect(await screen.findByText('Hello')).toBeVisible();
    expect(renders).not.toContain('urgent');
    expect(renders).toContain('background');
  });
});
