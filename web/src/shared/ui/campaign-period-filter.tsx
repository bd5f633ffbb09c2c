// The campaign and its period among a screen's filters (the tickets list, the reports; spec §9): both in
// the URL with their names, and another campaign clears the period.
import { Field } from '@chakra-ui/react';
import { useLookups } from '../lookups';
import { SearchSelect, TitledSelect } from './search-select';

type Param = 'campaign' | 'campaignName' | 'period' | 'periodName';

export interface CampaignPeriodFilterProps {
  values: Record<Param, string>;
  onChange: (changes: Partial<Record<Param, string | undefined>>) => void;
  labels: { campaign: string; period: string };
  /** Each picker's width from 768 px. */
  width: string;
  /** The periods offered, labelled; none: no period picker (a campaign comes first). */
  periods?: (text: string, limit: number) => Promise<ReadonlyArray<{ id: number; label: string }>>;
}

export function CampaignPeriodFilter({ values, onChange, labels, width, periods }: CampaignPeriodFilterProps) {
  const lookups = useLookups();
  return (
    <>
      <Field.Root maxW={{ md: width }}>
        <TitledSelect
          label={labels.campaign}
          search={lookups.campaigns}
          value={values.campaign ? { id: Number(values.campaign), title: values.campaignName } : null}
          onChange={(c) => onChange({ campaign: c ? String(c.id) : undefined, campaignName: c?.title ?? undefined, period: undefined, periodName: undefined })}
        />
      </Field.Root>
      {periods && (
        <Field.Root maxW={{ md: width }}>
          <SearchSelect
            key={values.campaign}
            label={labels.period}
            search={periods}
            getKey={(p) => p.id}
            getLabel={(p) => p.label}
            value={values.period ? { id: Number(values.period), label: values.periodName } : null}
            onChange={(p) => onChange({ period: p ? String(p.id) : undefined, periodName: p?.label ?? undefined })}
          />
        </Field.Root>
      )}
    </>
  );
}
