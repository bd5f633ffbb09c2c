// A card of a person's or a place's page: a section named for assistive technology, under its heading.
import { Card, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function SectionCard({ title, heading = title, children }: { title: string; heading?: ReactNode; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-label={title}>
      <Card.Header>
        <Heading as="h2" size="md">
          {heading}
        </Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
