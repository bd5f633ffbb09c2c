// `campaign/{id?}` (spec §2, §3; the list is `campaigns.tsx`): the editor of every field of spec §3
// (links checked as URLs, matches and exclusions as chips, the three limits as integers), the
// campaign's periods, and its products (12 a page, newest first, product included; points per
// product; add from the products not in the campaign with their count; remove with confirmation).
import { Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import * as z from '../../shared/form/schema';
import { graphql } from '../../__generated__';
import { LiveChangeNote, useRecordChanges } from '../../shared/live/record-changes';
import { changedInput, KEEP_EDITS, useZodForm } from '../../shared/form/form';
import { useMessages } from '../../shared/i18n/define';
import { paths, to } from '../../shared/paths';
import { useIsAdmin } from './common';
import { Editor, EditorPage, routeId, useRecordEditor } from './editor-kit';
import { CampaignHistorySection } from './history';
import { CampaignProductsSection, PeriodsSection } from './campaign-sections';
import { catalogueMessages } from './messages';
import { PictureField, sendWithFile } from './picture';

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
  const [campaign, { create, update, remove, editor }] = useRecordEditor(id, t.campaigns, {
    read: { query: CampaignRouteQuery, record: (data) => data.campaign },
    writes: { create: CreateCampaignMutation, update: UpdateCampaignMutation, remove: DeleteCampaignMutation, typename: 'Campaign' },
    usage: { query: CampaignUsageQuery, total: (data) => data?.places.total },
    lists: ['campaigns'],
    leave: paths.campaigns,
    href: (id) => to(paths.campaign, { id }),
  });
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
        {...editor}
        form={form}
        onSubmit={async (v, changed) => {
          const input = { ...v };
          if (id === null) return (await create({ variables: { input } })).data?.createCampaign;
          return (await update({ variables: { id, input: changedInput(input, changed) } })).data?.updateCampaign;
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
                await editor.refetch();
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
