import type { ComponentProps } from 'react';
import { Section } from '../../../shared/ui/section';

/** One card of the dashboard: as tall as the others in its row, a link beside its title. */
export function DashboardCard(props: Omit<ComponentProps<typeof Section>, 'stretch'>) {
  return <Section stretch actionAlign="baseline" {...props} />;
}
