import { expect, test, type Page } from '@playwright/test';
import { password, signUp, skipTeach, startGame } from './game-helpers.ts';
import { countWordIdeas } from '../../engine/answer-plausibility.ts';
import { termsUsed } from '../../engine/term-match.ts';
import { wordCount } from '../../engine/text-rules.ts';

// Every game played to the end through the UI with the built-in provider. Visitors play the
// open games (nothing is recorded); signed-in children earn points that land on the profile.

const kindRewrite = 'Ich bin gerade traurig und wütend. Kannst du mir bitte helfen? Lass uns in Ruhe darüber reden.';
const iMessage = 'Ich fühle mich traurig, wenn du mir nicht zuhörst, weil mir das wichtig ist. Ich wünsche mir, dass du mir zuhörst.';
const summary =
  'Im Video geht es um zwei Mindsets. Wer ein Fixed Mindset hat, glaubt, dass seine Fähigkeiten fest sind und sich nicht ändern lassen. ' +
  'Darum gibt man schnell auf und hat Angst vor Fehlern. Wer ein Growth Mindset hat, glaubt, dass das Gehirn wie ein Muskel wächst, wenn man übt. ' +
  'Fehler helfen beim Lernen, und man kann alles lernen, wenn man sich anstrengt und dranbleibt. Ich kann das noch nicht, aber ich lerne es.';

/** The feedback popup's own 'Schließen' button (the dialog also has a close icon). */
test.beforeEach(async ({ page }) => {
  await skipTeach(page);
});

async function closeFeedback(page: Page) {
  await page.locator('.feedback-dialog .game-button', { hasText: 'Schließen' }).click();
}

async function answerChoiceGame(page: Page, items: { correctIndex?: number }[], confirm: string | null, next: string, finish: string) {
  for (let i = 0; i < items.length; i++) {
    const correct = items[i]!.correctIndex!;
    await page.locator('.choice-option').nth(correct).click();
    if (confirm) await page.getByRole('button', { name: confirm, exact: true }).click();
    const label = i + 1 === items.length ? finish : next;
    await page.getByRole('button', { name: label, exact: true }).click();
  }
}

