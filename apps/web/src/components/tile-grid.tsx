import { Children, type CSSProperties, type ReactNode } from 'react';

interface TileGridProps {
  /** The narrowest a tile may get before the grid drops a column. */
  readonly minTileWidth?: string;
  readonly className?: string;
  readonly children: ReactNode;
  readonly 'aria-label'?: string;
}

/**
 * How many tiles a grid holds, for its columns (`--tile-count`, styles/components.css): a short list
 * shares the row out among its tiles, and the count is in the grid's own markup, so a browser that
 * paints the page as it reads it lays the first tile out as it will stay, not across the row until
 * the next one is read.
 */
export function tileCount(children: ReactNode): CSSProperties {
  return { '--tile-count': Children.toArray(children).length } as CSSProperties;
}

/**
 * A list of cards or tiles in as many columns as fit, and no more columns than tiles, so a short list
 * stretches its tiles across the row instead of leaving empty columns; below the minimum width a
 * tile takes the whole row (never sideways scroll at 320 px).
 */
export function TileGrid({ minTileWidth = '18rem', className, children, ...rest }: TileGridProps) {
  const style = { '--tile-min': minTileWidth, ...tileCount(children) } as CSSProperties;
  return (
    <ul className={className ? `tile-grid ${className}` : 'tile-grid'} style={style} {...rest}>
      {children}
    </ul>
  );
}
