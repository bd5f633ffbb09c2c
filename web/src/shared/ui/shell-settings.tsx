import { chakra, HStack, IconButton } from '@chakra-ui/react';
import { LANGUAGE_NAMES, LANGUAGES, useI18n } from '../i18n/i18n';
import { htmlLang, isLanguage } from '../i18n/language';
import { useColorMode } from '../theme/color-mode';
import { MoonIcon, SunIcon } from './plain';

/** The theme toggle and the language switch (the four languages of spec §1) of the header and the sign-in pages. */
export function ShellSettings() {
  const { t, language, setLanguage } = useI18n();
  const { colorMode, toggleColorMode } = useColorMode();
  const dark = colorMode === 'dark';
  return (
    <HStack gap="1">
      <IconButton
        variant="ghost"
        size="sm"
        aria-label={dark ? t.header.themeLight : t.header.themeDark}
        title={dark ? t.header.themeLight : t.header.themeDark}
        onClick={toggleColorMode}
        data-testid="theme-toggle"
      >
        {dark ? <SunIcon /> : <MoonIcon />}
      </IconButton>
      {/* A plain styled <select>: Chakra's NativeSelect would add ~3 kB to the sign-in route's budget. */}
      <chakra.select
        aria-label={t.header.language}
        title={t.header.language}
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) setLanguage(event.target.value);
        }}
        data-testid="language-switch"
        h="8"
        px="2"
        borderRadius="l2"
        bg="transparent"
        color="fg"
        fontSize="sm"
        fontWeight="medium"
        cursor="pointer"
        _hover={{ bg: 'colorPalette.subtle' }}
      >
        {LANGUAGES.map((option) => (
          <option key={option} value={option} lang={htmlLang(option)}>
            {LANGUAGE_NAMES[option]}
          </option>
        ))}
      </chakra.select>
    </HStack>
  );
}
