// Deleting a place (issue 39), as every other record is deleted (`shared/ui/delete-flow.tsx`):
// 'Подтвердите удаление', refused with the reason while receipts name the place (they keep where
// they were issued), then the list of places. Shown to whoever may change places (`rights.editPlaces`).
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { graphql } from '../../__generated__';
import { useMessages } from '../../shared/i18n/define';
import { paths } from '../../shared/paths';
import { useSessionUser } from '../../shared/session/session-context';
import { DeleteButton, useDeleteFlow } from '../../shared/ui/delete-flow';
import { optionLabel } from '../../shared/ui/search-select';
import { placeDeleteMessages } from './place-delete-messages';

const PlaceUsageQuery = graphql(`
  query PlaceUsage($id: Int!) {
    tickets(where: { placeId: { eq: $id } }, pageSize: 1) {
      total
    }
  }
`);

const DeletePlaceMutation = graphql(`
  mutation DeletePlace($id: Int!) {
    deletePlace(id: $id)
  }
`);

export function PlaceDeleteButton({ place }: { place: { id: number; title?: string | null } }) {
  const t = useMessages(placeDeleteMessages);
  const client = useApolloClient();
  const navigate = useNavigate();
  const flow = useDeleteFlow();
  const [destroy, { loading }] = useMutation(DeletePlaceMutation);
  if (!useSessionUser()?.rights?.editPlaces) return null;
  const title = optionLabel(place.title);
  const run = () =>
    flow.run({
      description: t.removeText(title),
      usage: async () => (await client.query({ query: PlaceUsageQuery, variables: { id: place.id }, fetchPolicy: 'network-only' })).data?.tickets.total ?? 0,
      inUse: (count) => t.inUse(title, count),
      remove: () => destroy({ variables: { id: place.id } }),
      record: { __typename: 'Place', id: place.id },
      lists: ['places'],
      leave: () => navigate(paths.places),
    });
  return <DeleteButton onClick={() => void run()} loading={loading} />;
}
