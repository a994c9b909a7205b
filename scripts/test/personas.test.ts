import { readFileSync } from 'node:fs';
import { PERSONA_PASSWORD, PERSONAS } from '@dash/domain/personas';
import { describe, expect, it } from 'vitest';

const personasMd = readFileSync(new URL('../../docs/personas.md', import.meta.url), 'utf8');

/** The usernames of each "## Domain N" table of docs/personas.md, as `N:username`. */
function documentedSignIns(markdown: string): string[] {
  const signIns: string[] = [];
  let domainId: string | null = null;
  for (const line of markdown.split('\n')) {
    const heading = /^## Domain (\d+)/.exec(line);
    if (heading) domainId = heading[1] ?? null;
    const row = /^\|\s*([a-z]+)\s*\|/.exec(line);
    // A persona with no online account yet (kendall) is someone to register, not a sign-in.
    const signsIn = !line.includes('no online account');
    if (domainId && row?.[1] && row[1] !== 'username' && signsIn) signIns.push(`${domainId}:${row[1]}`);
  }
  return signIns.sort();
}

describe('the shared persona list (docs/personas.md)', () => {
  it('has exactly the sign-ins of docs/personas.md, each on its brand', () => {
    const declared = Object.entries(PERSONAS).map(([username, persona]) => `${persona.domainId}:${username}`);
    expect(declared.sort()).toEqual(documentedSignIns(personasMd));
  });

  it('uses the password docs/personas.md gives every persona', () => {
    expect(personasMd).toContain(`password is \`${PERSONA_PASSWORD}\``);
  });

  it('marks the staff, the locked account and the INI account as docs/personas.md describes them', () => {
    const staff = Object.entries(PERSONAS).filter(([, persona]) => persona.role !== 'member');
    expect(staff.map(([username, persona]) => `${username}:${persona.role}`).sort()).toEqual([
      'agent:logInAsNonEmp',
      'mastaff:logInAsAnyone',
      'pstaff:logInAsAnyone',
      'support:logInAsAnyone',
    ]);
    expect(
      Object.keys(PERSONAS).filter((username) => PERSONAS[username as keyof typeof PERSONAS].locked),
    ).toEqual(['blake']);
    expect(PERSONAS.avery.accountStatus).toBe('INI');
  });
});
