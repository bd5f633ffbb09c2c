import { within } from '@testing-library/react';

/** The texts of a table's cells, row by row, its header row left out. */
export function bodyCells(table: HTMLElement): Array<Array<string | null>> {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
}
