import { messages } from '../i18n/i18n';
import { EmptyState, VStack } from '@chakra-ui/react';
import { PageHeader } from './page-header';

export const UNDER_CONSTRUCTION = 'Раздел в разработке';

/** Body of a section whose screen is not built yet. */
export function UnderConstruction({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <EmptyState.Root bg="bg" borderWidth="1px" borderRadius="l3">
        <EmptyState.Content>
          <VStack textAlign="center">
            <EmptyState.Title>{messages().common.underConstruction}</EmptyState.Title>
            <EmptyState.Description>Экран появится в одной из следующих версий.</EmptyState.Description>
          </VStack>
        </EmptyState.Content>
      </EmptyState.Root>
    </>
  );
}
