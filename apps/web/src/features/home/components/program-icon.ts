import type { ShortcutProgram } from '@dash/domain';
import type { Program } from '@dash/domain/api';
import type { IconName } from '@/components/icon';

/** A program's icon is its first benefit category's (the catalogue lists the main one first). */
const CATEGORY_ICONS: Readonly<Record<string, IconName>> = {
  medical: 'medical',
  dental: 'dental',
  vision: 'vision',
  pharmacy: 'pharmacy',
};

const SHORTCUT_ICONS: Readonly<Record<ShortcutProgram['id'], IconName>> = { [-1]: 'bill', [-3]: 'document' };

export function getProgramIcon(program: Pick<Program, 'categories'>): IconName {
  const category = program.categories[0]?.toLowerCase();
  return (category && CATEGORY_ICONS[category]) || 'program';
}

export function getShortcutIcon(shortcut: ShortcutProgram): IconName {
  return SHORTCUT_ICONS[shortcut.id];
}
