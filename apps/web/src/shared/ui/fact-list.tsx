import { DataList } from '@mantine/core';
import type { ReactNode } from 'react';

/** A label and its value; the label is unique within one list (it is the row's key). */
export type Fact = [label: string, value: ReactNode];

/** A card's facts as label–value rows, only those that are filled in. */
export function FactList({ facts, labelWidth }: { facts: Fact[]; labelWidth: string }) {
  return (
    <DataList size="sm" gap={4} labelWidth={labelWidth}>
      {facts.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList>
  );
}
