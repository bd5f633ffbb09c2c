import { Box, ButtonGroup, IconButton, Pagination } from '@chakra-ui/react';
import { useI18n } from '../i18n/i18n';

/**
 * Page buttons of a list. Accessible names (what tests and screen readers use) in the language of
 * the screen (`common.pagination`: 'Предыдущая страница', 'Следующая страница', 'Страница N'); the
 * current page has `aria-current="page"`. On a right-to-left page the chevrons are mirrored (the
 * previous page is on the right and points right).
 */

export interface ListPaginationProps {
  total: number;
  pageSize: number;
  page: number;
  onPageChange: (page: number) => void;
  /** What it pages, where a screen has more than one: its landmark is then 'Страницы: …' (one name per landmark). */
  label?: string;
}

/** The previous or the next page button's chevron, drawn by the path `d`. */
function Chevron({ d }: { d: string }) {
  return (
    <Box asChild _rtl={{ transform: 'scaleX(-1)' }}>
      <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
        <path d={d} />
      </svg>
    </Box>
  );
}

export function ListPagination({ total, pageSize, page, onPageChange, label }: ListPaginationProps) {
  const { t } = useI18n();
  if (total <= pageSize) return null;
  return (
    <Pagination.Root
      count={total}
      pageSize={pageSize}
      page={page}
      siblingCount={1}
      // Only the user's choice: the widget also reports a page when its props change (a new filter
      // took the list back to page 1), which would put the old page back into the URL.
      onPageChange={(details) => {
        if (details.page !== page) onPageChange(details.page);
      }}
      translations={{
        rootLabel: label ? `${t.common.pagination.root}: ${label}` : t.common.pagination.root,
        prevTriggerLabel: t.common.pagination.previous,
        nextTriggerLabel: t.common.pagination.next,
        itemLabel: ({ page }) => t.common.pagination.page(page),
      }}
    >
      <ButtonGroup variant="ghost" size="sm" wrap="wrap" gap={{ base: '1', sm: '2' }}>
        <Pagination.PrevTrigger asChild>
          <IconButton>
            <Chevron d="M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0Z" />
          </IconButton>
        </Pagination.PrevTrigger>
        <Pagination.Items render={(item) => <IconButton variant={{ base: 'ghost', _selected: 'solid' }}>{item.value}</IconButton>} />
        <Pagination.NextTrigger asChild>
          <IconButton>
            <Chevron d="M7.3 15.7a1 1 0 0 1 0-1.4l4.3-4.3-4.3-4.3a1 1 0 0 1 1.4-1.4l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4 0Z" />
          </IconButton>
        </Pagination.NextTrigger>
      </ButtonGroup>
    </Pagination.Root>
  );
}
