import { Flex, Heading, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useI18n } from '../i18n/i18n';
import { isolateText } from '../i18n/language';

/**
 * The title row of a screen: heading, an optional line under it, actions on the right. `note` sits
 * under the title and takes no room while it is empty (the live record's 'Изменено: …', a polite
 * live region that must exist before it speaks).
 */
export function PageHeader({ title, subtitle, actions, note }: { title: string; subtitle?: ReactNode; actions?: ReactNode; note?: ReactNode }) {
  const { language } = useI18n();
  return (
    <Flex mb="5" gap="4" align={{ base: 'flex-start', md: 'center' }} justify="space-between" wrap="wrap">
      <div>
        <Heading as="h1" size="2xl" fontWeight="semibold" letterSpacing="tight">
          {/* English right to left: the title reads left to right as a whole ('Period: 31 March 2026 — …'),
              its dates' own isolates inside it, while the row is mirrored. */}
          {isolateText(title, language)}
        </Heading>
        {subtitle != null && (
          <Text mt="1" color="fg.muted" textStyle="sm">
            {subtitle}
          </Text>
        )}
        {note}
      </div>
      {actions != null && <HStack gap="2">{actions}</HStack>}
    </Flex>
  );
}
