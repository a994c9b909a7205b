import {
  getProgramLink,
  getProgramTileName,
  HOME_TEXTS,
  MENU_ROUTES,
  type ShortcutProgram,
} from '@dash/domain';
import type { Program } from '@dash/domain/api';
import { Link } from 'react-router';

/** A program's tile; a name cut at 55 characters keeps the whole name as the link's accessible name. */
function ProgramTile({ program }: { program: Program }) {
  const name = getProgramTileName(program.name);
  const fullName = name === program.name ? undefined : program.name;
  const link = getProgramLink(program);
  return (
    <li className="program-tile">
      {link.kind === 'external' ? (
        <a
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={fullName ? `${fullName} ${HOME_TEXTS.opensInNewTab}` : undefined}
        >
          {name} <span className="visually-hidden">{HOME_TEXTS.opensInNewTab}</span>
        </a>
      ) : (
        <Link to={link.href} aria-label={fullName}>
          {name}
        </Link>
      )}
    </li>
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
  if (programs.length === 0 && shortcuts.length === 0) return null;
  return (
    <section className="home-programs" aria-labelledby="home-programs-title">
      <h2 id="home-programs-title">{HOME_TEXTS.programsTitle}</h2>
      <ul className="home-programs__grid">
        {programs.map((program) => (
          <ProgramTile key={program.id} program={program} />
        ))}
        {shortcuts.map((shortcut) => (
          <li key={shortcut.id} className="program-tile program-tile--shortcut">
            <Link to={shortcut.route}>{shortcut.name}</Link>
          </li>
        ))}
      </ul>
      <Link className="home-programs__all" to={MENU_ROUTES.programs}>
        {HOME_TEXTS.viewAllPrograms}
      </Link>
    </section>
  );
}
