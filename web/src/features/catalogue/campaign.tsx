// `campaign/{id?}` (spec §2, §3; the list is `campaigns.tsx`): the editor of every field of spec §3
// (links checked as URLs, matches and exclusions as chips, the three limits as integers), the
// campaign's periods, and its products (12 a page, newest first, product included; points per
// product; add from the products not in the campaign with their count; remove with confirmation).
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Button, Field, HStack, Skeleton, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import * as z from 'zod/mini';
import { graphql } from '../../__generated__';
import { LiveChangeNote, useRecordChanges } from '../../shared/live/record-changes';
import { EMPTY } from '../../shared/format';
import { changedInput, KEEP_EDITS, useZodForm } from '../../shared/form/form';
import { useMessages } from '../../shared/i18n/define';
import { paths, to } from '../../shared/paths';
import { DataTable, type DataColumn } from '../../shared/ui/data-table';
import { optionLabel, SearchSelect } from '../../shared/ui/search-select';
import { ListPagination } from '../../shared/ui/list-pagination';
import { runAction } from '../../shared/notify/notify';
import { LoadFailure, routeId, Section, useIsAdmin, useNavigateSoon } from './common';
import { useDeleteFlow } from '../../shared/ui/delete-flow';
import { CampaignHistorySection } from './history';
import { Editor, EditorPage } from './editor-kit';
import { catalogueMessages } from './messages';
import { PictureField, sendWithFile } from './picture';
import { formatPeriodDates, ScoreRow } from './scores';
import { usePageCrumbs } from '../../shared/ui/page-crumbs';

// The campaign's own fields the page shows (issue 28): the route query, the live subscription and
// the save's answer spread it, so a field added here reaches all three.
graphql(`
  fragment CampaignPage_campaign on Campaign {
    id
    miniature {
      url
      thumb(width: 200)
    }
    title
    shortTitle
    description
    isActive
    taskNumber
    ticketLifetime
    rulesLink
    guideLink
    exclusions
    matches
    placeScoreLimit
    ticketSalesLimit
    userScoreLimit
  }
`);

const CampaignRouteQuery = graphql(`
  query CampaignRoute($id: Int!) {
    campaign(id: $id) {
      ...CampaignPage_campaign @unmask
      periods {
        id
        startDate
        endDate
        note
        requiresRegistration
      }
    }
  }
`);

/** Issue 25: the campaign as changed elsewhere; the editor takes it into untouched fields. */
const CampaignLiveSubscription = graphql(`
  subscription CampaignLive($id: Int!) {
    recordChanged(model: CAMPAIGN, id: $id) {
      actorId
      actorName
      at
      record {
        ... on Campaign {
          ...CampaignPage_campaign
        }
      }
    }
  }
`);

const CreateCampaignMutation = graphql(`
  mutation CreateCampaign($input: CampaignInput!) {
    createCampaign(input: $input) {
      id
      title
    }
  }
`);

const UpdateCampaignMutation = graphql(`
  mutation UpdateCampaign($id: Int!, $input: CampaignPatch!) {
    updateCampaign(id: $id, input: $input) {
      ...CampaignPage_campaign
      ...CampaignHistory_campaign
    }
  }
`);

const SetCampaignMiniatureMutation = graphql(`
  mutation SetCampaignMiniature($id: Int!, $file: Upload) {
    setCampaignMiniature(id: $id, file: $file) {
      id
    }
  }
`);

const DeleteCampaignMutation = graphql(`
  mutation DeleteCampaign($id: Int!) {
    deleteCampaign(id: $id)
  }
`);

const CampaignUsageQuery = graphql(`
  query CampaignUsage($id: Int!) {
    places(where: { campaignId: { eq: $id } }, pageSize: 1) {
      total
    }
  }
`);

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

const AddCampaignProductMutation = graphql(`
  mutation AddCampaignProduct($input: CampaignProductInput!) {
    createCampaignProduct(input: $input) {
      id
      score
      bonusScore
      productId
    }
  }
`);

const UpdateCampaignProductMutation = graphql(`
  mutation UpdateCampaignProduct($id: Int!, $input: CampaignProductPatch!) {
    updateCampaignProduct(id: $id, input: $input) {
      id
      score
      bonusScore
    }
  }
`);

const RemoveCampaignProductMutation = graphql(`
  mutation RemoveCampaignProduct($id: Int!) {
    deleteCampaignProduct(id: $id)
  }
`);

