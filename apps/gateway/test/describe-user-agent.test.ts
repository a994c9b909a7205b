import { describe, expect, it } from 'vitest';
import { describeUserAgent } from '../src/services/account-access/describe-user-agent';

describe('the browser and device a session list shows (issue 15)', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome 131',
      'Windows 10, desktop',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari 17.5',
      'iOS 17.5, mobile (iPhone)',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
      'Firefox 128',
      'Linux, desktop',
    ],
    ['', null, null],
    ['   ', null, null],
    [null, null, null],
    ['lightMyRequest', null, null],
    ['<script>alert(1)</script>', null, null],
  ])('%s reads %s on %s', (userAgent, browser, device) => {
    expect(describeUserAgent(userAgent)).toEqual({ browser, device });
  });
});
