import type { CoverageStatus } from '@dash/domain';
import type { Translate } from '@/lib/i18n/catalog';
import type { useFormat } from '@/lib/i18n/use-format';
import type { HomeKey } from '../texts';

/** A category's coverage status (getCoverageStatus, document 2 §4) in the language in use. */
export function wordCoverageStatus(
  status: CoverageStatus,
  t: Translate<HomeKey>,
  format: ReturnType<typeof useFormat>,
): string {
  switch (status.kind) {
    case 'activeSince':
      return t('coverageActiveSince', { date: format.date(status.date) });
    case 'ending':
      return t('coverageEnding', { date: format.date(status.date) });
    case 'range':
      return t('coverageRange', { start: format.date(status.start), end: format.date(status.end) });
    case 'effectiveOn':
      return t('coverageEffectiveOn', { date: format.date(status.date) });
    case 'terminatedOn':
      return t('coverageTerminatedOn', { date: format.date(status.date) });
    case 'terminated':
      return t('coverageTerminated');
    case 'notCovered':
      return t('coverageNotCovered');
    case 'none':
      return '';
  }
}