test.describe('visitors play every open game to the end', () => {
  test('Streitschlichter: five questions, feedback, result, Erneut spielen', async ({ page }) => {
    await page.goto('/streitschlichter');
    const items = await startGame(page, 'Spiel starten');
    await expect(page.getByText('Frage 1 von 5')).toBeVisible();
    // A wrong answer first: the game's hint appears.
    const wrong = (items[0]!.correctIndex! + 1) % 3;
    await page.locator('.choice-option').nth(wrong).click();
    await page.getByRole('button', { name: 'Antwort bestätigen' }).click();
    await expect(
      page.getByText('Nicht ganz. Überlege nochmal, wie sich die Person wohl fühlt und welche Antwort die Situation beruhigt.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Nächste Frage' }).click();
    for (let i = 1; i < 5; i++) {
      await page.locator('.choice-option').nth(items[i]!.correctIndex!).click();
      await page.getByRole('button', { name: 'Antwort bestätigen' }).click();
      await expect(page.getByText('Richtig! Das war eine deeskalierende und sozial kompetente Antwort.')).toBeVisible();
      await page.getByRole('button', { name: i === 4 ? 'Zur Auswertung' : 'Nächste Frage' }).click();
    }
    await expect(page.getByText('Du hast 4 von 5 Fragen richtig beantwortet.')).toBeVisible();
    await expect(page.getByText(/^Ausgezeichnet!/)).toBeVisible();
    await page.getByRole('button', { name: 'Erneut spielen' }).click();
    await expect(page.getByText('Frage 1 von 5')).toBeVisible();
  });

  test("DenkWeiser: ten questions with 'Zurück' and 'Auswertung'", async ({ page }) => {
    await page.goto('/denkweiser');
    const items = await startGame(page, 'Spiel starten');
    await page.locator('.choice-option').nth(items[0]!.correctIndex!).click();
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
    await expect(page.getByText('Frage 2 von 10')).toBeVisible();
    await page.getByRole('button', { name: 'Zurück', exact: true }).click();
    await expect(page.getByText('Frage 1 von 10')).toBeVisible();
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
    await answerChoiceGame(page, items.slice(1), null, 'Weiter', 'Auswertung');
    await expect(page.getByText('Du hast 10 von 10 Fragen lösungsorientiert beantwortet.')).toBeVisible();
  });

  test('Mindset-Quiz on /mindmatch: one click answers, Weiter after answering', async ({ page }) => {
    await page.goto('/mindmatch');
    const items = await startGame(page, 'Quiz starten');
    await expect(page.getByRole('button', { name: 'Weiter', exact: true })).toBeDisabled();
    await answerChoiceGame(page, items, null, 'Weiter', 'Weiter');
    // The spec's result: the share of growth answers, with the visitor's name fallback 'Gast'.
    const growth = Math.round((items.filter((i) => i.correctIndex === 1).length / items.length) * 100);
    await expect(
      page.getByText(`Gast, ${growth} % deiner Antworten waren „Growth Mindset“. Richtig erkannt hast du 10 von 10 Aussagen.`),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Neu starten' })).toBeVisible();
  });

  test('Gefühlsradar: a wrong answer gives a hint and the same scenario again', async ({ page }) => {
    await page.goto('/gefuehlsradar');
    const items = await startGame(page, 'Spiel starten');
    const options = items[0]!.options!.length;
    await page
      .locator('.choice-option')
      .nth((items[0]!.correctIndex! + 1) % options)
      .click();
    await page.getByRole('button', { name: 'Antwort abschicken' }).click();
    await expect(page.getByText('Nicht ganz. Überlege nochmal, wie sich die Person wohl fühlt.')).toBeVisible();
    await page.getByRole('button', { name: 'Nochmal versuchen' }).click();
    await expect(page.getByText('Szenario 1 von 5')).toBeVisible();
    await answerChoiceGame(page, items, 'Antwort abschicken', 'Nächstes Szenario', 'Abschließen');
    await expect(page.getByText(/Gut gemacht! Du hast alle Szenarien durchgespielt/)).toBeVisible();
  });

  test("Sag's mal anders: too short, then a friendly rewrite", async ({ page }) => {
    await page.goto('/sags-mal-anders');
    await startGame(page, 'Spiel starten');
    await page.getByLabel('So sage ich es freundlicher:').fill('ok');
    await page.getByRole('button', { name: 'Antwort abschicken' }).click();
    await expect(page.getByText('Bitte schreibe eine etwas längere Antwort.')).toBeVisible();
    await closeFeedback(page);
    await page.getByLabel('So sage ich es freundlicher:').fill(kindRewrite);
    await page.getByRole('button', { name: 'Antwort abschicken' }).click();
    await expect(page.getByRole('button', { name: 'Neuer Satz' })).toBeVisible();
  });

  test('Ich-Botschaften: too short, then an I-message', async ({ page }) => {
    await page.goto('/ich-botschaften');
    await startGame(page, 'Spiel starten');
    await page.getByLabel('Meine Ich-Botschaft:').fill('ich');
    await page.getByRole('button', { name: 'Antwort abschicken' }).click();
    await expect(page.getByText('Bitte formuliere noch etwas ausführlicher.')).toBeVisible();
    await closeFeedback(page);
    await page.getByLabel('Meine Ich-Botschaft:').fill(iMessage);
    await page.getByRole('button', { name: 'Antwort abschicken' }).click();
    await expect(page.getByRole('button', { name: 'Neuer Satz' })).toBeVisible();
  });

  test('Ich-Botschaften: after a reload the play goes on and a hurtful answer is still refused, never sent', async ({ page }) => {
    await page.goto('/ich-botschaften');
    await startGame(page, 'Spiel starten');
    await expect(page.getByLabel('Meine Ich-Botschaft:')).toBeVisible();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.reload();
    const checks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/check')) checks.push(request.url());
    });
    await page.getByLabel('Meine Ich-Botschaft:').fill('Ich finde dich scheiße, du Idiot, weil du nie zuhörst.');
    await page.getByRole('button', { name: 'Antwort abschicken' }).click();
    await expect(page.getByText('Ferdy mag keine Wörter, die andere verletzen. Versuch es ohne sie.')).toBeVisible();
    expect(checks).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('ErzählZauber: terms, word count and a finished story', async ({ page }) => {
    await page.goto('/erzaehlzauber');
    await expect(page.getByText('Begriff 1')).toBeVisible();
    const items = await startGame(page, 'Begriffe generieren');
    const terms = items[0]!.terms!;
    const first = `Ein Tag mit ${terms[0]}.`;
    // The words around the term may happen to be a form of another drawn term too.
    const used = termsUsed(first, terms, (items[0]!.forms as string[][] | undefined) ?? []).filter(Boolean).length;
    expect(used).toBeLessThan(3);
    await page.getByLabel('Deine Geschichte').fill(first);
    await page.getByRole('button', { name: 'Fertig' }).click();
    await expect(page.getByText(`Wortanzahl: ${wordCount(first)} · verwendete Begriffe: ${used}/3`)).toBeVisible();
    await expect(page.getByText(/baue bitte alle drei Begriffe ein/)).toBeVisible();
    const story = `Es war einmal ${terms.join(', ')} und ein kleiner Fuchs. Sie spielten den ganzen Tag zusammen im Wald und lachten viel. Am Mittag bauten sie eine kleine Hütte aus Ästen. Danach suchten sie Beeren am Bach. Als es dunkel wurde, erzählte der Fuchs eine lustige Geschichte. Dann gingen alle müde nach Hause und schliefen sofort ein.`;
    await page.getByLabel('Deine Geschichte').fill(story);
    await page.getByRole('button', { name: 'Fertig' }).click();
    await expect(page.getByText(/Deine Geschichte ist fertig/)).toBeVisible();
  });

  test('WortEntdecker: counting ideas, the bonus from 15', async ({ page }) => {
    await page.goto('/wortentdecker');
    const items = await startGame(page, 'Wort generieren');
    await page.getByLabel('Deine Ideen').fill('Kreisel, Murmelbahn bauen, Drachen steigen');
    await page.getByRole('button', { name: 'Anzahl zählen' }).click();
    await expect(page.getByText('Du hast 3 Ideen gefunden. Schaffst du 15? Dann gibt es einen Bonus!')).toBeVisible();
    // Ideas about the drawn word: its related words from the content bank.
    const word = items[0]!.prompt ?? '';
    const ideas = (items[0]!.related ?? []).join('\n');
    const count = countWordIdeas(ideas, word).ideas;
    expect(count).toBeGreaterThanOrEqual(15);
    await page.getByLabel('Deine Ideen').fill(ideas);
    await page.getByRole('button', { name: 'Anzahl zählen' }).click();
    await expect(page.getByText(`Bonus! ${count} Ideen`)).toBeVisible();
  });

  test('WortEntdecker: numbered padding and ideas about something else earn no bonus', async ({ page }) => {
    await page.goto('/wortentdecker');
    const items = await startGame(page, 'Wort generieren');
    await page.getByLabel('Deine Ideen').fill(Array.from({ length: 16 }, (_, i) => `Idee Nummer ${i + 1}`).join('\n'));
    await page.getByRole('button', { name: 'Anzahl zählen' }).click();
    await expect(page.getByText('Du hast 1 Ideen gefunden. Schaffst du 15? Dann gibt es einen Bonus!')).toBeVisible();
    const names = [
      'Anna',
      'Ben',
      'Carla',
      'David',
      'Emil',
      'Finn',
      'Greta',
      'Hanna',
      'Ida',
      'Jonas',
      'Kim',
      'Leo',
      'Mia',
      'Noah',
      'Ole',
      'Paula',
    ];
    await page.getByLabel('Deine Ideen').fill(names.join('\n'));
    await page.getByRole('button', { name: 'Anzahl zählen' }).click();
    await expect(page.getByText(`Viele Ideen passen noch nicht zu „${items[0]!.prompt}“.`, { exact: false })).toBeVisible();
  });

  test('SolutionStory: wrong, sample answer, right', async ({ page }) => {
    await page.goto('/solutionstory');
    const items = await startGame(page, 'Aufgabe generieren');
    await page.getByLabel('Deine Antwort').fill('Ich weiß es nicht genau');
    await page.getByRole('button', { name: 'Fertig' }).click();
    await expect(page.getByText('Versuche es noch einmal oder schaue dir die Beispielantwort an.')).toBeVisible();
    await page.getByRole('button', { name: 'Antwort anzeigen' }).click();
    await expect(page.getByText(items[0]!.sample!).first()).toBeVisible();
    await page.getByLabel('Deine Antwort').fill(items[0]!.sample!);
    await page.getByRole('button', { name: 'Fertig' }).click();
    await expect(page.getByText('Gute Arbeit!')).toBeVisible();
    await expect(page.getByText('Punkte: 20/20 · richtig: 1 von 2')).toBeVisible();
  });

  test('SumUp: the video loads only after a click; 50 words; accepted summary', async ({ page }) => {
    const youtube: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('youtube')) youtube.push(r.url());
    });
    await page.goto('/sumup');
    await expect(page.getByRole('button', { name: /Video laden/ })).toBeVisible();
    expect(youtube).toEqual([]);
    await startGame(page, "Los geht's");
    await page.getByLabel('Deine Zusammenfassung').fill('Fixed Mindset ist doof.');
    await page.getByRole('button', { name: 'Absenden' }).click();
    await expect(page.getByText('Bitte trage mindestens 50 Wörter ein.')).toBeVisible();
    await page.getByLabel('Deine Zusammenfassung').fill(summary);
    await expect(page.locator('.game-field__count')).toHaveText(/^\d+ Wörter$/);
    await page.getByRole('button', { name: 'Absenden' }).click();
    await expect(page.getByRole('button', { name: 'Nochmal schreiben' })).toBeVisible();
  });

  test('Mindshift: both fields required, then a valid reframing', async ({ page }) => {
    await page.goto('/mindshift');
    await startGame(page, 'Spiel starten');
    await page.getByLabel(/Negativer Gedanke/).fill('Ich schaffe das nie.');
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
    await expect(page.getByText('Bitte fülle beide Felder aus.')).toBeVisible();
    await closeFeedback(page);
    await page.getByLabel(/Negativer Gedanke/).fill('Ich kann das nie, ich bin einfach zu dumm.');
    await page.getByLabel(/Positiver Gedanke/).fill('Ich kann das noch nicht, aber wenn ich übe, schaffe ich es beim nächsten Mal.');
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Neue Situation' })).toBeVisible();
  });

  test('Paare finden: a wrong pair costs points (not below 0), a right pair scores', async ({ page }) => {
    await page.goto('/paare-finden');
    const items = await startGame(page, 'Spiel starten');
    const tiles = items[0]!.tiles!;
    const fixed = tiles.findIndex((t) => t.type === 'fixed');
    const wrongGrowth = tiles.findIndex((t) => t.type === 'growth' && t.pair !== tiles[fixed]!.pair);
    await page.getByRole('button', { name: tiles[fixed]!.text }).click();
    await page.getByRole('button', { name: tiles[wrongGrowth]!.text }).click();
    await page.getByRole('button', { name: 'Antwort prüfen' }).click();
    await expect(page.getByText('Diese Aussagen gehören nicht zusammen. Versuche es nochmal.')).toBeVisible();
    await expect(page.getByText('Punkte: 0')).toBeVisible();
    const pairs = [...new Set(tiles.map((t) => t.pair))];
    for (const pair of pairs) {
      await page.getByRole('button', { name: tiles.find((t) => t.pair === pair && t.type === 'fixed')!.text }).click();
      await page.getByRole('button', { name: tiles.find((t) => t.pair === pair && t.type === 'growth')!.text }).click();
      await page.getByRole('button', { name: 'Antwort prüfen' }).click();
      if (pair !== pairs.at(-1)) await expect(page.getByText('Richtig zugeordnet!')).toBeVisible();
    }
    // The cleared board loads a new set by itself.
    await expect(page.getByText('Punkte: 0')).toBeVisible();
    await expect(page.locator('.tile')).toHaveCount(tiles.length);
  });
});

