import { describe, it, expect } from 'vitest';
import { loadLexicon } from '../../server/ai/builtin/lexicon.ts';
import { CHECKER_NAMES, MIN_ACCURACY, evaluateChecker, loadSet } from '../../server/cli/eval-checkers.ts';

// Quality gate: every built-in checker must agree with its labeled set.
describe('built-in checkers on their labeled evaluation sets', () => {
  const lex = loadLexicon();

  for (const name of CHECKER_NAMES) {
    it(`${name} has a balanced set of at least 70 answers`, () => {
      const cases = loadSet(name);
      expect(cases.length).toBeGreaterThanOrEqual(70);
      const positives = cases.filter((c) => c.expected).length / cases.length;
      expect(positives).toBeGreaterThan(0.35);
      expect(positives).toBeLessThan(0.65);
    });

    it(`${name} reaches at least ${MIN_ACCURACY * 100} % accuracy`, () => {
      const report = evaluateChecker(name, lex);
      const failures = [...report.falsePositives, ...report.falseNegatives].map((f) => JSON.stringify(f.input));
      expect(report.accuracy, `failing answers:\n${failures.join('\n')}`).toBeGreaterThanOrEqual(MIN_ACCURACY);
    });
  }
});
