import '@mantine/charts/styles.css';
import { ItemFiguresTexts as T } from '@atrium/contract/analytics';
import { analyticsLearnItem } from '@atrium/contract/endpoints/analytics';
import type { LearnType } from '@atrium/contract/learn';
import { Sparkline } from '@mantine/charts';
import { Group, Paper, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { call } from '~/lib/api-client';

const numberFormat = new Intl.NumberFormat();
const dayFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayLabel = (day: string) => dayFormat.format(Date.parse(`${day}T00:00:00Z`));

/**
 * Decision 089: a saved learn item's own readers over the last 30 days, read from the site's
 * figures by every address it had: visitors and page views, a line of the days, and the days as a
 * table behind a disclosure, latest first (the line is drawn for the eye only). Loaded apart from the form
 * (learn-form.tsx), so the charts' code never delays the fields.
 */
export default function LearnItemFigures({ type, id }: { type: LearnType; id: number }) {
  const figures = useQuery({
    queryKey: ['analytics', 'learn', type, id],
    queryFn: async () => (await call(analyticsLearnItem, { params: { type, id } })).data,
  });
  const data = figures.data;
  const oldPaths = data?.paths.slice(1) ?? [];
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={T.title}>
      <Group justify="space-between" align="center" gap="sm">
        <div>
          <Text fw={600} size="sm">
            {T.title}
          </Text>
          {figures.isError ? (
            <Text size="sm" c="dimmed">
              {T.loadFailed}
            </Text>
          ) : (
            <Group gap="lg">
              <Text size="sm" data-figure="visitors">
                <strong>{data ? numberFormat.format(data.visitors) : '—'}</strong> {T.visitors}
              </Text>
              <Text size="sm" data-figure="pageviews">
                <strong>{data ? numberFormat.format(data.pageviews) : '—'}</strong> {T.pageviews}
              </Text>
            </Group>
          )}
        </div>
        {data ? (
          // An image to assistive technology, as the dashboard's charts are, its numbers in the table
          // below: Recharts makes its drawing focusable, which aria-hidden must not cover (axe's
          // aria-hidden-focus).
          <div role="img" aria-label={`${T.pageviews}: ${T.title}`}>
            <Sparkline
              w={180}
              h={40}
              data={data.series.map((day) => day.pageviews)}
              color="teal.6"
              fillOpacity={0.4}
              strokeWidth={1.5}
            />
          </div>
        ) : null}
      </Group>
      {data ? (
        <details>
          <summary>
            <Text span size="sm">
              {T.table}
            </Text>
          </summary>
          <Table.ScrollContainer minWidth={0} maxHeight={260} maw={480}>
            <Table striped withRowBorders={false} fz="sm">
              <Table.Caption>{T.title}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{T.day}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {T.visitors}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {T.pageviews}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {/* The latest days first: they are what an editor comes to see. */}
                {[...data.series].reverse().map((day) => (
                  <Table.Tr key={day.day}>
                    <Table.Td>{dayLabel(day.day)}</Table.Td>
                    <Table.Td ta="right">{numberFormat.format(day.visitors)}</Table.Td>
                    <Table.Td ta="right">{numberFormat.format(day.pageviews)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </details>
      ) : null}
      {oldPaths.length > 0 ? (
        <Text size="xs" c="dimmed" mt={4}>
          {T.oldPaths(oldPaths.join(', '))}
        </Text>
      ) : null}
    </Paper>
  );
}
