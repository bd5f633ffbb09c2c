import { Breadcrumb } from '@chakra-ui/react';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useI18n } from '../i18n/i18n';
import { directionOf, plainText } from '../i18n/language';

/** Spec §9: a breadcrumb heading is cut at 30 characters. */
export const BREADCRUMB_MAX_LENGTH = 30;

/**
 * A heading of at most `max` characters: a longer one is cut at the last word boundary within them
 * (a single longer word at `max`), without the punctuation before the cut, and ends with '…'.
 */
export function cutHeading(text: string, max: number = BREADCRUMB_MAX_LENGTH): string {
  // Counted and cut as the reader sees it: without the isolates of English right to left, which a
  // cut could leave open (the rest of the trail would then read inside it).
  const trimmed = plainText(text).trim().replace(/\s+/g, ' ');
  if (trimmed.length <= max) return trimmed;
  // A space right after the first `max` characters makes them whole words too.
  const head = trimmed.slice(0, max + 1);
  const boundary = head.lastIndexOf(' ');
  const cut = boundary > 0 ? head.slice(0, boundary) : trimmed.slice(0, max);
  return `${cut.replace(/[\s,;:.\-–—«"(]+$/u, '') || trimmed.slice(0, max)}…`;
}

export interface Crumb {
  label: string;
  /** A link; the last crumb (the current page) has none. */
  to?: string;
}

export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const { t, language } = useI18n();
  if (items.length === 0) return null;
  // A crumb never breaks inside (at 768–890 px the header once broke 'Главная' into 'Гл / ав / на /
  // я'). From 768 px a trail too long for its line goes on in a second one, crumb by crumb (at 1280 px
  // beside the user and the switches a period's trail was cut to 'Кампа… › Летний се… › 1 апреля
  // 2026 — 15 мая…'); only a crumb wider than the whole line is cut. On phones one line: the crumbs
  // after the first shrink, each cut with an ellipsis. The full text of a cut crumb is in its title.
  return (
    <Breadcrumb.Root size="sm" aria-label={t.nav.breadcrumbs} minW="0">
      <Breadcrumb.List flexWrap={{ base: 'nowrap', md: 'wrap' }} rowGap="0.5" overflow="hidden" whiteSpace="nowrap">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          const cut = cutHeading(item.label);
          const full = plainText(item.label).trim();
          const title = full !== cut ? full : undefined;
          const label = cut;
          // English right to left: each crumb reads left to right as a whole inside the mirrored trail,
          // and a crumb too long for the line loses its end ('Period: 31 Ma…'), not its start.
          const dir = directionOf(language) === 'rtl' ? 'ltr' : undefined;
          return (
            <Fragment key={`${index}-${item.label}`}>
              <Breadcrumb.Item minW="0" flexShrink={index === 0 ? 0 : 1} data-testid="breadcrumb">
                {last || !item.to ? (
                  <Breadcrumb.CurrentLink title={title} truncate display="block" dir={dir}>
                    {label}
                  </Breadcrumb.CurrentLink>
                ) : (
                  <Breadcrumb.Link asChild truncate display="block" dir={dir}>
                    <RouterLink to={item.to} title={title}>
                      {label}
                    </RouterLink>
                  </Breadcrumb.Link>
                )}
              </Breadcrumb.Item>
              {!last && <Breadcrumb.Separator flexShrink={0} />}
            </Fragment>
          );
        })}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
