import { addressLines, type Operator } from '../api/legal.ts';

/** The banner shown where no operator is configured: the details are an example, not a real business. */
export function ExampleOperatorNote() {
  return (
    <p className="legal__example" role="note">
      <strong>Beispielangaben.</strong> Dieser Ferdy läuft zum Ausprobieren. Die Angaben zum Betreiber unten sind ein Beispiel und gehören
      zu keiner echten Firma oder Person.
    </p>
  );
}

/** Name, postal address and e-mail of the operator. */
export function OperatorAddress({ operator }: { operator: Operator }) {
  return (
    <address className="legal__address">
      <strong>{operator.name}</strong>
      {addressLines(operator.address).map((line) => (
        <span key={line}>{line}</span>
      ))}
      <span>
        E-Mail: <a href={`mailto:${operator.email}`}>{operator.email}</a>
      </span>
      {operator.phone && <span>Telefon: {operator.phone}</span>}
    </address>
  );
}
