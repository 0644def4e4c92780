import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { games, pages } from 'virtual:ferdy-catalog';
import type { CategoryPage, CategoryTile } from '../../engine/categories-schema.ts';
import { categoryTheme } from '../components/category-theme.ts';
import { Ferdy, type FerdyMood } from '../components/ferdy.tsx';
import { Icon } from '../components/icon.tsx';
import { LoginDialog } from '../components/login-dialog.tsx';
import { PlaysLeft } from '../components/plays-left.tsx';
import { scrollToSection } from '../components/scroll-to-section.ts';
import { useSession } from '../session/session.tsx';
import '../styles/category.css';

// Pictures for the tiles when categories.yaml names none.
const gameIcons: Record<string, string> = {
  denkweiser: 'brain',
  erzaehlzauber: 'book',
  wortentdecker: 'sparkle',
  solutionstory: 'bulb',
  sumup: 'play',
  'paare-finden': 'hands',
  mindshift: 'arrow',
  mindmatch: 'brain',
  streitschlichter: 'handshake',
  'sags-mal-anders': 'speech',
  'ich-botschaften': 'ear',
  gefuehlsradar: 'heart',
  gefuehlsampel: 'balance',
};

const heroMoods: Record<string, FerdyMood> = {
  loesungsorientierung: 'thinking',
  mindset: 'cheering',
};

type PlayableTile = { title: string; hint: string; icon: string; route: string; category: string };

function resolveTile(tile: CategoryTile, fallbackIcon: string): PlayableTile | null {
  if ('comingSoon' in tile) return null;
  const game = games.find((g) => g.id === tile.game);
  if (!game) return null;
  return {
    title: tile.title ?? game.title,
    hint: tile.hint ?? game.description,
    icon: tile.icon ?? gameIcons[game.id] ?? fallbackIcon,
    route: game.route,
    category: game.category,
  };
}

/** Every category page, generated from games/categories.yaml: hero, intro cards, game tiles. */
export function Component() {
  const { pathname } = useLocation();
  const index = pages.findIndex((p) => p.route === pathname.replace(/\/+$/, ''));
  const page = pages[index];
  if (!page) return null;
  return <CategoryScreen key={page.id} page={page} index={index} />;
}

function CategoryScreen({ page, index }: { page: CategoryPage; index: number }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const theme = categoryTheme(page.id, index);
  // The game a visitor clicked, remembered for the sign-in dialog's title (docs/product-rules.md).
  const [pending, setPending] = useState<PlayableTile | null>(null);

  function play(tile: PlayableTile) {
    if (user) void navigate(tile.route);
    else setPending(tile);
  }

  return (
    <div className={`category tone-${theme.tone}`}>
      <title>{`${page.title} – Ferdy`}</title>
      <section className="category-hero" aria-labelledby="category-title">
        <div className="container category-hero__inner">
          <div>
            <p className="eyebrow">Spielwelt</p>
            <h1 id="category-title">{page.hero.title}</h1>
            <p className="category-hero__text">{page.hero.text}</p>
            <button type="button" className="button button--primary button--large" onClick={() => scrollToSection('intro')}>
              {page.hero.button}
            </button>
          </div>
          <div className="category-hero__art">
            <span className="category-hero__badge" aria-hidden="true">
              <Icon name={theme.icon} size={40} />
            </span>
            <Ferdy mood={heroMoods[page.id] ?? 'happy'} size={240} />
          </div>
        </div>
      </section>

      <section id="intro" className="section category-intro" aria-labelledby="intro-title">
        <div className="container">
          <div className="section__head">
            <h2 id="intro-title">{page.intro.heading}</h2>
            {page.intro.text && <p>{page.intro.text}</p>}
          </div>
          <ul className="intro-grid">
            {page.intro.cards.map((card) => (
              <li key={card.title} className="intro-card">
                <span className="intro-card__icon">
                  <Icon name={card.icon ?? theme.icon} size={30} />
                </span>
                <h3>{card.title}</h3>
                <p>{card.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section category-games" aria-labelledby="games-title">
        <div className="container">
          <div className="section__head">
            <h2 id="games-title">{page.games.heading}</h2>
            {page.games.text && <p>{page.games.text}</p>}
            {!user && <p className="category-games__note">Melde dich an, um zu spielen und Punkte zu sammeln.</p>}
          </div>
          <ul className="tile-grid">
            {page.games.tiles.map((tile, i) => {
              const playable = resolveTile(tile, theme.icon);
              return (
                <li key={i}>
                  {playable ? (
                    <button type="button" className="tile" onClick={() => play(playable)}>
                      <span className="tile__art" aria-hidden="true">
                        <Icon name={playable.icon} size={44} />
                      </span>
                      <span className="tile__title">{playable.title}</span>
                      <span className="tile__hint">{playable.hint}</span>
                      <PlaysLeft category={playable.category} className="plays-left tile__plays" />
                      <span className="tile__cta" aria-hidden="true">
                        Spielen <Icon name="play" size={18} />
                      </span>
                    </button>
                  ) : (
                    <div className="tile tile--soon" aria-disabled="true">
                      <span className="tile__art" aria-hidden="true">
                        <Icon name={tile.icon ?? 'gift'} size={44} />
                      </span>
                      <span className="tile__title">{tile.title ?? 'Coming Soon'}</span>
                      <span className="tile__badge">{tile.hint ?? 'Bald verfügbar'}</span>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <LoginDialog
        open={pending !== null}
        gameTitle={pending?.title}
        onClose={() => setPending(null)}
        onSignedIn={() => {
          if (pending) void navigate(pending.route);
        }}
      />
    </div>
  );
}
