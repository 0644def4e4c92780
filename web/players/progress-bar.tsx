export function ProgressBar({ value, max, label }: { value: number; max: number; label: string }) {
  const percent = max > 0 ? Math.round((Math.min(value, max) / max) * 100) : 0;
  return (
    <div className="game-progress">
      <span className="game-progress__label">{label}</span>
      <div
        className="game-progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={Math.min(value, max)}
      >
        <div className="game-progress__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
