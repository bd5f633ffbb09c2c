import { chakra, HStack, IconButton } from '@chakra-ui/react';
import { LANGUAGE_NAMES, LANGUAGES, useI18n } from '../i18n/i18n';
import { htmlLang, isLanguage } from '../i18n/language';
import { useColorMode } from '../theme/color-mode';

function SunIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
      <circle cx="10" cy="10" r="3.6" />
      <path d="M9.2 1.5h1.6v3H9.2zM9.2 15.5h1.6v3H9.2zM1.5 9.2h3v1.6h-3zM15.5 9.2h3v1.6h-3zM3.4 4.5l1.1-1.1 2.1 2.1-1.1 1.1zM13.4 14.5l1.1-1.1 2.1 2.1-1.1 1.1zM3.4 15.5l2.1-2.1 1.1 1.1-2.1 2.1zM13.4 5.5l2.1-2.1 1.1 1.1-2.1 2.1z" />
    </svg>
  );
}

function MoonIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
      <path d="M16.5 12.6A7 7 0 0 1 7.4 3.5a7 7 0 1 0 9.1 9.1Z" />
    </svg>
  );
}

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
