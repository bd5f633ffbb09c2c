import { Breadcrumb } from '@chakra-ui/react';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useI18n } from '../i18n/i18n';

/** Spec §9: a breadcrumb heading is cut at 30 characters. */
export const BREADCRUMB_MAX_LENGTH = 30;

export function cutHeading(text: string, max: number = BREADCRUMB_MAX_LENGTH): string {
  const trimmed = text.trim();
  return trimmed.length > max ? `${trimmed.slice(0, max).trimEnd()}…` : trimmed;
}

export interface Crumb {
  label: string;
  /** A link; the last crumb (the current page) has none. */
  to?: string;
}

export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const { t } = useI18n();
  if (items.length === 0) return null;
  return (
    <Breadcrumb.Root size="sm" aria-label={t.nav.breadcrumbs} minW="0">
      <Breadcrumb.List flexWrap="nowrap">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          const label = cutHeading(item.label);
          return (
            <Fragment key={`${index}-${item.label}`}>
              <Breadcrumb.Item minW="0">
                {last || !item.to ? (
                  <Breadcrumb.CurrentLink title={item.label !== label ? item.label : undefined} truncate>
                    {label}
                  </Breadcrumb.CurrentLink>
                ) : (
                  <Breadcrumb.Link asChild>
                    <RouterLink to={item.to} title={item.label !== label ? item.label : undefined}>
                      {label}
                    </RouterLink>
                  </Breadcrumb.Link>
                )}
              </Breadcrumb.Item>
              {!last && <Breadcrumb.Separator />}
            </Fragment>
          );
        })}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
