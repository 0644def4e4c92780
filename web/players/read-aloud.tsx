import { useEffect, useState } from 'react';

function germanVoice(): SpeechSynthesisVoice | undefined {
  return speechSynthesis.getVoices().find((v) => v.lang.toLowerCase().startsWith('de'));
}

/**
 * 'Vorlesen' for early readers: the browser's own speech synthesis in German. Shown only where
 * the browser has a German voice, so the button never does nothing.
 */
export function ReadAloud({ text, onSpeakingChange }: { text: string; onSpeakingChange?: (speaking: boolean) => void }) {
  const [available, setAvailable] = useState(false);
  const [speaking, setSpeaking] = useState(false);

  useEffect(() => {
    onSpeakingChange?.(speaking);
  }, [speaking, onSpeakingChange]);

  useEffect(() => {
    if (typeof speechSynthesis === 'undefined') return;
    const update = () => setAvailable(germanVoice() !== undefined);
    update();
    speechSynthesis.addEventListener('voiceschanged', update);
    return () => {
      speechSynthesis.removeEventListener('voiceschanged', update);
      speechSynthesis.cancel();
    };
  }, []);

  if (!available || !text) return null;

  function toggle() {
    if (speaking) {
      speechSynthesis.cancel();
      setSpeaking(false);
      return;
    }
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = 'de-DE';
    utterance.voice = germanVoice() ?? null;
    utterance.rate = 0.9;
    utterance.onend = () => setSpeaking(false);
    utterance.onerror = () => setSpeaking(false);
    speechSynthesis.cancel();
    speechSynthesis.speak(utterance);
    setSpeaking(true);
  }

  return (
    <button type="button" className="game-button game-button--quiet read-aloud" onClick={toggle} aria-pressed={speaking}>
      <span aria-hidden="true">🔊</span> {speaking ? 'Stopp' : 'Vorlesen'}
    </button>
  );
}
