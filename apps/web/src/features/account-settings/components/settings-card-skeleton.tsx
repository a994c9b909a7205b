/** The placeholder of a settings card while its data loads: three lines of the real text's height. */
export function SettingsCardSkeleton() {
  return (
    <div className="card stack account-skeleton" aria-hidden="true">
      <span className="skeleton skeleton--line" />
      <span className="skeleton skeleton--line" />
      <span className="skeleton skeleton--line" />
    </div>
  );
}
