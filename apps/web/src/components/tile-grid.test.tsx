import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TileGrid } from './tile-grid';

describe('TileGrid', () => {
  // The count is in the grid's own markup, before its tiles: a browser that paints the page as it
  // reads it sizes the columns for every tile from the first (styles/components.css).
  it.each([
    ['one tile', [<li key="a">A</li>], '1'],
    ['three tiles', [<li key="a">A</li>, <li key="b">B</li>, <li key="c">C</li>], '3'],
    ['tiles left out by a condition', [<li key="a">A</li>, null, false, <li key="d">D</li>], '2'],
  ])('states %s as --tile-count', (_name, tiles, count) => {
    render(<TileGrid aria-label="Programs">{tiles}</TileGrid>);
    const grid = screen.getByRole('list', { name: 'Programs' });
    expect(grid.style.getPropertyValue('--tile-count')).toBe(count);
    expect(grid.style.getPropertyValue('--tile-min')).toBe('18rem');
  });
});
