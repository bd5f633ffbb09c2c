// The sections under a campaign's editor (`campaign.tsx`): its periods, and its products with their points (12 a page,
// newest first; products not in the campaign to add).
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Button, Field, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../__generated__';
import { EMPTY } from '../../shared/format';
import { useMessages } from '../../shared/i18n/define';
import { paths, to } from '../../shared/paths';
import { DataTable, type DataColumn } from '../../shared/ui/data-table';
import { SearchSelect } from '../../shared/ui/search-select';
import { runAction } from '../../shared/notify/notify';
import { Section, useIsAdmin } from './common';
import { useDeleteFlow } from '../../shared/ui/delete-flow';
import { catalogueMessages } from './messages';
import { formatPeriodDates, SCORE_ROWS_PAGE_SIZE, ScoreRow, ScoreRows } from './scores';

export const CampaignProductsQuery = graphql(`
  query CampaignProducts($campaignId: Int!, $page: Int!, $pageSize: Int!) {
    campaignProducts(campaignId: $campaignId, page: $page, pageSize: $pageSize) {
      items {
        id
        score
        bonusScore
        productId
        product {
          id
          title
          category {
            id
            score
          }
        }
      }
      total
    }
    available: productsOfCampaign(campaignId: $campaignId, inCampaign: false, pageSize: 1) {
      total
    }
  }
`);

const ProductsNotInCampaignQuery = graphql(`
  query ProductsNotInCampaign($campaignId: Int!, $search: String, $pageSize: Int!) {
    productsOfCampaign(campaignId: $campaignId, inCampaign: false, search: $search, pageSize: $pageSize) {
      items {
        id
        title
      }
    }
  }
`);

/** What a campaign's product row keeps of its scores, as an add and an update answer it. */
graphql(`
  fragment CampaignProductRow_scores on CampaignProduct {
    id
    score
    bonusScore
  }
`);

const AddCampaignProductMutation = graphql(`
  mutation AddCampaignProduct($input: CampaignProductInput!) {
    createCampaignProduct(input: $input) {
      ...CampaignProductRow_scores @unmask
      productId
    }
  }
`);

const UpdateCampaignProductMutation = graphql(`
  mutation UpdateCampaignProduct($id: Int!, $input: CampaignProductPatch!) {
    updateCampaignProduct(id: $id, input: $input) {
      ...CampaignProductRow_scores @unmask
    }
  }
`);

const RemoveCampaignProductMutation = graphql(`
  mutation RemoveCampaignProduct($id: Int!) {
    deleteCampaignProduct(id: $id)
  }
`);

type PeriodRow = { id: number; startDate: string; endDate: string; note?: string | null; requiresRegistration: boolean };

export function PeriodsSection({ campaignId, periods }: { campaignId: number; periods: readonly PeriodRow[] }) {
  const t = useMessages(catalogueMessages);
  const admin = useIsAdmin();
  const columns: DataColumn<PeriodRow>[] = [
    { key: 'dates', header: t.periods.dates, link: true, nowrap: true, cell: (r) => formatPeriodDates(r.startDate, r.endDate) },
    { key: 'note', header: t.periods.note, cell: (r) => r.note || EMPTY },
    { key: 'registration', header: t.periods.requiresRegistration, cell: (r) => (r.requiresRegistration ? t.common.yes : t.common.no) },
  ];
  return (
    <Section
      title={t.periods.list}
      actions={
        admin ? (
          <Button asChild size="sm" variant="outline">
            <RouterLink to={to(paths.campaignPeriod, { campaignId })}>{t.periods.add}</RouterLink>
          </Button>
        ) : undefined
      }
    >
      {periods.length === 0 ? (
        <Text color="fg.muted">{t.periods.empty}</Text>
      ) : (
        <DataTable
          label={t.periods.list}
          columns={columns}
          rows={periods}
          rowKey={(r) => r.id}
          rowHref={(r) => to(paths.campaignPeriod, { campaignId, periodId: r.id })}
          rowLabel={(r) => formatPeriodDates(r.startDate, r.endDate)}
        />
      )}
    </Section>
  );
}

export function CampaignProductsSection({ campaignId }: { campaignId: number }) {
  const t = useMessages(catalogueMessages);
  const admin = useIsAdmin();
  const client = useApolloClient();
  const remove = useDeleteFlow();
  const [page, setPage] = useState(1);
  const { data, previousData, error, refetch } = useQuery(CampaignProductsQuery, {
    variables: { campaignId, page, pageSize: SCORE_ROWS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const shown = data ?? previousData;
  const [add] = useMutation(AddCampaignProductMutation);
  const [update] = useMutation(UpdateCampaignProductMutation);
  const [destroy] = useMutation(RemoveCampaignProductMutation);
  const [adding, setAdding] = useState<{ id: number; title: string } | null>(null);

  const searchAvailable = async (text: string, limit: number) =>
    (await client.query({ query: ProductsNotInCampaignQuery, variables: { campaignId, search: text || undefined, pageSize: limit }, fetchPolicy: 'network-only' })).data
      ?.productsOfCampaign.items ?? [];

  const onAdd = async (product: { id: number; title: string } | null) => {
    setAdding(product);
    if (!product) return;
    await runAction(() => add({ variables: { input: { campaignId, productId: product.id } } }));
    setAdding(null);
    setPage(1);
    await refetch({ campaignId, page: 1, pageSize: SCORE_ROWS_PAGE_SIZE });
  };

  return (
    <ScoreRows
      title={t.campaignProducts.title}
      lead={
        admin && (
          <HStack align="end" wrap="wrap" gap="3">
            <Field.Root maxW={{ md: 'sm' }}>
              <SearchSelect
                label={t.campaignProducts.addLabel}
                search={searchAvailable}
                getKey={(p) => p.id}
                getLabel={(p) => p.title}
                value={adding}
                onChange={(p) => void onAdd(p)}
              />
            </Field.Root>
            {shown && (
              <Text color="fg.muted" textStyle="sm" data-testid="available-count">
                {t.campaignProducts.available(shown.available.total)}
              </Text>
            )}
          </HStack>
        )
      }
      rows={shown?.campaignProducts}
      error={error}
      onRetry={() => void refetch()}
      page={page}
      onPageChange={setPage}
    >
      {(item) => (
        <ScoreRow
          key={item.id}
          title={item.product?.title ?? EMPTY}
          href={item.product ? to(paths.product, { id: item.product.id }) : undefined}
          categoryScore={item.product?.category?.score}
          score={item.score}
          bonusScore={item.bonusScore}
          readOnly={!admin}
          onSave={(scores) => update({ variables: { id: item.id, input: scores } })}
          onRemove={async () => {
            const done = await remove.run({
              description: t.campaignProducts.removeText(item.product?.title ?? String(item.productId)),
              remove: () => destroy({ variables: { id: item.id } }),
              record: { __typename: 'CampaignProduct', id: item.id },
            });
            if (done) await refetch();
          }}
        />
      )}
    </ScoreRows>
  );
}
