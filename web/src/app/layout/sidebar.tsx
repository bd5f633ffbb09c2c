import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, matchPath, useLocation } from 'react-router-dom';
import { BrandMark } from '../../shared/ui/brand-mark';
import { APP_TITLE } from '../root-layout';
import { sectionGroups, type Section } from './sections';

export const NAV_LABEL = 'Разделы';

function isCurrent(section: Section, pathname: string): boolean {
  return section.match.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
}

function NavItem({ section, current, onNavigate }: { section: Section; current: boolean; onNavigate?: () => void }) {
  return (
    <Box
      asChild
      display="flex"
      alignItems="center"
      px="3"
      py="2"
      borderRadius="l2"
      textStyle="sm"
      fontWeight={current ? 'semibold' : 'medium'}
      color={current ? 'blue.fg' : 'fg.muted'}
      bg={current ? 'blue.subtle' : 'transparent'}
      _hover={{ bg: current ? 'blue.subtle' : 'bg.muted', color: current ? 'blue.fg' : 'fg' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'blue.focusRing', outlineOffset: '1px' }}
      transition="background 0.1s"
    >
      <RouterLink to={section.path} aria-current={current ? 'page' : undefined} onClick={onNavigate}>
        {section.label}
      </RouterLink>
    </Box>
  );
}

/** The list of sections; the current one is marked (`aria-current="page"`). */
export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <Box as="nav" aria-label={NAV_LABEL}>
      <Stack gap="5">
        {sectionGroups.map((group, index) => (
          <Stack key={group.label ?? index} gap="0.5" as="ul" listStyleType="none">
            {group.label && (
              <Text
                as="li"
                px="3"
                pb="1"
                textStyle="xs"
                fontWeight="semibold"
                color="fg.subtle"
                textTransform="uppercase"
                letterSpacing="wider"
                aria-hidden="true"
              >
                {group.label}
              </Text>
            )}
            {group.sections.map((section) => (
              <li key={section.key}>
                <NavItem section={section} current={isCurrent(section, pathname)} onNavigate={onNavigate} />
              </li>
            ))}
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}

export function SidebarBrand() {
  return (
    <Flex align="center" gap="3" px="3">
      <BrandMark size="8" />
      <Box lineHeight="short">
        <Text fontWeight="semibold">{APP_TITLE}</Text>
        <Text textStyle="xs" color="fg.muted">
          Программа лояльности
        </Text>
      </Box>
    </Flex>
  );
}
