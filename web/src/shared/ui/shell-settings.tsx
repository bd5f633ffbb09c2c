import { chakra, HStack, IconButton } from '@chakra-ui/react';
import { useShellSettings } from './plain';

/** The theme toggle and the language switch (the four languages of spec §1) of the header and the sign-in pages. */
export function ShellSettings() {
  const { theme, language } = useShellSettings();
  return (
    <HStack gap="1">
      <IconButton variant="ghost" size="sm" {...theme} />
      {/* A plain styled <select>: Chakra's NativeSelect would add ~3 kB to the sign-in route's budget. */}
      <chakra.select
        {...language}
        h="8"
        px="2"
        borderRadius="l2"
        bg="transparent"
        color="fg"
        fontSize="sm"
        fontWeight="medium"
        cursor="pointer"
        _hover={{ bg: 'colorPalette.subtle' }}
      />
    </HStack>
  );
}
