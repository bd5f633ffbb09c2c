// What the catalogue's lists and editors share (the editors' own pieces are `editor-kit.tsx`): who may
// write (product-rules §1: only admins) and the titled block of a screen.
import { Card, HStack, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useSessionUser } from '../../shared/session/session-context';

/** Who writes the catalogue (product-rules §1), as the gateway's policy answers it (`User.rights`); others read it. */
export function useIsAdmin(): boolean {
  return useSessionUser()?.rights?.editCatalogue ?? false;
}

/** A titled block of an editor. */
export function Section({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <Card.Root as="section" aria-label={title} variant="outline">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Card.Title as="h2">{title}</Card.Title>
          {actions}
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">{children}</Stack>
      </Card.Body>
    </Card.Root>
  );
}
