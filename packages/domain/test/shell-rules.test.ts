import { describe, expect, it } from 'vitest';
import { pointsToCustomerService } from '../src/messages/login-messages';
import {
  getAgeInYears,
  hasActiveOrFutureEligibility,
  isActiveOrFutureEligibility,
  isTermedMember,
} from '../src/navigation/eligibility-presence';
import { isPrimaryCareLinkShown } from '../src/navigation/find-care-menu';
import { getSelectGroupLink } from '../src/navigation/group-link';
import { NOT_ENROLLED_ALERT } from '../src/shell/alert';
import { buildDataLayerEntry } from '../src/shell/analytics';
import { chatScriptUrl, shouldInitialiseChat } from '../src/shell/chat-gate';
import {
  getBreakpoint,
  getProgressPercent,
  getStepColour,
  getStepState,
  OVERLAY_Z_INDEX,
  shouldShowFieldError,
} from '../src/shell/widget-constants';

const now = new Date('2026-06-15T12:00:00Z');
const span = (effectiveDate: string | null, terminationDate: string | null, eligible = true) => ({
  eligible,
  effectiveDate,
  terminationDate,
});

describe('isActiveOrFutureEligibility (document 2 §4)', () => {
  it.each([
    ['Future: eligible, effective later than now', span('2026-07-01', null), true],
    ['Active: effective before now, no termination', span('2024-01-01', null), true],
    ['Active: termination later than now', span('2024-01-01', '2026-12-31'), true],
    ['Active: effective today', span('2026-06-15', null), true],
    ['Termed: termination before now', span('2024-01-01', '2025-10-15'), false],
    ['Termed: terminated today', span('2024-01-01', '2026-06-15'), false],
    ['Ineligible: not eligible, even with open dates', span('2024-01-01', null, false), false],
    ['Ineligible: no effective date', span(null, null), false],
  ] as const)('%s', (_case, value, expected) => {
    expect(isActiveOrFutureEligibility(value, now)).toBe(expected);
  });
});

describe('hasActiveOrFutureEligibility and isTermedMember (document 2 §4)', () => {
  it.each([
    ['no categories at all', [], false, false],
    [
      'every category termed (morgan)',
      [span('2022-01-01', '2025-10-15'), span('2022-01-01', '2025-10-15')],
      false,
      true,
    ],
    ['one active among termed', [span('2022-01-01', '2025-10-15'), span('2022-01-01', null)], true, false],
    ['future only (riley)', [span('2026-07-01', null)], true, false],
    ['only ineligible rows', [span('2022-01-01', null, false)], false, false],
  ] as const)('%s', (_case, spans, present, termed) => {
    expect(hasActiveOrFutureEligibility(spans, now)).toBe(present);
    expect(isTermedMember(spans, now)).toBe(termed);
  });
});

describe('getAgeInYears (age of majority, document 1 §6, §9)', () => {
  it.each([
    ['the day before the 18th birthday', '2008-06-16', 17],
    ['on the 18th birthday', '2008-06-15', 18],
    ['after the birthday this year', '1980-01-02', 46],
  ] as const)('%s', (_case, dateOfBirth, age) => {
    expect(getAgeInYears(dateOfBirth, now)).toBe(age);
  });

  it.each([
    // 16 June 05:00 UTC is still 15 June in Portland: the 18th birthday on the 16th has not begun.
    ['2026-06-16T05:00:00Z', 17],
    ['2026-06-16T08:00:00Z', 18],
  ] as const)('born 2008-06-16, at %s: %s (the plan’s day)', (instant, age) => {
    expect(getAgeInYears('2008-06-16', new Date(instant))).toBe(age);
  });
});

describe('getSelectGroupLink (document 1 §2)', () => {
  const current = { groupId: '1', groupName: 'Evergreen Retail', startDate: '2023-01-01', endDate: null };
  it.each([
    ['one group: no link', 1, current, null],
    ['two groups: name and date range', 2, current, 'Evergreen Retail 01/01/2023 - present'],
    [
      'two groups, closed range',
      2,
      { ...current, endDate: '2026-12-31' },
      'Evergreen Retail 01/01/2023 - 12/31/2026',
    ],
  ] as const)('%s', (_case, count, group, label) => {
    const link = getSelectGroupLink(count, group);
    expect(link?.label ?? null).toBe(label);
    if (link) expect(link.route).toBe('/select-group');
    if (link) expect(`${link.groupName} ${link.dateRange}`).toBe(link.label);
  });
});

describe('not-enrolled alert (document 1 §4)', () => {
  it('is a warning that cannot be dismissed, with the texts word for word', () => {
    expect(NOT_ENROLLED_ALERT).toEqual({
      type: 'warning',
      title: 'You are not currently enrolled in a plan',
      content:
        'You still have access to key info, but you may not be able to access some features and programs. Questions? Please call the number on the back of your member ID card.',
      canDismiss: false,
      // Its text asks for a number the member may not have: the shell shows the brand's (issue 9).
      pointsToCustomerService: true,
    });
  });

  it.each([
    ['ACCOUNT_LOCKED', true],
    ['LOGIN_ATTEMPTS_REMAINING', false],
    ['LOGIN_FAILED', false],
    ['', false],
  ] as const)('the %s login message points to customer service: %s (issue 9)', (code, expected) => {
    expect(pointsToCustomerService(code)).toBe(expected);
  });
});

