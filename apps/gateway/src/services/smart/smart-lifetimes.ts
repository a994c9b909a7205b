/** Lifetimes (SMART App Launch: access tokens short, refresh tokens long and rotating). */
export const SMART_LIFETIMES = {
  codeSeconds: 60,
  accessSeconds: 3600,
  refreshDays: 90,
} as const;
