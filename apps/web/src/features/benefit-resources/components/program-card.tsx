import type { Program } from '@dash/domain/api';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useCategoryName } from './use-category-name';

/** A program in the list: its name leading to its details page, its description and categories. */
export function ProgramCard({
  program,
  heading: Heading = 'h3',
}: {
  program: Program;
  heading?: 'h3' | 'h4';
}) {
  const categoryName = useCategoryName();
  return (
    <li className="card resource-card">
      <Heading className="resource-card__title">
        <Link to={paths.programOf(program.id)}>{program.name}</Link>
      </Heading>
      <p>{program.description}</p>
      {program.categories.length > 0 ? (
        <p className="resource-card__meta">{program.categories.map(categoryName).join(', ')}</p>
      ) : null}
    </li>
  );
}
