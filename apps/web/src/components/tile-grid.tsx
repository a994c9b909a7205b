import type { CSSProperties, ReactNode } from 'react';

interface TileGridProps {
  /** The narrowest a tile may get before the grid drops a column. */
  readonly minTileWidth?: string;
  readonly className?: string;
  readonly children: ReactNode;
  readonly 'aria-label'?: string;
}

/**
 * A list of cards or tiles in as many columns as fit. Columns are auto-fit, so a short list
 * stretches its tiles across the row instead of leaving empty columns; below the minimum width a
 * tile takes the whole row (never sideways scroll at 320 px).
 */
export function TileGrid({ minTileWidth = '18rem', className, children, ...rest }: TileGridProps) {
  const style = { '--tile-min': minTileWidth } as CSSProperties;
  return (
    <ul className={className ? `tile-grid ${className}` : 'tile-grid'} style={style} {...rest}>
      {children}
    </ul>
  );
}
