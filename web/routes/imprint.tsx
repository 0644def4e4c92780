import { PageLoading } from '../components/page-loading.tsx';
import { ExampleOperatorNote, OperatorAddress } from '../components/operator-details.tsx';
import { useLegalInfo } from '../components/use-legal-info.ts';
import '../styles/legal.css';

export function Component() {
  const info = useLegalInfo();
  return (
    <section className="legal container" aria-labelledby="imprint-title">
      <title>Impressum – Ferdy</title>
      <div className="legal__card">
        <h1 id="imprint-title">Impressum</h1>
        {info === null && <PageLoading label="Impressum wird geladen..." />}
        {info === 'failed' && <p role="alert">Das Impressum konnte gerade nicht geladen werden. Bitte laden Sie die Seite neu.</p>}
        {info && info !== 'failed' && (
          <>
            {info.operator.example && <ExampleOperatorNote />}
            <h2>Angaben gemäß § 5 DDG</h2>
            <OperatorAddress operator={info.operator} />
            {info.operator.register && <p>Registereintrag: {info.operator.register}</p>}
            {info.operator.vatId && <p>Umsatzsteuer-Identifikationsnummer: {info.operator.vatId}</p>}
            <h2>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV</h2>
            <p>{info.operator.responsible}, Anschrift wie oben.</p>
            <h2>Verbraucherstreitbeilegung</h2>
            <p>
              Wir sind nicht verpflichtet und nicht bereit, an einem Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle
              teilzunehmen. Schreiben Sie uns bei Fragen oder Problemen einfach eine E-Mail.
            </p>
          </>
        )}
      </div>
    </section>
  );
}
