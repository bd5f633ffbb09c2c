import { within } from '@testing-library/react';

/** The texts of the cells of the row that holds `element` (or is it). */
export function rowCells(element: HTMLElement): Array<string | null> {
  return within(element.closest<HTMLElement>('tr, [role="row"]')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

/** The texts of a table's cells, row by row, its header row left out. */
export function bodyCells(table: HTMLElement): Array<Array<string | null>> {
  return within(table).getAllByRole('row').slice(1).map(rowCells);
}
