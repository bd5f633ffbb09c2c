// `campaign/{campaignId}/period/{periodId?}` (spec §2, §3): the period's dates (a range of two
// days, the end not before the start, stored as UTC ISO strings), note, the three limits (the
// campaign's as defaults for a new period), requires registration; the period's product points; and
// the plans grid of the campaign's places.
import { useMutation, useQuery } from '@apollo/client/react';
import { Skeleton, Stack, Text } from '@chakra-ui/react';
import { lazy, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import * as z from '../../shared/form/schema';
import { graphql } from '../../__generated__';
import { LiveChangeNote, useRecordChanges } from '../../shared/live/record-changes';
import { EMPTY } from '../../shared/format';
import { changedInput, KEEP_EDITS, useZodForm } from '../../shared/form/form';
import { useMessages } from '../../shared/i18n/define';
import { paths, to } from '../../shared/paths';
import { PageHeader } from '../../shared/ui/page-header';
import { LazyPart } from '../../shared/ui/lazy-part';
import { useIsAdmin } from './common';
import { Editor, LoadFailure, routeId, useRecordWrites } from './editor-kit';
import { periodVariables } from './campaign-starter';
import { dateRangeError } from '../../shared/ui/date-input';
import { DateRangeField } from './date-range';
import { catalogueMessages } from './messages';
import { PeriodHistorySection } from './history';
import { dayToUtc, formatPeriodDates, SCORE_ROWS_PAGE_SIZE, ScoreRow, ScoreRows, utcDay } from './scores';
import { usePageCrumbs } from '../../shared/ui/page-crumbs';
import { optionLabel } from '../../shared/ui/search-select';
import { loadChunk } from '../../shared/load-chunk';

/**
 * The plans grid, drawn under the form and the products, is a chunk of its own (issue 42,
 * docs/adr/0084-period-plans-grid-loads-beside-the-period.md): its load starts as the screen is first
 * drawn, beside the period's queries, and the grid asks for its places once it is there. A failed load is
 * the route's chunk failure (spec §9).
 */
const PlansGrid = lazy(() => loadChunk(() => import('./plans')).then((module) => ({ default: module.PlansGrid })));

// The period's own fields the page shows (issue 28): the route query, the live subscription and the
// save's answer spread it, so a field added here reaches all three.
graphql(`
  fragment PeriodPage_period on Period {
    id
    startDate
    endDate
    note
    placeScoreLimit
    ticketSalesLimit
    userScoreLimit
    requiresRegistration
    campaignId
  }
`);

const PeriodRouteQuery = graphql(`
  query PeriodRoute($campaignId: Int!, $periodId: Int!, $withPeriod: Boolean!) {
    campaign(id: $campaignId) {
      id
      title
      placeScoreLimit
      ticketSalesLimit
      userScoreLimit
    }
    period(id: $periodId) @include(if: $withPeriod) {
      ...PeriodPage_period @unmask
    }
  }
`);

/** Issue 25: the period as changed elsewhere; the editor takes it into untouched fields. */
const PeriodLiveSubscription = graphql(`
  subscription PeriodLive($id: Int!) {
    recordChanged(model: PERIOD, id: $id) {
      actorId
      actorName
      at
      record {
        ... on Period {
          ...PeriodPage_period
        }
      }
    }
  }
`);

const CreatePeriodMutation = graphql(`
  mutation CreatePeriod($input: PeriodInput!) {
    createPeriod(input: $input) {
      id
      ...PeriodPage_period
    }
  }
`);

const UpdatePeriodMutation = graphql(`
  mutation UpdatePeriod($id: Int!, $input: PeriodPatch!) {
    updatePeriod(id: $id, input: $input) {
      ...PeriodPage_period
      ...PeriodHistory_period
    }
  }
`);

const DeletePeriodMutation = graphql(`
  mutation DeletePeriod($id: Int!) {
    deletePeriod(id: $id)
  }
`);

const PeriodProductsQuery = graphql(`
  query PeriodProducts($campaignId: Int!, $periodId: Int!, $page: Int!, $pageSize: Int!) {
    campaignProducts(campaignId: $campaignId, periodId: $periodId, page: $page, pageSize: $pageSize) {
      items {
        id
        score
        bonusScore
        productId
        product {
          id
          title
        }
        periodProducts {
          ...PeriodProductRow_scores @unmask
        }
      }
      total
    }
  }
`);

/** What a period's product row keeps of its own scores, as a create and an update answer it. */
graphql(`
  fragment PeriodProductRow_scores on PeriodProduct {
    id
    score
    bonusScore
    periodId
  }
`);

const CreatePeriodProductMutation = graphql(`
  mutation CreatePeriodProduct($input: PeriodProductInput!) {
    createPeriodProduct(input: $input) {
      ...PeriodProductRow_scores @unmask
    }
  }
`);

const UpdatePeriodProductMutation = graphql(`
  mutation UpdatePeriodProduct($id: Int!, $input: PeriodProductPatch!) {
    updatePeriodProduct(id: $id, input: $input) {
      ...PeriodProductRow_scores @unmask
    }
  }
`);

export function PeriodPage() {
  const params = useParams();
  const campaignId = routeId(params.campaignId);
  const periodId = routeId(params.periodId);
  if (campaignId === null) return <LoadFailure error={{ errors: [{ message: 'not found', extensions: { code: 'NOT_FOUND' } }] }} onRetry={() => undefined} />;
  return <PeriodEditor key={`${campaignId}/${periodId ?? 'new'}`} campaignId={campaignId} periodId={periodId} />;
}

const LIMIT = { min: 0, max: 1_000_000_000 };

function PeriodEditor({ campaignId, periodId }: { campaignId: number; periodId: number | null }) {
  const t = useMessages(catalogueMessages);
  const admin = useIsAdmin();
  const { client, navigate, navigateSoon, remove, create, update, deletion } = useRecordWrites({
    create: CreatePeriodMutation,
    update: UpdatePeriodMutation,
    remove: DeletePeriodMutation,
    typename: 'Period',
  });
  const { data, error, refetch } = useQuery(PeriodRouteQuery, { variables: periodVariables(useParams())!, skip: remove.removed });
  usePageCrumbs(
    data
      ? [
          { label: optionLabel(data.campaign.title), to: to(paths.campaign, { id: campaignId }) },
          { label: data.period ? formatPeriodDates(data.period.startDate, data.period.endDate) : t.periods.new },
        ]
      : undefined,
  );
  const change = useRecordChanges(PeriodLiveSubscription, periodId ?? 0, periodId === null || remove.removed);
  const form = useZodForm(
    ({ f, m }) =>
      z
        .object({
          startDate: f.date(),
          endDate: f.date(),
          note: f.text(1000),
          placeScoreLimit: f.integer(LIMIT),
          ticketSalesLimit: f.integer(LIMIT),
          userScoreLimit: f.integer(LIMIT),
          requiresRegistration: f.checkbox(),
        })
        .check(
          z.superRefine((v, ctx) => {
            const order = dateRangeError(v.startDate, v.endDate, m.startAfterEnd);
            if (order) ctx.addIssue({ code: 'custom', path: ['startDate'], message: order });
          }),
        ),
    { defaultValues: { startDate: '', endDate: '', note: '', placeScoreLimit: '', ticketSalesLimit: '', userScoreLimit: '', requiresRegistration: false } },
  );
  const campaign = data?.campaign;
  const period = data?.period;
  useEffect(() => {
    const text = (v: string | number | null | undefined) => (v == null ? '' : String(v));
    if (period)
      form.reset(
        {
          startDate: utcDay(period.startDate),
          endDate: utcDay(period.endDate),
          note: text(period.note),
          placeScoreLimit: text(period.placeScoreLimit),
          ticketSalesLimit: text(period.ticketSalesLimit),
          userScoreLimit: text(period.userScoreLimit),
          requiresRegistration: period.requiresRegistration,
        },
        KEEP_EDITS,
      );
    else if (campaign && periodId === null)
      form.reset(
        {
          startDate: '',
          endDate: '',
          note: '',
          placeScoreLimit: text(campaign.placeScoreLimit),
          ticketSalesLimit: text(campaign.ticketSalesLimit),
          userScoreLimit: text(campaign.userScoreLimit),
          requiresRegistration: false,
        },
        KEEP_EDITS,
      );
  }, [period, campaign, periodId, form]);

  if (remove.removed) return <Skeleton h="64" />;
  if (error) return <LoadFailure error={error} onRetry={() => void refetch()} />;
  // The period's products and plans ask with the period, not after it (issue 27: one round of
  // requests; the plans once their chunk is there, which loads beside the period): the same keyed
  // elements under the loading outline and on the page, so they are mounted once and ask once.
  const products = periodId !== null && <PeriodProductsSection key="products" campaignId={campaignId} periodId={periodId} />;
  const plans = periodId !== null && (
    <LazyPart key="plans" fallback={<Skeleton h="64" />}>
      <PlansGrid campaignId={campaignId} periodId={periodId} />
    </LazyPart>
  );
  if (!campaign || (periodId !== null && !period))
    return (
      <Stack gap="4" maxW="6xl">
        <Skeleton key="loading" h="64" />
        {products}
        {plans}
      </Stack>
    );

  const campaignHref = to(paths.campaign, { id: campaignId });
  return (
    <Stack gap="4" maxW="6xl">
      <PageHeader
        title={period ? `${t.periods.one}: ${formatPeriodDates(period.startDate, period.endDate)}` : t.periods.new}
        subtitle={t.periods.of(campaign.title)}
        note={<LiveChangeNote change={change} />}
      />
      <Editor
        id={periodId}
        texts={t.periods}
        record={period ?? undefined}
        error={error}
        refetch={refetch}
        deletion={deletion((record: NonNullable<typeof period>) => ({
          description: t.periods.removeText(formatPeriodDates(record.startDate, record.endDate)),
          lists: [{ id: client.cache.identify({ __typename: 'Campaign', id: campaignId }), fieldName: 'periods' }],
          leave: () => navigate(campaignHref),
        }))}
        form={form}
        onSubmit={async (v, changed) => {
          const input = { ...v, startDate: dayToUtc(v.startDate, 'start'), endDate: dayToUtc(v.endDate, 'end') };
          if (periodId === null) return (await create({ variables: { input: { ...input, campaignId } } })).data?.createPeriod;
          return (await update({ variables: { id: periodId, input: changedInput(input, changed) } })).data?.updatePeriod;
        }}
        onSaved={(saved) => {
          // The campaign's list of periods is read again when the campaign is opened.
          client.cache.evict({ id: client.cache.identify({ __typename: 'Campaign', id: campaignId }), fieldName: 'periods' });
          if (periodId === null && saved) navigateSoon(to(paths.campaignPeriod, { campaignId, periodId: (saved as { id: number }).id }), true);
        }}
        fields={[
          { custom: <DateRangeField form={form} start="startDate" end="endDate" label={t.periods.dates} readOnly={!admin} />, key: 'dates' },
          { text: 'note', label: t.periods.note },
          {
            row: [
              { text: 'placeScoreLimit', label: t.campaigns.placeScoreLimit, input: 'numeric' },
              { text: 'ticketSalesLimit', label: t.campaigns.ticketSalesLimit, input: 'numeric' },
              { text: 'userScoreLimit', label: t.campaigns.userScoreLimit, input: 'numeric' },
            ],
          },
          { checkbox: 'requiresRegistration', label: t.periods.requiresRegistration },
        ]}
        sectionTitle={period ? t.periods.one : t.periods.new}
        back={campaignHref}
        backLabel={t.periods.of(campaign.title)}
      />
      {products}
      {plans}
      {period ? (
        <PeriodHistorySection key="history" id={period.id} />
      ) : (
        <Text key="save-first" color="fg.muted">
          {t.periods.saveFirst}
        </Text>
      )}
    </Stack>
  );
}

function PeriodProductsSection({ campaignId, periodId }: { campaignId: number; periodId: number }) {
  const t = useMessages(catalogueMessages);
  const admin = useIsAdmin();
  const [page, setPage] = useState(1);
  const { data, previousData, error, refetch } = useQuery(PeriodProductsQuery, {
    variables: { campaignId, periodId, page, pageSize: SCORE_ROWS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const shown = data ?? previousData;
  const [create] = useMutation(CreatePeriodProductMutation);
  const [update] = useMutation(UpdatePeriodProductMutation);
  return (
    <ScoreRows
      title={t.campaignProducts.periodTitle}
      lead={
        <Text color="fg.muted" textStyle="sm">
          {t.campaignProducts.periodHint}
        </Text>
      }
      rows={shown?.campaignProducts}
      error={error}
      onRetry={() => void refetch()}
      page={page}
      onPageChange={setPage}
    >
      {(item) => {
        const own = item.periodProducts.find((p) => p.periodId === periodId);
        return (
          <ScoreRow
            key={`${item.id}:${own?.id ?? 'none'}`}
            title={item.product?.title ?? EMPTY}
            href={item.product ? to(paths.product, { id: item.product.id }) : undefined}
            score={own?.score}
            bonusScore={own?.bonusScore}
            placeholder={{ score: item.score, bonusScore: item.bonusScore }}
            readOnly={!admin}
            onSave={async (scores) => {
              if (own) return update({ variables: { id: own.id, input: scores } });
              const result = await create({ variables: { input: { periodId, productId: item.productId, campaignProductId: item.id, ...scores } } });
              await refetch();
              return result;
            }}
          />
        );
      }}
    </ScoreRows>
  );
}
