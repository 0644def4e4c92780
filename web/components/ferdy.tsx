import { useId } from 'react';

export type FerdyMood = 'happy' | 'thinking' | 'cheering' | 'sad';

type FerdyProps = {
  mood?: FerdyMood;
  size?: number;
  /** When given, Ferdy is announced as an image with this name; otherwise he is decoration. */
  title?: string;
  className?: string;
};

// Colours live here rather than in CSS so that Ferdy looks the same wherever he is dropped in.
const fur = '#f08a3c';
const cream = '#fff4e6';
const ink = '#4a2c1d';
const blush = '#ff9d85';

function Eyes({ mood }: { mood: FerdyMood }) {
  if (mood === 'cheering') {
    // Squeezed shut with joy: two upturned arcs.
    return (
      <g fill="none" stroke={ink} strokeWidth="5" strokeLinecap="round">
        <path d="M71 78q9-11 18 0" />
        <path d="M111 78q9-11 18 0" />
      </g>
    );
  }
  if (mood === 'sad') {
    return (
      <g>
        <g fill="none" stroke={ink} strokeWidth="3.5" strokeLinecap="round">
          <path d="M70 68q8-2 15-8" />
          <path d="M130 68q-8-2-15-8" />
        </g>
        <ellipse cx="80" cy="78" rx="6" ry="6.5" fill={ink} />
        <ellipse cx="120" cy="78" rx="6" ry="6.5" fill={ink} />
        <circle cx="82" cy="76" r="2" fill="#fff" />
        <circle cx="122" cy="76" r="2" fill="#fff" />
        <path d="M129 86c-3 5-4 8-1 10s6-1 5-4z" fill="#8fd0f0" />
      </g>
    );
  }
  const look = mood === 'thinking' ? 3 : 0;
  return (
    <g>
      {mood === 'thinking' && (
        <g fill="none" stroke={ink} strokeWidth="3.5" strokeLinecap="round">
          <path d="M71 60q8-6 17-2" />
          <path d="M112 63q8-3 16 0" />
        </g>
      )}
      <ellipse cx="80" cy="76" rx="6.5" ry="8.5" fill={ink} />
      <ellipse cx="120" cy="76" rx="6.5" ry="8.5" fill={ink} />
      <circle cx={82.5 + look} cy={72.5 - look} r="2.6" fill="#fff" />
      <circle cx={122.5 + look} cy={72.5 - look} r="2.6" fill="#fff" />
    </g>
  );
}

function Mouth({ mood }: { mood: FerdyMood }) {
  const stroke = { fill: 'none', stroke: ink, strokeWidth: 3.5, strokeLinecap: 'round' as const };
  switch (mood) {
    case 'cheering':
      return (
        <g>
          <path d="M88 100q12 18 24 0z" fill={ink} stroke={ink} strokeWidth="3" strokeLinejoin="round" />
          <path d="M94 108q6-5 12 0q-6 5-12 0z" fill="#ff7d7d" />
        </g>
      );
    case 'sad':
      return <path d="M91 106q9-8 18 0" {...stroke} />;
    case 'thinking':
      return <path d="M93 104q8 2 15-3" {...stroke} />;
    default:
      return <path d="M100 97v3m-10 0q5 6 10 0q5 6 10 0" {...stroke} />;
  }
}

function Arms({ mood }: { mood: FerdyMood }) {
  const arm = { fill: 'none', stroke: fur, strokeWidth: 13, strokeLinecap: 'round' as const };
  if (mood === 'cheering') {
    return (
      <g>
        <path d="M80 132q-20-10-26-36" {...arm} />
        <path d="M120 132q20-10 26-36" {...arm} />
        <circle cx="53" cy="93" r="8" fill={ink} />
        <circle cx="147" cy="93" r="8" fill={ink} />
      </g>
    );
  }
  if (mood === 'thinking') {
    // A paw at the chin, the classic thinker's pose.
    return (
      <g>
        <path d="M118 150q8-18-6-36" {...arm} />
        <circle cx="111" cy="113" r="7.5" fill={ink} />
      </g>
    );
  }
  return null;
}

