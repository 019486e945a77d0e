import '@mantine/charts/styles.css';
import {
  type AnalyticsAnswer,
  AnalyticsFormLabels,
  DashboardTexts as T,
  DeviceLabels,
} from '@atrium/contract/analytics';
import { analyticsSummary } from '@atrium/contract/endpoints/analytics';
import { listNewsletters } from '@atrium/contract/endpoints/newsletters';
import { learnEndpoints } from '@atrium/contract/endpoints/resources';
import { inboxReadState } from '@atrium/contract/endpoints/submissions';
import { LearnTexts, LearnTypes, type LearnType } from '@atrium/contract/learn';
import { AreaChart, BarChart, DonutChart } from '@mantine/charts';
import { SegmentedControl } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { ExportButton } from '~/admin-kit/export-button';
import { useQueryErrorToast } from '~/admin-kit/feedback';
import { ListHeader } from '~/admin-kit/list-header';
import kit from '~/admin-kit/resource-list.module.css';
import { buildUrl, call } from '~/lib/api-client';
import { useRole } from '~/lib/session';
import classes from './dashboard.module.css';

type Period = 'today' | '7d' | '30d';
const PERIOD_DAYS: Record<Period, number> = { today: 1, '7d': 7, '30d': 30 };
const DAY_MS = 86_400_000;

/** A day (UTC, as the figures are counted) `offset` days from today. */
const dayFrom = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

/** The period's range, the one before it, and the chart's (a week at least, so today has a context). */
function rangesOf(period: Period) {
  const days = PERIOD_DAYS[period];
  return {
    current: { from: dayFrom(1 - days), to: dayFrom(0) },
    previous: { from: dayFrom(1 - 2 * days), to: dayFrom(-days) },
    chart: { from: dayFrom(1 - Math.max(days, 7)), to: dayFrom(0) },
  };
}

const numberFormat = new Intl.NumberFormat();
const percent = new Intl.NumberFormat(undefined, {
  style: 'percent',
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});
const share = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 1 });
const dayFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });
const whenFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Every day of a range, with zeros where nothing was counted. */
function filledSeries(series: AnalyticsAnswer['series'], from: string, to: string) {
  const byDay = new Map(series.map((row) => [row.day, row]));
  const days: Array<{ day: string; label: string; pageviews: number; visitors: number }> = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += DAY_MS) {
    const day = new Date(at).toISOString().slice(0, 10);
    const row = byDay.get(day);
    days.push({ day, label: dayFormat.format(at), pageviews: row?.pageviews ?? 0, visitors: row?.visitors ?? 0 });
  }
  return days;
}

function Section({ title, children, hint }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <section className={`${kit.card} ${classes.section}`} aria-label={title}>
      <h2>{title}</h2>
      {hint ? <p className={classes.empty}>{hint}</p> : null}
      {children}
    </section>
  );
}

function Stat({ label, value, before }: { label: string; value: number | undefined; before: number | undefined }) {
  const change =
    value === undefined || before === undefined
      ? ''
      : before === 0
        ? T.noPrevious
        : T.versusPrevious(percent.format((value - before) / before));
  return (
    <div className={`${kit.card} ${classes.stat}`} data-stat={label}>
      <div className={classes.empty}>{label}</div>
      <div className={classes.statValue}>{value === undefined ? '—' : numberFormat.format(value)}</div>
      <div className={classes.empty}>{change}</div>
    </div>
  );
}

