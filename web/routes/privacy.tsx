import { Link } from 'react-router';
import type { LegalInfo } from '../api/legal.ts';
import { PageLoading } from '../components/page-loading.tsx';
import { ExampleOperatorNote, OperatorAddress } from '../components/operator-details.tsx';
import { useLegalInfo } from '../components/use-legal-info.ts';
import { privacyTables } from './privacy-tables.ts';
import '../styles/legal.css';

/** The Datenschutzerklärung, for parents: what Ferdy keeps, why, how long, who else sees it, and their rights. */
export function Component() {
  const info = useLegalInfo();
  return (
    <section className="legal container" aria-labelledby="privacy-title">
      <title>Datenschutzerklärung – Ferdy</title>
      <div className="legal__card">
        <h1 id="privacy-title">Datenschutzerklärung</h1>
        <p>
          Ferdy ist eine Lernspiel-Seite für Kinder von 6 bis 12 Jahren. Hier erklären wir Ihnen als Eltern in einfachen Worten, welche
          Daten Ferdy speichert, warum, wie lange, wer sie außer uns zu sehen bekommt und wie Sie Ihre Rechte direkt in Ferdy nutzen.
        </p>

        <h2>Wer verantwortlich ist</h2>
        {info === null && <PageLoading label="Angaben werden geladen..." />}
        {info === 'failed' && (
          <p role="alert">Die Angaben zum Betreiber konnten gerade nicht geladen werden. Bitte laden Sie die Seite neu.</p>
        )}
        {info && info !== 'failed' && (
          <>
            {info.operator.example && <ExampleOperatorNote />}
            <OperatorAddress operator={info.operator} />
            <p>Für alle Fragen zum Datenschutz schreiben Sie uns bitte an diese E-Mail-Adresse.</p>
          </>
        )}

        <h2>Kurz gesagt</h2>
        <ul>
          <li>Keine Werbung, kein Tracking, keine Analyse-Dienste, keine Weitergabe zu Werbezwecken.</li>
          <li>Ferdy setzt nur ein Cookie: die Anmeldung. Dafür brauchen wir keine Einwilligung, weil die Anmeldung ohne es nicht geht.</li>
          <li>
            Nichts wird von anderen Anbietern geladen, bevor Sie oder Ihr Kind zustimmen: Das Video im Spiel SumUp kommt von YouTube
            (youtube-nocookie.com) und lädt erst, wenn es angeklickt wird.
          </li>
          <li>Ohne Konto spielt Ihr Kind die offenen Spiele, ohne dass etwas gespeichert wird.</li>
        </ul>

        <h2>Das Konto gehört Ihnen</h2>
        <p>
          Kinder unter 16 Jahren können nicht selbst in die Verarbeitung ihrer Daten einwilligen (Art. 8 DSGVO). Deshalb legen Sie als
          Elternteil oder erziehungsberechtigte Person das Konto an: Bei der Registrierung bestätigen Sie das, und wir speichern, wann. Mit
          dem Link in der Bestätigungs-E-Mail bestätigen Sie außerdem Ihre E-Mail-Adresse. Ihr Kind spielt dann mit Ihrem Konto.
        </p>

        <h2>Welche Daten Ferdy speichert</h2>
        <p>Das ist jede Tabelle in Ferdys Datenbank, mit dem, was darin steht:</p>
        {Object.entries(privacyTables).map(([table, d]) => (
          <section key={table} className="legal__table" aria-labelledby={`table-${table}`}>
            <h3 id={`table-${table}`}>{d.title}</h3>
            <dl>
              <dt>Was</dt>
              <dd>{d.holds}</dd>
              <dt>Wozu</dt>
              <dd>{d.why}</dd>
              <dt>Wie lange</dt>
              <dd>{d.howLong}</dd>
            </dl>
          </section>
        ))}
        <p>
          Außerhalb der Datenbank: Damit niemand Passwörter durchprobieren kann, merkt sich Ferdy IP-Adressen und Anmeldeversuche höchstens
          eine Stunde lang im Arbeitsspeicher, nicht in der Datenbank.
        </p>

        <h2>Rechtsgrundlagen</h2>
        <ul>
          <li>Konto, Spiele, Punkte, Käufe und Abo: zur Erfüllung des Vertrags mit Ihnen (Art. 6 Abs. 1 lit. b DSGVO).</li>
          <li>Zahlungsbelege: weil das Gesetz es verlangt (Art. 6 Abs. 1 lit. c DSGVO).</li>
          <li>Schutz vor Missbrauch (Begrenzung von Anmeldeversuchen): berechtigtes Interesse (Art. 6 Abs. 1 lit. f DSGVO).</li>
        </ul>

        <h2>Wer außer uns Daten erhält</h2>
        {info && info !== 'failed' ? <Processors processors={info.processors} /> : <p>Wird geladen...</p>}

        <h2>Ihre Rechte – direkt in Ferdy</h2>
        <ul>
          <li>
            <strong>Auskunft und Mitnahme:</strong> Im <Link to="/profile">Profil</Link> unter „Für Eltern: Daten &amp; Konto“ laden Sie mit
            „Daten exportieren“ alles herunter, was Ferdy über Ihr Konto speichert.
          </li>
          <li>
            <strong>Berichtigung:</strong> Namen, E-Mail-Adresse und Passwort ändern Sie im <Link to="/profile">Profil</Link>.
          </li>
          <li>
            <strong>Löschung:</strong> Mit „Konto löschen“ im Profil werden alle Daten sofort gelöscht; ein laufendes Abo endet dabei
            sofort. Nur die Zahlungsbelege bleiben, wie oben beschrieben.
          </li>
          <li>
            <strong>Kündigung:</strong> Premium kündigen Sie jederzeit unter <Link to="/kuendigen">Verträge hier kündigen</Link>.
          </li>
          <li>
            <strong>Widerspruch, Einschränkung, Fragen:</strong> Schreiben Sie uns eine E-Mail an die Adresse oben.
          </li>
          <li>
            <strong>Beschwerde:</strong> Sie können sich bei einer Datenschutz-Aufsichtsbehörde beschweren, zum Beispiel bei der Behörde
            Ihres Bundeslandes.
          </li>
        </ul>
      </div>
    </section>
  );
}