describe('buildDataLayerEntry (document 1 §7)', () => {
  it.each([
    [
      'two groups, three coverage types joined by |',
      {
        subscriberId: 'M1',
        memberSuffix: 0,
        groups: [
          { groupId: 'a', groupName: 'A' },
          { groupId: 'b', groupName: 'B' },
        ],
        coverageTypes: ['medical', 'dental', 'vision'],
      },
      {
        subscriberId: 'M1',
        suffix: 0,
        groupIds: ['a', 'b'],
        groupNames: ['A', 'B'],
        coverageTypes: 'medical|dental|vision',
      },
    ],
    [
      'no coverage: empty text',
      { subscriberId: 'M2', memberSuffix: 2, groups: [{ groupId: 'a', groupName: 'A' }], coverageTypes: [] },
      { subscriberId: 'M2', suffix: 2, groupIds: ['a'], groupNames: ['A'], coverageTypes: '' },
    ],
  ] as const)('%s', (_case, input, expected) => {
    expect(buildDataLayerEntry(input)).toEqual(expected);
  });
});

describe('shouldInitialiseChat (document 1 §7)', () => {
  const vendor = 'https://chat.example.com';
  it.each([
    [
      'expected vendor and displayChat',
      { host: 'https://chat.example.com', displayChat: true },
      vendor,
      true,
    ],
    [
      'expected vendor with a path',
      { host: 'https://chat.example.com/widget', displayChat: true },
      vendor,
      true,
    ],
    [
      'the default port written out',
      { host: 'https://chat.example.com:443/', displayChat: true },
      vendor,
      true,
    ],
    ['upper-case host', { host: 'https://CHAT.example.com', displayChat: true }, vendor, true],
    ['displayChat false', { host: 'https://chat.example.com', displayChat: false }, vendor, false],
    ['another host', { host: 'https://chat.other.example.net', displayChat: true }, vendor, false],
    [
      'a look-alike host',
      { host: 'https://chat.example.com.evil.example', displayChat: true },
      vendor,
      false,
    ],
    [
      'user info before the host',
      { host: 'https://chat.example.com@evil.example', displayChat: true },
      vendor,
      false,
    ],
    ['not https', { host: 'http://chat.example.com', displayChat: true }, vendor, false],
    ['another port', { host: 'https://chat.example.com:8443', displayChat: true }, vendor, false],
    ['empty host', { host: '', displayChat: true }, vendor, false],
    ['no configuration', null, vendor, false],
    ['an unusable expected vendor', { host: 'https://chat.example.com', displayChat: true }, 'chat', false],
    [
      'the local stand-in on the page’s own origin',
      { host: 'http://localhost:8080/api/outside/chat', displayChat: true },
      'http://localhost:8080',
      true,
    ],
    [
      'the local stand-in of another port',
      { host: 'http://localhost:8081/api/outside/chat', displayChat: true },
      'http://localhost:8080',
      false,
    ],
  ] as const)('%s', (_case, config, expectedVendor, expected) => {
    expect(shouldInitialiseChat(config, expectedVendor)).toBe(expected);
  });

  it.each([
    ['https://chat.example.com', 'https://chat.example.com/chat.js'],
    ['https://chat.example.com/', 'https://chat.example.com/chat.js'],
    ['http://localhost:8080/api/outside/chat', 'http://localhost:8080/api/outside/chat/chat.js'],
  ])('the script of %s is %s', (host, script) => {
    expect(chatScriptUrl(host)).toBe(script);
  });
});

describe('widget rules (document 1 §4, §5, §9)', () => {
  it.each([
    [0, 'phone'],
    [375, 'phone'],
    [767, 'phone'],
    [768, 'tablet'],
    [1024, 'tablet'],
    [1279, 'tablet'],
    [1280, 'desktop'],
    [1440, 'desktop'],
  ] as const)('breakpoint of %i px is %s', (width, expected) => {
    expect(getBreakpoint(width)).toBe(expected);
  });

  it.each([
    [250, 1000, 25],
    [0, 1000, 0],
    [1000, 1000, 100],
    [1500, 1000, 100],
    [10, 0, 0],
  ] as const)('progress of %i met of %i is %i%%', (met, limit, percent) => {
    expect(getProgressPercent(met, limit)).toBe(percent);
  });

  it.each([
    [0, 1, false, '#666666'],
    [1, 1, false, '#262626'],
    [2, 1, false, '#EEEEEE'],
    [2, 1, true, '#D8D8D8'],
    [0, 1, true, '#666666'],
  ] as const)('step %i with step %i active (dark %s) is %s', (index, active, dark, colour) => {
    expect(getStepColour(getStepState(index, active), dark)).toBe(colour);
  });

  it.each([
    [false, ['required'], false],
    [true, [], false],
    [true, ['required'], true],
  ] as const)('field touched %s with errors %j shows the error: %s', (touched, errors, shown) => {
    expect(shouldShowFieldError(touched, errors)).toBe(shown);
  });

  it('stacks modals and dropdowns at 1055', () => {
    expect(OVERLAY_Z_INDEX).toBe(1055);
  });
});

describe('isPrimaryCareLinkShown (document 2 §6)', () => {
  it.each([
    ['nothing', false, false, false, false],
    ['the subscriber has selections', true, false, false, true],
    ['the member has one', false, true, false, true],
    ['the member is eligible', false, false, true, true],
  ] as const)('%s', (_case, subscriberHasSelections, memberHasSelection, memberEligible, shown) => {
    expect(isPrimaryCareLinkShown({ subscriberHasSelections, memberHasSelection, memberEligible })).toBe(
      shown,
    );
  });
});
