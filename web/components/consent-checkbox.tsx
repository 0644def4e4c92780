import { useId, type ReactNode } from 'react';

type ConsentCheckboxProps = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  /** shown under the box when the form was sent without it */
  error?: string;
};

/** A required checkbox whose label is a sentence the adult agrees to. */
export function ConsentCheckbox({ checked, onChange, children, error }: ConsentCheckboxProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="consent">
      <input
        id={id}
        type="checkbox"
        className="consent__box"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        // Checked by the form itself, which shows its own message instead of the browser's bubble.
        aria-required="true"
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
      />
      <label htmlFor={id} className="consent__label">
        {children}
      </label>
      {error && (
        <p id={errorId} className="field__error consent__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The registration's consent: the account is the parent's (Art. 8 GDPR). */
export function ParentConsentLabel() {
  return (
    <>
      Ich bin Elternteil oder erziehungsberechtigt und habe die{' '}
      <a href="/datenschutz" target="_blank" rel="noopener">
        Datenschutzerklärung
      </a>{' '}
      gelesen.
    </>
  );
}

export const parentConsentMissing = 'Bitte bestätigen Sie, dass Sie Elternteil oder erziehungsberechtigt sind.';
export const immediateStartConsentText =
  'Ich möchte, dass Ferdy sofort freigeschaltet wird. Mir ist bekannt, dass ich dadurch mein Widerrufsrecht verliere.';
export const immediateStartConsentMissing = 'Bitte setzen Sie das Häkchen, damit Ferdy sofort freigeschaltet werden kann.';
