import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from '../../test/render-with-texts';
import { Checkbox } from './checkbox';
import { DateField } from './date-field';
import { ExternalLink } from './external-link';
import { HiddenInput } from './hidden-input';
import { Modal } from './modal';
import { Radio, RadioGroup } from './radio-group';
import { Select } from './select-field';
import { TextField } from './text-field';

/**
 * Issue 17, as properties of the shared parts every screen is built from: each form control's error
 * is announced and tied to it, icon buttons are named, every table has headers, every link that
 * leaves the site is marked. (The axe scan of every route checks the pages built from them.)
 */
const ERROR = 'This needs an answer';

const CONTROLS: readonly [string, ReactElement, () => HTMLElement][] = [
  [
    'TextField',
    <TextField key="t" label="Name" error={ERROR} />,
    () => screen.getByRole('textbox', { name: 'Name' }),
  ],
  [
    'HiddenInput',
    <HiddenInput key="h" label="Password" touched error={ERROR} />,
    () => screen.getByLabelText('Password', { selector: 'input' }),
  ],
  [
    'DateField',
    <DateField key="d" label="Date of birth" error={ERROR} />,
    () => screen.getByLabelText('Date of birth'),
  ],
  [
    'Select',
    <Select
      key="s"
      label="Coverage"
      options={[{ value: 'm', label: 'Medical' }]}
      error={ERROR}
      value="m"
      onChange={() => {}}
    />,
    () => screen.getByRole('combobox', { name: 'Coverage' }),
  ],
  [
    'Checkbox',
    <Checkbox key="c" label="I agree" error={ERROR} />,
    () => screen.getByRole('checkbox', { name: 'I agree' }),
  ],
  [
    'RadioGroup',
    <RadioGroup key="r" legend="Paper EOBs" error={ERROR}>
      <Radio label="Yes" name="eob" value="Y" />
      <Radio label="No" name="eob" value="N" />
    </RadioGroup>,
    () => screen.getByRole('group', { name: 'Paper EOBs' }),
  ],
];

describe('every form error is announced and tied to its field', () => {
  it.each(CONTROLS)('%s', (_name, element, control) => {
    render(element);
    expect(screen.getByRole('alert')).toHaveTextContent(ERROR);
    const field = control();
    const describedBy = (field.getAttribute('aria-describedby') ?? '').split(' ');
    const alertId = screen.getByRole('alert').id;
    expect(describedBy).toContain(alertId);
  });
});

describe('every icon button has a name', () => {
  it("the modal's close ×", () => {
    render(
      <Modal isOpen onOpenChange={() => {}} onAction={() => {}} title="Confirm">
        <p>Body</p>
      </Modal>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toHaveTextContent('×');
  });

  it("the password's Show button", () => {
    render(<HiddenInput label="Password" touched={false} />);
    expect(screen.getByRole('button', { name: /show/i })).toBeInTheDocument();
  });
});

describe('ExternalLink: a link that leaves the site says so', () => {
  it('in a new window, with an arrow for the eye and words for a screen reader', () => {
    render(<ExternalLink href="https://example.com/">Directory</ExternalLink>);
    const link = screen.getByRole('link', { name: 'Directory (opens in a new window)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('in the same window, saying it leaves the site', () => {
    render(
      <ExternalLink href="https://example.com/" sameWindow note="(leaves this site)">
        Provider dashboard
      </ExternalLink>,
    );
    const link = screen.getByRole('link', { name: 'Provider dashboard (leaves this site)' });
    expect(link).not.toHaveAttribute('target');
  });
});

/** Every .tsx file of the web app but tests, with its text. */
function sources(): { file: string; text: string }[] {
  const root = path.join(import.meta.dirname, '..');
  const found: { file: string; text: string }[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx'))
        found.push({ file: path.relative(root, full), text: readFileSync(full, 'utf8') });
    }
  };
  walk(root);
  return found;
}

describe('the screens’ source', () => {
  const files = sources();

  it('every table has a caption and column headers', () => {
    const tables = files.filter(({ text }) => text.includes('<table'));
    expect(tables.length).toBeGreaterThan(0);
    for (const { file, text } of tables) {
      expect(text, file).toContain('<caption');
      expect(text, file).toContain('<th scope="col"');
    }
  });

  it('every link that opens a new window to another site is an ExternalLink', () => {
    // Opening the dashboard's own policy page in a new tab is not leaving the site.
    const outside = files.filter(
      ({ file, text }) =>
        file !== path.join('components', 'external-link.tsx') &&
        /<a\b[^>]*target="_blank"/s.test(text) &&
        !/<a\s+href=\{paths\.[a-zA-Z]+\}\s+target="_blank"/.test(text),
    );
    expect(outside.map(({ file }) => file)).toEqual([]);
  });
});