export const CAMPAIGN_PRODUCTS_PAGE_SIZE = 12;

export function CampaignPage() {
  const id = routeId(useParams().id);
  const t = useMessages(catalogueMessages);
  const change = useRecordChanges(CampaignLiveSubscription, id ?? 0, id === null);
  return (
    <EditorPage id={id} texts={t.campaigns} maxW="5xl" note={<LiveChangeNote change={change} />}>
      <CampaignEditor key={id ?? 'new'} id={id} />
    </EditorPage>
  );
}

const LIMIT = { min: 0, max: 1_000_000_000 };

function CampaignEditor({ id }: { id: number | null }) {
  const t = useMessages(catalogueMessages);
  const admin = useIsAdmin();
  const client = useApolloClient();
  const navigate = useNavigate();
  const navigateSoon = useNavigateSoon();
  const remove = useDeleteFlow();
  const { data, error, refetch } = useQuery(CampaignRouteQuery, { variables: { id: id ?? 0 }, skip: id === null || remove.removed });
  usePageCrumbs(data ? [{ label: optionLabel(data.campaign.title) }] : undefined);
  const [create] = useMutation(CreateCampaignMutation);
  const [update] = useMutation(UpdateCampaignMutation);
  const [destroy, { loading: removing }] = useMutation(DeleteCampaignMutation);
  const form = useZodForm(
    ({ f }) =>
      z.object({
        title: f.required(255),
        shortTitle: f.text(100),
        description: f.text(5000),
        isActive: f.checkbox(),
        taskNumber: f.text(100),
        ticketLifetime: f.integer({ min: 1, max: 3650 }),
        rulesLink: f.url(),
        guideLink: f.url(),
        matches: z.array(z.string()),
        exclusions: z.array(z.string()),
        placeScoreLimit: f.integer(LIMIT),
        ticketSalesLimit: f.integer(LIMIT),
        userScoreLimit: f.integer(LIMIT),
      }),
    {
      defaultValues: {
        title: '',
        shortTitle: '',
        description: '',
        isActive: true,
        taskNumber: '',
        ticketLifetime: '',
        rulesLink: '',
        guideLink: '',
        matches: [],
        exclusions: [],
        placeScoreLimit: '',
        ticketSalesLimit: '',
        userScoreLimit: '',
      },
    },
  );
  const campaign = data?.campaign;
  useEffect(() => {
    if (campaign) {
      const text = (v: string | number | null | undefined) => (v == null ? '' : String(v));
      form.reset(
        {
          title: campaign.title,
          shortTitle: text(campaign.shortTitle),
          description: text(campaign.description),
          isActive: campaign.isActive,
          taskNumber: text(campaign.taskNumber),
          ticketLifetime: text(campaign.ticketLifetime),
          rulesLink: text(campaign.rulesLink),
          guideLink: text(campaign.guideLink),
          matches: [...campaign.matches],
          exclusions: [...campaign.exclusions],
          placeScoreLimit: text(campaign.placeScoreLimit),
          ticketSalesLimit: text(campaign.ticketSalesLimit),
          userScoreLimit: text(campaign.userScoreLimit),
        },
        KEEP_EDITS,
      );
    }
  }, [campaign, form]);

  const description = (
    <Field.Root invalid={Boolean(form.formState.errors.description)}>
      <Field.Label>{t.campaigns.description}</Field.Label>
      {/* A plain textarea: Chakra's autoresize needs ResizeObserver, absent in the tests' jsdom. */}
      <Textarea rows={4} {...form.register('description')} />
      {form.formState.errors.description?.message && <Field.ErrorText>{form.formState.errors.description.message}</Field.ErrorText>}
    </Field.Root>
  );

  return (
    <Stack gap="4">
      <Editor
        id={id}
        texts={t.campaigns}
        record={campaign}
        error={error}
        refetch={refetch}
        deletion={{
          flow: remove,
          loading: removing,
          of: (campaign) => ({
            description: t.campaigns.removeText(campaign.title),
            usage: async () => (await client.query({ query: CampaignUsageQuery, variables: { id: campaign.id }, fetchPolicy: 'network-only' })).data?.places.total ?? 0,
            inUse: (count) => t.campaigns.inUse(campaign.title, count),
            remove: () => destroy({ variables: { id: campaign.id } }),
            record: { __typename: 'Campaign', id: campaign.id },
            lists: ['campaigns'],
            leave: () => navigate(paths.campaigns),
          }),
        }}
        form={form}
        onSubmit={async (v, changed) => {
          const input = { ...v };
          if (id === null) return (await create({ variables: { input } })).data?.createCampaign;
          return (await update({ variables: { id, input: changedInput(input, changed) } })).data?.updateCampaign;
        }}
        onSaved={(saved) => {
          client.cache.evict({ fieldName: 'campaigns' });
          if (id === null && saved) navigateSoon(to(paths.campaign, { id: (saved as { id: number }).id }), true);
        }}
        fields={[
          { text: 'title', label: t.common.title, required: true },
          { text: 'shortTitle', label: t.campaigns.shortTitle },
          { custom: description, key: 'description' },
          { checkbox: 'isActive', label: t.campaigns.isActive },
          {
            row: [
              { text: 'taskNumber', label: t.campaigns.taskNumber },
              { text: 'ticketLifetime', label: t.campaigns.ticketLifetime, input: 'numeric' },
            ],
          },
          {
            row: [
              { text: 'rulesLink', label: t.campaigns.rulesLink, input: 'url' },
              { text: 'guideLink', label: t.campaigns.guideLink, input: 'url' },
            ],
          },
          { heading: t.campaigns.limits },
          {
            row: [
              { text: 'placeScoreLimit', label: t.campaigns.placeScoreLimit, input: 'numeric' },
              { text: 'ticketSalesLimit', label: t.campaigns.ticketSalesLimit, input: 'numeric' },
              { text: 'userScoreLimit', label: t.campaigns.userScoreLimit, input: 'numeric' },
            ],
          },
          { chips: 'matches', label: t.campaigns.matches },
          { chips: 'exclusions', label: t.campaigns.exclusions },
        ]}
        after={
          campaign && (
            <PictureField
              label={t.picture.campaign}
              thumb={campaign.miniature?.thumb}
              readOnly={!admin}
              onChange={async (file) => {
                await sendWithFile(SetCampaignMiniatureMutation, { id: campaign.id }, file);
                await refetch();
              }}
            />
          )
        }
        back={paths.campaigns}
      />
      {/* The products' own request goes with the campaign's, not after it (issue 27: one round of
          requests): their section is mounted from the first render, the campaign's sections beside it
          once it has come. */}
      {id !== null && !remove.removed ? (
        <>
          {campaign && <PeriodsSection campaignId={campaign.id} periods={campaign.periods} />}
          <CampaignProductsSection campaignId={id} />
          {campaign && <CampaignHistorySection id={campaign.id} />}
        </>
      ) : (
        id === null && !remove.removed && <Text color="fg.muted">{t.campaignProducts.saveFirst}</Text>
      )}
    </Stack>
  );
}