function Extras({ mood }: { mood: FerdyMood }) {
  if (mood === 'cheering') {
    return (
      <g fill="#ffc93c">
        <path d="M30 52l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" />
        <path d="M170 48l2.5 6 6 2.5-6 2.5-2.5 6-2.5-6-6-2.5 6-2.5z" />
        <path d="M178 112l2 4.5 4.5 2-4.5 2-2 4.5-2-4.5-4.5-2 4.5-2z" />
      </g>
    );
  }
  if (mood === 'thinking') {
    return (
      <g fill="#c9b8a8">
        <circle cx="160" cy="40" r="4" />
        <circle cx="172" cy="28" r="5.5" />
        <circle cx="186" cy="14" r="7" />
      </g>
    );
  }
  return null;
}

/** Ferdy the fox, the site's guide. Pure inline SVG: no request, crisp at every size. */
export function Ferdy({ mood = 'happy', size = 160, title, className }: FerdyProps) {
  const titleId = useId();
  const droop = mood === 'sad';
  const tilt = mood === 'thinking' ? 'rotate(-6 100 90)' : undefined;
  return (
    <svg
      viewBox="0 0 200 200"
      width={size}
      height={size}
      className={className}
      {...(title ? { role: 'img', 'aria-labelledby': titleId } : { 'aria-hidden': true, focusable: false })}
    >
      {title && <title id={titleId}>{title}</title>}
      <Extras mood={mood} />
      {/* tail, curling up behind the body, with its white tip */}
      <path d="M124 184c34 6 62-16 58-50-3-20-22-28-30-16 12 10 8 38-30 44z" fill={fur} />
      <path d="M182 134c-1-16-16-25-26-20 9 6 12 14 11 24 6 1 11-1 15-4z" fill={cream} />
      {/* body */}
      <path d="M72 188c-10-30-4-62 28-70 32 8 38 40 28 70z" fill={fur} />
      <path d="M100 126c-16 6-20 30-14 60h28c6-30 2-54-14-60z" fill={cream} />
      <ellipse cx="84" cy="188" rx="15" ry="8" fill={ink} />
      <ellipse cx="116" cy="188" rx="15" ry="8" fill={ink} />
      <Arms mood={mood} />
      <g transform={tilt}>
        {/* ears: drooping when Ferdy is sad */}
        <g transform={droop ? 'rotate(-22 66 56)' : undefined}>
          <path d="M56 62 50 20c0-7 7-10 12-5l28 30z" fill={fur} />
          <path d="M60 52 57 28l20 20z" fill={ink} />
        </g>
        <g transform={droop ? 'rotate(22 134 56)' : undefined}>
          <path d="m144 62 6-42c0-7-7-10-12-5l-28 30z" fill={fur} />
          <path d="m140 52 3-24-20 20z" fill={ink} />
        </g>
        {/* head with cheek tufts */}
        <path d="M100 38c28 0 50 16 54 38l14 18c-18 6-28 26-68 28-40-2-50-22-68-28l14-18c4-22 26-38 54-38z" fill={fur} />
        <path d="M32 94c16-4 30-10 44-8 12 2 18-8 24-10 6 2 12 12 24 10 14-2 28 4 44 8-18 6-28 26-68 28-40-2-50-22-68-28z" fill={cream} />
        <ellipse cx="66" cy="96" rx="8" ry="4.5" fill={blush} opacity=".55" />
        <ellipse cx="134" cy="96" rx="8" ry="4.5" fill={blush} opacity=".55" />
        <Eyes mood={mood} />
        <path d="M91 88c0-5 18-5 18 0 0 5-6 9-9 9s-9-4-9-9z" fill={ink} />
        <Mouth mood={mood} />
      </g>
    </svg>
  );
}
