import type { DomainId } from '@dash/domain';
import { NotFoundError } from '../../errors';
import type { CalendarRepository } from '../../repositories/calendar-repository';

/** The holiday calendar HTML of the public contact page (document 1 §7); public, so by brand only. */
export function createCalendarService(deps: { readonly calendars: CalendarRepository }) {
  return {
    async getHtml(domainId: DomainId): Promise<string> {
      const html = await deps.calendars.getHtml(domainId);
      if (html === null) throw new NotFoundError('server.noCalendar');
      return html;
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
