import { Box } from '@chakra-ui/react';
import { useI18n } from '../i18n/i18n';

/** The first stop of the keyboard: hidden until focused, jumps to the page's main content. */
export function SkipLink({ target }: { target: string }) {
  const { t } = useI18n();
  return (
    <Box
      asChild
      position="fixed"
      top="2"
      insetStart="2"
      zIndex="skipNav"
      px="4"
      py="2"
      bg="bg"
      color="fg"
      borderRadius="l2"
      borderWidth="2px"
      borderColor="blue.focusRing"
      fontWeight="medium"
      transform="translateY(-200%)"
      _focus={{ transform: 'translateY(0)' }}
    >
      <a
        href={`#${target}`}
        onClick={(event) => {
          const main = document.getElementById(target);
          if (!main) return;
          event.preventDefault();
          main.focus();
          main.scrollIntoView?.();
        }}
      >
        {t.skipToContent}
      </a>
    </Box>
  );
}
