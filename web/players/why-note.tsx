import './learning.css';

/** After a wrong choice: why the right option helps, in one or two sentences. */
export function WhyNote({ title, why }: { title: string; why: string | undefined }) {
  if (!why) return null;
  return (
    <div className="why-note">
      <p className="why-note__title">{title}</p>
      <p className="why-note__text">{why}</p>
    </div>
  );
}
