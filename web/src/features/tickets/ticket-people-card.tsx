// The ticket page's people card: who uploaded it, the place, the campaign, its period and plan, and
// the user's fiscal details from his receipts, read when asked for.
import type { FragmentType } from '@apollo/client';
import { useFragment, useLazyQuery } from '@apollo/client/react';
import { Box, Button, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../__generated__';
import { errorMessage } from '../../shared/apollo/errors';
import { EMPTY } from '../../shared/format';
import { useMessages } from '../../shared/i18n/define';
import { paths, to } from '../../shared/paths';
import { userDisplayName } from '../../shared/users';
import { TicketUserDetailsQuery } from './ticket-user-details';
import { ticketMessages } from './ticket-messages';
import { date, Fields, Section } from './ticket-section';

export const TicketPeopleFragmentDoc = graphql(`
  fragment TicketPeopleCard_ticket on Ticket {
    id
    user {
      id
      name
      surname
      phone
      roleName
    }
    place {
      id
      title
      address
    }
    campaign {
      id
      title
    }
    period {
      id
      startDate
      endDate
    }
    plan {
      id
      plan
      fact
    }
  }
`);

/** The user's fiscal details from their receipts, read when asked for (the page keeps its REST budget). */
function UserDetails({ userId }: { userId: number }) {
  const t = useMessages(ticketMessages);
  const [load, { data, loading, error }] = useLazyQuery(TicketUserDetailsQuery, { fetchPolicy: 'network-only' });
  const details = data?.ticketUserDetails;
  if (!details)
    return (
      <Stack gap="1" mt="3" align="start">
        <Button size="xs" variant="outline" loading={loading} onClick={() => void load({ variables: { userId } })}>
          {t.userDetails.show}
        </Button>
        {error && (
          <Text textStyle="xs" color="fg.error">
            {errorMessage(error)}
          </Text>
        )}
      </Stack>
    );
  return (
    <Box mt="3">
      <Text textStyle="sm" fontWeight="semibold" mb="2">
        {t.userDetails.title}
      </Text>
      <Fields
        rows={[
          [t.fields.fiscalDriveNumber, details.fiscalDriveNumber ?? EMPTY],
          [t.fields.userInn, details.userInn ?? EMPTY],
          [t.fields.kktRegId, details.kktRegId ?? EMPTY],
          [t.fields.operator, details.operator ?? EMPTY],
          [t.fields.ofd, details.ofd ?? EMPTY],
        ]}
      />
    </Box>
  );
}

export function PeopleCard({ ticket: ref }: { ticket: FragmentType<typeof TicketPeopleFragmentDoc> }) {
  const t = useMessages(ticketMessages);
  const { data: ticket, complete } = useFragment({ fragment: TicketPeopleFragmentDoc, from: ref });
  if (!complete) return null;
  const { user, place, campaign, period, plan } = ticket;
  const userPath = user ? (user.roleName === 'vendor' ? to(paths.vendor, { id: user.id }) : null) : null;
  return (
    <Section title={t.sections.people}>
      <Fields
        rows={[
          [
            t.fields.user,
            user &&
              (userPath ? (
                <Link asChild color="blue.fg">
                  <RouterLink to={userPath}>{userDisplayName(user)}</RouterLink>
                </Link>
              ) : (
                userDisplayName(user)
              )),
          ],
          [
            t.fields.place,
            place && (
              <Stack gap="0">
                <Link asChild color="blue.fg">
                  <RouterLink to={to(paths.place, { id: place.id })}>{place.title || EMPTY}</RouterLink>
                </Link>
                {place.address && (
                  <Text textStyle="xs" color="fg.muted">
                    {place.address}
                  </Text>
                )}
              </Stack>
            ),
          ],
          [
            t.fields.campaign,
            campaign && (
              <Link asChild color="blue.fg">
                <RouterLink to={to(paths.campaign, { id: campaign.id })}>{campaign.title || EMPTY}</RouterLink>
              </Link>
            ),
          ],
          [
            t.fields.period,
            period && campaign && (
              <Link asChild color="blue.fg">
                <RouterLink to={to(paths.campaignPeriod, { campaignId: campaign.id, periodId: period.id })}>{t.periodOf(date(period.startDate), date(period.endDate))}</RouterLink>
              </Link>
            ),
          ],
          [t.fields.plan, plan && t.planOf(plan.fact, plan.plan)],
        ]}
      />
      {user && <UserDetails userId={user.id} />}
    </Section>
  );
}