function Processors({ processors }: { processors: LegalInfo['processors'] }) {
  const items = [
    processors.payment === 'stripe' && (
      <li key="payment">
        <strong>Stripe</strong> (Stripe Payments Europe, Ltd., Dublin, Irland) wickelt Zahlungen ab. Stripe erhält Ihre E-Mail-Adresse, was
        Sie kaufen und Ihre Zahlungsdaten – nichts über Ihr Kind und seine Spiele.
      </li>
    ),
    processors.mail && (
      <li key="mail">
        Der Mailserver <strong>{processors.mail.host}</strong> verschickt die E-Mails zum Konto (Bestätigung, Passwort, Bestellbestätigung,
        Kündigung). Er erhält Ihre E-Mail-Adresse und den Text der E-Mail.
      </li>
    ),
    processors.ai && (
      <li key="ai">
        Der KI-Dienst <strong>{processors.ai.host}</strong> stellt Aufgaben zusammen und prüft die Texte, die Ihr Kind in den Schreibspielen
        schreibt. Er erhält nur diese Texte, ohne Namen, E-Mail-Adresse oder Konto.
      </li>
    ),
  ].filter(Boolean);
  if (items.length === 0) {
    return (
      <p>
        Dieser Ferdy gibt keine Daten an andere Dienste weiter: Er nimmt keine echten Zahlungen an, verschickt keine E-Mails über einen
        fremden Mailserver und nutzt keinen KI-Dienst.
      </p>
    );
  }
  return (
    <>
      <p>Diese Dienste arbeiten in unserem Auftrag und nur nach unseren Weisungen (Art. 28 DSGVO):</p>
      <ul>{items}</ul>
      {!processors.payment && <p>Zahlungen nimmt dieser Ferdy nicht an.</p>}
      {!processors.ai && <p>Einen KI-Dienst nutzt dieser Ferdy nicht: Aufgaben und Prüfungen kommen von Ferdy selbst.</p>}
    </>
  );
}
