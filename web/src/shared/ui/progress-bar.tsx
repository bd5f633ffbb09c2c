// A determinate progress bar drawn as Chakra's Progress draws one (recipe `progress`: variant outline,
// shape rounded, size sm), two boxes without its state machine: Chakra's Progress is ~2.7 kB gzipped
// of the route that draws it (issue 42). Chakra's Progress stays where a chunk loads on demand.
import { Box } from '@chakra-ui/react';

export interface ProgressBarProps {
  value: number;
  max: number;
  /** What it counts, read by a screen reader instead of the number (e.g. 'Сохранено 3 из 10'). */
  label?: string;
}

export function ProgressBar({ value, max, label }: ProgressBarProps) {
  const share = max > 0 ? Math.min(1, Math.max(0, value / max)) : 0;
  return (
    <Box
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={label}
      h="2"
      borderRadius="l1"
      bg="bg.muted"
      shadow="inset"
      overflow="hidden"
    >
      <Box h="full" w={`${share * 100}%`} bg="colorPalette.solid" transitionProperty="width" transitionDuration="slow" />
    </Box>
  );
}
