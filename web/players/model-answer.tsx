import './learning.css';

/**
 * After a text answer, right or not yet: one way to say it ("So könnte man es sagen"). A model
 * that brings its own quotes ("„Ich kann das nicht.“ → „Ich übe noch.“") is shown as it is.
 */
export function ModelAnswer({ title, model }: { title: string; model: string | undefined }) {
  if (!model) return null;
  return (
    <div className="model-answer">
      <p className="model-answer__title">{title}</p>
      <p className="model-answer__text">{model.trimStart().startsWith('„') ? model : `„${model}“`}</p>
    </div>
  );
}
