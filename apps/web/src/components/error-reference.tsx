import { commonTexts } from '@/locales/texts';

/**
 * The reference of a reported error (issue 36), short enough to read over the phone: customer
 * service finds the report in the gateway's logs by it.
 */
export function ErrorReference({ reference }: { reference: string }) {
  const t = commonTexts.useTexts();
  return (
    <p className="error-reference">
      {t('errorReference.label')} <strong className="error-reference__code">{reference}</strong>
      <br />
      {t('errorReference.help')}
    </p>
  );
}
