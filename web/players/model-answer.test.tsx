// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ModelAnswer } from './model-answer.tsx';

afterEach(cleanup);

describe('ModelAnswer', () => {
  it('puts a plain model answer in quotes', () => {
    render(<ModelAnswer title="So könnte man es sagen" model="Ich bin traurig, wenn mein Turm umfällt." />);
    expect(screen.getByText('„Ich bin traurig, wenn mein Turm umfällt.“')).toBeTruthy();
  });

  it('shows a model answer that brings its own quotes as it is', () => {
    const model = '„Ich kann das nicht.“ → „Ich übe noch.“';
    render(<ModelAnswer title="So könnte man es sagen" model={model} />);
    expect(screen.getByText(model)).toBeTruthy();
  });
});
