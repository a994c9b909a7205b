import { describe, expect, it } from 'vitest';
import { toWinAnsi } from '../src/pdf/win-ansi';

describe('toWinAnsi: what the card’s standard fonts can draw', () => {
  it.each([
    ['Alex Rivera', 'Alex Rivera'],
    ['José Müller-Øberg', 'José Müller-Øberg'],
    ['Nguyễn', 'Nguyen'],
    ['Łukasz Żółć', 'Lukasz Zólc'],
    ['Đặng Thị', 'Dang Thi'],
    ['李 小龍', '? ??'],
    ['Plan “Gold” – €', 'Plan “Gold” – €'],
    ['tab\there', 'tab?here'],
  ])('%s → %s', (text, drawn) => {
    expect(toWinAnsi(text)).toBe(drawn);
  });
});
