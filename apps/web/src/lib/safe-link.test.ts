import { describe, expect, it } from 'vitest';
import { safeLinkHref } from './safe-link';

describe('safeLinkHref', () => {
  it.each([
    ['https://example.com/handbook.pdf', 'https://example.com/handbook.pdf'],
    ['http://localhost:8080/api/outside/ebill?theme=x', 'http://localhost:8080/api/outside/ebill?theme=x'],
    ['/benefits/programs', '/benefits/programs'],
    ['mailto:help@example.com', 'mailto:help@example.com'],
    ['javascript:alert(1)', undefined],
    ['  JavaScript:alert(1)', undefined],
    ['java\tscript:alert(1)', undefined],
    ['data:text/html,<script>alert(1)</script>', undefined],
    ['vbscript:msgbox(1)', undefined],
    ['', undefined],
    [null, undefined],
  ])('%s → %s', (address, expected) => {
    expect(safeLinkHref(address)).toBe(expected);
  });
});
