import { commonTexts } from '@/locales/texts';

/** A busy indicator announced to screen readers by its label, "Loading" unless named otherwise. */
export function Spinner({ label: named }: { label?: string }) {
  const loading = commonTexts.useTexts()('shell.loading');
  const label = named ?? loading;
  return (
    <div className="spinner" role="status" aria-label={label}>
      <span className="spinner__wheel" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
