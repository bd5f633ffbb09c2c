// The export's progress bar, a chunk of its own: Chakra's Progress (~2.9 kB gzipped) loads when an
// export starts, not with every list that offers one (issue 27's route budgets).
import { Progress } from '@chakra-ui/react';

export function CsvProgressBar({ value }: { value: number | null }) {
  return (
    <Progress.Root value={value} size="sm" flex="1" minW="24">
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
