import './learning.css';

/** After a text answer, right or not yet: one way to say it ("So könnte man es sagen"). */
export function ModelAnswer({ title, model }: { title: string; model: string | undefined }) {
  if (!model) return null;
  return (
    <div className="model-answer">
      <p className="model-answer__title">{title}</p>
      <p className="model-answer__text">„{model}“</p>
    </div>
  );
}