/** A table of figures: the rows a chart draws, or a list of its own; `empty` says so when there are none. */
function Figures({
  caption,
  head,
  rows,
  empty,
}: {
  caption?: string;
  head: Array<{ label: string; number?: boolean }>;
  rows: Array<{ key: string; cells: ReactNode[] }>;
  empty?: string;
}) {
  if (empty !== undefined && rows.length === 0) return <p className={classes.empty}>{empty}</p>;
  return (
    <table className={classes.figures}>
      {caption ? <caption className={classes.srOnly}>{caption}</caption> : null}
      <thead>
        <tr>
          {head.map((column) => (
            <th key={column.label} scope="col" className={column.number ? classes.number : undefined}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            {row.cells.map((cell, index) => (
              <td key={head[index]!.label} className={head[index]!.number ? classes.number : classes.name}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const LEARN_SCREENS: Record<LearnType, string> = {
  blog: 'blogs',
  article: 'articles',
  video: 'videos',
  podcast: 'podcasts',
};

/**
 * Decision 082: the back office's home. What the site's readers did in the period against the
 * one before (counted on the server, without cookies), what they read, where they came from and
 * what they searched for in vain; then what waits: new messages, scheduled posts, newsletters.
 */
export default function DashboardScreen() {
  const [period, setPeriod] = useState<Period>('7d');
  const ranges = rangesOf(period);
  const isAdmin = useRole() === 'administrator';

  const figures = (range: { from: string; to: string }) => ({
    queryKey: ['analytics', range.from, range.to],
    queryFn: async () => (await call(analyticsSummary, { query: range })).data,
    placeholderData: keepPreviousData,
  });
  const current = useQuery(figures(ranges.current));
  const previous = useQuery(figures(ranges.previous));
  const chart = useQuery(figures(ranges.chart));
  const scheduled = useQuery({
    queryKey: ['dashboard', 'scheduled'],
    queryFn: async () => {
      const lists = await Promise.all(
        LearnTypes.map(async (type) => {
          const answer = await call(learnEndpoints[type].list, { query: { scheduled: 'true', limit: 5 } });
          return answer.data.map((item) => ({ type, id: item.id, title: item.title, publish_at: item.publish_at }));
        }),
      );
      return lists
        .flat()
        .sort((a, b) => String(a.publish_at).localeCompare(String(b.publish_at)))
        .slice(0, 5);
    },
  });
  const newsletters = useQuery({
    queryKey: ['dashboard', 'newsletters'],
    queryFn: async () => (await call(listNewsletters, { query: { limit: 3 } })).data.items,
  });
  const unread = useQuery({
    queryKey: ['dashboard', 'unread'],
    enabled: isAdmin,
    queryFn: async () => {
      const [contact, appointments] = await Promise.all([
        call(inboxReadState['contact-us'].unreadCount, {}),
        call(inboxReadState.requestedappointments.unreadCount, {}),
      ]);
      return { contact: contact.data.count, appointments: appointments.data.count };
    },
  });
  useQueryErrorToast([current, previous, chart], T.loadFailed);

  const data = current.data;
  const series = chart.data ? filledSeries(chart.data.series, ranges.chart.from, ranges.chart.to) : [];
  const notFound = (data?.searches ?? []).filter((search) => search.results === 0);
  // Today's hours so far, with zeros where nothing was counted.
  const hourCounts = new Map((data?.hours ?? []).map((row) => [row.hour.slice(11), row.pageviews]));
  const hours = Array.from({ length: new Date().getUTCHours() + 1 }, (_, hour) => {
    const label = String(hour).padStart(2, '0');
    return { label: `${label}:00`, pageviews: hourCounts.get(label) ?? 0 };
  });

  return (
    <div className={kit.page}>
      <ListHeader title={T.title} description={T.intro}>
        <div className={classes.controls}>
          <SegmentedControl
            aria-label={T.period}
            value={period}
            onChange={(value) => setPeriod(value as Period)}
            data={(Object.keys(PERIOD_DAYS) as Period[]).map((value) => ({ value, label: T.periods[value] }))}
          />
          <ExportButton
            path={buildUrl('/analytics/export/', ranges.current).slice('/api'.length)}
            label={T.export}
            failed={T.loadFailed}
          />
        </div>
      </ListHeader>

      <div className={classes.stats}>
        <Stat label={T.visitors} value={data?.visitors} before={previous.data?.visitors} />
        <Stat label={T.pageviews} value={data?.pageviews} before={previous.data?.pageviews} />
      </div>

      {period === 'today' ? (
        <Section title={T.hoursTitle}>
          <div className={classes.chart} role="img" aria-label={T.hoursTitle}>
            <BarChart
              h={220}
              data={hours}
              dataKey="label"
              series={[{ name: 'pageviews', label: T.pageviews, color: 'teal.5' }]}
              tickLine="none"
              gridAxis="y"
            />
          </div>
          <details className={classes.tableToggle}>
            <summary>{T.hoursTable}</summary>
            <Figures
              caption={T.hoursTitle}
              head={[{ label: T.hour }, { label: T.pageviews, number: true }]}
              rows={hours.map((row) => ({ key: row.label, cells: [row.label, numberFormat.format(row.pageviews)] }))}
            />
          </details>
        </Section>
      ) : null}

      <Section title={T.chartTitle}>
        <div className={classes.chart} role="img" aria-label={T.chartTitle}>
          <AreaChart
            h={220}
            data={series}
            dataKey="label"
            series={[
              { name: 'visitors', label: T.visitors, color: 'indigo.6' },
              { name: 'pageviews', label: T.pageviews, color: 'teal.5' },
            ]}
            curveType="monotone"
            withLegend
            tickLine="none"
            gridAxis="y"
          />
        </div>
        <details className={classes.tableToggle}>
          <summary>{T.chartTable}</summary>
          <Figures
            caption={T.chartTitle}
            head={[{ label: T.day }, { label: T.visitors, number: true }, { label: T.pageviews, number: true }]}
            rows={series.map((row) => ({
              key: row.day,
              cells: [row.label, numberFormat.format(row.visitors), numberFormat.format(row.pageviews)],
            }))}
          />
        </details>
      </Section>

      <div className={classes.grid}>
        <Section title={T.topContent}>
          <Figures
            empty={T.nothingYet}
            head={[{ label: T.page }, { label: T.visitors, number: true }, { label: T.pageviews, number: true }]}
            rows={(data?.pages ?? []).slice(0, 10).map((page) => ({
              key: page.path,
              cells: [
                <>
                  {page.title ?? page.path}
                  {page.title ? <span className={classes.path}>{page.path}</span> : null}
                </>,
                numberFormat.format(page.visitors),
                numberFormat.format(page.pageviews),
              ],
            }))}
          />
        </Section>

        <Section title={T.searchesNotFound} hint={T.searchesHint}>
          <Figures
            empty={T.nothingYet}
            head={[{ label: T.query }, { label: T.times, number: true }]}
            rows={notFound.slice(0, 10).map((search) => ({
              key: search.query,
              cells: [search.query, numberFormat.format(search.count)],
            }))}
          />
        </Section>

        <Section title={T.referrers}>
          <Figures
            empty={T.nothingYet}
            head={[{ label: T.source }, { label: T.visitors, number: true }]}
            rows={(data?.referrers ?? []).slice(0, 10).map((one) => ({
              key: one.source,
              cells: [one.source || T.direct, numberFormat.format(one.visitors)],
            }))}
          />
        </Section>

        <Section title={T.devices}>
          {data && data.devices.length > 0 ? (
            <>
              <div role="img" aria-label={T.devices}>
                <DonutChart
                  size={140}
                  thickness={24}
                  mx="auto"
                  data={data.devices.map((one, index) => ({
                    name: DeviceLabels[one.device],
                    value: one.visitors,
                    color: ['indigo.6', 'teal.5', 'orange.5'][index] ?? 'gray.5',
                  }))}
                />
              </div>
              <Figures
                caption={T.devices}
                head={[{ label: T.device }, { label: T.visitors, number: true }, { label: T.pageviews, number: true }]}
                rows={data.devices.map((one) => ({
                  key: one.device,
                  cells: [
                    DeviceLabels[one.device],
                    numberFormat.format(one.visitors),
                    numberFormat.format(one.pageviews),
                  ],
                }))}
              />
            </>
          ) : (
            <p className={classes.empty}>{T.nothingYet}</p>
          )}
        </Section>

        <Section title={T.forms}>
          <Figures
            empty={T.nothingYet}
            head={[{ label: T.form }, { label: T.submissions, number: true }, { label: T.conversion, number: true }]}
            rows={(data?.forms.pages ?? []).slice(0, 10).map((one) => ({
              key: `${one.form} ${one.path}`,
              cells: [
                <>
                  {AnalyticsFormLabels[one.form]}
                  {one.path ? <span className={classes.path}>{one.path}</span> : null}
                </>,
                numberFormat.format(one.submissions),
                one.visitors ? share.format(one.conversion) : '—',
              ],
            }))}
          />
        </Section>

        <Section title={T.waiting}>
          <ul className={classes.list}>
            {isAdmin && unread.data ? (
              <>
                <li>
                  <Link to="/admin/contact-us">{T.newContact}</Link>
                  <strong>{numberFormat.format(unread.data.contact)}</strong>
                </li>
                <li>
                  <Link to="/admin/requested-appointments">{T.newAppointments}</Link>
                  <strong>{numberFormat.format(unread.data.appointments)}</strong>
                </li>
              </>
            ) : null}
          </ul>
          <h3>{T.scheduled}</h3>
          {scheduled.data && scheduled.data.length > 0 ? (
            <ul className={classes.list}>
              {scheduled.data.map((item) => (
                <li key={`${item.type}-${item.id}`}>
                  <Link to={`/admin/${LEARN_SCREENS[item.type]}`}>
                    {item.title} <span className={classes.path}>{LearnTexts[item.type].singular}</span>
                  </Link>
                  {item.publish_at ? (
                    <time dateTime={item.publish_at}>{whenFormat.format(new Date(item.publish_at))}</time>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className={classes.empty}>{T.noScheduled}</p>
          )}
          <h3>{T.newsletters}</h3>
          {newsletters.data && newsletters.data.length > 0 ? (
            <ul className={classes.list}>
              {newsletters.data.map((letter) => (
                <li key={letter.id}>
                  <Link to="/admin/newsletters">{letter.subject}</Link>
                  <span className={classes.empty}>
                    {letter.sent_at ? whenFormat.format(new Date(letter.sent_at)) : letter.state}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className={classes.empty}>{T.noNewsletters}</p>
          )}
        </Section>
      </div>
    </div>
  );
}