test.describe('signed-in children', () => {
  test('Gefühlsampel: visitors go to /auth; a full play puts its points on the profile', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/gefuehlsampel');
    await expect(page).toHaveURL(/\/auth\?next=%2Fgefuehlsampel$/);
    await signUp(page, 'ampel');
    await page.goto('/gefuehlsampel');
    await startGame(page, 'Spiel starten');
    await expect(page.getByText('Welche Farbe beschreibt dein Gefühl in dieser Situation?')).toBeVisible();
    for (let i = 1; i <= 5; i++) {
      await expect(page.getByText(`Frage ${i} von 5`).first()).toBeVisible({ timeout: 8000 });
      await page.getByRole('button', { name: /Grün/ }).click();
      await expect(page.getByText('Toll!', { exact: true })).toBeVisible();
      // Under the spec's 'Toll!' the feeling of the chosen colour is named ("Ruhig geblieben").
      await expect(page.locator('.ampel-feeling')).not.toBeEmpty();
      await expect(page.getByText(`Punkte: ${i * 20}`).first()).toBeVisible();
      await expect(page.getByText("Ferdy's Tipp:")).toBeVisible();
    }
    await expect(page.getByText('Spiel beendet!')).toBeVisible({ timeout: 8000 });
    await expect(page.getByText('Spiel abgeschlossen! +100 Punkte')).toBeVisible();
    const profile = (await (await page.request.get('/api/profile')).json()) as {
      profile: { totalPoints: number };
      sessions: { gameName: string }[];
    };
    expect(profile.profile.totalPoints).toBe(100);
    expect(profile.sessions[0]!.gameName).toBe('Gefühlsampel');
    await page.getByRole('link', { name: 'Zurück zur Übersicht' }).click();
    await expect(page).toHaveURL(/\/emotionale-intelligenz$/);
  });

  test('a reload in the middle of a game continues where the child was', async ({ page }) => {
    await signUp(page, 'resume');
    await page.goto('/streitschlichter');
    const items = await startGame(page, 'Spiel starten');
    for (let i = 0; i < 2; i++) {
      await page.locator('.choice-option').nth(items[i]!.correctIndex!).click();
      await page.getByRole('button', { name: 'Antwort bestätigen' }).click();
      await page.getByRole('button', { name: 'Nächste Frage' }).click();
    }
    await expect(page.getByText('Frage 3 von 5')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Frage 3 von 5')).toBeVisible();
    for (let i = 2; i < 5; i++) {
      await page.locator('.choice-option').nth(items[i]!.correctIndex!).click();
      await page.getByRole('button', { name: 'Antwort bestätigen' }).click();
      await page.getByRole('button', { name: i === 4 ? 'Zur Auswertung' : 'Nächste Frage' }).click();
    }
    await expect(page.getByText('Spiel abgeschlossen! +100 Punkte')).toBeVisible();
  });

  test('daily limit reached → dialog → test checkout → play again', async ({ page }) => {
    await signUp(page, 'limit');
    await page.goto('/wortentdecker');
    await startGame(page, 'Wort generieren');
    await page.getByRole('button', { name: 'Wort generieren' }).first().waitFor();
    // The free play of problem_solving is used; DenkWeiser is in the same category.
    await page.goto('/denkweiser');
    await page.getByRole('button', { name: 'Spiel starten' }).click();
    await expect(page.getByRole('dialog', { name: 'Tägliches Limit erreicht' })).toBeVisible();
    await expect(page.getByText(/Morgen ist wieder ein\s+kostenloses Spiel verfügbar/).first()).toBeVisible();
    await page.getByRole('button', { name: 'Zusätzliches Spiel kaufen' }).click();
    await page.getByLabel('Passwort').fill(password);
    await page.getByLabel(/Ich möchte, dass Ferdy sofort freigeschaltet wird/).check();
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await expect(page.getByText(/Testkasse/)).toBeVisible();
    await page.getByRole('button', { name: 'Bezahlen' }).click();
    await expect(page.getByRole('heading', { name: 'Zahlung erfolgreich!' })).toBeVisible();
    await page.goto('/denkweiser');
    await startGame(page, 'Spiel starten');
    await expect(page.getByText('Frage 1 von 10')).toBeVisible();
  });
});
