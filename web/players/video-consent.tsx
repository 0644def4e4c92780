import { useState } from 'react';
import type { TextGame } from '../../engine/game-schema.ts';

type Video = NonNullable<TextGame['video']>;

/**
 * The explainer video loads only after a click: until then no request goes to YouTube, and the
 * note says what the click does (docs/architecture.md).
 */
export function VideoConsent({ video }: { video: Video }) {
  const [load, setLoad] = useState(false);
  if (load) {
    return (
      <div className="video-frame">
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${video.youtubeId}?rel=0`}
          title={video.title}
          allow="encrypted-media; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      </div>
    );
  }
  return (
    <div className="video-consent">
      <p className="video-consent__title">{video.title}</p>
      <p className="video-consent__note">{video.consentNote}</p>
      <button type="button" className="game-button game-button--primary" onClick={() => setLoad(true)}>
        <span aria-hidden="true">▶</span> Video laden
      </button>
    </div>
  );
}
