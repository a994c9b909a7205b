import type { ReactNode } from 'react';

/**
 * The system's icon set: a few 24 px line icons drawn inline (no icon font or package to download,
 * they take the text colour and scale with it). Decorative: the text beside an icon names the thing.
 */
const ICONS = {
  medical: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="4" />
      <path d="M12 8v8M8 12h8" />
    </>
  ),
  dental: (
    <path d="M7 3C4.8 3 3 4.8 3 7.2c0 2 .8 3.3 1.4 4.6.7 1.6.9 3.4 1.2 5.2.3 1.7.8 4 2.2 4 1.5 0 1.7-2.2 2.2-4 .3-1.1.9-2 2-2s1.7.9 2 2c.5 1.8.7 4 2.2 4 1.4 0 1.9-2.3 2.2-4 .3-1.8.5-3.6 1.2-5.2.6-1.3 1.4-2.6 1.4-4.6C21 4.8 19.2 3 17 3c-2 0-3 1-5 1S9 3 7 3Z" />
  ),
  vision: (
    <>
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  pharmacy: (
    <>
      <path d="m10.5 20.5 10-10a4.95 4.95 0 1 0-7-7l-10 10a4.95 4.95 0 1 0 7 7Z" />
      <path d="m8.5 8.5 7 7" />
    </>
  ),
  bill: (
    <>
      <path d="M5 3h14v18l-3-2-2 2-2-2-2 2-2-2-3 2Z" />
      <path d="M9 8h6M9 12h6" />
    </>
  ),
  document: (
    <>
      <path d="M6 3h8l4 4v14H6Z" />
      <path d="M14 3v4h4M9 12h6M9 16h6" />
    </>
  ),
  program: <path d="m12 3 2.6 5.6 6.1.7-4.5 4.2 1.2 6L12 16.5l-5.4 3 1.2-6-4.5-4.2 6.1-.7Z" />,
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof ICONS;
export const ICON_NAMES = Object.keys(ICONS) as IconName[];

export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {ICONS[name]}
    </svg>
  );
}