type PeriodRow = { id: number; startDate: string; endDate: string; note?: string | null; requiresRegistration: boolean };

function PeriodsSection({ campaignId, periods }: { campaignId: number; periods: readonly PeriodRow[] }) {
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

function CampaignProductsSection({ campaignId }: { campaignId: number }) {
  const t = useMessages(catalogueMessages);
  const admin = useIsAdmin();
  const client = useApolloClient();
  const remove = useDeleteFlow();
  const [page, setPage] = useState(1);
  const { data, previousData, error, refetch } = useQuery(CampaignProductsQuery, {
    variables: { campaignId, page, pageSize: CAMPAIGN_PRODUCTS_PAGE_SIZE },
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
    await refetch({ campaignId, page: 1, pageSize: CAMPAIGN_PRODUCTS_PAGE_SIZE });
  };

  const items = shown?.campaignProducts.items;
  const total = shown?.campaignProducts.total ?? 0;
  return (
    <Section title={t.campaignProducts.title}>
      {admin && (
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
      )}
      {error && !items ? (
        <LoadFailure error={error} onRetry={() => void refetch()} />
      ) : !items ? (
        <Skeleton h="20" />
      ) : items.length === 0 ? (
        <Text color="fg.muted">{t.campaignProducts.empty}</Text>
      ) : (
        <Stack gap="2" role="list" aria-label={t.campaignProducts.title}>
          {items.map((item) => (
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
          ))}
        </Stack>
      )}
      {total > CAMPAIGN_PRODUCTS_PAGE_SIZE && <ListPagination total={total} pageSize={CAMPAIGN_PRODUCTS_PAGE_SIZE} page={page} onPageChange={setPage} />}
    </Section>
  );
}
