// A record's fields read-only, one row each (label, value): what staff who may not edit it see.
import { DataList } from '@chakra-ui/react';

export function Facts({ rows }: { rows: readonly (readonly [label: string, value: string])[] }) {
  return (
    <DataList.Root orientation="horizontal">
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
