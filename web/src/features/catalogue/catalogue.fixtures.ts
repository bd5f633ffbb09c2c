// What the catalogue's tests share: a mutation's handler that records its calls, a query's handler
// held until the test answers it, and a delete confirmed in its dialog.
import { fireEvent, screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';

type Variables = Record<string, unknown>;

/** A mutation's handler that keeps what `keep` takes of each call's variables (its input) and answers `answer`. */
export function recording(name: string, answer: (variables: Variables) => Variables, keep = (variables: Variables) => variables.input) {
  const inputs: unknown[] = [];
  const handler = graphql.mutation(name, ({ variables }) => {
    inputs.push(keep(variables));
    return HttpResponse.json({ data: answer(variables) });
  });
  return { inputs, handler };
}

/** A query's handler that notes its name in `asked` and answers `data` only once the test calls `answer`. */
export function heldQuery(name: string, data: Variables, asked: string[]) {
  let answer!: () => void;
  const held = new Promise<void>((resolve) => (answer = resolve));
  const handler = graphql.query(name, async () => {
    asked.push(name);
    await held;
    return HttpResponse.json({ data });
  });
  return { handler, answer };
}

/** Clicks 'Удалить' (in `scope`: the page, or a form) and confirms it in the dialog. */
export async function confirmDelete(scope: Pick<typeof screen, 'findByRole'> = screen) {
  fireEvent.click(await scope.findByRole('button', { name: 'Удалить' }));
  fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Удалить' }));
}
