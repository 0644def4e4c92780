/** The spinner screen while something the page needs is on its way. */
export function PageLoading({ label = 'Lade...' }: { label?: string }) {
  return (
    <div className="page-loading" role="status">
      <div className="spinner" aria-hidden="true" />
      <p>{label}</p>
    </div>
  );
}
