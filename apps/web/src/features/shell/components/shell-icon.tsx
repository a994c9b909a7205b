/** The shell's line icons, drawn in the text colour; every one is decoration beside a text label. */
const ICON_PATHS = {
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6L6 18',
  account: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  group: 'M3 21V7l9-4 9 4v14M9 21v-6h6v6M7 10h2M15 10h2',
  home: 'M3 11l9-8 9 8v10h-6v-6H9v6H3z',
  claims: 'M6 2h9l5 5v15H6zM14 2v6h6M9 13h8M9 17h8',
  benefits: 'M12 21s-8-5-8-11a5 5 0 0 1 8-4 5 5 0 0 1 8 4c0 6-8 11-8 11z',
  'find-care': 'M11 4a7 7 0 1 1 0 14 7 7 0 0 1 0-14zm5 12l5 5',
  messages: 'M3 5h18v14H3zM3 6l9 7 9-7',
  bell: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 21h4',
} as const;

export type ShellIconName = keyof typeof ICON_PATHS;

export function ShellIcon({ name, size = 24 }: { name: ShellIconName; size?: number }) {
  return (
    <svg
      className="shell-icon"
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
    >
      <path
        d={ICON_PATHS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
