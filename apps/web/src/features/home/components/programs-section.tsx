import { getProgramLink, getProgramTileName, MENU_ROUTES, type ShortcutProgram } from '@dash/domain';
import type { Program } from '@dash/domain/api';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ExternalLink } from '@/components/external-link';
import { Icon, type IconName } from '@/components/icon';
import { TileGrid } from '@/components/tile-grid';
import { homeTexts } from '../texts';
import { getProgramIcon, getShortcutIcon } from './program-icon';

/** The shortcut programs' names by id (document 2 §3: eBill -1, Outline of Coverage -3). */
const SHORTCUT_KEYS = { [-1]: 'shortcutEbill', [-3]: 'shortcutOutlineOfCoverage' } as const;

/** A tile: the icon, the name as a link that covers the whole tile, and the description. */
function Tile({
  icon,
  description,
  children,
}: {
  icon: IconName;
  description?: string;
  children: ReactNode;
}) {
  return (
    <li className="program-tile">
      <span className="program-tile__icon">
        <Icon name={icon} />
      </span>
      <span className="program-tile__body">
        {children}
        {description ? <span className="program-tile__description">{description}</span> : null}
      </span>
    </li>
  );
}

/** A program's tile; a name cut at 55 characters keeps the whole name as the link's accessible name. */
function ProgramTile({ program }: { program: Program }) {
  const t = homeTexts.useTexts();
  const name = getProgramTileName(program.name);
  const fullName = name === program.name ? undefined : program.name;
  const link = getProgramLink(program);
  return (
    <Tile icon={getProgramIcon(program)} description={program.description}>
      {link.kind === 'external' ? (
        <ExternalLink
          className="program-tile__link"
          href={link.href}
          note={t('opensInNewTab')}
          aria-label={fullName ? t('programOpensInNewTab', { name: fullName }) : undefined}
        >
          {name}
        </ExternalLink>
      ) : (
        <Link className="program-tile__link" to={link.href} aria-label={fullName}>
          {name}
        </Link>
      )}
    </Tile>
  );
}

/**
 * The programs of /home (document 2 §2): the featured ones the gateway chose (at most 6), then the
 * shortcut programs, and 'View all programs'.
 */
export function ProgramsSection({
  programs,
  shortcuts,
}: {
  readonly programs: readonly Program[];
  readonly shortcuts: readonly ShortcutProgram[];
}) {
  const t = homeTexts.useTexts();
  if (programs.length === 0 && shortcuts.length === 0) return null;
  return (
    <section className="home-programs" aria-labelledby="home-programs-title">
      <h2 id="home-programs-title">{t('programsTitle')}</h2>
      <TileGrid minTileWidth="16rem" className="home-programs__grid">
        {programs.map((program) => (
          <ProgramTile key={program.id} program={program} />
        ))}
        {shortcuts.map((shortcut) => (
          <Tile key={shortcut.id} icon={getShortcutIcon(shortcut)}>
            <Link className="program-tile__link" to={shortcut.route}>
              {t(SHORTCUT_KEYS[shortcut.id])}
            </Link>
          </Tile>
        ))}
      </TileGrid>
      <Link className="home-programs__all" to={MENU_ROUTES.programs}>
        {t('viewAllPrograms')}
      </Link>
    </section>
  );
}
