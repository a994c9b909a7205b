/** A busy indicator announced to screen readers by its label. */
export function Spinner({ label }: { label: string }) {
  return (
    <div className="spinner" role="status" aria-label={label}>
      <span className="spinner__wheel" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
