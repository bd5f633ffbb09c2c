import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, matchPath, useLocation } from 'react-router-dom';
import { useI18n } from '../../shared/i18n/i18n';
import { BrandMark } from '../../shared/ui/brand-mark';
import { useMissingCapabilities } from '../../shared/upstream/capabilities';
import { hasAccess } from '../access';
import { sectionGroups, sections, type Section } from './sections';

function isCurrent(section: Section, pathname: string): boolean {
  return section.match.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
}

/** The section the path belongs to, if any. */
export function currentSection(pathname: string): Section | undefined {
  return sections.find((section) => isCurrent(section, pathname));
}

function NavItem({ section, current, onNavigate }: { section: Section; current: boolean; onNavigate?: () => void }) {
  const { t } = useI18n();
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
      transition="background 0.1s"
    >
      <RouterLink to={section.path} aria-current={current ? 'page' : undefined} onClick={onNavigate}>
        {t.nav.sections[section.key]}
      </RouterLink>
    </Box>
  );
}

/** The sections the user's role may open; the current one is marked (`aria-current="page"`). */
export function SidebarNav({ roleName, onNavigate }: { roleName: string | null | undefined; onNavigate?: () => void }) {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const missing = useMissingCapabilities(!roleName);
  return (
    <Box as="nav" aria-label={t.nav.label}>
      <Stack gap="5">
        {sectionGroups.map((group, index) => {
          const visible = group.sections.filter((section) => hasAccess(roleName, section.access) && !(section.capability && missing.has(section.capability)));
          if (visible.length === 0) return null;
          return (
            <Stack key={group.key ?? index} gap="0.5" as="ul" listStyleType="none">
              {group.key && (
                <Text as="li" px="3" pb="1" textStyle="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wider" aria-hidden="true">
                  {t.nav.groups[group.key]}
                </Text>
              )}
              {visible.map((section) => (
                <li key={section.key}>
                  <NavItem section={section} current={isCurrent(section, pathname)} onNavigate={onNavigate} />
                </li>
              ))}
            </Stack>
          );
        })}
      </Stack>
    </Box>
  );
}

export function SidebarBrand() {
  const { t } = useI18n();
  return (
    <Flex align="center" gap="3" px="3">
      <BrandMark size="8" />
      <Box lineHeight="short">
        <Text fontWeight="semibold">{t.appTitle}</Text>
        <Text textStyle="xs" color="fg.muted">
          {t.appSubtitle}
        </Text>
      </Box>
    </Flex>
  );
}
