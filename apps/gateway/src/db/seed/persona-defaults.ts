import { PROGRAM } from './catalogue-programs';

/** What an ordinary active family of domain 1 has, unless its persona says otherwise. */
export const ACTIVE_PROGRAMS = [
  PROGRAM.findADentist,
  PROGRAM.navitus,
  PROGRAM.telehealth,
  PROGRAM.chooseHealthy,
];
export const REGISTERED_EBILL = { has_ebill: true, ebill_registered: true, show_ebill_alert: false };
