import { Box, Card, Center, Flex, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useI18n } from '../../shared/i18n/i18n';
import { BrandMark } from '../../shared/ui/brand-mark';
import { ShellSettings } from '../../shared/ui/shell-settings';

/** The frame of the sign-in and reminder pages: brand, a card with a heading, the theme/language switches. */
export function AuthCard({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <Center as="main" id="main" minH="100dvh" px="4" py="10" bg="bg.muted" position="relative">
      <Box position="absolute" top="3" insetEnd="3">
        <ShellSettings />
      </Box>
      <Box w="full" maxW="sm">
        <Flex align="center" justify="center" gap="3" mb="6">
          <BrandMark size="10" />
          <Text fontWeight="semibold" color="fg.muted">
            {t.appSubtitle}
          </Text>
        </Flex>
        <Card.Root shadow="md" borderRadius="l3">
          <Card.Body p={{ base: '6', md: '8' }}>
            <Heading as="h1" size="xl" textAlign="center">
              {title}
            </Heading>
            <Text mt="1" mb="6" textAlign="center" color="fg.muted" textStyle="sm">
              {hint}
            </Text>
            {children}
          </Card.Body>
        </Card.Root>
      </Box>
    </Center>
  );
}
